package codec

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/crewcard/crewcard/model/saved/pack"
)

// phrases are the words that a vehicle profile's texts repeat, each
// written in 14 bits where its letters take 6 bits each: weapon mounts and
// classes, and the special rules of weapons and vehicles. A phrase whose
// first letter is lower case also stands for itself with that letter in
// upper case. The list is part of the version-2 payload: append only (up
// to 128 phrases, the 7-bit index's), never reorder, never change an entry.
var phrases = [...]string{
	"turret-mounted ", "turret mounted ", "hull-mounted ", "hull mounted ", "forward-facing ", "forward facing ",
	"pintle-mounted ", "pintle mounted ", "coaxial ", "co-axial ", "casemate-mounted ", "rear-facing ",
	"light ", "medium ", "heavy ", "super-heavy ", "AT gun", "AT Gun", "anti-tank gun", "howitzer",
	"automatic cannon", "MMG", "HMG", "LMG", "flamethrower", "team", "fixed",
	`HE (1")`, `HE (2")`, `HE (3")`, `HE (4")`, "indirect fire", "indirect Fire", "shaped charge", "shaped Charge",
	"one-shot", "flak", "assault", "front arc", "front Arc", "arc of fire", "open-topped", "open-Topped",
	"recce", "armoured all round", "armoured All Round", "command vehicle", "command Vehicle", "slow load", "slow",
	"amphibious", "multiple launcher", "multiple Launcher", "improved HE", "gun shield", "gun Shield", "mortar",
	"anti-tank rifle", "AT rifle", "AT Rifle", "rear arc", "rear Arc", ", ", "mounted ",
}

// A token of profile text: an alphabet symbol, an escaped byte, or a
// phrase (Index) with its first letter raised (Upper).
type token struct {
	Kind  uint8 // tokSymbol, tokByte or tokPhrase
	Value uint8 // the symbol, the byte or the phrase's index
	Upper bool
}

const (
	tokSymbol = iota
	tokByte
	tokPhrase

	phraseBits = 7 // room for 128 phrases: the list may grow within version 2
)

// tokens are the one encoding of s: at each byte the longest phrase that
// matches, else the byte's symbol, else the byte escaped.
func tokens(s string) []token {
	var out []token
	for i := 0; i < len(s); {
		best, upper := -1, false
		for p, ph := range phrases {
			if u, ok := matches(s[i:], ph); ok && (best < 0 || len(ph) > len(phrases[best])) {
				best, upper = p, u
			}
		}
		switch x := v1Text.Index(s[i]); {
		case best >= 0:
			out = append(out, token{tokPhrase, uint8(best), upper})
			i += len(phrases[best])
		case x != pack.Escape:
			out = append(out, token{Kind: tokSymbol, Value: x})
			i++
		default:
			out = append(out, token{Kind: tokByte, Value: s[i]})
			i++
		}
	}
	return out
}

// matches reports whether s begins with the phrase ph, and whether its
// first letter, lower case in ph, is upper case in s.
func matches(s, ph string) (upper, ok bool) {
	if !strings.HasPrefix(s[min(1, len(s)):], ph[1:]) || len(s) < len(ph) {
		return false, false
	}
	switch c := ph[0]; {
	case s[0] == c:
		return false, true
	case c >= 'a' && c <= 'z' && s[0] == c-'a'+'A':
		return true, true
	}
	return false, false
}

func (t token) text() string {
	switch t.Kind {
	case tokSymbol:
		return v1Alphabet[t.Value : t.Value+1]
	case tokByte:
		return string([]byte{t.Value})
	}
	p := phrases[t.Value]
	if t.Upper {
		p = string(p[0]-'a'+'A') + p[1:]
	}
	return p
}

// writeProfileText writes a profile's text: its length in bytes as an nv,
// then its tokens, a symbol in 6 bits, an escape (63) followed by 0 and a
// byte in 8 bits, or an escape followed by 1, a phrase's index in 7 bits
// and its upper-case bit.
func writeProfileText(w *pack.Writer, s string) {
	w.NV(uint32(len(s)))
	for _, t := range tokens(s) {
		switch t.Kind {
		case tokSymbol:
			w.Bits(uint32(t.Value), 6)
		case tokByte:
			w.Bits(pack.Escape, 6)
			w.Bool(false)
			w.Bits(uint32(t.Value), 8)
		default:
			w.Bits(pack.Escape, 6)
			w.Bool(true)
			w.Bits(uint32(t.Value), phraseBits)
			w.Bool(t.Upper)
		}
	}
}

// readProfileText reads a text that writeProfileText wrote, and nothing
// else.
func readProfileText(r *pack.Reader, field string, maxRunes int) string {
	n := int(r.NV(field+" length", 0, uint32(4*maxRunes)))
	var b strings.Builder
	var got []token
	for b.Len() < n && r.Err() == nil {
		t := token{Kind: tokSymbol, Value: uint8(r.Bits(6))}
		if t.Value == pack.Escape {
			if r.Bits(1) == 0 {
				t = token{Kind: tokByte, Value: uint8(r.Bits(8))}
			} else {
				t = token{Kind: tokPhrase, Value: uint8(r.In(field+" phrase", phraseBits, 0, uint32(len(phrases)-1))), Upper: r.Bits(1) == 1}
				if r.Err() == nil && t.Upper && !(phrases[t.Value][0] >= 'a' && phrases[t.Value][0] <= 'z') {
					r.Fail(pack.Malformed("%s: phrase %d raised, but it begins with no small letter", field, t.Value))
				}
			}
		}
		if r.Err() != nil {
			return ""
		}
		got = append(got, t)
		b.WriteString(t.text())
	}
	s := b.String()
	switch {
	case r.Err() != nil:
		return ""
	case len(s) != n:
		r.Fail(pack.Malformed("%s: text runs past its length", field))
	case !utf8.ValidString(s):
		r.Fail(pack.Malformed("%s: invalid UTF-8", field))
	case pack.CheckText(field, s, maxRunes) != "":
		r.Fail(pack.Malformed("%s", pack.CheckText(field, s, maxRunes)))
	case !slices.Equal(got, tokens(s)):
		r.Fail(pack.Malformed("%s: text not in its one form", field))
	}
	return s
}

// PhraseBits is the width of a phrase's index, for the viewer's port.
const PhraseBits = phraseBits

// Phrases returns the phrase list, in index order, for the viewer's port
// of this codec.
func Phrases() []string { return phrases[:] }
