package outfile

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
)

// Paths names the output files of docs for -o out, as Path does.
func Paths(out string, docs []press.Document) []string {
	paths := make([]string, len(docs))
	for i, d := range docs {
		paths[i] = Path(out, d)
	}
	return paths
}

// Path names the output file of d for -o out: out itself or
// OUT-backs.pdf, or OUT-1.pdf, OUT-2.pdf, … (and OUT-backs-1.pdf, …) when
// the output is split, numbered by part: a last part that holds only the
// roster has no backs.
func Path(out string, d press.Document) string {
	stem, ext := stemExt(out)
	switch {
	case d.Part > 0:
		return fmt.Sprintf("%s%s-%d%s", stem, d.Suffix, d.Part, ext)
	case d.Suffix == "":
		return out
	}
	return stem + d.Suffix + ext
}

// Stale lists the files that an earlier render to out may have written
// (out itself, OUT-2.pdf, OUT-backs.pdf, …) and this one did not. They are
// never deleted, only reported, so that a split or separate deck from an
// earlier run is not mistaken for part of this one, nor a whole deck for a
// part of a split one.
func Stale(out string, written []string) []string {
	if out == "-" {
		return nil
	}
	done := map[string]bool{}
	for _, w := range written {
		done[w] = true
	}
	var stale []string
	for _, pattern := range partPatterns(out) {
		matches, _ := filepath.Glob(pattern)
		for _, m := range matches {
			if !done[m] {
				stale = append(stale, m)
			}
		}
	}
	if _, err := os.Lstat(out); err == nil && !done[out] {
		stale = append(stale, out)
	}
	sort.Strings(stale)
	return stale
}

// CheckOut checks, before any work, that the output out may be written:
// a new or writable regular file (or, with force, a read-only one) in a
// folder that exists, or "-". It must not be a crew file (any .toml, or a
// link to one) or one of the inputs, nor may an input bear the name of one
// of its parts (OUT-2.pdf, OUT-backs.pdf), so that a command never replaces
// what it reads.
func CheckOut(out string, inputs []string, force bool) error {
	if out == "-" {
		return nil
	}
	if err := checkPath(out, inputs, force); err != nil {
		return err
	}
	for _, in := range inputs {
		if in != "-" && isPart(out, in) {
			return fmt.Errorf("%s: is one of the files to render (%s); give another output name", out, in)
		}
	}
	return nil
}

// CheckRender checks, before any work, every file a render to out may
// write, as CheckOut checks out: out itself; OUT-backs.pdf when the backs
// are separate; and every file already there that bears the name of a
// part (OUT-2.pdf, OUT-backs-1.pdf, …), which a split output replaces. How
// many parts a run makes is known only once it is laid out, so a part
// that is there is held to what is never allowed (an input, a crew file,
// or a link to one); Write checks the rest of the rule for the files it
// writes.
func CheckRender(out string, inputs []string, separate, force bool) error {
	if err := CheckOut(out, inputs, force); err != nil || out == "-" {
		return err
	}
	stem, ext := stemExt(out)
	if separate {
		if err := checkPath(stem+"-backs"+ext, inputs, force); err != nil {
			return fmt.Errorf("%s also writes %w", out, err)
		}
	}
	for _, pattern := range partPatterns(out) {
		matches, _ := filepath.Glob(pattern)
		for _, m := range matches {
			if err := notInput(m, inputs); err != nil {
				return fmt.Errorf("%s may also write %w", out, err)
			}
		}
	}
	return nil
}

// checkPath checks one output path as CheckOut does.
func checkPath(path string, inputs []string, force bool) error {
	if err := tomlName(path); err != nil {
		return err
	}
	if err := safefile.CheckOutPath(path, force); err != nil {
		return err
	}
	return notInput(path, inputs)
}

// tomlName refuses an output named like a crew file.
func tomlName(path string) error {
	if strings.EqualFold(filepath.Ext(path), ".toml") {
		return fmt.Errorf("%s: is the name of a TOML file, as crew and unit files are; give the PDF's name, such as %s", path, strings.TrimSuffix(path, filepath.Ext(path))+".pdf")
	}
	return nil
}

// notInput refuses an output path that is, or leads through symbolic
// links to, a crew file (any .toml) or one of the inputs.
func notInput(path string, inputs []string) error {
	if err := tomlName(path); err != nil {
		return err
	}
	target, err := safefile.Target(path)
	if err != nil {
		return err
	}
	if strings.EqualFold(filepath.Ext(target), ".toml") {
		return fmt.Errorf("%s: a symbolic link to %s, a TOML file as crew and unit files are, which this run would replace; remove the link, or give another output name", path, target)
	}
	outInfo, err := os.Stat(target)
	if err != nil {
		return nil // a new file
	}
	for _, in := range inputs {
		if in == "-" {
			continue
		}
		if info, err := os.Stat(in); err == nil && os.SameFile(info, outInfo) {
			return fmt.Errorf("%s: is one of the files to render (%s); give another output name", path, in)
		}
	}
	return nil
}

// partPatterns are the names, as globs, of the files a render to out may
// write besides out itself.
func partPatterns(out string) []string {
	stem, ext := stemExt(out)
	return []string{stem + "-[0-9]*" + ext, stem + "-backs" + ext, stem + "-backs-[0-9]*" + ext}
}

// isPart reports whether path bears the name of one of out's parts.
func isPart(out, path string) bool {
	out, err1 := filepath.Abs(out)
	path, err2 := filepath.Abs(path)
	for _, p := range partPatterns(out) {
		if ok, _ := filepath.Match(p, path); ok && err1 == nil && err2 == nil {
			return true
		}
	}
	return false
}

// stemExt splits the output's name into its stem and its extension, ".pdf"
// when it has none: "cards.pdf" is "cards" and ".pdf".
func stemExt(out string) (stem, ext string) {
	ext = filepath.Ext(out)
	stem = strings.TrimSuffix(out, ext)
	if ext == "" {
		ext = ".pdf"
	}
	return stem, ext
}
