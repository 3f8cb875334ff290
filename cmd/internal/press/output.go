package press

import (
	"fmt"
	"path/filepath"
	"sort"
	"strings"
)

// Paths names the output files of docs for -o out: out itself and
// OUT-backs.pdf, or OUT-1.pdf, OUT-2.pdf, … (and OUT-backs-1.pdf, …) when
// the output was split.
func Paths(out string, docs []Document) []string {
	count := map[string]int{}
	for _, d := range docs {
		count[d.Suffix]++
	}
	ext := filepath.Ext(out)
	stem := strings.TrimSuffix(out, ext)
	if ext == "" {
		ext = ".pdf"
	}
	seen := map[string]int{}
	paths := make([]string, len(docs))
	for i, d := range docs {
		seen[d.Suffix]++
		switch {
		case count[d.Suffix] > 1:
			paths[i] = fmt.Sprintf("%s%s-%d%s", stem, d.Suffix, seen[d.Suffix], ext)
		case d.Suffix == "":
			paths[i] = out
		default:
			paths[i] = stem + d.Suffix + ext
		}
	}
	return paths
}

// Stale lists the files beside out that an earlier render may have
// written (OUT-2.pdf, OUT-backs.pdf, …) and this one did not. They are
// never deleted, only reported, so that a split or separate deck from an
// earlier run is not mistaken for part of this one.
func Stale(out string, written []string) []string {
	if out == "-" {
		return nil
	}
	ext := filepath.Ext(out)
	if ext == "" {
		ext = ".pdf"
	}
	stem := strings.TrimSuffix(out, filepath.Ext(out))
	done := map[string]bool{}
	for _, w := range written {
		done[w] = true
	}
	var stale []string
	for _, pattern := range []string{stem + "-[0-9]*" + ext, stem + "-backs" + ext, stem + "-backs-[0-9]*" + ext} {
		matches, _ := filepath.Glob(pattern)
		for _, m := range matches {
			if !done[m] {
				stale = append(stale, m)
			}
		}
	}
	sort.Strings(stale)
	return stale
}
