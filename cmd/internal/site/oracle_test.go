package site

import (
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	fcodec "github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// The Go side of the browser tests: what crewcard decode and crewcard show
// --json give for a code, computed in-process. TestOracleIsCrewcard holds
// these to the real command.

// maxCodeLen is crewcard decode's bound on its input.
const maxCodeLen = 4096

// goDecode is crewcard decode of in: the file it writes, or its message
// without the "crewcard decode: " before it.
func goDecode(in string) (file, msg string) {
	in = strings.TrimSpace(in)
	if len(in) > maxCodeLen {
		return "", fmt.Sprintf("input is longer than %d characters; a card's code is much shorter", maxCodeLen)
	}
	sealed, _, err := saved.Parse(in)
	if err != nil {
		return "", err.Error()
	}
	src, err := system.File(sealed)
	if err != nil {
		return "", err.Error()
	}
	if _, errs := system.Check("<decoded>", src); errs.Err() != nil {
		msg := "the code decodes, but the file it holds breaks the rules:"
		for _, e := range errs.Errors() {
			msg += "\n" + e.Error()
		}
		return "", msg
	}
	return string(src), ""
}

// goShow is crewcard show --json of a crew file, with the default link base.
func goShow(t *testing.T, src string) string {
	t.Helper()
	doc, errs := system.Check("<decoded>", []byte(src))
	if errs.Err() != nil {
		t.Fatalf("show: %v", errs)
	}
	data, err := system.ShowJSON(doc, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.MarshalIndent(data, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	return string(b) + "\n"
}

// crewCodes returns the codes of n crews from crewgen, seed 1.
func crewCodes(t *testing.T, n int) []string {
	t.Helper()
	files, err := gen.Crews(n, 1)
	if err != nil {
		t.Fatal(err)
	}
	codes := make([]string, len(files))
	for i, src := range files {
		c, errs := crewexp.Check(fmt.Sprintf("crew-%d.toml", i), src)
		if errs.Err() != nil || c == nil {
			t.Fatalf("crewgen crew %d: %v", i, errs)
		}
		if codes[i], err = codec.EncodeText(c.Saved()); err != nil {
			t.Fatalf("crewgen crew %d: %v", i, err)
		}
	}
	return codes
}

// randomCodes returns the codes of n crew states that the codec carries
// but that often break the rules: names empty, blank, invisible, long or
// beyond the card font, roles a kind lacks or held twice, too few or many
// crewmen, basics on a crew that is not legendary, XP that does not add up,
// upgrades above the level or inside a Multi-Purpose Box, payloads too long,
// members' names of every such sort.
func randomCodes(t *testing.T, n int, seed int64) []string {
	t.Helper()
	r := rand.New(rand.NewSource(seed))
	names := []string{"", "   ", "\u3000", "Fury", "Mort-Homme (2ème DB)", "Экипаж Колобанова", "tank 😀", strings.Repeat("Ab", 21), strings.Repeat("Ж", 64), `"Q" \ x`, "Łódź & <b>",
		"虎 Tiger", "Fury\u200b", "x\ue000", "\ufffe!", "دبابة", "a\u2028b", "Wilk\u00a0II", "№ 7 ∞", "Ǆ ǅ ǆ", strings.Repeat("Ω虎", 31),
		"\u200b", "\u00ad", "\u2060\ufeff", "\u0301"} // a BOM not first: the page's TextDecoder drops a leading one
	pick := func() string { return names[r.Intn(len(names))] }
	small := func(max int) uint16 { return uint16(r.Intn(max + 1)) }
	files, err := gen.Crews(n/2, seed)
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for i, src := range files {
		crew, _ := crewexp.Check("crew.toml", src)
		c := crew.Saved()
		mutations[i%len(mutations)](&c, r, pick)
		if text, err := codec.EncodeText(c); err == nil {
			codes = append(codes, text)
		}
	}
	for len(codes) < n {
		c := codec.Crew{Ruleset: uint8(1 + r.Intn(3)), Name: pick(), Vehicle: pick(), Nation: pick(),
			Kind: uint8(r.Intn(4)), Start: uint8(r.Intn(3)), Crewmen: uint8(r.Intn(16)),
			Points: small(10050), XP: small(120), Games: small(20), Kills: small(3), Revision: small(30)}
		c.XPEarned = c.XP + 30*small(8)
		if r.Intn(4) == 0 {
			c.XPEarned = small(300)
		}
		for range r.Intn(6) {
			c.Members = append(c.Members, codec.Member{Roles: uint8(1 + r.Intn(31))})
		}
		if r.Intn(3) == 0 {
			c.Members = nil
		}
		if r.Intn(3) == 0 { // names of every sort, on some members: body version 3
			for i := range c.Members {
				if r.Intn(3) > 0 {
					c.Members[i].Name = pick()
				}
			}
		}
		for id := uint8(1); id <= codec.MaxSkill; id++ {
			if r.Intn(4) == 0 {
				c.Skills = append(c.Skills, codec.Skill{ID: id, Basic: r.Intn(5) == 0})
			}
		}
		for id := uint8(1); id <= codec.MaxUpgrade; id++ {
			if r.Intn(8) == 0 {
				c.Upgrades = append(c.Upgrades, id)
			}
		}
		text, err := codec.EncodeText(c)
		if err != nil {
			continue // a state the codec cannot carry
		}
		codes = append(codes, text)
	}
	return codes
}

// mutations change one thing of a legal crew state; some keep it legal.
var mutations = []func(c *codec.Crew, r *rand.Rand, name func() string){
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Revision = uint16(r.Intn(100)) },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Name = name() },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Vehicle = name() },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.XP += 30; c.XPEarned += 30 },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.XP += uint16(r.Intn(40)) },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Kind = uint8(r.Intn(4)) },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Start = uint8(r.Intn(3)) },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Points = uint16(r.Intn(10010)) },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Crewmen = uint8(r.Intn(16)) },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Kills = uint16(r.Intn(3)) },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Games = uint16(r.Intn(50)) },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Members = c.Members[:len(c.Members)/2] },
	func(c *codec.Crew, r *rand.Rand, name func() string) {
		c.Members = append(c.Members, codec.Member{Roles: uint8(1 + r.Intn(31))})
	},
	func(c *codec.Crew, r *rand.Rand, name func() string) {
		if len(c.Skills) > 0 {
			c.Skills[r.Intn(len(c.Skills))].Basic = r.Intn(2) == 0
		}
	},
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Upgrades = []uint8{uint8(1 + r.Intn(15)), 4} },
	func(c *codec.Crew, r *rand.Rand, name func() string) { c.Skills = c.Skills[:len(c.Skills)/2] },
	func(c *codec.Crew, r *rand.Rand, name func() string) {
		for i := range c.Members {
			c.Members[i].Name = name()
		}
	},
}

// TestOracleIsCrewcard runs the real crewcard decode on a few inputs of
// each kind and holds goDecode to its output.
func TestOracleIsCrewcard(t *testing.T) {
	needs.Long(t, "builds crewcard and runs it on every kind of code")
	bin := filepath.Join(t.TempDir(), "crewcard")
	if out, err := exec.Command("go", "build", "-o", bin, "../../crewcard").CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	good := crewCodes(t, 3)
	inputs := append(good, randomCodes(t, 6, 7)...)
	inputs = append(inputs, good[0][:20], "X"+good[1][1:], "https://example.org/C/"+strings.ToLower(good[2])+"/?s=1", "hello")
	big, err := fcodec.Encode(bigUnits(t, 11)[0]) // a unit of body version 4
	if err != nil {
		t.Fatal(err)
	}
	inputs = append(inputs, saved.Text(big), malformedV4()[2].code)
	for _, in := range inputs {
		var stdout, stderr strings.Builder
		cmd := exec.Command(bin, "decode", in)
		cmd.Stdout, cmd.Stderr = &stdout, &stderr
		_ = cmd.Run() // the exit code is the message's; the text is compared
		file, msg := goDecode(in)
		wantErr := ""
		if msg != "" {
			wantErr = "crewcard decode: " + msg + "\n"
		}
		if stdout.String() != file || stderr.String() != wantErr {
			t.Errorf("decode %s:\ncrewcard: %q %q\noracle:   %q %q", in, stdout.String(), stderr.String(), file, wantErr)
		}
		if file == "" {
			continue
		}
		name := filepath.Join(t.TempDir(), "crew.toml")
		if err := os.WriteFile(name, []byte(file), 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(bin, "show", "--json", name).Output()
		if err != nil || string(out) != goShow(t, file) {
			t.Errorf("show --json of the decoded %s: %v\ncrewcard: %s\noracle:   %s", in, err, out, goShow(t, file))
		}
	}
}
