package bsdata

import (
	"sort"
	"testing"

	bs "github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// TestGrammars reads the spellings the data has and some it might.
func TestGrammars(t *testing.T) {
	for _, tc := range []struct {
		in    string
		n     uint8
		class string
	}{
		{"Medium Tank 9+", 9, "medium tank"}, {"Light tank 8+", 8, "light tank"}, {"7+ (armoured carrier)", 7, "armoured carrier"},
		{"9+ (Medium Tank)", 9, "medium tank"}, {"6+ soft skinned", 6, "soft-skinned"}, {"Soft-skinned", 6, "soft-skinned"},
		{"Super-heavy Tank 11+", 11, "super-heavy tank"}, {"3+ (Literally Soft-Skinned!)", 3, "literally soft-skinned"},
		{"7+", 7, ""}, {"6+ (Soft-Skinned", 6, "soft-skinned"}, {"Medium Tank", 9, "medium tank"},
	} {
		n, class, _, ok := damage(tc.in)
		if !ok || n != tc.n || class != tc.class {
			t.Errorf("damage(%q) = %d, %q, %v; want %d, %q", tc.in, n, class, ok, tc.n, tc.class)
		}
	}
	for _, bad := range []string{"Armour ranging from: +6 to +9", "Armoured", "9", "Tank 9+ (Medium)", "Hover Tank 9+"} {
		if _, _, _, ok := damage(bad); ok {
			t.Errorf("damage(%q) read", bad)
		}
	}
	tows := map[string][3]uint8{
		"Light or Medium AT Gun Light Howitzer Light AA Gun": {codec.TowMedium, codec.TowLight, codec.TowLight},
		"Any gun or light howitzer":                          {codec.TowAny, codec.TowLight, codec.TowAny},
		"Any AT-gun, howitzer or AA gun.":                    {codec.TowAny, codec.TowAny, codec.TowAny},
		"Light AT guns":                                      {codec.TowLight, 0, 0},
		"Light or Heavy AA guns":                             {0, 0, codec.TowHeavy},
		"-":                                                  {},
	}
	for in, want := range tows {
		if got, ok := tow(in); !ok || got != want {
			t.Errorf("tow(%q) = %v, %v; want %v", in, got, ok, want)
		}
	}
	for _, bad := range []string{"Light", "Heavy trailer", "Light or medium"} {
		if _, ok := tow(bad); ok {
			t.Errorf("tow(%q) read", bad)
		}
	}
	for in, want := range map[string]string{`24"`: `24"`, `12" - 72"`: `12-72"`, `6-18"`: `6-18"`, `48" (or 24-60)`: `48" (24-60")`,
		`48" OR (30-60")`: `48" (30-60")`, `72" (or 42-84")`: `72" (42-84")`} {
		if got, ok := weaponRange(in); !ok || got != want {
			t.Errorf("weaponRange(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for in, want := range map[string]string{"1": "1", "D6+1": "D6+1", "1(D6+1)": "1 (D6+1)", "d6": "D6"} {
		if got, ok := shots(in); !ok || got != want {
			t.Errorf("shots(%q) = %q, %v; want %q", in, got, ok, want)
		}
	}
	for in, want := range map[string][2]string{"+5": {"+5", ""}, "n/a": {"-", ""}, "HE(2\")": {"HE", `HE (2")`}, "HE": {"HE", ""}} {
		if p, rule, ok := pen(in); !ok || p != want[0] || rule != want[1] {
			t.Errorf("pen(%q) = %q, %q, %v; want %q", in, p, rule, ok, want)
		}
	}
	for in, want := range map[string]int{"12": 12, "(3)": 3, "Transport (12)": 12, "10 men": 10, "-": 0, "None. Much like empty transports…": 0} {
		if n, _, ok := transport(in); !ok || n != want {
			t.Errorf("transport(%q) = %d, %v; want %d", in, n, ok, want)
		}
	}
}

// unread are the data's values that the grammars refuse, and why: a value
// of the data that is neither read nor here fails TestEveryValue.
var unread = map[string]string{
	"Damage Value: Armour ranging from: +6 to +9": "a range of values, for any captured vehicle",
	"Type: Infantry":                         "not a movement type (horses and carts)",
	"Type: -":                                "none given",
	"Type: Tracked Vehicle/Wheelled Vehicle": "two movement types, for any captured vehicle",
	"Type: Boat (tracked vehicle)":           "a boat",
	"Movement Type: Whl/Trck":                "two movement types",
	"Tow: 0-":                                "",
	"Range: On Foot 24\" Mounted 6\"":        "two ranges, a cavalry weapon's",
	"Range: -":                               "no range",
	"Pen: 6+":                                "not a penetration",
	"Shots: -":                               "no shots",
}

// TestEveryValue runs each grammar over every distinct value of its
// characteristic in the test data: each is read, or named in unread.
func TestEveryValue(t *testing.T) {
	grammars := map[string]func(string) bool{
		"Damage Value": func(s string) bool { _, _, _, ok := damage(s); return ok },
		"Type": func(s string) bool {
			m, ok := move(s)
			return ok && m != codec.MoveNone
		},
		"Movement Type":   func(s string) bool { _, ok := move(s); return ok },
		"Transport":       func(s string) bool { _, _, ok := transport(s); return ok },
		"Transport Slots": func(s string) bool { _, _, ok := transport(s); return ok },
		"Tow":             func(s string) bool { _, ok := tow(s); return ok },
		"Range":           func(s string) bool { _, ok := weaponRange(s); return ok },
		"Shots":           func(s string) bool { _, ok := shots(s); return ok },
		"Penetration":     func(s string) bool { _, _, ok := pen(s); return ok },
		"Pen":             func(s string) bool { _, _, ok := pen(s); return ok },
	}
	seen := map[string]bool{}
	for _, path := range armies(t) {
		d, err := bs.Load(path, bs.DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		for _, root := range append([]*bs.Node{d.Root, d.System}, d.Linked...) {
			root.Walk(func(n *bs.Node) {
				if n.Name != "profile" || !isVehicleType(n.Get("typeName")) && !isWeaponType(n.Get("typeName")) {
					return
				}
				for _, c := range n.Kids("characteristics", "characteristic") {
					if g := grammars[c.Get("name")]; g != nil {
						seen[c.Get("name")+": "+clean(c.Text)] = g(c.Text)
					}
				}
			})
		}
	}
	var failed []string
	read := 0
	for v, ok := range seen {
		_, known := unread[v]
		switch {
		case ok:
			read++
		case !known:
			failed = append(failed, v)
		}
	}
	sort.Strings(failed)
	for _, v := range failed {
		t.Errorf("%q is neither read nor listed in unread", v)
	}
	t.Logf("%d distinct values: %d read, %d listed as unread", len(seen), read, len(seen)-read)
	if read < 150 {
		t.Errorf("%d distinct values read; the data has hundreds", read)
	}
}

// TestWeaponName: a weapon's name shortened to a card's 40 runes keeps
// what the weapon is: a clause after it goes first, then the words before
// it, and no word is cut where whole words fit.
func TestWeaponName(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Casement-Mounted Forward Facing Heavy Howitzer", "Forward Facing Heavy Howitzer"},
		{"Platform-mounted Light Autocannon with 360 defree arc of fire", "Platform-mounted Light Autocannon"},
		{"Hull-mounted medium anti-tank gun covering front and right arcs", "Hull-mounted medium anti-tank gun"},
		{"Turret-mounted heavy AT gun", "Turret-mounted heavy AT gun"},
		{"Casement-mounted forward facing super heavy AT gun", "Forward facing super heavy AT gun"},
		{"Superheavyexperimentalrailwaygunwithnospacesatall", "Superheavyexperimentalrailwaygunwithnos…"},
		{"Flamethrower   (                                              )", "Flamethrower"},
		{"  (a parenthesis, long enough to be cut by the card)", fit("  (a parenthesis, long enough to be cut by the card)", 40)},
		{"Ölkanone mit Rohr WITH A VERY LONG NAME INDEED AND MORE", "Ölkanone mit Rohr"},
	} {
		if got := weaponName(tc.in, 40); got != tc.want {
			t.Errorf("weaponName(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestFitAtWord: a name too long for the card's header is cut at a word's
// end where one stands in its second half ("T…" before), or where the cut
// falls; only a word longer than half the room is cut inside.
func TestFitAtWord(t *testing.T) {
	for _, tc := range []struct {
		s    string
		n    int
		want string
	}{
		{"Armoured Railroad Car (Type 91 So-Mo, Type 93 Sum-Ida)", 40, "Armoured Railroad Car (Type 91 So-Mo…"},
		{"Lend-Lease Infantry Tank Mk II Matilda II/IIC", 40, "Lend-Lease Infantry Tank Mk II Matilda…"},
		{"Panzerkampfwagenbefehlswagenausführungsvariante", 20, "Panzerkampfwagenbef…"},
		{"Tiger", 40, "Tiger"},
		{"Sturmgeschütz III Ausf. G with long barrel", 36, "Sturmgeschütz III Ausf. G with long…"}, // the cut falls before a space: "long" was lost
		{"Panzer IV Ausf. H with schurzen plates", 30, "Panzer IV Ausf. H with…"},
	} {
		if got := fit(tc.s, tc.n); got != tc.want {
			t.Errorf("fit(%q, %d) = %q, want %q", tc.s, tc.n, got, tc.want)
		}
	}
}
