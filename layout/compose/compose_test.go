package compose_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
)

type recorder = layouttest.Recorder

func card(name string) layout.Page { return layouttest.Card(name) }

func TestWriterComposes(t *testing.T) {
	tests := []struct {
		name string
		add  func(w *compose.Writer) error
		want []string
	}{
		{"card", func(w *compose.Writer) error { return w.AddCard(card("a"), false) }, []string{
			"page 69x94 trim 0,0 69x94",
			"clip 0,0 69x94",
			"draw a.rect at -3,-3",
			"draw a.text at 4,5",
			"unclip",
			"end",
		}},
		{"card with bleed", func(w *compose.Writer) error { return w.AddCard(card("a"), true) }, []string{
			"page 75x100 trim 3,3 69x94",
			"clip 0,0 75x100",
			"draw a.rect at 0,0",
			"draw a.text at 7,8",
			"unclip",
			"end",
		}},
		{"page of layers", func(w *compose.Writer) error {
			clip := impose.Rect{X: 78, Y: 9, W: 71, H: 96}
			return w.AddPage(297, 210, impose.Rect{X: 1, Y: 2, W: 295, H: 206}, []compose.Layer{
				{Clip: &clip, DX: 79, DY: 10, Ops: card("b").Ops},
				{Ops: []layout.Op{{Kind: layout.OpLine, Text: "mark", X: 5, Y: 10, W: 4}}},
			}, func() []layout.Op { return []layout.Op{{Kind: layout.OpText, Text: "late", X: 6, Y: 7}} })
		}, []string{
			"page 297x210 trim 1,2 295x206",
			"clip 78,9 71x96",
			"draw b.rect at 76,7",
			"draw b.text at 83,15",
			"unclip",
			"draw mark at 5,10",
			"draw late at 6,7",
			"end",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var r recorder
			w := compose.NewWriter(&r)
			if err := tt.add(w); err != nil {
				t.Fatal(err)
			}
			if got, want := strings.Join(r.Calls, "\n"), strings.Join(tt.want, "\n"); got != want {
				t.Errorf("calls:\n%s\nwant:\n%s", got, want)
			}
			if w.Pages() != 1 {
				t.Errorf("Pages() = %d, want 1", w.Pages())
			}
		})
	}
}

func TestWriterWritesThroughBackend(t *testing.T) {
	var r recorder
	w := compose.NewWriter(&r)
	if err := w.AddCard(card("a"), false); err != nil {
		t.Fatal(err)
	}
	if err := w.AddCard(card("b"), true); err != nil {
		t.Fatal(err)
	}
	if w.Pages() != 2 {
		t.Errorf("Pages() = %d, want 2", w.Pages())
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if n := bytes.Count(b, []byte("page ")); n != 2 {
		t.Errorf("the document has %d pages, want 2:\n%s", n, b)
	}
	if last := r.Calls[len(r.Calls)-1]; last != "finish" {
		t.Errorf("last call %q, want finish", last)
	}
}

func TestWriterReportsBackendError(t *testing.T) {
	boom := errors.New("boom")
	r := recorder{Fail: boom}
	w := compose.NewWriter(&r)
	if err := w.AddCard(card("a"), false); !errors.Is(err, boom) {
		t.Errorf("AddCard = %v, want %v", err, boom)
	}
	if err := w.AddPage(297, 210, impose.Rect{W: 297, H: 210}, nil, nil); !errors.Is(err, boom) {
		t.Errorf("AddPage = %v, want %v", err, boom)
	}
	if _, err := w.Bytes(); !errors.Is(err, boom) {
		t.Errorf("Bytes = %v, want %v", err, boom)
	}
}
