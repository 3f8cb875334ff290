package bsdata

import (
	"fmt"
	"strings"
	"testing"
)

func TestRating(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"5+ \nCounterattack 6\nLast Stand 4+", "5+ map[counterattack:6+ last_stand:4+] [] true"},
		{"4+\u00a0\nLast Stand 2+\u00a0\nRemount 2+", "4+ map[last_stand:2+ remount:2+] [] true"},
		{"4+Remount 3+", "4+ map[remount:3+] [] true"},
		{"4+ Counter Attack 6", "4+ map[counterattack:6+] [] true"},
		{"5+ Counterattach 4+", "5+ map[counterattack:4+] [] true"},
		{"3+, Tactics 4+", "3+ map[tactics:4+] [] true"},
		{"4+\u00a0\nLast Stand 3+\u00a0\nRemount 3+ (LFTF)", "4+ map[last_stand:3+ remount:3+] [] true"},
		{"4+ Ranging 3+", "4+ map[] [Ranging 3+] true"},
		{"As Per Unit", " map[] [] false"},
		{"", " map[] [] false"},
		{"4+ Assault", " map[] [] false"},
		{"5+ [4+] / Assault 3+", "5+ map[assault:3+] [Alternate Skill 4+] true"},
		{"4+ (3+) / Assault 5+ (5+)", "4+ map[assault:5+] [Alternate Skill 3+, Assault 5+] true"},
		{"3+ Assault 5+ (MA 4+)", "3+ map[assault:5+] [Assault (MA 4+)] true"},
		{"4+ (MA 4+)", "4+ map[] [Skill (MA 4+)] true"},
		{"3+\nAssault 5+\nMounted Assault (1 pass.) 4+", "3+ map[assault:5+] [Mounted Assault (1 pass.) 4+] true"},
		{"Fearless 3+\n\nSP Gun\nCounterattack 4+", "3+ map[] [SP Gun: Counterattack 4+] true"},
		{"3+ / 4+ Assault", "3+ map[assault:4+] [] true"},
	} {
		b, tasks, other, ok := rating("Skill", tc.in)
		if got := fmt.Sprint(b, " ", tasks, " ", other, " ", ok); got != tc.want {
			t.Errorf("rating(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestParseSize(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"3x Tiger (8.8cm)", "[{3 Tiger (8.8cm)}]"},
		{"7x MG42 team, 4x Sd Kfz 251 (MG) half-track (LG112)", "[{7 MG42 team} {4 Sd Kfz 251 (MG) half-track (LG112)}]"},
		{"4x sMG34 HMG; 2x Sd Kfz 251 (MG) Half-track (LG112)", "[{4 sMG34 HMG} {2 Sd Kfz 251 (MG) Half-track (LG112)}]"},
		{"2x M15 (37mm & .50 cal), 1 x Jeep (MG)", "[{2 M15 (37mm & .50 cal)} {1 Jeep (MG)}]"},
		{"Equip MG42 teams with Panzerfaust", "[]"},
		{"3x M14/41 (47mm)", "[{3 M14/41 (47mm)}]"},
		{"3x  M4 Sherman (late 75mm)", "[{3 M4 Sherman (late 75mm)}]"},
		{"7x MG42 team, 4x Sd Kfz 251 (MG) half-track (LG112)", "[{7 MG42 team} {4 Sd Kfz 251 (MG) half-track (LG112)}]"},
		{"6x PPSh SMG team and 3x M3 Scout (.50 cal MG)", "[{6 PPSh SMG team} {3 M3 Scout (.50 cal MG)}]"},
		{"10x DP MG team 1x Komissar team", "[{10 DP MG team} {1 Komissar team}]"},
		{"7x Brengun & SMLE rifle, 1x PIAT", "[{7 Brengun & SMLE rifle} {1 PIAT}]"},
		{"2x 10.5cm howitzer", "[{2 10.5cm howitzer}]"},
		{"Tiger Tank Platoon", "[]"},
		{"Add 2x Panzerschreck", "[]"},
		{"0x Tiger", "[]"},
	} {
		if got := fmt.Sprint(parseSize(tc.in)); got != tc.want {
			t.Errorf("parseSize(%q) = %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestDist(t *testing.T) {
	for in, want := range map[string]string{`10"/25cm`: `10"/25cm`, `4"/10cmv`: `4"/10cm`, `28"/70cm (LFTF)`: `28"/70cm`, `16"/50cm`: `16"/50cm`, `16"/40cm - 36"/90cm`: "", `10”/25cm`: `10"/25cm`, "-": "-", "UNLIMITED": "", "": "", "12": ""} {
		if got, _ := dist(in); got != want {
			t.Errorf("dist(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestShortName drops book codes of every style and a leading sorting tag.
func TestShortName(t *testing.T) {
	for in, want := range map[string]string{
		"Tiger Tank Platoon (LG102)":                         "Tiger Tank Platoon",
		"Hero M4 Sherman Tank Company [LS196]":               "Hero M4 Sherman Tank Company",
		"KV-1 Armoured Platoon (LFI105)":                     "KV-1 Armoured Platoon",
		"[Artillery] Katyusha Guards Rocket Battery [LS152]": "Katyusha Guards Rocket Battery",
		"[FS] M26 Pershing Tank Platoon":                     "M26 Pershing Tank Platoon",
		"Panzer IV (Looted Tank)":                            "Panzer IV",
		"Sd Kfz 251 (MG) half-track":                         "Sd Kfz 251 (MG) half-track",
		"Puma or Sd Kfz 250 Scout Troop":                     "Puma or Sd Kfz 250 Scout Troop",
	} {
		if got := ShortName(in); got != want {
			t.Errorf("ShortName(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTidy folds a value's whitespace as the import reads it: no space
// inside a bracket, runs of spaces one, each line trimmed, its line breaks
// (which separate a rating's items) kept.
func TestTidy(t *testing.T) {
	for in, want := range map[string]string{
		"3+\nRemount 4+\nCounterattack 5+ (MA 3+ )": "3+\nRemount 4+\nCounterattack 5+ (MA 3+)",
		"3+ /  Assault 4+":                          "3+ / Assault 4+",
		"  10x  M4 Sherman ( 76mm )\u00a0":          "10x M4 Sherman (76mm)",
		"4+\r\n\t Last Stand 3+ \n\nRemount 2+":     "4+\nLast Stand 3+\n\nRemount 2+",
		"( )":                                       "()",
	} {
		if got := tidy(in); got != want {
			t.Errorf("tidy(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTidyNotes: the Half-track SS Scout Company HQ of D-Day: Waffen-SS,
// whose Motivation the data writes "Counterattack 5+ (MA 3+ )", notes
// "Counterattack (MA 3+)".
func TestTidyNotes(t *testing.T) {
	c := loadData(t, "LW - D-Day_Waffen-SS.cat")
	for _, u := range c.Units {
		if u.Name != "Half-track SS Scout Company HQ" {
			continue
		}
		file := string(c.UnitFile(u, u.Default).File)
		if !strings.Contains(file, `"Counterattack (MA 3+)"`) || strings.Contains(file, "3+ )") {
			t.Errorf("want the note \"Counterattack (MA 3+)\":\n%s", file)
		}
		return
	}
	t.Fatal("no Half-track SS Scout Company HQ")
}

// TestSplitNotes: a Notes characteristic splits at commas, semicolons
// and lines, and between sentences ("Gun Shield. Large Gun", as the Late
// War Leviathans data writes the 105mm Field Artillery Battery's, a
// no-break space after the stop too), so that a rule it names is found
// and listed once, its full stop left out; an abbreviation, or a number
// after a full stop, stays in its item.
func TestSplitNotes(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"Gun Shield. Large Gun, Time on Target", []string{"Gun Shield", "Large Gun", "Time on Target"}},
		{"Brutal.\u00a0Forward Firing. Slow Firing; Smoke", []string{"Brutal", "Forward Firing", "Slow Firing", "Smoke"}},
		{"Mk. IV turret\nSd.Kfz. 251 half-track, No. 4 Rifle", []string{"Mk. IV turret", "Sd.Kfz. 251 half-track", "No. 4 Rifle"}},
		{"Panzer IV Ausf. H, Pz.Kpfw. IV; Capt. Smith's team", []string{"Panzer IV Ausf. H", "Pz.Kpfw. IV", "Capt. Smith's team"}},
		{"Kanone. 36", []string{"Kanone. 36"}},
		{"Slow Firing.  ", []string{"Slow Firing"}},
		{"-", nil},
	} {
		if got := splitNotes(c.in); fmt.Sprint(got) != fmt.Sprint(c.want) {
			t.Errorf("splitNotes(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
