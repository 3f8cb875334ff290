package press

import (
	"context"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/ordered"
	"github.com/crewcard/crewcard/cmd/internal/slug"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/compose"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/svg"
)

// A face file is one card face drawn as an image file of its own (SVG or
// PNG), for chat, web pages and Tabletop Simulator: the card at its size,
// with the bleed asked for, drawn from the same display list as the PDF's
// card pages. There are no sheets, crop marks or roster.

// A FaceBackend makes the backend that draws one card face file, from the
// card fonts and the resolution asked for (which only PNG uses).
type FaceBackend func(fs *font.Set, dpi float64) (compose.Backend, error)

// faceFormats makes the backend of each face format. SVG is built in; PNG
// is registered by the program that writes it (see RegisterFaceFormat),
// so that one that never does, the studio's WebAssembly, links no PNG code.
var faceFormats = map[Format]FaceBackend{
	SVG: func(fs *font.Set, _ float64) (compose.Backend, error) { return svg.New(fs) },
}

// RegisterFaceFormat makes newBackend draw the face files of format f. It
// is for an init function, before any run: package
// cmd/internal/press/pngface registers PNG when a program imports it for
// its side effect, as crewcard does. It panics if f is not a face format
// or has a backend already.
func RegisterFaceFormat(f Format, newBackend FaceBackend) {
	if !f.Faces() || faceFormats[f] != nil || newBackend == nil {
		panic(fmt.Sprintf("press: RegisterFaceFormat(%v): not a face format, registered twice, or no backend", f))
	}
	faceFormats[f] = newBackend
}

// Source is one input of a run as its face files are named: its name
// (a file name, or a built-in deck's id) and the number of cards it prints.
type Source struct {
	Name  string
	Cards int
}

// maxKey bounds the part of a face file's name taken from its input.
const maxKey = 60

// FaceKeys names each card of the sources, in order, for its face files:
// the input's name without folder or extension in lower-case ASCII, its
// accents dropped and each run of characters other than a-z and 0-9 made
// one "-" (slug.ASCII, at most 60 characters; "card" when nothing is
// left), then, for an input of several
// cards, the card's number ("-01", "-02", …). A key that an earlier card
// took gets "-2", "-3", … , so that every card has its own files whatever
// the inputs are called.
func FaceKeys(srcs []Source) []string {
	var keys []string
	used := map[string]bool{}
	for _, s := range srcs {
		stem := slug.ASCII(strings.TrimSuffix(filepath.Base(s.Name), filepath.Ext(s.Name)), maxKey)
		if stem == "" {
			stem = "card"
		}
		width := max(2, len(strconv.Itoa(s.Cards)))
		for i := range s.Cards {
			key := stem
			if s.Cards > 1 {
				key = fmt.Sprintf("%s-%0*d", stem, width, i+1)
			}
			for n := 2; used[key]; n++ {
				key = fmt.Sprintf("%s-%d", stem, n)
				if s.Cards > 1 {
					key = fmt.Sprintf("%s-%0*d-%d", stem, width, i+1, n)
				}
			}
			used[key] = true
			keys = append(keys, key)
		}
	}
	return keys
}

// faceName names a face file: the card's key, its side, the number of a
// continuation card from 2 on, and the format as extension. Distinct keys
// give distinct names: every name ends in a side or a number after one.
func faceName(key, side string, k int, format string) string {
	if k > 0 {
		return fmt.Sprintf("%s-%s-%d.%s", key, side, k+1, format)
	}
	return key + "-" + side + "." + format
}

// FaceOf returns whether a file name is one that a face of a card keyed
// one of keys can have in format (see faceName): "KEY-front.svg",
// "KEY-back-2.svg".
func FaceOf(keys []string, format string) func(name string) bool {
	set := map[string]bool{}
	for _, k := range keys {
		set[k] = true
	}
	return func(name string) bool {
		base, ok := strings.CutSuffix(name, "."+format)
		if i := strings.LastIndexByte(base, '-'); ok && i > 0 && strings.Trim(base[i+1:], "0123456789") == "" {
			base = base[:i] // a continuation card's number
		}
		for _, side := range []string{"-front", "-back"} {
			if key, found := strings.CutSuffix(base, side); ok && found && set[key] {
				return true
			}
		}
		return false
	}
}

// RenderFaces lays out n cards as StreamFaces does and returns the face
// files, in the cards' order; when it returns errors, it returns no file.
func RenderFaces(ctx context.Context, d *Kit, n int, card func(i int) (Card, error), keys []string, o *Options) ([]Document, []error) {
	var files Collect
	if errs := StreamFaces(ctx, d, n, card, keys, o, &files); len(errs) > 0 {
		return nil, errs
	}
	return files, nil
}

// StreamFaces lays out n cards, card(i) giving the i-th, and draws each of
// their faces as a file of its own in o.Format, named after keys[i] (see
// FaceKeys): "KEY-front.svg", "KEY-back.svg", a continuation card
// "KEY-back-2.svg". Each face is a card page exactly as the PDF's, through
// compose.Writer.AddCard. BacksNone leaves the backs out. Cards are
// planned and drawn on every core and handed to sink in the cards' order
// as soon as they are drawn, so that a run of any size holds a few cards'
// files; every card that fails is reported, and then the files put so far
// are not the run's output and must be dropped.
func StreamFaces(ctx context.Context, d *Kit, n int, card func(i int) (Card, error), keys []string, o *Options, sink Sink) []error {
	if len(keys) != n {
		return []error{fmt.Errorf("press: %d names for %d cards", len(keys), n)}
	}
	newBackend := faceFormats[o.Format]
	if newBackend == nil {
		return []error{fmt.Errorf("press: %v faces are not built into this program: its main package must import their backend (cmd/internal/press/pngface for png)", o.Format)}
	}
	plan := d.planner(card)
	type drawn struct {
		files []Document
		err   error
	}
	var errs []error
	stopped := false
	ordered.Run(n, planAhead, func(i int) drawn {
		if ctx.Err() != nil {
			return drawn{err: errStopped}
		}
		f, _, err := plan(i)
		if err != nil {
			return drawn{err: err}
		}
		files, err := d.drawFaces(ctx, f, keys[i], o, newBackend)
		return drawn{files, err} // the display lists need not be kept
	}, func(i int, r drawn) {
		switch {
		case r.err == errStopped:
			stopped = true
		case r.err != nil:
			errs = append(errs, r.err)
		}
		for _, f := range r.files {
			if len(errs) == 0 && !stopped {
				if err := sink.Put(f); err != nil {
					errs = append(errs, err)
				}
			}
		}
		if o.Progress != nil {
			o.Progress(i+1, n)
		}
	})
	if stopped {
		return []error{fmt.Errorf("render stopped: %v", context.Cause(ctx))}
	}
	return errs
}

// drawFaces draws one card's faces, each as a file named after key, each
// on a backend newBackend makes.
func (d *Kit) drawFaces(ctx context.Context, f Faces, key string, o *Options, newBackend FaceBackend) ([]Document, error) {
	sides := []struct {
		name  string
		pages []layout.Page
	}{{"front", f.Front}, {"back", f.Back}}
	if o.Backs == BacksNone {
		sides = sides[:1]
	}
	var out []Document
	for _, s := range sides {
		for k := range s.pages {
			b, err := newBackend(d.Fonts, o.DPI)
			if err != nil {
				return nil, err
			}
			pg, withBleed := cardPage(&s.pages[k], o.Bleed)
			done, err := pngBudget.take(ctx, facePixels(pg, withBleed, o))
			if err != nil {
				return nil, errStopped
			}
			w := compose.NewWriter(b)
			err = w.AddCard(pg, withBleed)
			var data []byte
			if err == nil {
				data, err = w.Bytes()
			}
			done()
			if err != nil {
				return nil, err
			}
			out = append(out, Document{Name: faceName(key, s.name, k, o.Format.String()), Data: data})
		}
	}
	return out, nil
}
