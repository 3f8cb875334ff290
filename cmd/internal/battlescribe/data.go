// Package battlescribe reads the BattleScribe data model, for any game: a
// catalogue with its game system and the catalogues it links, the entries,
// groups, links, constraints, modifiers, costs and profiles it holds, and
// the selections a player makes of them, as BattleScribe instantiates them
// or as a roster stores them. It knows no game: each game's mapping reads
// the selections it gives.
package battlescribe

import (
	"archive/zip"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/safefile"
)

// Data is a catalogue as BattleScribe loads it: the catalogue, its game
// system and the catalogues it links, every element with an id found by it.
type Data struct {
	Path     string // the .cat file as named
	ID       string
	Name     string // "Late-War - D-Day: German"
	Revision string
	Root     *Node   // the catalogue
	System   *Node   // its game system
	Linked   []*Node // the catalogues it links, each once

	ids      map[string]*Node
	deadline time.Time
}

// Load reads a catalogue, the game system beside it (the .gst whose id is
// its gameSystemId) and the catalogues beside it that it links, within lim:
// within the limits of an import that reads them together (Whole), the
// import's, or else their own.
func Load(path string, lim Limits) (*Data, error) {
	lim = lim.Whole(path)
	cat, err := parseFile(path, lim)
	if err != nil {
		return nil, err
	}
	if cat.Name != "catalogue" {
		return nil, fmt.Errorf("%s:%d: not a BattleScribe catalogue: its root is <%s>", path, cat.Line, cat.Name)
	}
	gs, err := findSystem(path, cat.Get("gameSystemId"), lim)
	if err != nil {
		return nil, err
	}
	d := New(path, cat, gs)
	seen := map[string]bool{cat.Get("id"): true}
	for i := 0; i < len(d.Linked)+1; i++ { // links of links too
		from := cat
		if i > 0 {
			from = d.Linked[i-1]
		}
		for _, l := range from.Kids("catalogueLinks", "catalogueLink") {
			id := l.Get("targetId")
			if seen[id] {
				continue
			}
			seen[id] = true
			linked, err := findCatalogue(path, id, lim)
			if nf := (*NotFound)(nil); errors.As(err, &nf) {
				nf.Name = l.Get("name")
			}
			if err != nil {
				return nil, fmt.Errorf("%s:%d: catalogue link %q: %w", path, l.Line, l.Get("name"), err)
			}
			d.Linked = append(d.Linked, linked)
			d.index(linked)
		}
	}
	d.deadline = time.Now().Add(lim.Budget)
	return d, nil
}

// New makes the Data of a parsed catalogue and game system; its linked
// catalogues are added by Load.
func New(path string, cat, system *Node) *Data {
	d := &Data{Path: path, ID: cat.Get("id"), Name: strings.TrimSpace(cat.Get("name")), Revision: cat.Get("revision"),
		Root: cat, System: system, ids: map[string]*Node{}}
	d.index(cat)
	d.index(system)
	return d
}

// index adds every element of root with an id, the first of an id kept.
func (d *Data) index(root *Node) {
	root.Walk(func(n *Node) {
		if id := n.Get("id"); id != "" {
			if _, dup := d.ids[id]; !dup {
				d.ids[id] = n
			}
		}
	})
}

// ByID returns the element with the id, or nil.
func (d *Data) ByID(id string) *Node { return d.ids[id] }

// Late reports whether the time budget of the load has run out.
func (d *Data) Late() bool { return !d.deadline.IsZero() && time.Now().After(d.deadline) }

// parseFile reads the regular file at path within lim; an import's limits
// (Whole) read and parse it once.
func parseFile(path string, lim Limits) (*Node, error) {
	if p, ok := lim.cached(path); ok {
		return p.root, nil
	}
	src, err := readLimited(path, lim)
	if err != nil {
		return nil, err
	}
	name := path
	if zipped(path) {
		if src, name, err = unzip(path, src, lim); err != nil {
			return nil, err
		}
	}
	root, err := Parse(name, bytes.NewReader(src), lim)
	if err != nil {
		return nil, err
	}
	lim.keep(path, parsed{root, name})
	return root, nil
}

// openRegular opens the regular file at path without waiting: a folder, a
// pipe or a device is refused by the stat of what was opened
// (safefile.OpenInput), so that a named pipe swapped in for the file is
// never waited on.
func openRegular(path string) (*os.File, error) {
	f, _, err := safefile.OpenInput(path, "a BattleScribe file")
	return f, err
}

// beside names the files beside path of the extension, and of its zipped
// form, sorted; up adds those of the folder above.
func beside(path, ext string, up bool, lim Limits) []string {
	var out []string
	dirs := []string{filepath.Dir(path)}
	if up {
		dirs = append(dirs, filepath.Join(dirs[0], ".."))
	}
	for _, dir := range dirs {
		var names []string
		for _, e := range []string{ext, ext + "z"} {
			m, _ := lim.files().Glob(filepath.Join(dir, "*"+e))
			names = append(names, m...)
		}
		sort.Strings(names)
		out = append(out, names...)
	}
	return out
}

// findSystem reads the .gst files beside path until one has the id.
func findSystem(path, id string, lim Limits) (*Node, error) {
	if id == "" {
		return nil, fmt.Errorf("%s: the catalogue names no gameSystemId", path)
	}
	for _, g := range beside(path, ".gst", false, lim) {
		root, err := parseFile(g, lim)
		if err != nil {
			return nil, err
		}
		if root.Name == "gameSystem" && root.Get("id") == id {
			return root, nil
		}
	}
	return nil, &NotFound{Beside: path, Kind: "game system", Ext: ".gst", ID: id}
}

// HasID says whether the root of the file at path (zipped or not) has
// the id, by looking in its start tag, before parsing it all.
func HasID(path, id string, lim Limits) bool {
	return bytes.Contains(head(path, lim), []byte(`id="`+id+`"`))
}

// head is the first 4 kB of the file at path, unzipped; nil when it
// cannot be read.
func head(path string, lim Limits) []byte {
	f, err := lim.files().Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	var r io.Reader = f
	if zipped(path) {
		src, err := io.ReadAll(io.LimitReader(f, lim.MaxBytes+1))
		if err != nil || int64(len(src)) > lim.MaxBytes {
			return nil
		}
		zr, err := zip.NewReader(bytes.NewReader(src), int64(len(src)))
		if err != nil || len(zr.File) != 1 {
			return nil
		}
		rc, err := zr.File[0].Open()
		if err != nil {
			return nil
		}
		defer rc.Close()
		r = rc
	}
	b := make([]byte, 4096)
	n, _ := io.ReadFull(r, b)
	return b[:n]
}

// findCatalogue reads the .cat beside path whose id is id.
func findCatalogue(path, id string, lim Limits) (*Node, error) {
	name, err := FindCatalogueFile(path, id, lim)
	if err != nil {
		return nil, err
	}
	return parseFile(name, lim)
}

// FindCatalogueFile names the .cat beside path whose id is id, or, for a
// roster kept in a folder of its own, in the folder above.
func FindCatalogueFile(path, id string, lim Limits) (string, error) {
	roster := strings.EqualFold(filepath.Ext(path), ".ros") || strings.EqualFold(filepath.Ext(path), ".rosz")
	for _, c := range beside(path, ".cat", roster, lim) {
		if HasID(c, id, lim) {
			return c, nil
		}
	}
	return "", &NotFound{Beside: path, Kind: "catalogue", Ext: ".cat", ID: id}
}
