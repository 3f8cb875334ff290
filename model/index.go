package model

import (
	"strconv"
	"strings"
)

// indexPaths gives the decoder's errors below an array of tables the
// indices the decoder leaves out: "battle.date" on the line of the second
// record's date becomes "battle[2].date", as every other error prints it.
// Only the unknown keys of a file that parsed are looked at: the unifier
// reports values of the wrong type with their indices.
// tree is the file decoded, locs its locator.
func indexPaths(name string, tree map[string]any, locs *Locator, errs ErrorList) {
	type located struct {
		path string
		pos  Pos
	}
	byLine := map[string]map[int][]located{} // key path -> line -> its values there, in file order
	for _, e := range errs {
		if e.Pos.Line == 0 || !indexable(e) {
			continue
		}
		lines, ok := byLine[e.Path]
		if !ok {
			lines = map[int][]located{}
			for _, p := range elementPaths(tree, "", strings.Split(e.Path, ".")) {
				pos := locs.Pos(name, p)
				lines[pos.Line] = append(lines[pos.Line], located{p, pos})
			}
			byLine[e.Path] = lines
		}
		var best *located
		for i, l := range lines[e.Pos.Line] {
			switch {
			case e.Pos.Col > 0 && l.pos.Col > e.Pos.Col:
			case best == nil || e.Pos.Col > 0 && l.pos.Col > best.pos.Col:
				best = &lines[e.Pos.Line][i] // the last key at or before the column; else the first on the line
			}
		}
		if best != nil {
			e.Path = DisplayPath(best.path)
			if e.Pos.Col == 0 {
				e.Pos = best.pos
			}
		}
	}
}

// indexable reports whether e is an unknown key whose path lacks the
// indices of any array of tables it is in.
func indexable(e *Error) bool {
	if e.Path == "" || strings.ContainsAny(e.Path, "[\"'") {
		return false
	}
	return strings.HasPrefix(e.Msg, "unknown key")
}

// elementPaths returns the located paths, with array indices, of every value
// of the decoded tree at the key path keys, which has none.
func elementPaths(node any, prefix string, keys []string) []string {
	if len(keys) == 0 {
		return []string{prefix}
	}
	var out []string
	switch n := node.(type) {
	case map[string]any:
		if v, ok := n[keys[0]]; ok {
			out = elementPaths(v, joinKey(prefix, keys[0]), keys[1:])
		}
	case []map[string]any:
		for i, el := range n {
			out = append(out, elementPaths(el, prefix+"."+strconv.Itoa(i), keys)...)
		}
	case []any:
		for i, el := range n {
			if _, ok := el.(map[string]any); ok {
				out = append(out, elementPaths(el, prefix+"."+strconv.Itoa(i), keys)...)
			}
		}
	}
	return out
}

func joinKey(prefix, key string) string {
	if prefix == "" {
		return key
	}
	return prefix + "." + key
}
