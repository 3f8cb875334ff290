package press_test

import (
	"bytes"
	"context"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model/saved"
)

// TestSplitFoundOutLate: a run that the probes say fits one file, but
// whose cards take more pages than the probes' (crew-00051's back runs
// onto a second card), finds it out as it writes and starts again, ready to
// split: it puts the same parts, byte for byte, as a run that knew.
func TestSplitFoundOutLate(t *testing.T) {
	all, _ := sampleDocs(t)
	var docs []system.Doc
	for _, d := range all {
		if d.Name() == twoCardsName || strings.Contains(d.Name(), "regular-tiger") || strings.Contains(d.Name(), "legendary-kv1") {
			docs = append(docs, d)
		}
	}
	if len(docs) != 3 {
		t.Fatalf("%d of the samples, want 3", len(docs))
	}
	o := press.Options{LinkBase: saved.DefaultBase, Backs: press.BacksDuplex, MaxPages: 6, Command: "crewcard render"}
	render := func(under bool) press.Collect {
		d, err := system.NewKit(docs, nil, &o)
		if err != nil {
			t.Fatal(err)
		}
		if under {
			press.UnderProbe(d)
		}
		n, card := system.Cards(docs, o.LinkBase)
		var out press.Collect
		if errs := press.Stream(context.Background(), d, n, card, &o, system.Roster(docs, ""), &out); len(errs) > 0 {
			t.Fatal(errs)
		}
		return out
	}
	want, got := render(false), render(true)
	if len(want) < 2 {
		t.Fatalf("the run put %d documents, want a split", len(want))
	}
	if len(got) != len(want) {
		t.Fatalf("found out late: %d documents, want %d", len(got), len(want))
	}
	for i := range want {
		if got[i].Part != want[i].Part || !bytes.Equal(got[i].Data, want[i].Data) {
			t.Errorf("document %d (part %d) differs from the run that knew it would split", i, want[i].Part)
		}
	}
}
