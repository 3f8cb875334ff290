package site

import (
	"math/rand"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// profileCodes returns the codes of n crewgen crews, each given a random
// vehicle profile (body version 2): texts full of phrases, raised or not,
// others with escapes and other scripts, some too long for the card.
func profileCodes(t *testing.T, n int, seed int64) []string {
	t.Helper()
	r := rand.New(rand.NewSource(seed))
	texts := []string{"", "Turret-mounted heavy AT gun", "Coaxial MMG", "Forward facing hull mounted MMG", "turret mounted Light AT Gun",
		`HE (2")`, "Team", "Fixed", "Recce", "Open-topped", "Slow Load", "Pintle-mounted MMG (360°)", "Т-34 пушка", "Flak, Front Arc",
		"Hull-mounted medium anti-tank gun covering front", strings.Repeat("MMG ", 12), "Ampulomet"}
	pick := func() string { return texts[r.Intn(len(texts))] }
	files, err := gen.Crews(n, seed)
	if err != nil {
		t.Fatal(err)
	}
	var codes []string
	for i, src := range files {
		crew, errs := crewexp.Check("crew.toml", src)
		if errs.Err() != nil {
			t.Fatalf("crewgen crew %d: %v", i, errs)
		}
		c := crew.Saved()
		p := &codec.Profile{Damage: uint8(6 + r.Intn(6)), Class: pick(), Move: uint8(r.Intn(4)), SoftSkin: r.Intn(3) == 0, Transport: uint8(r.Intn(13)),
			Tow: [3]uint8{uint8(r.Intn(6)), uint8(r.Intn(6)), uint8(r.Intn(6))}}
		for range r.Intn(3) {
			if s := pick(); s != "" {
				p.Rules = append(p.Rules, s)
			}
		}
		for range r.Intn(4) {
			w := codec.Weapon{Name: pick(), Count: uint8(1 + r.Intn(3)), Range: codec.Range{Max: uint8(6 + 6*r.Intn(12))},
				Shots: codec.Shots{N: uint8(1 + r.Intn(5))}, Pen: uint8(r.Intn(9))}
			if r.Intn(4) == 0 {
				w.Range.Min, w.Range.AltMin, w.Range.AltMax = 0, 12, w.Range.Max+12
				w.Shots = codec.Shots{N: uint8(r.Intn(2)), Die: []uint8{2, 3, 6}[r.Intn(3)], Plus: uint8(r.Intn(3))}
			}
			if s := pick(); s != "" {
				w.Rules = append(w.Rules, s)
			}
			p.Weapons = append(p.Weapons, w)
		}
		c.Profile = p
		if text, err := codec.EncodeText(c); err == nil {
			codes = append(codes, text)
		}
	}
	return codes
}

// TestBrowserDecodesProfiles decodes crews with vehicle profiles in the
// page, and every prefix and one-character change of some: the page gives
// decode's file and show --json's JSON, or decode's message.
func TestBrowserDecodesProfiles(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/")
	codes := profileCodes(t, 300, 4)
	for _, code := range codes[:4] {
		for n := range len(code) {
			codes = append(codes, code[:n])
		}
		for i := 2; i < len(code); i += 3 {
			codes = append(codes, code[:i]+"7"+code[i+1:])
		}
	}
	// Every bit of some bodies flipped, under a checksum that holds: values
	// the reader takes but the codec's check refuses (a range of 0, shots
	// of none) among them.
	for _, code := range codes[:6] {
		_, payload, err := saved.Parse(code)
		if err != nil {
			t.Fatal(err)
		}
		raw := payload[:len(payload)-4]
		for i := 3 * 8; i < len(raw)*8; i++ {
			b := append([]byte(nil), raw...)
			b[i/8] ^= 0x80 >> (i % 8)
			codes = append(codes, saved.Text(sealRaw(b)))
		}
	}
	got := decodeAll(t, ctx, codes)
	read, bad, checked := 0, 0, 0
	for i, code := range codes {
		file, msg := goDecode(code)
		if strings.Contains(msg, ": weapon ") && (strings.Contains(msg, "range") || strings.Contains(msg, "shots without")) {
			checked++ // refused by the codec's check of a weapon, after the reader took it
		}
		g := got[i]
		ok := str(g.File) == orNull(file) && str(g.Error) == orNull(msg)
		if ok && file != "" {
			read++
			_, payload, _ := saved.Parse(code)
			ok = str(g.JSON) == goShow(t, file) && str(g.ShortCode) == saved.ShortCode(payload)
		}
		if ok {
			continue
		}
		t.Errorf("%s:\npage:   file %q\n        error %q\n        json %q\ndecode: file %q\n        error %q", code, str(g.File), str(g.Error), str(g.JSON), file, msg)
		if bad++; bad > 5 {
			t.Fatal("more than 5 codes differ; stopping")
		}
	}
	t.Logf("%d of %d codes read alike in the page and by decode; the rest refused alike", read, len(codes))
	if checked == 0 {
		t.Error("no code was refused by the check of a weapon's range or shots; the test wants some")
	}
	t.Logf("%d refused by the check of a weapon's range or shots", checked)
	if read < 100 {
		t.Errorf("only %d profiled crews read; the test wants most of them to", read)
	}
}

// TestBrowserShowsProfile opens a sample with a vehicle profile: the
// card's back on the page begins with its Damage Value and weapons, as
// the printed back does, and its header gives the Damage Value.
func TestBrowserShowsProfile(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/#"+sampleCode(t, "bolt-action-panzer-iv.toml"))
	back := shown(t, ctx, "back-text")
	for _, want := range []string{"Damage Value9+ (medium tank) · tracked.", "Special rulesArmoured Skirts.",
		`Turret-mounted heavy AT gun72" · 1 shot · Pen +6 · HE (2").`, `Coaxial MMG36" · 5 shots · no Pen.`} {
		if !strings.Contains(back, want) {
			t.Errorf("the page's back says %q, want %q in it", back, want)
		}
	}
	if !strings.HasPrefix(back, "Damage Value") {
		t.Errorf("the page's back begins %.40q, want the Damage Value first", back)
	}
	if got := eval[string](t, ctx, `document.querySelector('[data-field="kind_label"]').textContent`); got != "Tank · DV 9+" {
		t.Errorf("the page's kind says %q, want %q", got, "Tank · DV 9+")
	}
}
