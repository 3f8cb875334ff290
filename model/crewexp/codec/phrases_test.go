package codec

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// TestPhrases holds the phrase list to what a 6-bit index addresses, and
// round-trips texts through the profile text's one encoding.
func TestPhrases(t *testing.T) {
	if len(phrases) > 1<<phraseBits {
		t.Fatalf("%d phrases, more than a %d-bit index addresses", len(phrases), phraseBits)
	}
	seen := map[string]bool{}
	for _, p := range phrases {
		if seen[p] || len(p) < 2 {
			t.Errorf("phrase %q is repeated or too short", p)
		}
		seen[p] = true
	}
	for _, s := range []string{"", "Turret-mounted heavy AT gun", "Forward facing hull mounted MMG", `HE (2")`, "Team, Fixed, HE (1\"), Indirect Fire", "Т-34/85 Flak", "slowly", "Co-axial MMGs"} {
		var w pack.Writer
		writeProfileText(&w, s)
		r := pack.NewReader(w.Bytes())
		if got := readProfileText(r, "text", 64); got != s || r.Err() != nil {
			t.Errorf("%q: read back %q, %v", s, got, r.Err())
		}
	}
	var long, short pack.Writer
	writeTextV1(&long, "Turret-mounted heavy AT gun")
	writeProfileText(&short, "Turret-mounted heavy AT gun")
	if 3*len(short.Bytes()) > len(long.Bytes()) {
		t.Errorf("profile text takes %d bytes, version-1 text %d: phrases save too little", len(short.Bytes()), len(long.Bytes()))
	}
	if strings.Contains(tokens("slowly")[0].text(), "slow") == false {
		t.Errorf("\"slowly\" should begin with the phrase \"slow\"")
	}
}

// TestProfileTextOneForm refuses a text spelled out where a phrase stands.
func TestProfileTextOneForm(t *testing.T) {
	var w pack.Writer
	w.NV(3)
	for _, c := range "MMG" {
		w.Bits(uint32(v1Text.Index(byte(c))), 6)
	}
	r := pack.NewReader(w.Bytes())
	readProfileText(r, "text", 64)
	if r.Err() == nil || !strings.Contains(r.Err().Error(), "one form") {
		t.Errorf("spelled-out MMG: error %v, want one form", r.Err())
	}
}
