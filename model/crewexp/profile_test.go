package crewexp_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// weapon is a [[vehicle.weapon]] table with the keys given.
func weapon(keys string) string { return "\n[[vehicle.weapon]]\n" + keys + "\n" }

const goodWeapon = "name = \"Coaxial MMG\"\nrange = '36\"'\nshots = \"5\"\npen = \"-\""

// TestProfileChecks holds every key of a vehicle's profile to its range,
// each error at its key with what to write instead.
func TestProfileChecks(t *testing.T) {
	for _, tc := range []struct {
		name, vehicle, want string
	}{
		{"needs a damage value", "class = \"medium tank\"\n",
			`crew.toml:1:1: vehicle.damage_value: a vehicle profile needs its Damage Value, such as damage_value = "9+" for a medium tank`},
		{"damage value", "damage_value = \"9\"\n",
			`crew.toml:6:1: vehicle.damage_value: damage value "9" is not one; write 2+ to 12+, such as "9+" for a medium tank`},
		{"damage value too high", "damage_value = \"13+\"\n", `damage value "13+" is not one`},
		{"type", "damage_value = \"9+\"\ntype = \"tracks\"\n",
			`crew.toml:7:1: vehicle.type: unknown movement type "tracks"; use tracked, wheeled or half-tracked; did you mean "tracked"?`},
		{"transport", "damage_value = \"7+\"\ntransport = 64\n", `crew.toml:7:1: vehicle.transport: transport must be 0 to 63 men, not 64`},
		{"tow", "damage_value = \"7+\"\ntow = [\"light gun\"]\n",
			`vehicle.tow[1]: tow "light gun" is not one; write the heaviest gun of a kind it tows`},
		{"tow twice", "damage_value = \"7+\"\ntow = [\"light AT gun\", \"heavy AT gun\"]\n",
			`vehicle.tow[2]: AT gun is given twice; give the heaviest AT gun it tows once`},
		{"empty rule", "damage_value = \"7+\"\nrules = [\"Recce\", \"\"]\n", `crew.toml:7:19: vehicle.rules[2]: must not be empty`},
		{"long rule", "damage_value = \"7+\"\nrules = [\"" + strings.Repeat("x", 41) + "\"]\n", `vehicle.rules[1]: is 41 characters long, more than the 40 the card prints`},
		{"nine rules", "damage_value = \"7+\"\nrules = [" + strings.Repeat("\"R\", ", 8) + "\"R\"]\n", `vehicle.rules: 9 rules, more than the 8 a card prints`},
		{"weapon name", "damage_value = \"9+\"\n" + weapon("range = '36\"'\nshots = \"5\"\npen = \"-\""), `vehicle.weapon[1].name: must not be empty`},
		{"range", "damage_value = \"9+\"\n" + weapon("name = \"MMG\"\nrange = \"36\"\nshots = \"5\"\npen = \"-\""),
			`crew.toml:10:1: vehicle.weapon[1].range: range "36" is not one; write it in inches as 24", 12-72" (least and most) or 72" (36-84") (and an alternative span), each up to 120"`},
		{"range backwards", "damage_value = \"9+\"\n" + weapon("name = \"Mortar\"\nrange = '60-12\"'\nshots = \"1\"\npen = \"HE\""), `range "60-12\"" is not one`},
		{"shots", "damage_value = \"9+\"\n" + weapon("name = \"MMG\"\nrange = '36\"'\nshots = \"D4\"\npen = \"-\""),
			`vehicle.weapon[1].shots: shots "D4" is not a number of shots; write 1 to 20, a die such as D6 or D6+1, or both as 1 (D6+1)`},
		{"pen", "damage_value = \"9+\"\n" + weapon("name = \"Gun\"\nrange = '36\"'\nshots = \"1\"\npen = \"5\""),
			`vehicle.weapon[1].pen: pen "5" is not a penetration; write +0 to +10, HE, or - for none`},
		{"count", "damage_value = \"9+\"\n" + weapon(goodWeapon+"\ncount = 10"), `vehicle.weapon[1].count: count must be 1 to 9, not 10`},
		{"nine weapons", "damage_value = \"9+\"\n" + strings.Repeat(weapon(goodWeapon), 9), `vehicle.weapon: 9 weapons, more than the 8 a card prints`},
		{"unknown key", "damage_value = \"9+\"\n" + weapon(goodWeapon+"\npenetration = \"+1\""), `crew.toml:13:1: vehicle.weapon[1].penetration: unknown key`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, errs := crewexp.Check("crew.toml", []byte(crewFile("tank", "inexperienced", tc.vehicle, "")))
			if !strings.Contains(errs.Error(), tc.want) {
				t.Errorf("errors:\n%v\nwant a line holding\n%s", errs, tc.want)
			}
		})
	}
}

// TestProfileGrammars reads each value the way the file writes it and
// writes it back the same.
func TestProfileGrammars(t *testing.T) {
	for _, s := range []string{`24"`, `12-72"`, `72" (36-84")`, `6"`, `120"`} {
		r, err := crewexp.ParseRange(s)
		if err != nil || crewexp.FormatRange(r) != s {
			t.Errorf("range %q: %v, written back %q", s, err, crewexp.FormatRange(r))
		}
	}
	for _, s := range []string{"1", "20", "D6", "D3+2", "1 (D6+1)", "D2"} {
		sh, err := crewexp.ParseShots(s)
		if err != nil || crewexp.FormatShots(sh) != s {
			t.Errorf("shots %q: %v, written back %q", s, err, crewexp.FormatShots(sh))
		}
	}
	for _, s := range []string{"+0", "+5", "+10", "HE", "-"} {
		p, err := crewexp.ParsePen(s)
		if err != nil || crewexp.FormatPen(p) != s {
			t.Errorf("pen %q: %v, written back %q", s, err, crewexp.FormatPen(p))
		}
	}
	for _, bad := range []string{`0"`, `121"`, `-12"`, `12-12"`, `72" (84")`, `72" (36-84"`, `24`, `+24"`} {
		if _, err := crewexp.ParseRange(bad); err == nil {
			t.Errorf("range %q read", bad)
		}
	}
	for _, bad := range []string{"0", "21", "D5", "D6+0", "D6++1", "+1", "1 (2)", "1 D6"} {
		if _, err := crewexp.ParseShots(bad); err == nil {
			t.Errorf("shots %q read", bad)
		}
	}
	for _, bad := range []string{"+11", "5", "+-1", "++1", "he", ""} {
		if _, err := crewexp.ParsePen(bad); err == nil {
			t.Errorf("pen %q read", bad)
		}
	}
}

// TestNoProfile: a crew file without profile keys has no profile, and
// one with them keeps its number values.
func TestNoProfile(t *testing.T) {
	c, errs := crewexp.Check("crew.toml", []byte(crewFile("tank", "inexperienced", "", "")))
	if errs.Err() != nil || c.Profile != nil {
		t.Fatalf("a file without a profile: %v, profile %v", errs, c.Profile)
	}
	c, errs = crewexp.Check("crew.toml", []byte(crewFile("tank", "inexperienced", "damage_value = \"10+\"\ntransport = 3\n"+weapon(goodWeapon+"\ncount = 2"), "")))
	if errs.Err() != nil || c.Profile == nil || c.Profile.Damage != 10 || c.Profile.Transport != 3 || len(c.Profile.Weapons) != 1 || c.Profile.Weapons[0].Count != 2 {
		t.Fatalf("a file with a profile: %v, profile %+v", errs, c.Profile)
	}
}
