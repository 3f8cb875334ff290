package codec

import (
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// goldenCrew touches every field of a version-1 payload. Never change it:
// testdata/v1.golden pins its bytes so that v1 can never silently change.
var goldenCrew = Crew{
	Ruleset: 1, Name: "Panzerbüchse 2ème", Vehicle: "Т-34/85", Nation: "СССР",
	Kind: KindTank, Start: StartLegendary,
	Members: []Member{{Roles: RoleCommander | RoleGunner}, {Roles: RoleLoader}, {Roles: RoleDriver | RoleRadio}},
	Crewmen: 4, Points: 282, XP: 37,
	Skills:   []Skill{{ID: 1, Basic: true}, {ID: 5}, {ID: 8, Basic: true}, {ID: 12}, {ID: 17, Basic: true}, {ID: 26, Basic: true}, {ID: 30}},
	Upgrades: []uint8{2, 9, 15},
	Games:    12, Kills: 31, XPEarned: 537, Revision: 12,
}

// goldenNamed touches every field of a version-3 payload without a
// profile: member names packed, escaped, raw and empty. Never change it:
// testdata/v3.golden pins its bytes.
var goldenNamed = with(goldenCrew, func(c *Crew) {
	c.Members[0].Name = "Uffz. Brandt"
	c.Members[1].Name = "Серёжа"
	c.Members[2].Name = ""
})

// namedPanzer is the version-3 payload with a profile: panzer with its
// members named. Never change it: testdata/v3-profile.golden pins its bytes.
func namedPanzer() Crew {
	c := panzer()
	c.Members = []Member{{Roles: RoleCommander, Name: "Sgt. Hal Moore"}, {Roles: RoleGunner}, {Roles: RoleLoader, Name: "Pvt. O'Neil"}, {Roles: RoleRadio}, {Roles: RoleDriver, Name: "Cpl. Vance"}}
	return c
}

// TestGolden holds the payload of each body version to the bytes stored
// in testdata, and decodes the stored bytes.
func TestGolden(t *testing.T) {
	for _, g := range []struct {
		file, name string
		version    uint8
		crew       Crew
	}{
		{"v1.golden", "goldenCrew", 1, goldenCrew},
		{"v2.golden", "panzer()", 2, panzer()},
		{"v3.golden", "goldenNamed", 3, goldenNamed},
		{"v3-profile.golden", "namedPanzer()", 3, namedPanzer()},
	} {
		t.Run(g.file, func(t *testing.T) {
			if v, _ := write(g.crew); v != g.version {
				t.Fatalf("%s takes body version %d, want %d", g.name, v, g.version)
			}
			golden(t, g.file, g.name, g.version, g.crew)
		})
	}
}

func golden(t *testing.T, file, name string, version uint8, crew Crew) {
	b := mustEncode(t, crew)
	text, err := EncodeText(crew)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprintf("# payload, crew body v%d, of %s; go test ./model/crewexp/codec -update rewrites it\nhex %x\ntext %s\nshort %s\n",
		version, name, b, text, saved.ShortCode(b))
	if version == 1 { // the header written before there were more versions
		got = strings.Replace(got, "# payload, crew body v1, of goldenCrew", "# payload v1 of goldenCrew", 1)
	}
	path := filepath.Join("testdata", file)
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("%s payload changed:\n got %s\nwant %s", file, got, want)
	}

	// Whatever Encode does today, the stored bytes must decode for ever.
	var stored []byte
	for _, line := range strings.Split(string(want), "\n") {
		if h, ok := strings.CutPrefix(line, "hex "); ok {
			if stored, err = hex.DecodeString(h); err != nil {
				t.Fatal(err)
			}
		}
	}
	c, err := Decode(stored)
	if err != nil {
		t.Fatalf("Decode(golden) error: %v", err)
	}
	if !reflect.DeepEqual(c, crew) {
		t.Errorf("Decode(golden) = %+v, want %+v", c, crew)
	}
}
