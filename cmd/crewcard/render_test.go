package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/saved"
)

// tigerSample is a small sample crew: one front and one back.
// tigerSample is a sample crew in samplesDir; TestMain sets it with samplesDir.
var tigerSample = samplesDir + "/regular-tiger.toml"

// threeErrorCrew breaks three rules at once.
const threeErrorCrew = `[vehicle]
name = "Panzer IV"
nation = "Germany"
kind = "tank"
points = 188

[crew]
name = "Bad"
start = "inexperienced"

[crew.skills]
gunner = ["Lead Foot"]
loader = ["Eagle Eye"]
`

// dirNames lists the files in dir, sorted.
func dirNames(t *testing.T, dir string) []string {
	t.Helper()
	ents, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range ents {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}

// assertUntouched checks that a failed render left dir as it was: the same
// files (no temporary file left behind) and out with its old bytes, or absent.
func assertUntouched(t *testing.T, dir string, before []string, out string, old []byte) {
	t.Helper()
	if after := dirNames(t, dir); strings.Join(after, "\n") != strings.Join(before, "\n") {
		t.Errorf("files after a failed render = %q, want %q", after, before)
	}
	got, err := os.ReadFile(out)
	switch {
	case old == nil && err == nil:
		t.Errorf("a failed render created %s", out)
	case old != nil && !bytes.Equal(got, old):
		t.Errorf("a failed render changed %s: %d bytes, want the old %d bytes", out, len(got), len(old))
	}
}

func TestRenderInvalidWritesNothing(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	bad1 := cardtest.WriteFile(t, dir, "bad1.toml", []byte(badCrew))
	bad3 := cardtest.WriteFile(t, dir, "bad3.toml", []byte(threeErrorCrew))
	old := []byte("%PDF-1.3 an older deck that must survive\n")
	out := cardtest.WriteFile(t, dir, "cards.pdf", old)
	before := dirNames(t, dir)

	_, _, want := runCLI(t, "", "check", bad1, tigerSample, bad3)
	wantLines := strings.Split(strings.TrimSpace(want), "\n")
	if len(wantLines) < 4 || !strings.Contains(want, bad1+":") || !strings.Contains(want, bad3+":") {
		t.Fatalf("check finds %d errors, want at least 4, in both bad files:\n%s", len(wantLines), want)
	}
	code, stdout, stderr := runCLI(t, "", "render", bad1, tigerSample, bad3, "-o", out)
	if code != exitInvalid {
		t.Errorf("render = exit %d, want %d", code, exitInvalid)
	}
	if stdout != "" {
		t.Errorf("render stdout = %q, want nothing", stdout)
	}
	for _, l := range append(wantLines, "crewcard render: nothing written") {
		if !strings.Contains(stderr, l+"\n") {
			t.Errorf("render stderr lacks %q; stderr:\n%s", l, stderr)
		}
	}
	assertUntouched(t, dir, before, out, old)
}

func TestRenderUsage(t *testing.T) {
	dir := t.TempDir()
	out := filepath.Join(dir, "cards.pdf")
	tests := []struct {
		name   string
		env    string // CREWCARD_LINK_BASE
		args   []string
		code   int
		stderr string
	}{
		{"no -o", "", []string{"render", tigerSample}, exitUsage, "give the files and -o OUT.pdf"},
		{"no crews", "", []string{"render", "-o", out}, exitUsage, "give the files and -o OUT.pdf"},
		{"base with ?", "", []string{"render", "--link-base", "https://example.org/c?code=", tigerSample, "-o", out}, exitUsage,
			`crewcard render: --link-base: base URL "HTTPS://EXAMPLE.ORG/c?code=": '?' at offset 21`},
		{"env base with ?", "https://example.org/c?", []string{"render", tigerSample, "-o", out}, exitUsage, `'?' at offset 21`},
		{"empty flag falls back to env", "https://example.org/c?", []string{"render", "--link-base", "", tigerSample, "-o", out}, exitUsage, `'?'`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv(linkBaseEnv, tt.env)
			code, _, stderr := runCLI(t, "", tt.args...)
			if code != tt.code {
				t.Errorf("exit = %d, want %d; stderr:\n%s", code, tt.code, stderr)
			}
			if !strings.Contains(stderr, tt.stderr) {
				t.Errorf("stderr = %q, want it to contain %q", stderr, tt.stderr)
			}
			if _, err := os.Stat(out); err == nil {
				t.Errorf("a usage error wrote %s", out)
			}
		})
	}
}

func TestRenderLinkBase(t *testing.T) {
	needs.Long(t, "cards rendered and scanned at every link base")
	const base, wantPrefix = "https://example.org/c/", "HTTPS://EXAMPLE.ORG/c/"
	crew := checkFile(t, tigerSample)
	want, _ := crewtest.Link(t, crew, base)
	if !strings.HasPrefix(want, wantPrefix) {
		t.Fatalf("Link(%q, …) = %q, want prefix %q", base, want, wantPrefix)
	}
	// The plan's link is crewcards' TestRenderLinkBasePlan.
	tests := []struct {
		name, env string
		args      []string
		want      string
	}{
		{"flag", "", []string{"--link-base", base}, want},
		{"env", base, nil, want},
		{"flag beats env", "https://other.example/x/", []string{"--link-base", base}, want},
		{"default", "", nil, strings.Replace(want, wantPrefix, saved.DefaultBase, 1)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			cardtest.Tools(t, "pdftoppm", "zbarimg")
			t.Setenv(linkBaseEnv, tt.env)
			out := filepath.Join(t.TempDir(), "cards.pdf")
			args := append(append([]string{"render", "--sheet", "none"}, tt.args...), tigerSample, "-o", out)
			if code, _, stderr := runCLI(t, "", args...); code != 0 {
				t.Fatalf("render = exit %d; stderr:\n%s", code, stderr)
			}
			found, err := cardtest.ScanPage(out, t.TempDir(), 300, 1)
			if err != nil {
				t.Fatal(err)
			}
			if len(found) != 1 || found[0] != tt.want {
				t.Errorf("page 1 QR = %q, want [%q]", found, tt.want)
			}
		})
	}
}

// TestRenderToStdout: render to - writes what it writes to a file. That
// a render is the same bytes each time is crewcards' TestRenderDeterministic.
func TestRenderToStdout(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	out := filepath.Join(t.TempDir(), "a.pdf")
	var outputs [2][]byte
	for i, o := range []string{out, "-"} {
		code, stdout, stderr := runCLI(t, "", "render", "--sheet", "none", samplesDir, "-o", o)
		if code != 0 {
			t.Fatalf("render = exit %d; stderr:\n%s", code, stderr)
		}
		outputs[i] = []byte(stdout)
	}
	outputs[0], _ = os.ReadFile(out)
	if !bytes.HasPrefix(outputs[0], []byte("%PDF-")) || !bytes.Equal(outputs[0], outputs[1]) {
		t.Errorf("render -o - gave %d bytes that differ from the %d bytes of render -o FILE", len(outputs[1]), len(outputs[0]))
	}
}

func TestRenderMissingGlyph(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	src, err := os.ReadFile(tigerSample)
	if err != nil {
		t.Fatal(err)
	}
	edited := regexp.MustCompile(`(?m)^name = "Tiger 131"$`).ReplaceAll(src, []byte(`name = "戦車"`))
	if bytes.Equal(edited, src) {
		t.Fatal("the sample's crew name line was not found")
	}
	dir := t.TempDir()
	in := cardtest.WriteFile(t, dir, "sensha.toml", edited)
	out := filepath.Join(dir, "cards.pdf")
	before := dirNames(t, dir)
	code, _, stderr := runCLI(t, "", "render", in, "-o", out)
	if code != exitInvalid {
		t.Errorf("render = exit %d, want %d", code, exitInvalid)
	}
	for _, want := range []string{in + ":10:1: crew.name: ", "U+6226", "nothing written"} {
		if !strings.Contains(stderr, want) {
			t.Errorf("stderr = %q, want it to contain %q", stderr, want)
		}
	}
	assertUntouched(t, dir, before, out, nil)
}

// exportFront returns the built-in front template as the CLI exports it.
func exportFront(t *testing.T) string {
	t.Helper()
	code, src, stderr := runCLI(t, "", "template", "export", "crew-front")
	if code != 0 || src == "" {
		t.Fatalf("template export = exit %d, %d bytes; stderr:\n%s", code, len(src), stderr)
	}
	return src
}

// TestRenderBrokenTemplate: render refuses an edited template that does
// not load, names it, and writes nothing. What the errors say of each
// broken template is crewcards' TestRenderBrokenTemplate.
func TestRenderBrokenTemplate(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	src := exportFront(t)
	broken := strings.Replace(src, "\nkind = \"text\"\n", "\nknd = \"text\"\n", 1) // the first text widget's kind
	dir := t.TempDir()
	tmpl := cardtest.WriteFile(t, dir, "broken.toml", []byte(broken))
	old := []byte("old deck")
	out := cardtest.WriteFile(t, dir, "cards.pdf", old)
	before := dirNames(t, dir)
	code, _, stderr := runCLI(t, "", "render", "--template", tmpl, tigerSample, "-o", out)
	if code != exitInvalid {
		t.Errorf("render = exit %d, want %d", code, exitInvalid)
	}
	if want := tmpl + `:36:1: widget[3].knd: unknown key; did you mean "kind"?`; !strings.Contains(stderr, want) {
		t.Errorf("stderr = %q, want it to name %s and contain %q", stderr, tmpl, want)
	}
	assertUntouched(t, dir, before, out, old)
}
