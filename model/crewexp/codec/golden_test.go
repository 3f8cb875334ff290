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
	Members: []Member{{RoleCommander | RoleGunner}, {RoleLoader}, {RoleDriver | RoleRadio}},
	Crewmen: 4, Points: 282, XP: 37,
	Skills:   []Skill{{ID: 1, Basic: true}, {ID: 5}, {ID: 8, Basic: true}, {ID: 12}, {ID: 17, Basic: true}, {ID: 26, Basic: true}, {ID: 30}},
	Upgrades: []uint8{2, 9, 15},
	Games:    12, Kills: 31, XPEarned: 537, Revision: 12,
}

func TestGoldenV1(t *testing.T) {
	b := mustEncode(t, goldenCrew)
	text, err := EncodeText(goldenCrew)
	if err != nil {
		t.Fatal(err)
	}
	got := fmt.Sprintf("# payload v1 of goldenCrew; go test ./model/crewexp/codec -update rewrites it\nhex %x\ntext %s\nshort %s\n",
		b, text, saved.ShortCode(b))
	path := filepath.Join("testdata", "v1.golden")
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
		t.Errorf("v1 payload changed:\n got %s\nwant %s", got, want)
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
	if !reflect.DeepEqual(c, goldenCrew) {
		t.Errorf("Decode(golden) = %+v, want %+v", c, goldenCrew)
	}
}
