package importer

import (
	"bytes"
	"context"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
)

const german = "../../../../shared/data/bsdata-flamesofwar/LW - D-Day_German.cat"

func need(t *testing.T) {
	t.Helper()
	if _, err := os.Stat(german); errors.Is(err, fs.ErrNotExist) && os.Getenv("CI") != "true" {
		t.Skipf("test data not present: %v", err)
	}
}

func run(args ...string) (int, string, string) {
	var out, errb bytes.Buffer
	code := Run(context.Background(), args, &out, &errb)
	return code, out.String(), errb.String()
}

// TestList lists each unit by its name without book code, its kind, id,
// and sizes with their points.
func TestList(t *testing.T) {
	need(t)
	code, out, _ := run("--list", german)
	if code != 0 || !strings.Contains(out, "Tiger Tank Platoon\tTank Unit\t47ee-b8bc-0561-5ab9\t1: 3x Tiger (8.8cm), 36 pts; 2: 4x Tiger (8.8cm), 48 pts; 3: 2x Tiger (8.8cm), 24 pts\n") {
		t.Fatalf("import --list = %d:\n%s", code, out)
	}
}

func TestImportUnits(t *testing.T) {
	need(t)
	dir := filepath.Join(t.TempDir(), "units")
	for _, tc := range []struct {
		name string
		args []string
		code int
		err  string
	}{
		{"prefix", []string{"-o", dir, german, "Tiger Tank P"}, 0, ""},
		{"exists", []string{"-o", dir, german, "Tiger Tank Platoon"}, 1, "tiger-tank-platoon.toml: exists; give --force to replace it"},
		{"force and size", []string{"-o", dir, "--force", "--size", "2", german, "Tiger Tank Platoon"}, 0, ""},
		{"ambiguous", []string{"-o", dir, german, "Tiger"}, 2, `"Tiger" starts 2 units' names`},
		{"near miss", []string{"-o", dir, german, "Tigr Tank Platoon"}, 2, `no unit "Tigr Tank Platoon"; did you mean "Tiger Tank Platoon"?`},
		{"bad size", []string{"-o", dir, "--size", "9", german, "Tiger Tank Platoon"}, 1, "--size 9: it has sizes 1 to 3"},
		{"roster and unit", []string{"-o", dir, "x.rosz", "Tiger"}, 2, "a roster imports whole"},
		{"no dir", []string{german}, 2, "usage: crewcard import"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			code, _, errs := run(tc.args...)
			if code != tc.code || !strings.Contains(errs, tc.err) {
				t.Fatalf("import %q = %d, %q; want %d, %q", tc.args, code, errs, tc.code, tc.err)
			}
		})
	}
	src, err := os.ReadFile(filepath.Join(dir, "tiger-tank-platoon.toml"))
	if err != nil {
		t.Fatal(err)
	}
	u, errs := fow.Check("tiger-tank-platoon.toml", src)
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	if u.Teams[0].Count != 4 || u.Points != 48 {
		t.Errorf("--size 2: %d Tigers, %d points; want 4, 48", u.Teams[0].Count, u.Points)
	}
}

func TestImportRefusesLinks(t *testing.T) {
	need(t)
	dir := t.TempDir()
	victim := filepath.Join(t.TempDir(), "victim.toml")
	if err := os.WriteFile(victim, []byte("keep"), 0o666); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(victim, filepath.Join(dir, "tiger-tank-platoon.toml")); err != nil {
		t.Skip(err)
	}
	code, _, errs := run("-o", dir, "--force", german, "Tiger Tank Platoon")
	if code != 1 || !strings.Contains(errs, "is a symbolic link") {
		t.Fatalf("import = %d, %q; want a refusal", code, errs)
	}
	if b, _ := os.ReadFile(victim); string(b) != "keep" {
		t.Errorf("the link's target was written: %q", b)
	}
}

func TestFileName(t *testing.T) {
	taken := map[string]bool{}
	for in, want := range map[string]string{
		"Tiger Tank Platoon (LG102)": "tiger-tank-platoon.toml",
		"../../etc/passwd":           "etc-passwd.toml",
		"Möbelwagen AA Tank Platoon": "möbelwagen-aa-tank-platoon.toml",
		"":                           "unit.toml",
		"Ioan Pălăghiță":             "ioan-pălăghiță.toml",
		"44M Buzogányvető (x3)":      "44m-buzogányvető-x3.toml",
		"Husza\u0301r Troop":         "huszár-troop.toml",
		"Т-34 «Ivan»":                "т-34-ivan.toml",
		"हिन्दी दल":                  "हिन्दी-दल.toml",
	} {
		if got := FileName(in, taken); got != want {
			t.Errorf("FileName(%q) = %q, want %q", in, got, want)
		}
	}
	if got := FileName("Tiger Tank Platoon", taken); got != "tiger-tank-platoon-2.toml" {
		t.Errorf("a second Tiger Tank Platoon = %q", got)
	}
}

// TestChooseByShortName finds a unit by the start of its name without its
// sorting tag and book code ("[Artillery] Katyusha ... [LS152]").
func TestChooseByShortName(t *testing.T) {
	need(t)
	soviet := filepath.Join(filepath.Dir(german), "LW - Berlin_Soviet.cat")
	dir := t.TempDir()
	if code, _, errs := run("-o", dir, soviet, "Katyusha"); code != 0 {
		t.Fatalf("import Katyusha = %d: %s", code, errs)
	}
	if _, err := os.Stat(filepath.Join(dir, "katyusha-guards-rocket-battery.toml")); err != nil {
		t.Error(err)
	}
}

// TestNationFlag writes the nation --nation gives, by any of its names,
// and refuses one too long for the card.
func TestNationFlag(t *testing.T) {
	need(t)
	dir := t.TempDir()
	if code, _, errs := run("-o", dir, "--nation", "Canadian", german, "Tiger Tank Platoon"); code != 0 {
		t.Fatalf("import --nation Canadian = %d: %s", code, errs)
	}
	src, err := os.ReadFile(filepath.Join(dir, "tiger-tank-platoon.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if u, errs := fow.Check("tiger-tank-platoon.toml", src); errs.Err() != nil || u.Nation != "Canada" {
		t.Errorf("nation = %q (%v), want Canada", u.Nation, errs)
	}
	long := strings.Repeat("x", 33)
	if code, _, errs := run("-o", dir, "--nation", long, german); code != 2 || !strings.Contains(errs, "give a nation of 1 to 32 characters") {
		t.Errorf("import --nation %s = %d, %q; want 2 and the limit", long, code, errs)
	}
}

// TestRosterWithRefusedUnit writes the units a roster holds that can be
// read and a force file that names them and lists, at its head, the one
// that cannot be (its Skill "As Per Unit"), and exits 1.
func TestRosterWithRefusedUnit(t *testing.T) {
	dir := t.TempDir()
	tank := func(id, name, skill string) string {
		return `<selectionEntry id="` + id + `" name="` + name + `" type="unit"><profiles><profile id="p` + id + `" name="` + name + `" typeName="Tank Unit"><characteristics>
<characteristic name="Motivation">4+</characteristic><characteristic name="Skill">` + skill + `</characteristic><characteristic name="Is Hit On">4+</characteristic>
<characteristic name="Armour Front">9</characteristic><characteristic name="Armour Side &amp; Rear">8</characteristic><characteristic name="Armour Top">2</characteristic>
<characteristic name="Tactical">10"/25cm</characteristic><characteristic name="Terrain Dash">12"/30cm</characteristic><characteristic name="Cross Country Dash">18"/45cm</characteristic>
<characteristic name="Road Dash">20"/50cm</characteristic><characteristic name="Cross">3+</characteristic></characteristics></profile></profiles>
<selectionEntryGroups><selectionEntryGroup id="g` + id + `" name="Unit Size"><constraints><constraint id="c` + id + `" type="min" field="selections" scope="parent" value="1"/></constraints>
<selectionEntries><selectionEntry id="s` + id + `" name="2x ` + name + `" type="model"><costs><cost name="pts" typeId="pts" value="20"/></costs></selectionEntry></selectionEntries>
</selectionEntryGroup></selectionEntryGroups></selectionEntry>`
	}
	files := map[string]string{
		"test.gst": `<gameSystem id="gs" name="Flames of War v4"><costTypes><costType id="pts" name="pts"/></costTypes>
<categoryEntries><categoryEntry id="fm" name="Formations"/></categoryEntries></gameSystem>`,
		"test.cat": `<catalogue id="cat" name="Late-War - Test: German" revision="1" gameSystemId="gs"><selectionEntries>
<selectionEntry id="company" name="Tank Company" type="upgrade"><categoryLinks><categoryLink id="l" targetId="fm" primary="true"/></categoryLinks>
<selectionEntries>` + tank("good", "Tiger Tank Platoon", "3+") + tank("bad", "Panther Tank Platoon", "As Per Unit") + `</selectionEntries></selectionEntry>
</selectionEntries></catalogue>`,
		"test.ros": `<roster id="r" name="Test Company" gameSystemId="gs"><forces><force id="f" name="F" catalogueId="cat"><selections>
<selection id="1" name="Tank Company" entryId="company" number="1"><selections>
<selection id="2" name="Tiger Tank Platoon" entryId="company::good" number="1"><selections><selection id="3" name="2x Tiger Tank Platoon" entryId="company::good::sgood" number="1"/></selections></selection>
<selection id="4" name="Panther Tank Platoon" entryId="company::bad" number="1"><selections><selection id="5" name="2x Panther Tank Platoon" entryId="company::bad::sbad" number="1"/></selections></selection>
</selections></selection></selections></force></forces></roster>`,
	}
	for name, src := range files {
		if err := os.WriteFile(filepath.Join(dir, name), []byte(src), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	out := filepath.Join(dir, "out")
	code, _, errs := run("-o", out, filepath.Join(dir, "test.ros"))
	if code != 1 || !strings.Contains(errs, "1 of its units could not be read") {
		t.Fatalf("import = %d, %q; want 1 and the unit refused", code, errs)
	}
	entries, _ := os.ReadDir(out)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	if got := strings.Join(names, " "); got != "test-company.toml tiger-tank-platoon.toml" {
		t.Errorf("written: %s, want the force and the Tiger platoon", got)
	}
	force, err := os.ReadFile(filepath.Join(out, "test-company.toml"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(force), "# Not imported, for the data could not be read (add them by hand):\n#   Panther Tank Platoon: characteristic \"Skill\": cannot read \"As Per Unit\"\n") ||
		!strings.Contains(string(force), `"tiger-tank-platoon.toml"`) || strings.Contains(string(force), "panther-tank-platoon.toml") {
		t.Errorf("force file:\n%s", force)
	}
}
