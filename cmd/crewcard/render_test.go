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

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
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
			`crewcard render: --link-base: base URL "HTTPS://EXAMPLE.ORG/C?CODE=": '?' at offset 21`},
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
	const base, wantPrefix = "https://example.org/c/", "HTTPS://EXAMPLE.ORG/C/"
	crew := checkFile(t, tigerSample)
	want, _ := crewtest.Link(t, crew, base)
	if !strings.HasPrefix(want, wantPrefix) {
		t.Fatalf("Link(%q, …) = %q, want prefix %q", base, want, wantPrefix)
	}
	t.Run("plan", func(t *testing.T) {
		d, err := newKit(nil, &renderOptions{Options: press.Options{LinkBase: base}})
		if err != nil {
			t.Fatal(err)
		}
		f, err := plan(d, crew, base)
		if err != nil {
			t.Fatal(err)
		}
		if got := f.front[0].QR; got == nil || got.Payload != want {
			t.Errorf("front QR = %+v, want payload %q", got, want)
		}
	})
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

func TestRenderDeterministic(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	modes := map[string][]string{"sheets": nil, "cards": {"--sheet", "none"}}
	for name, flags := range modes {
		t.Run(name, func(t *testing.T) {
			var outputs [][]byte
			for _, out := range []string{filepath.Join(t.TempDir(), "a.pdf"), filepath.Join(t.TempDir(), "b.pdf"), "-"} {
				args := append(append([]string{"render"}, flags...), samplesDir, "-o", out)
				code, stdout, stderr := runCLI(t, "", args...)
				if code != 0 {
					t.Fatalf("render = exit %d; stderr:\n%s", code, stderr)
				}
				b := []byte(stdout)
				if out != "-" {
					var err error
					if b, err = os.ReadFile(out); err != nil {
						t.Fatal(err)
					}
				}
				outputs = append(outputs, b)
			}
			if !bytes.HasPrefix(outputs[0], []byte("%PDF-")) {
				t.Fatalf("render wrote %d bytes, not a PDF", len(outputs[0]))
			}
			for i, b := range outputs[1:] {
				if bytes.Equal(b, outputs[0]) {
					continue
				}
				t.Errorf("render %d gave %d bytes that differ from the first render's %d bytes", i+2, len(b), len(outputs[0]))
			}
		})
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

// replaceOnce replaces the first match of the multi-line pattern re in s,
// failing the test if there is none.
func replaceOnce(t *testing.T, s, re, repl string) string {
	t.Helper()
	rx := regexp.MustCompile("(?m)" + re)
	loc := rx.FindStringIndex(s)
	if loc == nil {
		t.Fatalf("template has no line matching %q", re)
	}
	return s[:loc[0]] + rx.ReplaceAllString(s[loc[0]:loc[1]], repl) + s[loc[1]:]
}

func TestRenderEditedTemplate(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	dir := t.TempDir()
	src := exportFront(t)
	// The first text widget is the crew's name, at 12.5 pt.
	edited := replaceOnce(t, src, `^size = 12\.5$`, "size = 14.0")
	tmpl := cardtest.WriteFile(t, dir, "my-front.toml", []byte(edited))

	plain := filepath.Join(dir, "plain.pdf")
	custom := filepath.Join(dir, "custom.pdf")
	if code, _, stderr := runCLI(t, "", "render", tigerSample, "-o", plain); code != 0 {
		t.Fatalf("render = exit %d; stderr:\n%s", code, stderr)
	}
	if code, _, stderr := runCLI(t, "", "render", "--template", tmpl, tigerSample, "-o", custom); code != 0 {
		t.Fatalf("render --template = exit %d; stderr:\n%s", code, stderr)
	}
	a, _ := os.ReadFile(plain)
	b, err := os.ReadFile(custom)
	if err != nil || len(b) == 0 {
		t.Fatalf("render --template wrote nothing: %v", err)
	}
	if bytes.Equal(a, b) {
		t.Error("render --template with a 14 pt name gives the same PDF as the built-in template")
	}

	// The plan shows the edit took: the name is asked for at 14 pt.
	d, err := newKit(nil, &renderOptions{templates: listFlag{tmpl}, Options: press.Options{LinkBase: saved.DefaultBase}})
	if err != nil {
		t.Fatal(err)
	}
	crew := checkFile(t, tigerSample)
	f, err := plan(d, crew, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if op := findText(f.front, crew.Name); op == nil || op.Want != 14 {
		t.Errorf("name op = %v, want one asked for at 14 pt", op)
	}
}

// findText returns the first text op drawing s, or nil.
func findText(pages []layout.Page, s string) *layout.Op {
	for _, pg := range pages {
		for i, op := range pg.Ops {
			if op.Kind == layout.OpText && op.Text == s {
				return &pg.Ops[i]
			}
		}
	}
	return nil
}

func TestRenderBrokenTemplate(t *testing.T) {
	t.Setenv(linkBaseEnv, "")
	src := exportFront(t)
	tests := []struct {
		name, edit, repl, want string
	}{
		{"unknown key", `^kind = "text"$`, `knd = "text"`, `:35:1: widget[3].knd: unknown key; did you mean "kind"?`},
		{"widget outside the card", `^x = 4\.2$`, "x = 80.0", `.toml:39:1: widget[3].w: text "name": x+w = 125 mm runs past the`},
		{"every problem on a line of its own", `^x = 4\.2$`, "x = 80.0\nalign = \"justify\"",
			"TMPL:38:1: widget[3].align: text \"name\": unknown alignment \"justify\" (want left, center or right)\n" +
				"TMPL:40:1: widget[3].w: text \"name\": x+w = 125 mm runs past the safe zone (ends at 65.5 mm)\n"},
		{"name not a face", `^name = "crew-front"$`, `name = "crew-side"`, `template name "crew-side" is not one of crew-front, crew-back`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := t.TempDir()
			tmpl := cardtest.WriteFile(t, dir, "broken.toml", []byte(replaceOnce(t, src, tt.edit, tt.repl)))
			old := []byte("old deck")
			out := cardtest.WriteFile(t, dir, "cards.pdf", old)
			before := dirNames(t, dir)
			code, _, stderr := runCLI(t, "", "render", "--template", tmpl, tigerSample, "-o", out)
			if code != exitInvalid {
				t.Errorf("render = exit %d, want %d", code, exitInvalid)
			}
			if want := strings.ReplaceAll(tt.want, "TMPL", tmpl); !strings.Contains(stderr, tmpl+":") || !strings.Contains(stderr, want) {
				t.Errorf("stderr = %q, want it to name %s and contain %q", stderr, tmpl, want)
			}
			assertUntouched(t, dir, before, out, old)
		})
	}
}

// longNames are 32-character crew names: packed Latin, held to QR version 7,
// and Cyrillic, which the payload carries as raw UTF-8 (two bytes a letter)
// and which is only held to fitting the card.
var longNames = []struct {
	name       string
	maxVersion int // 0: no bound but that the card renders
}{
	{"Oberleutnant Wittmann Tiger 0071", 7},
	{"Экипаж лейтенанта Колобанова 194", 0},
}

func TestQRSize(t *testing.T) {
	samples := loadSamples(t)
	largest := samples[0]
	for _, s := range samples {
		qr, err := layout.EncodeQR(s.link)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		t.Logf("%-26s QR version %d, payload %3d bytes, link %3d characters", s.name, qr.Version, len(s.payload), len(s.link))
		switch {
		case s.codeOnBack() && qr.Version > 13:
			t.Errorf("%s: QR version %d on the back, want at most 13", s.name, qr.Version)
		case !s.codeOnBack() && qr.Version > 6:
			t.Errorf("%s: QR version %d, want at most 6", s.name, qr.Version)
		}
		if !s.codeOnBack() && len(s.payload) > len(largest.payload) {
			largest = s // the longest state on a front, for the long names
		}
	}
	src, err := os.ReadFile(largest.path)
	if err != nil {
		t.Fatal(err)
	}
	nameLine := regexp.MustCompile(`(?m)^name = "` + regexp.QuoteMeta(largest.crew.Name) + `"$`)
	d, err := newKit(nil, &renderOptions{Options: press.Options{LinkBase: saved.DefaultBase}})
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range longNames {
		name := tc.name
		if n := len([]rune(name)); n != 32 {
			t.Fatalf("%q has %d characters, want 32", name, n)
		}
		edited := nameLine.ReplaceAllLiteral(src, []byte(`name = "`+name+`"`))
		if bytes.Equal(edited, src) {
			t.Fatalf("%s: crew name line not found", largest.name)
		}
		dir := t.TempDir()
		crew := checkFile(t, cardtest.WriteFile(t, dir, "long.toml", edited))
		link, payload := crewtest.Link(t, crew, saved.DefaultBase)
		qr, err := layout.EncodeQR(link)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s named %q: QR version %d, payload %d bytes, link %d characters", largest.name, name, qr.Version, len(payload), len(link))
		if tc.maxVersion > 0 && qr.Version > tc.maxVersion {
			t.Errorf("%s named %q: QR version %d, want at most %d", largest.name, name, qr.Version, tc.maxVersion)
		}
		if _, err := plan(d, crew, saved.DefaultBase); err != nil {
			t.Errorf("%s named %q does not render: %v", largest.name, name, err)
		}
	}
}
