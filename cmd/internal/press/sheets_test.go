package press_test

import (
	"bytes"
	"context"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/saved"
)

// pages counts the pages of a PDF by its page objects (not /Pages).
func pages(pdf []byte) int { return len(pageObject.FindAll(pdf, -1)) }

var pageObject = regexp.MustCompile(`/Type\s*/Page[^s]`)

// TestRenderSheets renders the samples and decks on A4 sheets: duplex
// gives one PDF with the roster, separate backs a second file of backs
// alone, and a run with no backs no more pages than separate's fronts.
func TestRenderSheets(t *testing.T) {
	docs, _ := sampleDocs(t)
	render := func(backs press.Backs) []press.Document {
		o := &press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin, Program: "crewcard test",
			Sheet: press.Sheet{Paper: impose.Size{W: 210, H: 297}}, Backs: backs}
		kit, err := system.NewKit(docs, nil, o)
		if err != nil {
			t.Fatal(err)
		}
		n, card := system.Cards(docs, o.LinkBase)
		out, errs := press.Render(context.Background(), kit, n, card, o, system.Roster(docs, o.Stamp("test")))
		if len(errs) > 0 {
			t.Fatalf("backs %v: %v", backs, errs)
		}
		for _, d := range out {
			if !bytes.HasPrefix(d.Data, []byte("%PDF-")) || !bytes.HasSuffix(bytes.TrimSpace(d.Data), []byte("%%EOF")) {
				t.Errorf("backs %v: %q is no whole PDF", backs, d.Suffix)
			}
		}
		return out
	}
	duplex, separate, none := render(press.BacksDuplex), render(press.BacksSeparate), render(press.BacksNone)
	if len(duplex) != 1 || len(separate) != 2 || separate[1].Suffix != "-backs" || len(none) != 1 {
		t.Fatalf("documents: duplex %d, separate %d, none %d", len(duplex), len(separate), len(none))
	}
	d, s, b, n := pages(duplex[0].Data), pages(separate[0].Data), pages(separate[1].Data), pages(none[0].Data)
	// With no backs, a card takes no second card for its back's sake: at
	// most as many fronts.
	if d == 0 || s+b != d || n > s || n == 0 || b == 0 {
		t.Errorf("pages: duplex %d, separate %d + %d backs, none %d; want duplex = fronts + backs, none no more than the fronts", d, s, b, n)
	}
}

// TestCalibrationSheet writes the two pages of the calibration sheet, and
// refuses no paper or paper too small for it.
func TestCalibrationSheet(t *testing.T) {
	o := &press.Options{Margin: impose.DefaultMargin, Program: "crewcard test", Sheet: press.Sheet{Paper: impose.Size{W: 210, H: 297}},
		Card: impose.Size{W: 69, H: 94}, BackOffset: [2]float64{0.5, -1}}
	pdf, err := press.Calibration(o)
	if err != nil || pages(pdf) != 2 {
		t.Fatalf("Calibration: %d pages, %v", pages(pdf), err)
	}
	for _, sheet := range []press.Sheet{press.NoSheet, {Paper: impose.Size{W: 60, H: 90}}} {
		o.Sheet = sheet
		if _, err := press.Calibration(o); err == nil {
			t.Errorf("Calibration on %v: no error", sheet)
		}
	}
}

// TestRanges: margins, bleeds and back offsets out of range are refused
// with the range, and a back offset reads "X,Y" with or without "mm".
func TestRanges(t *testing.T) {
	for _, c := range []struct {
		err  error
		want string
	}{
		{press.CheckMargin(-1), "-1: want 0 to 50 mm"},
		{press.CheckBleed(11), "11: want 0 to 10 mm"},
	} {
		if c.err == nil || c.err.Error() != c.want {
			t.Errorf("%v, want %q", c.err, c.want)
		}
	}
	if press.CheckMargin(5) != nil || press.CheckBleed(3) != nil {
		t.Error("a margin of 5 or a bleed of 3 refused")
	}
	if v, err := press.ParseBackOffset(" 0.5mm , -1 "); err != nil || v != [2]float64{0.5, -1} {
		t.Errorf("ParseBackOffset = %v, %v", v, err)
	}
	for s, want := range map[string]string{"1": "want X,Y in mm", "a,b": "want X,Y in mm", "30,0": "30: want -20 to 20 mm"} {
		if _, err := press.ParseBackOffset(s); err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("ParseBackOffset(%q) = %v, want %q", s, err, want)
		}
	}
	if got := (&press.Options{Program: "crewcard 1.0"}).Stamp("A4"); got != "crewcard 1.0 · A4" {
		t.Errorf("Stamp = %q", got)
	}
}
