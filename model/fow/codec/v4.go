package codec

import (
	"bytes"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// seen is what a version-4 body has written of a unit so far, in order:
// its teams, and every note and weapon line of them, each repeat too.
type seen struct {
	teams   []Team
	notes   []string
	weapons []Weapon
}

// again writes, in a body that writes once what repeats, the number (from
// 1, 0 for none) of the first of earlier that first finds alike x, adds x
// to earlier, and reports whether x was written before: then it is not
// written out again.
func again[T any](w *pack.Writer, earlier *[]T, x T, first func(T) int) bool {
	k := first(x)
	*earlier = append(*earlier, x)
	w.NV(uint32(k))
	return k > 0
}

// note returns the number, from 1, of the first note written so far that
// is n, or 0.
func (sn *seen) note(n string) int {
	for i, x := range sn.notes {
		if x == n {
			return i + 1
		}
	}
	return 0
}

// weapon returns the number, from 1, of the first weapon line written so
// far that is w's (name and values alike), or 0.
func (sn *seen) weapon(w Weapon) int {
	key := weaponKey(w)
	for i, x := range sn.weapons {
		if bytes.Equal(weaponKey(x), key) {
			return i + 1
		}
	}
	return 0
}

// weaponKey is a weapon line as version 1 writes it: two lines are alike
// when their keys are.
func weaponKey(wp Weapon) []byte {
	var w pack.Writer
	writeText(&w, wp.Name)
	writeWeaponValues(&w, wp)
	return w.Bytes()
}

// sameHull returns the index of the first of the earlier teams whose
// armour or save, mobility and Cross are t's, or -1.
func sameHull(t Team, earlier []Team) int {
	for i, e := range earlier {
		if e.Armoured == t.Armoured && e.Front == t.Front && e.Side == t.Side && e.Top == t.Top &&
			e.Save == t.Save && e.Mobility == t.Mobility && e.Cross == t.Cross {
			return i
		}
	}
	return -1
}

// sharedRunes is how many runes a weapon's name starts with of its team's.
func sharedRunes(team, weapon string) int {
	n := 0
	for team != "" && weapon != "" {
		a, la := utf8.DecodeRuneInString(team)
		b, lb := utf8.DecodeRuneInString(weapon)
		if a != b || a == utf8.RuneError {
			break
		}
		team, weapon, n = team[la:], weapon[lb:], n+1
	}
	return n
}

// runesOf returns the first n runes of s.
func runesOf(s string, n int) string {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		_, l := utf8.DecodeRuneInString(s[i:])
		i += l
	}
	return s[:i]
}

// readNote reads a team's note: in version 4, a note written before by
// its number, or a new one.
func (l body) readNote(r *pack.Reader, field string, sn *seen) string {
	if !l.repeats {
		return readText(r, field)
	}
	var n string
	if k := int(r.NV(field+" as the unit's note", 0, uint32(len(sn.notes)))); k > 0 {
		n = sn.notes[k-1]
		if sn.note(n) != k {
			r.Fail(pack.Malformed("%s: as the unit's note %d, which its note %d is first", field, k, sn.note(n)))
		}
	} else {
		n = readText(r, field)
		if r.Err() == nil && sn.note(n) != 0 {
			r.Fail(pack.Malformed("%s: written again as the unit's note %d", field, sn.note(n)))
		}
	}
	sn.notes = append(sn.notes, n)
	return n
}
