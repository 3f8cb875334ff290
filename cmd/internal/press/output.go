package press

import (
	"fmt"
	"io"
	"path/filepath"
	"sort"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/safefile"
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

// Write writes every document through a temporary file and renames
// them into place only once all are written, so that a failed run leaves
// any older files intact. "-" writes the one document to w.
func Write(out string, docs []Document, w io.Writer) error {
	if out == "-" {
		if len(docs) != 1 {
			return fmt.Errorf("the output needs %d files; give -o OUT.pdf instead of -", len(docs))
		}
		_, err := w.Write(docs[0].Data)
		return err
	}
	data := make([][]byte, len(docs))
	for i, d := range docs {
		data[i] = d.Data
	}
	return safefile.ReplaceAll(Paths(out, docs), data)
}
