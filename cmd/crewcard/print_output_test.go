package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

	"github.com/crewcard/crewcard/layout/pdf/pdftest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// a4Sheet is A4 paper.
var a4Sheet = press.Sheet{Paper: impose.Size{W: 210, H: 297}}

// printDocs renders crews in-process with a page limit and writes them to
// dir/out.pdf, returning the files written.
func printDocs(t *testing.T, crews []*crewexp.Crew, backs press.Backs, maxPages int, dir string) []string {
	t.Helper()
	o := renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin, Command: "crewcard render split test", MaxPages: maxPages,
		Sheet: a4Sheet, Backs: backs, Card: impose.Size{W: 69, H: 94}}}
	docs, errs := renderDocs(context.Background(), docsOf(crews), &o)
	if len(errs) > 0 {
		t.Fatal(errs)
	}
	if _, err := outfile.Write(context.Background(), filepath.Join(dir, "out.pdf"), docs, nil, false); err != nil {
		t.Fatal(err)
	}
	return dirNames(t, dir)
}

// TestPrintSplit: past the page limit (renderOptions.maxPages; the CLI
// cannot lower maxFilePages) the output splits into OUT-1.pdf, OUT-2.pdf,
// …, each valid, each holding whole front and back pairs in order, the
// roster last; separate backs split alongside their fronts.
func TestPrintSplit(t *testing.T) {
	cardtest.Tools(t, "pdftotext", "qpdf")
	dir := crewtest.WriteGenerated(t, 30, 3)
	paths, err := filepath.Glob(filepath.Join(dir, "*.toml"))
	if err != nil {
		t.Fatal(err)
	}
	sort.Strings(paths)
	crews := printCrews(t, paths...)
	sheets := sheetsFor(len(printCards(t, impose.Size{}, crews)), 8)
	if sheets < 3 {
		t.Fatalf("30 generated crews fill %d sheets; the test needs at least 3", sheets)
	}

	t.Run("duplex", func(t *testing.T) {
		const limit = 4 // two sheets, fronts and backs
		out := t.TempDir()
		files := printDocs(t, crews, press.BacksDuplex, limit, out)
		parts := sheetsFor(sheets, 2)
		var want []string
		for i := 1; i <= parts; i++ {
			want = append(want, fmt.Sprintf("out-%d.pdf", i))
		}
		if strings.Join(files, " ") != strings.Join(want, " ") {
			t.Fatalf("files = %q, want %q", files, want)
		}
		s := 0
		for i, f := range files {
			pdf := filepath.Join(out, f)
			pdftest.Valid(t, pdf)
			var kinds []string
			for k := 0; k < 2 && s < sheets; k++ {
				s++
				kinds = append(kinds, "fronts "+strconv.Itoa(s), "backs "+strconv.Itoa(s))
			}
			if i == len(files)-1 {
				kinds = append(kinds, "summary")
			}
			if got := pageKinds(t, pdf); strings.Join(got, ", ") != strings.Join(kinds, ", ") {
				t.Errorf("%s pages = %q, want %q", f, got, kinds)
			}
		}
	})

	t.Run("separate", func(t *testing.T) {
		const limit = 2 // two front sheets
		out := t.TempDir()
		files := printDocs(t, crews, press.BacksSeparate, limit, out)
		parts := sheetsFor(sheets, 2)
		var want []string
		for i := 1; i <= parts; i++ {
			want = append(want, fmt.Sprintf("out-%d.pdf", i), fmt.Sprintf("out-backs-%d.pdf", i))
		}
		sort.Strings(want)
		if strings.Join(files, " ") != strings.Join(want, " ") {
			t.Fatalf("files = %q, want %q", files, want)
		}
		for i := 1; i <= parts; i++ {
			var fk, bk []string
			for s := 2*i - 1; s <= min(2*i, sheets); s++ {
				fk = append(fk, "fronts "+strconv.Itoa(s))
				bk = append(bk, "backs "+strconv.Itoa(s))
			}
			if i == parts {
				fk = append(fk, "summary")
			}
			for _, c := range []struct {
				name  string
				kinds []string
			}{{fmt.Sprintf("out-%d.pdf", i), fk}, {fmt.Sprintf("out-backs-%d.pdf", i), bk}} {
				pdf := filepath.Join(out, c.name)
				pdftest.Valid(t, pdf)
				if got := pageKinds(t, pdf); strings.Join(got, ", ") != strings.Join(c.kinds, ", ") {
					t.Errorf("%s pages = %q, want %q", c.name, got, c.kinds)
				}
			}
		}
	})

	t.Run("under the limit", func(t *testing.T) {
		files := printDocs(t, crews, press.BacksSeparate, 0, t.TempDir())
		if want := "out-backs.pdf out.pdf"; strings.Join(files, " ") != want {
			t.Errorf("files = %q, want %q", files, want)
		}
	})

	t.Run("a failing crew gives no documents", func(t *testing.T) {
		o := renderOptions{Options: press.Options{LinkBase: saved.DefaultBase, Margin: impose.DefaultMargin, MaxPages: 2,
			Sheet: a4Sheet, Backs: press.BacksSeparate, Card: impose.Size{W: 69, H: 94}}}
		docs, errs := renderDocs(context.Background(), docsOf(append(append([]*crewexp.Crew(nil), crews...), glyphCrew(t))), &o)
		if len(errs) != 1 || len(docs) != 0 {
			t.Errorf("renderDocs with an unprintable last crew = %d documents, errors %v; want none and one error", len(docs), errs)
		}
	})
}

// glyphCrew is a legal crew whose name the card font cannot print.
func glyphCrew(t *testing.T) *crewexp.Crew {
	t.Helper()
	src, err := os.ReadFile(tigerSample)
	if err != nil {
		t.Fatal(err)
	}
	edited := regexp.MustCompile(`(?m)^name = "Tiger 131"$`).ReplaceAll(src, []byte(`name = "戦車"`))
	if bytes.Equal(edited, src) {
		t.Fatal("the sample's crew name line was not found")
	}
	c, errs := crewexp.Check("sensha.toml", edited)
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	return c
}

// TestPrintAtomicSeparate: a render that fails, on an illegal crew or on
// one it cannot print, among valid ones, leaves OUT.pdf and OUT-backs.pdf
// byte for byte and no temporary file.
func TestPrintAtomicSeparate(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	src, err := os.ReadFile(tigerSample)
	if err != nil {
		t.Fatal(err)
	}
	unprintable := regexp.MustCompile(`(?m)^name = "Tiger 131"$`).ReplaceAll(src, []byte(`name = "戦車"`))
	for _, tt := range []struct {
		name, bad string
	}{{"illegal", badCrew}, {"unprintable", string(unprintable)}} {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			bad := cardtest.WriteFile(t, t.TempDir(), "bad.toml", []byte(tt.bad))
			oldFront := []byte("%PDF-1.3 old fronts\n")
			oldBack := []byte("%PDF-1.3 old backs\n")
			out := cardtest.WriteFile(t, dir, "deck.pdf", oldFront)
			backs := cardtest.WriteFile(t, dir, "deck-backs.pdf", oldBack)
			before := dirNames(t, dir)
			code, stdout, stderr := runCLI(t, "", "render", "--backs", "separate", "-o", out, samplesDir, bad, tigerSample)
			if code != exitInvalid || stdout != "" || !strings.Contains(stderr, "nothing written") {
				t.Errorf("render = exit %d, stdout %q, stderr %q; want exit %d and \"nothing written\"", code, stdout, stderr, exitInvalid)
			}
			assertUntouched(t, dir, before, out, oldFront)
			assertUntouched(t, dir, before, backs, oldBack)
		})
	}
}

// TestPrintAtomicRenameFailure: when the second file of a multi-file output
// cannot be put in place, the first must not be replaced either. Such a
// file is now refused before any work, as -o is (exit 2).
func TestPrintAtomicRenameFailure(t *testing.T) {
	dir := t.TempDir()
	old := []byte("%PDF-1.3 old fronts\n")
	out := cardtest.WriteFile(t, dir, "deck.pdf", old)
	// A non-empty folder where the backs go: no file can be renamed onto it.
	if err := os.MkdirAll(filepath.Join(dir, "deck-backs.pdf", "keep"), 0o755); err != nil {
		t.Fatal(err)
	}
	before := dirNames(t, dir)
	code, _, stderr := runCLI(t, "", "render", "--backs", "separate", "-o", out, tigerSample)
	if code != exitUsage || !strings.Contains(stderr, "deck-backs.pdf: is a folder") {
		t.Errorf("render = exit %d, stderr %q; want exit %d naming deck-backs.pdf", code, stderr, exitUsage)
	}
	if after := dirNames(t, dir); strings.Join(after, " ") != strings.Join(before, " ") {
		t.Errorf("files after the failure = %q, want %q (no temporary file)", after, before)
	}
	if got, _ := os.ReadFile(out); !bytes.Equal(got, old) {
		t.Errorf("render --backs separate -o %s with deck-backs.pdf not replaceable exits %d but has replaced deck.pdf "+
			"(%d new bytes, want the old %d)", out, code, len(got), len(old))
	}
}
