package site

import (
	"errors"
	"io/fs"
	"maps"
	"math/rand"
	"os"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/crewcard/crewcard/cmd/internal/system/fowcards/bsdata"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/fow"
	fcodec "github.com/crewcard/crewcard/model/fow/codec"
	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/model/saved/pack"
)

// fowAmerica is the catalogue of the Fortress Europe Armoured Rifle
// Platoon, whose payload is longer than a card's back prints in versions 1
// to 3.
const fowAmerica = fowData + "LW - Fortress Europe_America.cat"

// bigUnits returns units that Encode writes as body version 4, their
// payload in versions 1 to 3 longer than a card's back prints: each sample
// grown to eight teams with its own teams again, some renamed (in other
// scripts, their weapons' names sharing more or less of the team's), some
// of another hull, with notes and weapon lines that repeat and some that
// do not.
func bigUnits(t *testing.T, seed int64) []fcodec.Unit {
	t.Helper()
	r := rand.New(rand.NewSource(seed))
	prefixes := []string{"Zug ", "Ærø ", "Тигр ", "Ελλάς ", "M3 half-track ", ""}
	notes := []string{"Observer", "Assault 5+", "Heavy Weapon", "Slow Firing", "Hält (50%) \"gut\""}
	var out []fcodec.Unit
	for _, base := range unitStates(t) {
		for range 6 {
			u := base
			u.Teams = nil
			for _, tm := range base.Teams {
				u.Teams = append(u.Teams, copyTeam(tm))
			}
			for len(u.Teams) < fcodec.MaxTeams {
				tm := copyTeam(u.Teams[r.Intn(len(u.Teams))])
				tm.Leader = 0 // a unit has one leader
				switch name := tm.Name; r.Intn(3) {
				case 0:
					name = prefixes[r.Intn(len(prefixes))] + name
					fallthrough
				case 1:
					if name += " 2"; utf8.RuneCountInString(name) <= 32 { // as long as a card prints
						tm.Name = name
					}
				}
				if r.Intn(3) == 0 { // another hull
					tm.Mobility[0] = uint8(1 + r.Intn(30))
				}
				if len(tm.Notes) < fcodec.MaxNotes && r.Intn(2) == 0 {
					tm.Notes = append(tm.Notes, notes[r.Intn(len(notes))])
				}
				for i := range tm.Weapons {
					switch r.Intn(4) {
					case 0: // named from the team
						rs := []rune(tm.Name)
						tm.Weapons[i].Name = string(rs[:len(rs)/2]) + "gun"
					case 1: // another line of the same name
						tm.Weapons[i].Range = uint8(1 + r.Intn(60))
					}
				}
				u.Teams = append(u.Teams, tm)
			}
			all := u.Teams
			for n := len(all); n > len(base.Teams); n-- {
				u.Teams = all[:n]
				if b, err := fcodec.Encode(u); err == nil && b[2] == 4 {
					out = append(out, u)
					break
				}
			}
		}
	}
	return out
}

// copyTeam returns a team whose notes and weapons are its own.
func copyTeam(tm fcodec.Team) fcodec.Team {
	tm.Notes = append([]string(nil), tm.Notes...)
	tm.Weapons = append([]fcodec.Weapon(nil), tm.Weapons...)
	return tm
}

// importedV4 returns the units of the Fortress Europe American catalogue,
// every size, that Encode writes as body version 4, by name.
func importedV4(t *testing.T) map[string]fcodec.Unit {
	t.Helper()
	if _, err := os.Stat(fowAmerica); errors.Is(err, fs.ErrNotExist) {
		needs.Missing(t, "test data not present: %v", err)
	}
	c, err := bsdata.Load(fowAmerica, bsdata.DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]fcodec.Unit{}
	for _, u := range c.Units {
		for i, s := range u.Sizes {
			im := c.UnitFile(u, i)
			got, errs := fow.Check(u.Name, im.File)
			if errs.Err() != nil {
				continue // what the import cannot make a card of
			}
			if b, err := fcodec.Encode(got.Saved()); err == nil && b[2] == 4 {
				out[u.Name+", "+s.Name] = got.Saved()
			}
		}
	}
	return out
}

// flipped returns the payload b with each bit of its body flipped in turn,
// every step'th bit, each sealed again: bodies mostly malformed.
func flipped(b []byte, step int) []string {
	body := b[3 : len(b)-4]
	var out []string
	for i := 0; i < 8*len(body); i += step {
		m := append([]byte(nil), b[:len(b)-4]...)
		m[3+i/8] ^= 0x80 >> (i % 8)
		out = append(out, saved.Text(sealRaw(m)))
	}
	return out
}

// TestBrowserDecodesVersion4 decodes units of body version 4 in the page:
// units grown from the samples and the Fortress Europe units that need it
// give decode's unit file; every bit of two of them flipped, and each cut
// short, decode's file or message; a version-4 body written by hand with a
// repeat written wrong, or of a unit an older version carries, decode's
// message. Codes whose unit breaks the unit rules are counted, not
// compared (the page does not check them).
func TestBrowserDecodesVersion4(t *testing.T) {
	ctx := newTab(t)
	units := bigUnits(t, 11)
	var codes []string
	names := map[string]string{}
	for i, u := range units {
		b, err := fcodec.Encode(u)
		if err != nil {
			t.Fatal(err)
		}
		code := saved.Text(b)
		codes = append(codes, code, code[:len(code)/2])
		if i < 2 {
			codes = append(codes, flipped(b, 1)...)
		}
	}
	if _, err := os.Stat(fowAmerica); err == nil || os.Getenv("CI") == "true" {
		for name, u := range importedV4(t) {
			b, err := fcodec.Encode(u)
			if err != nil {
				t.Fatal(err)
			}
			names[saved.Text(b)] = name
			codes = append(codes, saved.Text(b))
		}
		if !strings.Contains(strings.Join(slices.Collect(maps.Values(names)), "\n"), "Armoured Rifle Platoon, ") {
			t.Errorf("no Armoured Rifle Platoon of %s is written as body version 4, of %d units that are: %q", fowAmerica, len(names), slices.Collect(maps.Values(names)))
		}
	}
	hand := malformedV4()
	for _, c := range hand {
		codes = append(codes, c.code)
	}

	open(t, ctx, "/")
	got := decodeAll(t, ctx, codes)
	want := map[string]string{}
	for _, c := range hand {
		want[c.code] = c.want
	}
	files, refused, rules, bad := 0, 0, 0, 0
	for i, code := range codes {
		file, msg := goDecode(code)
		if w, ok := want[code]; ok && !strings.Contains(msg, w) {
			t.Errorf("decode refuses a hand-written body with %q, want it to say %q", msg, w)
		}
		if name, ok := names[code]; ok && file == "" {
			t.Errorf("%s: decode refuses it: %s", name, msg)
		}
		switch {
		case strings.HasPrefix(msg, "the code decodes, but"):
			rules++
			continue
		case file != "":
			files++
		default:
			refused++
		}
		g := got[i]
		if str(g.File) == orNull(file) && str(g.Error) == orNull(msg) {
			continue
		}
		t.Errorf("%s %s:\npage:   file %q\n        error %q\ndecode: file %q\n        error %q", names[code], code, str(g.File), str(g.Error), file, msg)
		if bad++; bad > 5 {
			t.Fatal("more than 5 codes differ; stopping")
		}
	}
	t.Logf("%d version-4 codes (%d units grown from the samples, %d imported, %d written by hand): %d decoded to decode's file, %d refused with decode's message, %d break the unit rules (not compared)",
		len(codes), len(units), len(names), len(hand), files, refused, rules)
	if len(units) < 20 || files < 40 || refused < 200 {
		t.Errorf("%d units grown, %d files and %d refusals compared; the test wants more", len(units), files, refused)
	}
}

// handCode is a version-4 payload written by hand, and what decode's
// message says of it.
type handCode struct{ code, want string }

// malformedV4 returns version-4 bodies written by hand, each with a repeat
// written wrong, or written right of a unit that an older version carries.
// Their text is of bytes the codec's alphabet lacks, which it writes raw.
func malformedV4() []handCode {
	ref := func(k uint32) v4Part { return func(w *pack.Writer) { w.NV(k) } }
	asTeam := func(k uint32) v4Part { return func(w *pack.Writer) { w.Bool(true); w.NV(k) } }
	none := []v4Part{notesV4(), weaponsV4()}
	team := teamV4(fcodec.TypeInfantry)
	cases := []struct {
		want  string
		teams []v4Part
	}{
		{"team 1: the first team's hull as an earlier team's", []v4Part{team("Т", asTeam(0), none...)}},
		{"team 2 hull as team 1 out of range 0..0", []v4Part{team("Т", nil, none...), team("У", asTeam(1), none...)}},
		{"team 2: a hull written again that team 1 has", []v4Part{team("Т", nil, none...), team("У", nil, none...)}},
		{"team 3: hull as team 2, where team 1 has it first", []v4Part{team("Т", nil, none...), team("У", asTeam(0), none...), team("Ф", asTeam(1), none...)}},
		{"team 1 note: written again as the unit's note 1", []v4Part{team("Т", nil, notesV4(noteV4("х"), noteV4("х")), weaponsV4())}},
		{"team 1 note: as the unit's note 2, which its note 1 is first", []v4Part{team("Т", nil, notesV4(noteV4("х"), ref(1), ref(2)), weaponsV4())}},
		{"team 1 note as the unit's note 2 out of range 0..1", []v4Part{team("Т", nil, notesV4(noteV4("х"), ref(2)), weaponsV4())}},
		{"team 2 note: written again as the unit's note 1", []v4Part{team("Т", nil, notesV4(noteV4("х")), weaponsV4()), team("У", hull(4), notesV4(noteV4("х")), weaponsV4())}},
		{"team 1 weapon 2: written again as the unit's weapon 1", []v4Part{team("Т", nil, notesV4(), weaponsV4(weaponV4(0, "г"), weaponV4(0, "г")))}},
		{"team 1 weapon 3: as the unit's weapon 2, which its weapon 1 is first", []v4Part{team("Т", nil, notesV4(), weaponsV4(weaponV4(0, "г"), ref(1), ref(2)))}},
		{"team 1 weapon 2 as the unit's weapon 2 out of range 0..1", []v4Part{team("Т", nil, notesV4(), weaponsV4(weaponV4(0, "г"), ref(2)))}},
		{"team 1 weapon 1 name: 2 runes from the team's name, where it shares 4", []v4Part{team("Тигр", nil, notesV4(), weaponsV4(weaponV4(2, "гр")))}},
		{"team 1 weapon 1 name from the team's 5 out of range 0..4", []v4Part{team("Тигр", nil, notesV4(), weaponsV4(weaponV4(5, "")))}},
		{"team 1 weapon 1 name: 3 runes from the team's name, where it shares 1", []v4Part{team("Т\ufffdр", nil, notesV4(), weaponsV4(weaponV4(3, "")))}},
		{"team 1 weapon 1 name: 1 runes from the team's name, where it shares 2", []v4Part{team("😀Тигр", nil, notesV4(), weaponsV4(weaponV4(1, "Т")))}},
		// written right, the units are small: a version-4 body may not carry them
		{"a version-4 body of a unit that version 1 carries", []v4Part{team("Тигр", nil, notesV4(noteV4("х"), ref(1)), weaponsV4(weaponV4(4, "ёк"), ref(1)))}},
		{"a version-4 body of a unit that version 1 carries", []v4Part{team("Т\ufffdр", nil, notesV4(), weaponsV4(weaponV4(1, "\ufffdр"))), team("😀Тигр", hull(4), notesV4(), weaponsV4(weaponV4(2, "ё")))}},
		{"a version-4 body of a unit that version 1 carries", []v4Part{team("Т", nil, none...), team("У", asTeam(0), notesV4(), weaponsV4(weaponV4(0, "г"))), team("Ф", hull(5), none...)}},
		{"a version-4 body of a unit that version 2 carries", []v4Part{teamV4(fcodec.TypeAircraft)("Т", hull(0), none...)}},
		{"a version-4 body of a unit that version 3 carries", []v4Part{teamV4(fcodec.TypeAircraft)("Т", hull(3), none...)}},
	}
	var out []handCode
	for _, c := range cases {
		var w pack.Writer
		w.NV(1)                           // ruleset
		w.Bits(0, 2)                      // role
		w.Bits(4<<6|4<<3|4, 9)            // motivation, skill, is hit on
		w.Bits(0, fcodec.NumTests)        // no task ratings
		w.NV(0)                           // points
		rawText(&w, "А")                  // name
		rawText(&w, "Б")                  // nation
		w.NV(0)                           // keywords
		w.Bits(uint32(len(c.teams)-1), 3) // teams
		for _, tm := range c.teams {
			tm(&w)
		}
		b := saved.Seal(saved.Sealed{System: saved.FowV4, Version: 4, Body: w.Bytes()})
		out = append(out, handCode{saved.Text(b), c.want})
	}
	return out
}

// v4Part writes a part of a hand-written version-4 body.
type v4Part func(w *pack.Writer)

// rawText writes text of bytes outside the codec's alphabet, which it
// writes raw: a clear bit, the length, the bytes.
func rawText(w *pack.Writer, s string) {
	for i := range len(s) {
		if s[i] < utf8.RuneSelf {
			panic("rawText of " + s)
		}
	}
	w.Bool(false)
	w.NV(uint32(len(s)))
	for i := range len(s) {
		w.Bits(uint32(s[i]), 8)
	}
}

// hull writes a team's hull in full, not as an earlier team's: unarmoured,
// the save, no moves, Cross 0.
func hull(save uint32) v4Part {
	return func(w *pack.Writer) {
		w.Bool(false) // not as an earlier team
		w.Bool(false) // not armoured
		w.Bits(save, 3)
		for range 4 {
			w.NV(0)
		}
		w.Bits(0, 3)
	}
}

// teamV4 returns a writer of a team of the type, one strong: its name, its
// hull (nil for a save of 3), no keywords, then its notes and weapons.
func teamV4(typ uint32) func(name string, h v4Part, parts ...v4Part) v4Part {
	return func(name string, h v4Part, parts ...v4Part) v4Part {
		return func(w *pack.Writer) {
			rawText(w, name)
			w.Bits(typ, 3)
			w.NV(1)
			w.NV(0)
			if h == nil {
				h = hull(3)
			}
			h(w)
			w.NV(0) // keywords
			for _, p := range parts {
				p(w)
			}
		}
	}
}

// notesV4 writes a count of notes and then each.
func notesV4(notes ...v4Part) v4Part {
	return func(w *pack.Writer) {
		w.NV(uint32(len(notes)))
		for _, n := range notes {
			n(w)
		}
	}
}

// noteV4 writes a new note.
func noteV4(s string) v4Part { return func(w *pack.Writer) { w.NV(0); rawText(w, s) } }

// weaponsV4 writes a count of weapons and then each.
func weaponsV4(ws ...v4Part) v4Part {
	return func(w *pack.Writer) {
		w.Bits(uint32(len(ws)), 3)
		for _, x := range ws {
			x(w)
		}
	}
}

// weaponV4 writes a new weapon line: the runes its name shares with its
// team's, the rest of its name, a range of 1", ROF 1 and 1, anti-tank 1,
// firepower 6, no keywords, no bombardment.
func weaponV4(shared uint32, rest string) v4Part {
	return func(w *pack.Writer) {
		w.NV(0)
		w.NV(shared)
		rawText(w, rest)
		w.NV(0) // mount
		w.NV(1) // range
		w.NV(2) // halted ROF 1
		w.NV(2) // moving ROF 1
		w.NV(1) // anti-tank
		w.Bits(6, 3)
		w.NV(0)       // keywords
		w.Bool(false) // no bombardment
	}
}
