package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
)

// docPaths names the output files of docs for -o out: out itself and
// OUT-backs.pdf, or OUT-1.pdf, OUT-2.pdf, … (and OUT-backs-1.pdf, …) when
// the output was split.
func docPaths(out string, docs []document) []string {
	count := map[string]int{}
	for _, d := range docs {
		count[d.suffix]++
	}
	ext := filepath.Ext(out)
	stem := strings.TrimSuffix(out, ext)
	if ext == "" {
		ext = ".pdf"
	}
	seen := map[string]int{}
	paths := make([]string, len(docs))
	for i, d := range docs {
		seen[d.suffix]++
		switch {
		case count[d.suffix] > 1:
			paths[i] = fmt.Sprintf("%s%s-%d%s", stem, d.suffix, seen[d.suffix], ext)
		case d.suffix == "":
			paths[i] = out
		default:
			paths[i] = stem + d.suffix + ext
		}
	}
	return paths
}

// writeDocs writes every document through a temporary file and renames
// them into place only once all are written, so that a failed run leaves
// any older files intact. "-" writes the one document to w.
func writeDocs(out string, docs []document, w io.Writer) error {
	if out == "-" {
		if len(docs) != 1 {
			return fmt.Errorf("the output needs %d files; give -o OUT.pdf instead of -", len(docs))
		}
		_, err := w.Write(docs[0].data)
		return err
	}
	paths := docPaths(out, docs)
	tmps := make([]string, 0, len(docs))
	cleanup := func() {
		for _, t := range tmps {
			os.Remove(t)
		}
	}
	for i, d := range docs {
		t, err := writeTemp(paths[i], d.data)
		if err != nil {
			cleanup()
			return err
		}
		tmps = append(tmps, t)
	}
	for i, t := range tmps {
		mode := os.FileMode(0o644)
		if info, err := os.Stat(paths[i]); err == nil {
			mode = info.Mode().Perm()
		}
		os.Chmod(t, mode)
		if err := os.Rename(t, paths[i]); err != nil {
			cleanup()
			return fmt.Errorf("cannot replace %s: %v", paths[i], err)
		}
	}
	return nil
}

// writeTemp writes data to a new temporary file beside path.
func writeTemp(path string, data []byte) (string, error) {
	tmp, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(path)+".*.tmp")
	if err != nil {
		return "", err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Sync()
	}
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		os.Remove(tmp.Name())
		return "", err
	}
	return tmp.Name(), nil
}
