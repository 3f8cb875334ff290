package press_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/saved"
)

// TestFaceKeys: the names of the cards' files are the inputs' names made
// safe, numbered for an input of several cards, and made distinct in input
// order.
func TestFaceKeys(t *testing.T) {
	for _, tc := range []struct {
		name string
		srcs []press.Source
		want string
	}{
		{"a crew", []press.Source{{"samples/regular-tiger.toml", 1}}, "regular-tiger"},
		{"a deck", []press.Source{{"tank-duel-actions", 3}}, "tank-duel-actions-01 tank-duel-actions-02 tank-duel-actions-03"},
		{"a hundred cards", []press.Source{{"d", 100}}, "d-001"},
		{"unsafe characters", []press.Source{{"Crews/Т-34 «Ivan» No.5 .TOML", 1}}, "34-ivan-no-5"},
		{"accents", []press.Source{{"FoW/huszár-troop.toml", 1}, {"Brummbär Ærø.toml", 1}}, "huszar-troop brummbar-aero"},
		{"nothing left", []press.Source{{"«».toml", 1}, {"-", 1}}, "card card-2"},
		{"standard input", []press.Source{{"<stdin>", 1}}, "stdin"},
		{"the same name twice", []press.Source{{"a/x.toml", 1}, {"b/x.toml", 1}, {"X.toml", 1}}, "x x-2 x-3"},
		{"a file named like a deck's card", []press.Source{{"d", 2}, {"d-01.toml", 1}}, "d-01 d-02 d-01-2"},
		{"a long name", []press.Source{{strings.Repeat("ab-", 40) + ".toml", 1}}, strings.TrimSuffix(strings.Repeat("ab-", 20), "-")},
	} {
		t.Run(tc.name, func(t *testing.T) {
			keys := press.FaceKeys(tc.srcs)
			got := strings.Join(keys, " ")
			if tc.name == "a hundred cards" {
				got = keys[0]
			}
			if got != tc.want {
				t.Errorf("FaceKeys(%v) = %q, want %q", tc.srcs, got, tc.want)
			}
		})
	}
}

// sampleDocs checks every sample and every built-in deck.
func sampleDocs(t *testing.T) ([]system.Doc, []press.Source) {
	t.Helper()
	paths, _ := filepath.Glob("../../../samples/*.toml")
	var docs []system.Doc
	var srcs []press.Source
	add := func(name string, src []byte) {
		doc, errs := system.Check(name, src)
		if doc == nil {
			t.Fatalf("%s: %v", name, errs)
		}
		docs = append(docs, doc)
		srcs = append(srcs, press.Source{Name: name, Cards: doc.Cards()})
	}
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		add(p, src)
	}
	// No sample takes two cards: a generated crew that does.
	crews, err := gen.Crews(twoCards, 5)
	if err != nil {
		t.Fatal(err)
	}
	add(twoCardsName, crews[twoCards-1])
	for _, id := range system.BuiltinIDs() {
		src, _ := system.Builtin(id)
		add(id, src)
	}
	if len(paths) < 8 || len(docs) == len(paths)+1 {
		t.Fatalf("%d samples and %d decks; the test needs both", len(paths), len(docs)-len(paths)-1)
	}
	return docs, srcs
}

// twoCards is the number among crewgen's crews of seed 5 of one that
// takes two cards on every preset, the file sampleDocs names it.
const (
	twoCards     = 51
	twoCardsName = "crew-00051.toml"
)

// TestFacesSVG renders every sample and built-in deck as SVG faces, as
// `render --format svg` does, and compares each file with the display
// list of its face, planned apart: the same ops, in order, at the same
// places to 0.001 mm, with or without bleed and in low ink. It checks the
// files' names on the way.
func TestFacesSVG(t *testing.T) {
	docs, srcs := sampleDocs(t)
	keys := press.FaceKeys(srcs)
	for _, tc := range []struct {
		name      string
		o         press.Options
		continued bool // some back needs a second card
	}{
		{"plain", press.Options{}, true}, // crew-00051's back continues on a second card
		{"bleed", press.Options{Bleed: 3}, true},
		{"low ink, no backs", press.Options{Ink: press.InkLow, Backs: press.BacksNone}, false}, // no backs: no continuation fronts for their sake
		{"poker size", press.Options{Card: impose.Size{W: 63, H: 88}}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			o := tc.o
			o.LinkBase, o.Format = saved.DefaultBase, press.SVG
			d, err := system.NewKit(docs, nil, &o)
			if err != nil {
				t.Fatal(err)
			}
			n, card := system.Cards(docs, o.LinkBase)
			files, errs := press.RenderFaces(context.Background(), d, n, card, keys, &o)
			if len(errs) > 0 {
				t.Fatal(errs)
			}
			k, continued := 0, 0
			for i := range n {
				c, _ := card(i)
				f, err := d.Plan(c)
				if err != nil {
					t.Fatal(err)
				}
				sides := map[string][]layout.Page{"front": f.Front, "back": f.Back}
				for _, side := range []string{"front", "back"} {
					if side == "back" && o.Backs == press.BacksNone {
						continue
					}
					for j, pg := range sides[side] {
						name := keys[i] + "-" + side + ".svg"
						if j > 0 {
							name = fmt.Sprintf("%s-%s-%d.svg", keys[i], side, j+1)
							continued++
						}
						if k >= len(files) || files[k].Name != name {
							t.Fatalf("file %d is not %s", k, name)
						}
						b := min(pg.Bleed, o.Bleed)
						for _, d := range compareSVG(files[k].Data, pg.Ops, b, b) {
							t.Errorf("%s: %s", name, d)
						}
						k++
					}
				}
			}
			if k != len(files) || (continued > 0) != tc.continued {
				t.Errorf("%d files for %d faces, %d of them continuation cards; want some: %v", len(files), k, continued, tc.continued)
			}
		})
	}
}

// countSink counts the files put, and keeps none.
type countSink struct{ puts atomic.Int64 }

func (c *countSink) Put(press.Document) error { c.puts.Add(1); return nil }
func (c *countSink) Restart()                 { c.puts.Store(0) }

// TestStreamFacesPutsAsItDraws: the face files of a run go to the sink as
// they are drawn, a few cards behind the planning, not all at the end, so
// that a run of any size holds a few cards' files.
func TestStreamFacesPutsAsItDraws(t *testing.T) {
	docs, _ := sampleDocs(t)
	o := press.Options{LinkBase: saved.DefaultBase, Format: press.SVG, Backs: press.BacksNone}
	d, err := system.NewKit(docs, nil, &o)
	if err != nil {
		t.Fatal(err)
	}
	one, card := system.Cards(docs[:1], o.LinkBase) // a crew: one front
	if one != 1 {
		t.Fatalf("%s: %d cards, want 1", docs[0].Name(), one)
	}
	const n = 300
	var sink countSink
	var mu sync.Mutex
	behind := 0 // the most cards planned beyond those put
	keys := make([]string, n)
	for i := range keys {
		keys[i] = fmt.Sprintf("crew-%03d", i)
	}
	errs := press.StreamFaces(context.Background(), d, n, func(i int) (press.Card, error) {
		mu.Lock()
		behind = max(behind, i-int(sink.puts.Load()))
		mu.Unlock()
		return card(0)
	}, keys, &o, &sink)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if sink.puts.Load() != n {
		t.Fatalf("%d files put, want %d", sink.puts.Load(), n)
	}
	if limit := 64 + runtime.GOMAXPROCS(0); behind > limit {
		t.Errorf("planning ran %d cards ahead of the files put, want at most %d", behind, limit)
	}
}

// TestFaceOf: the names a run's faces can have, and no other.
func TestFaceOf(t *testing.T) {
	ours := press.FaceOf([]string{"tiger", "crew-007"}, "svg")
	for name, want := range map[string]bool{
		"tiger-front.svg": true, "tiger-back.svg": true, "tiger-back-2.svg": true, "crew-007-front-12.svg": true,
		"tiger-front.png": false, "tiger.svg": false, "kv1-front.svg": false, "tiger-side.svg": false, "crew-front.svg": false, "notes.txt": false,
	} {
		if got := ours(name); got != want {
			t.Errorf("FaceOf(%q) = %v, want %v", name, got, want)
		}
	}
}

// TestFaceFormatNotBuiltIn: a program that registers no PNG backend (the
// studio's WebAssembly) refuses a run of PNG faces once, saying which
// package to import, and a format is registered at most once.
func TestFaceFormatNotBuiltIn(t *testing.T) {
	defer press.WithoutFaceFormat(press.PNG)()
	docs, _ := sampleDocs(t)
	o := press.Options{LinkBase: saved.DefaultBase, Format: press.PNG, DPI: 150}
	d, err := system.NewKit(docs, nil, &o)
	if err != nil {
		t.Fatal(err)
	}
	n, card := system.Cards(docs, o.LinkBase)
	keys := make([]string, n)
	for i := range keys {
		keys[i] = fmt.Sprint("card-", i)
	}
	files, errs := press.RenderFaces(context.Background(), d, n, card, keys, &o)
	if len(files) != 0 || len(errs) != 1 || !strings.Contains(errs[0].Error(), "png faces are not built into this program") ||
		!strings.Contains(errs[0].Error(), "cmd/internal/press/pngface") {
		t.Errorf("PNG faces without their backend: %d files, errors %v; want none and one error naming pngface", len(files), errs)
	}
	defer func() {
		if recover() == nil {
			t.Error("registering SVG again did not panic")
		}
	}()
	press.RegisterFaceFormat(press.SVG, func(*font.Set, float64) (compose.Backend, error) { return nil, nil })
}
