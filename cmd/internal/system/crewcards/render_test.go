package crewcards_test

import (
	"bytes"
	"io/fs"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/samples"
)

// tiger is the regular Tiger sample: one front and one back.
func tiger(t *testing.T) *crewexp.Crew {
	t.Helper()
	src, err := fs.ReadFile(samples.FS, "regular-tiger.toml")
	if err != nil {
		t.Fatal(err)
	}
	return crewtest.Check(t, "regular-tiger.toml", src)
}

// TestRenderLinkBasePlan: a link base given to the kit and the card is the
// base of the link the front's QR code carries.
func TestRenderLinkBasePlan(t *testing.T) {
	const base, wantPrefix = "https://example.org/c/", "HTTPS://EXAMPLE.ORG/c/"
	crew := tiger(t)
	want, _ := crewtest.Link(t, crew, base)
	if !strings.HasPrefix(want, wantPrefix) {
		t.Fatalf("Link(%q, …) = %q, want prefix %q", base, want, wantPrefix)
	}
	o := cardtest.Options(t)
	o.LinkBase = base
	f, err := planCrew(newKit(t, nil, o), crew, base)
	if err != nil {
		t.Fatal(err)
	}
	if got := f.Front[0].QR; got == nil || got.Payload != want {
		t.Errorf("front QR = %+v, want payload %q", got, want)
	}
}

// TestRenderDeterministic: the samples render to the same bytes twice, on
// sheets and a card a page.
func TestRenderDeterministic(t *testing.T) {
	crews := crewsOf(crewtest.Samples(t))
	modes := map[string][]string{"sheets": nil, "cards": {"--sheet", "none"}}
	for name, flags := range modes {
		t.Run(name, func(t *testing.T) {
			var outputs [][]byte
			for range 3 {
				outputs = append(outputs, renderCrews(t, crews, cardtest.Options(t, flags...)))
			}
			if !bytes.HasPrefix(outputs[0], []byte("%PDF-")) {
				t.Fatalf("render wrote %d bytes, not a PDF", len(outputs[0]))
			}
			for i, b := range outputs[1:] {
				if bytes.Equal(b, outputs[0]) {
					continue
				}
				t.Errorf("render %d gave %d bytes that differ from the first render's %d bytes", i+2, len(b), len(outputs[0]))
			}
		})
	}
}

// exportFront returns the built-in front template as template export
// writes it.
func exportFront(t *testing.T) string {
	t.Helper()
	src, err := system.Template("crew-front")
	if err != nil || len(src) == 0 {
		t.Fatalf("template export: %d bytes, %v", len(src), err)
	}
	return string(src)
}

// replaceOnce replaces the first match of the multi-line pattern re in s,
// failing the test if there is none.
func replaceOnce(t *testing.T, s, re, repl string) string {
	t.Helper()
	rx := regexp.MustCompile("(?m)" + re)
	loc := rx.FindStringIndex(s)
	if loc == nil {
		t.Fatalf("template has no line matching %q", re)
	}
	return s[:loc[0]] + rx.ReplaceAllString(s[loc[0]:loc[1]], repl) + s[loc[1]:]
}

func TestRenderEditedTemplate(t *testing.T) {
	dir := t.TempDir()
	src := exportFront(t)
	// The first text widget is the crew's name, at 12.5 pt.
	edited := replaceOnce(t, src, `^size = 12\.5$`, "size = 14.0")
	tmpl := press.TemplateFile{Path: cardtest.WriteFile(t, dir, "my-front.toml", []byte(edited)), Src: []byte(edited)}

	crew := tiger(t)
	a := renderCrews(t, []*crewexp.Crew{crew}, cardtest.Options(t))
	b := renderCrews(t, []*crewexp.Crew{crew}, cardtest.Options(t), tmpl)
	if len(b) == 0 {
		t.Fatal("render --template wrote nothing")
	}
	if bytes.Equal(a, b) {
		t.Error("render --template with a 14 pt name gives the same PDF as the built-in template")
	}

	// The plan shows the edit took: the name is asked for at 14 pt.
	f, err := planCrew(newKit(t, nil, cardtest.Options(t), tmpl), crew, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if op := findText(f.Front, crew.Name); op == nil || op.Want != 14 {
		t.Errorf("name op = %v, want one asked for at 14 pt", op)
	}
}

// findText returns the first text op drawing s, or nil.
func findText(pages []layout.Page, s string) *layout.Op {
	for _, pg := range pages {
		for i, op := range pg.Ops {
			if op.Kind == layout.OpText && op.Text == s {
				return &pg.Ops[i]
			}
		}
	}
	return nil
}

// TestRenderBrokenTemplate: an edited template that does not load is
// refused with every problem on a line of its own, at its file, line and
// key. That render then writes nothing is cmd/crewcard's test.
func TestRenderBrokenTemplate(t *testing.T) {
	src := exportFront(t)
	docs := crewDocs([]*crewexp.Crew{tiger(t)})
	tests := []struct {
		name, edit, repl, want string
	}{
		{"unknown key", `^kind = "text"$`, `knd = "text"`, `:36:1: widget[3].knd: unknown key; did you mean "kind"?`},
		{"widget outside the card", `^x = 4\.2$`, "x = 80.0", `.toml:40:1: widget[3].w: text "name": x+w = 125 mm runs past the`},
		{"every problem on a line of its own", `^x = 4\.2$`, "x = 80.0\nalign = \"justify\"",
			"TMPL:39:1: widget[3].align: text \"name\": unknown alignment \"justify\" (want left, center or right)\n" +
				"TMPL:41:1: widget[3].w: text \"name\": x+w = 125 mm runs past the safe zone (ends at 65.5 mm)\n"},
		{"name not a face", `^name = "crew-front"$`, `name = "crew-side"`, `template name "crew-side" is not one of crew-front, crew-back`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			edited := []byte(replaceOnce(t, src, tt.edit, tt.repl))
			tmpl := cardtest.WriteFile(t, t.TempDir(), "broken.toml", edited)
			_, err := system.NewKit(docs, []press.TemplateFile{{Path: tmpl, Src: edited}}, cardtest.Options(t))
			var lines strings.Builder // as render prints them
			for _, e := range model.Split(err) {
				lines.WriteString(e.Error() + "\n")
			}
			if want := strings.ReplaceAll(tt.want, "TMPL", tmpl); err == nil || !strings.Contains(lines.String(), tmpl+":") || !strings.Contains(lines.String(), want) {
				t.Errorf("NewKit = %q, want it to name %s and contain %q", lines.String(), tmpl, want)
			}
		})
	}
}

// longNames are 32-character crew names: packed Latin, held to QR version 7,
// and Cyrillic, which the payload carries as raw UTF-8 (two bytes a letter)
// and which is only held to fitting the card.
var longNames = []struct {
	name       string
	maxVersion int // 0: no bound but that the card renders
}{
	{"Oberleutnant Wittmann Tiger 0071", 7},
	{"Экипаж лейтенанта Колобанова 194", 0},
}

func TestQRSize(t *testing.T) {
	crews := crewtest.Samples(t)
	largest := crews[0]
	for _, s := range crews {
		qr, err := layout.EncodeQR(s.Link)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		t.Logf("%-26s QR version %d, payload %3d bytes, link %3d characters", s.Name, qr.Version, len(s.Payload), len(s.Link))
		switch {
		case s.CodeOnBack() && qr.Version > 13:
			t.Errorf("%s: QR version %d on the back, want at most 13", s.Name, qr.Version)
		case !s.CodeOnBack() && qr.Version > 6:
			t.Errorf("%s: QR version %d, want at most 6", s.Name, qr.Version)
		}
		if !s.CodeOnBack() && len(s.Payload) > len(largest.Payload) {
			largest = s // the longest state on a front, for the long names
		}
	}
	src, err := fs.ReadFile(samples.FS, largest.Name+".toml")
	if err != nil {
		t.Fatal(err)
	}
	nameLine := regexp.MustCompile(`(?m)^name = "` + regexp.QuoteMeta(largest.Crew.Name) + `"$`)
	d := newKit(t, nil, cardtest.Options(t))
	for _, tc := range longNames {
		name := tc.name
		if n := len([]rune(name)); n != 32 {
			t.Fatalf("%q has %d characters, want 32", name, n)
		}
		edited := nameLine.ReplaceAllLiteral(src, []byte(`name = "`+name+`"`))
		if bytes.Equal(edited, src) {
			t.Fatalf("%s: crew name line not found", largest.Name)
		}
		crew := crewtest.Check(t, cardtest.WriteFile(t, t.TempDir(), "long.toml", edited), edited)
		link, payload := crewtest.Link(t, crew, saved.DefaultBase)
		qr, err := layout.EncodeQR(link)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s named %q: QR version %d, payload %d bytes, link %d characters", largest.Name, name, qr.Version, len(payload), len(link))
		if tc.maxVersion > 0 && qr.Version > tc.maxVersion {
			t.Errorf("%s named %q: QR version %d, want at most %d", largest.Name, name, qr.Version, tc.maxVersion)
		}
		if _, err := planCrew(d, crew, saved.DefaultBase); err != nil {
			t.Errorf("%s named %q does not render: %v", largest.Name, name, err)
		}
	}
}
