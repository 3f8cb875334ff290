// Package layouttest holds what the tests of layout and its backends share:
// the card fonts, the built-in templates and icons, and two crew views, a
// full one and a minimal one.
package layouttest

import (
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/check"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/icon"
	"github.com/crewcard/crewcard/templates"
)

// FontBytes reads a font from the repository's fonts/ folder, or from the
// system's Roboto package; it skips the test if neither has it.
func FontBytes(t testing.TB, file string) []byte {
	t.Helper()
	_, here, _, _ := runtime.Caller(0)
	repo := filepath.Join(filepath.Dir(here), "..", "..", "..")
	for _, dir := range []string{filepath.Join(repo, "fonts"), "/usr/share/fonts/truetype/roboto/unhinted"} {
		if b, err := os.ReadFile(filepath.Join(dir, file)); err == nil {
			return b
		}
	}
	t.Skipf("font %s not found", file)
	return nil
}

// Fonts returns the card fonts, Roboto Condensed regular and bold.
func Fonts(t testing.TB) *font.Set {
	t.Helper()
	fs, err := font.NewSet(FontBytes(t, "RobotoCondensed-Regular.ttf"), FontBytes(t, "RobotoCondensed-Bold.ttf"))
	if err != nil {
		t.Fatal(err)
	}
	return fs
}

// Template returns the built-in template name, checked.
func Template(t testing.TB, name string) *layout.Template {
	t.Helper()
	b, err := templates.FS.ReadFile(name + ".toml")
	if err != nil {
		t.Fatal(err)
	}
	var tp layout.Template
	md, err := toml.Decode(string(b), &tp)
	if err != nil {
		t.Fatal(err)
	}
	if u := md.Undecoded(); len(u) > 0 {
		t.Fatalf("%s: unknown keys %v", name, u)
	}
	if problems := CheckProblems(&tp); len(problems) > 0 {
		t.Fatalf("%s: %s", name, strings.Join(problems, "\n"))
	}
	return &tp
}

// CheckProblems returns what check.Template reports of tp, one "key: message" an entry.
func CheckProblems(tp *layout.Template) []string {
	var problems []string
	check.Template(tp, func(key, msg string) { problems = append(problems, key+": "+msg) })
	return problems
}

// Icons returns the built-in icon set.
func Icons(t testing.TB) layout.IconSet {
	t.Helper()
	var f struct {
		Icon []struct{ Name, Title, Fill, Stroke string }
	}
	if _, err := toml.Decode(string(templates.Icons), &f); err != nil {
		t.Fatal(err)
	}
	set := layout.IconSet{}
	for _, ic := range f.Icon {
		p, err := icon.Parse(ic.Name, ic.Fill, ic.Stroke)
		if err != nil {
			t.Fatal(err)
		}
		set[ic.Name] = p
	}
	return set
}

// Payload is a QR payload as long as a full crew's link.
const Payload = "HTTPS://CREWCARD.APP/C/AEBAGBAFAYDQQCIKBMGA2DQPCAIREEYUCULBOGAZDINRYHI6D4QCAMBQGAYTEMZUGU3DOOBZGEYTCMJRGIZTINJWG44DSMBRGIZTINJWG44DSMBRGIZTINJWG44DSMBRGIZTINJWG44DS"

// skillText is a skill's rules text of a usual length.
var skillText = "Once per game, re-roll one failed Skill test for this tank; the second roll stands, even if it is worse than the first one."

// FullView is a level-6 crew: all 30 skills (two marked as legendary
// basics) and 7 upgrades.
func FullView() layout.View {
	roles := []struct {
		label  string
		skills []string
	}{
		{"Commander", []string{"Motivational Leader", "Tank Ace", "Tactical Genius", "Eagle Eye", "Quick Orders", "Veteran Leader"}},
		{"Gunner", []string{"Sharpshooter", "Independent MMG Shooter", "Quick Aim", "Gunner Support", "Steady Hands", "Deadeye"}},
		{"Loader", []string{"Preparatory Loading", "Fast Loader", "Ammo Juggler", "Strongman", "Calm Under Fire", "Quick Reload"}},
		{"Radio Operator", []string{"Co-Driver", "Radio Net", "Artillery Spotter", "Signal Expert", "Intercept", "Relay"}},
		{"Driver", []string{"Lead Foot", "Smooth Driver", "Hull Down", "Mechanic", "Off-Road", "Evasive Driving"}},
	}
	upgrades := []struct{ icon, title string }{
		{"multi-box", "Multi-Purpose Box"}, {"gun-laying", "Gun-Laying Device"}, {"radio", "Radio"},
		{"suspension", "Improved Suspension"},
	}
	v := layout.View{
		Text: map[string]string{
			"name": "Cobra King", "named": "yes", "vehicle": "M4A3E2 Sherman Jumbo (76mm)", "nation": "United States",
			"kind": "Tank", "points": "545 pts", "level": "6", "quality": "Veteran", "morale": "10",
			"slots": "7/8", "xp_line": "XP 47 · ROLL A SKILL NOW", "xp": "47", "xp_note": "XP · ROLL NOW",
			"upgrades_head": "UPGRADES · SLOTS 7/8", "kills_label": "KILLS", "code": "K7Q2M9XD", "revision": "rev 14",
			"kind_icon": "kind-tank", "crew_key": "CREW · 1–6: skill die · bold: held", "continued_note": "Continued on the back.",
			"flags": "Slow", "back_title": "Cobra King · card text", "tallies": "Games 14 · Kills 23 · XP earned 1,013",
			"code_front": "yes", "upgrades_beside": "yes", "text_full": "yes", // the code on the front, as every crew's whose state the front's code holds, the upgrades beside it, the back's text on its whole face
		},
		Lists:  map[string][]layout.Item{},
		Grids:  map[string][]layout.Row{},
		Marks:  map[string]int{"xp_track": 4},
		Blocks: map[string][]layout.Block{"log": {Log}},
		QR:     Payload,
	}
	var skills []layout.Item
	for i, r := range roles {
		row := layout.Row{Label: r.label, Cells: r.skills, Marked: make([]bool, 6), Light: make([]bool, 6)}
		for k, sk := range r.skills {
			row.Alt = append(row.Alt, strings.Fields(sk)[0])
			row.Light[k] = k%2 == 1
		}
		if i < 2 {
			row.Marked[0] = true
		}
		v.Grids["crew"] = append(v.Grids["crew"], row)
		for _, s := range r.skills {
			skills = append(skills, layout.Item{Title: s, Body: skillText})
		}
	}
	v.Lists["skills_text"] = skills
	for _, u := range upgrades {
		v.Lists["upgrades"] = append(v.Lists["upgrades"], layout.Item{Icon: u.icon, Title: u.title})
		v.Lists["upgrades_text"] = append(v.Lists["upgrades_text"], layout.Item{Icon: u.icon, Title: u.title,
			Body: "Fitted before the game; counts against the crew's upgrade slots."})
	}
	v.Lists["back_text"] = append(append([]layout.Item(nil), v.Lists["skills_text"]...), v.Lists["upgrades_text"]...)
	return v
}

// Log is the crew back's log of the games to come: a form's header and
// the blank row it repeats.
var Log = layout.Block{Ruled: true, Table: [][]string{{"Game and opponent", "Kills", "Survived", "XP"}, {"", "", layout.TickCell, ""}}}

// MinimalView is a two-man light tank: commander-gunner and driver, the
// other roles absent, one skill, no upgrades.
func MinimalView() layout.View {
	return layout.View{
		Text: map[string]string{
			"name": "Pip", "named": "yes", "vehicle": "M3 Stuart", "nation": "Great Britain", "kind": "Tank",
			"points": "40 pts", "level": "1", "quality": "Inexperienced", "morale": "8", "slots": "0/3",
			"xp_line": "XP 0 · 30 TO NEXT ROLL", "xp": "0", "xp_note": "XP · 30 TO ROLL",
			"upgrades_head": "UPGRADES · SLOTS 0/3", "kills_label": "KILLS", "code": "AB12CD34", "revision": "rev 0", "flags": "",
			"kind_icon": "", "crew_key": "CREW", "continued_note": "",
			"back_title": "Pip · card text", "tallies": "Games 0 · Kills 0 · XP earned 0", "code_front": "yes", "upgrades_beside": "yes", "text_full": "yes",
		},
		Lists: map[string][]layout.Item{"upgrades": nil, "upgrades_text": nil,
			"skills_text": {{Title: "Lead Foot", Body: "Move 2\" further when the tank moves at the double."}},
			"back_text":   {{Title: "Lead Foot", Body: "Move 2\" further when the tank moves at the double."}}},
		Grids: map[string][]layout.Row{"crew": {
			{Label: "Commander", Cells: nil},
			{Label: "Gunner", Absent: true},
			{Label: "Loader", Absent: true},
			{Label: "Radio Operator", Absent: true},
			{Label: "Driver", Cells: []string{"Lead Foot"}},
		}},
		Marks:  map[string]int{"xp_track": 4},
		Blocks: map[string][]layout.Block{"log": {Log}},
		QR:     "HTTPS://CREWCARD.APP/C/MINIMAL2345",
	}
}
