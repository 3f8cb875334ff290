package battlescribe

import (
	"archive/zip"
	"bytes"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// ReadRoster reads a roster (.ros, or a zipped .rosz whose one .ros is
// read with the same limits) and returns its root element and the name to
// give in errors. An import's limits (Whole) read it once.
func ReadRoster(path string, lim Limits) (*Node, string, error) {
	if p, ok := lim.cached(path); ok {
		return p.root, p.name, nil
	}
	src, err := readLimited(path, lim)
	if err != nil {
		return nil, "", err
	}
	name := path
	if zipped(path) {
		if src, name, err = unzip(path, src, lim); err != nil {
			return nil, "", err
		}
	}
	root, err := Parse(name, bytes.NewReader(src), lim)
	if err != nil {
		return nil, "", err
	}
	if root.Name != "roster" {
		return nil, "", fmt.Errorf("%s:%d: not a BattleScribe roster: its root is <%s>", name, root.Line, root.Name)
	}
	lim.keep(path, parsed{root, name})
	return root, name, nil
}

// EntryID is the id of the catalogue entry (or link) a roster's selection
// was made from: the last of its entryId's "link::target" path.
func EntryID(sel *Node) string {
	id := sel.Get("entryId")
	if i := strings.LastIndex(id, "::"); i >= 0 {
		id = id[i+2:]
	}
	return id
}

// EntryByID returns the entry or group of an id, a link's id followed to
// its target.
func (d *Data) EntryByID(id string) (Entry, bool) {
	n := d.ids[id]
	if n == nil || n.Name != "entryLink" && n.Name != "selectionEntry" && n.Name != "selectionEntryGroup" {
		return Entry{}, false
	}
	return d.resolve(n)
}

// RosterSelection turns a roster's selection element into a Selection:
// the selections the player made, each of its catalogue entry, with the
// numbers and costs the roster gives and the profiles and rules of the
// entries, their modifiers applied. ok is false when an entry is not in
// the catalogue; line gives where.
func (d *Data) RosterSelection(n *Node, parent *Selection) (s *Selection, line int, ok bool) {
	e, found := d.EntryByID(EntryID(n))
	if !found {
		return nil, n.Line, false
	}
	num, err := strconv.Atoi(n.Get("number"))
	if err != nil || num < 1 {
		num = 1
	}
	s = &Selection{Entry: e, Number: num, Parent: parent}
	if g, found := d.EntryByID(lastID(n.Get("entryGroupId"))); found {
		s.Group = g
	}
	s.Categories = categories(e)
	for _, k := range n.Kids("selections", "selection") {
		c, l, ok := d.RosterSelection(k, s)
		if !ok {
			return nil, l, false
		}
		s.Children = append(s.Children, c)
	}
	d.Finish(s)
	if name := strings.TrimSpace(n.Get("name")); name != "" {
		s.Name = name
	}
	if cs := n.Kids("costs", "cost"); len(cs) > 0 {
		s.Costs = map[string]float64{}
		for _, c := range cs {
			v, _ := strconv.ParseFloat(c.Get("value"), 64)
			s.Costs[c.Get("name")] = v / float64(num) // the roster's are for all of them
		}
	}
	return s, 0, true
}

// kinds name the files a zipped one holds.
var kinds = map[string]string{".ros": "roster", ".cat": "catalogue", ".gst": "game system"}

func lastID(id string) string {
	if i := strings.LastIndex(id, "::"); i >= 0 {
		return id[i+2:]
	}
	return id
}

func readLimited(path string, lim Limits) ([]byte, error) {
	f, err := lim.files().Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	src, err := io.ReadAll(io.LimitReader(f, lim.room()+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	if err := lim.over(path, int64(len(src)), ""); err != nil {
		return nil, err
	}
	return src, nil
}

// zipped tells a file BattleScribe zips: a .rosz, .catz or .gstz holds
// the one .ros, .cat or .gst.
func zipped(path string) bool {
	switch strings.ToLower(filepath.Ext(path)) {
	case ".rosz", ".catz", ".gstz":
		return true
	}
	return false
}

// unzipped is the extension of the file a zipped one holds.
func unzipped(path string) string {
	return strings.TrimSuffix(strings.ToLower(filepath.Ext(path)), "z")
}

// unzip returns the one file of a zipped one (a .rosz's .ros, a .catz's
// .cat), read no further than lim.MaxBytes
// (or the import's budget) whatever its header claims; the unzipped bytes
// count against the import's budget as well as the zip's.
func unzip(path string, src []byte, lim Limits) ([]byte, string, error) {
	zr, err := zip.NewReader(bytes.NewReader(src), int64(len(src)))
	if err != nil {
		return nil, "", fmt.Errorf("%s: not a zipped %s: %v", path, kinds[unzipped(path)], err)
	}
	if len(zr.File) != 1 {
		return nil, "", fmt.Errorf("%s: %d files in it, want the one %s", path, len(zr.File), kinds[unzipped(path)])
	}
	zf := zr.File[0]
	name := path + ":" + printable(zf.Name)
	rc, err := zf.Open()
	if err != nil {
		return nil, "", fmt.Errorf("%s: %v", name, err)
	}
	defer rc.Close()
	out, err := io.ReadAll(io.LimitReader(rc, lim.room()+1))
	if err != nil {
		return nil, "", fmt.Errorf("%s: %v", name, err)
	}
	if err := lim.over(name, int64(len(out)), " once unzipped"); err != nil {
		return nil, "", err
	}
	return out, name, nil
}

// printable is a name from a file as errors print it: quoted when it holds
// a character a terminal would not print as itself (an escape sequence
// would clear or retitle it).
func printable(s string) string {
	if strings.IndexFunc(s, func(r rune) bool { return !unicode.IsPrint(r) }) >= 0 || !utf8.ValidString(s) {
		return strconv.Quote(s)
	}
	return s
}
