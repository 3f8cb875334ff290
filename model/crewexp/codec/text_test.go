package codec

import (
	"errors"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

func TestDecodeTextAccepts(t *testing.T) {
	code, err := EncodeText(typicalCrew)
	if err != nil {
		t.Fatal(err)
	}
	if code != strings.ToUpper(code) || strings.Contains(code, "=") {
		t.Fatalf("EncodeText = %q, want unpadded upper case", code)
	}
	lower := strings.ToLower(code)
	for _, s := range []string{
		code,
		lower,
		"  " + code + "\r\n",
		code + "===",
		saved.DefaultBase + code,
		"https://crewcard.app/c/" + lower,
		"HTTPS://CREWCARD.APP/C/" + code + "/",
		"https://example.org/deep/path/" + code + "?utm_source=qr",
		"https://crewcard.app/#" + code,
		"https://crewcard.app/c/#" + lower + " ",
		"\t" + saved.DefaultBase + code + "\n",
	} {
		got, err := DecodeText(s)
		if err != nil {
			t.Errorf("DecodeText(%q) error: %v", s, err)
			continue
		}
		if !reflect.DeepEqual(got, typicalCrew) {
			t.Errorf("DecodeText(%q) = %+v, want %+v", s, got, typicalCrew)
		}
	}
}

func TestDecodeTextRejects(t *testing.T) {
	code, err := EncodeText(typicalCrew)
	if err != nil {
		t.Fatal(err)
	}
	stray := "" // a code whose last character has bits beyond the payload
	for _, c := range []Crew{typicalCrew, minimalCrew, fullCrew, goldenCrew} {
		if s, err := EncodeText(c); err == nil && len(s)%8 != 0 {
			stray = s
			break
		}
	}
	if stray == "" {
		t.Fatal("no test crew has a code with stray bits")
	}
	tests := []struct {
		name, in, want string
		is             error
	}{
		{"empty", "", "empty payload", ErrEmpty},
		{"blank", " \t\n", "empty payload", ErrEmpty},
		{"link without code", saved.DefaultBase, `not a crewcard code: the link has no code after its host`, ErrForeign},
		{"old link without code", "HTTPS://CREWCARD.APP/C/", `not a crewcard code: the link ends in "C", too short to be a card's code`, ErrForeign},
		{"link with empty fragment", "https://crewcard.app/#", `not a crewcard code: the link has no code after its host`, ErrForeign},
		{"digit 1", "MFRGG1", `not a crewcard code: '1' at offset 5 is not a base32 character`, ErrForeign},
		{"non-ASCII", "MFRGGı", `not a crewcard code: 'ı' at offset 5 is not a base32 character`, ErrForeign},
		{"foreign url", "https://example.com/watch?v=dQw4w9WgXcQ", `not a crewcard code: the link ends in "WATCH", too short to be a card's code`, ErrForeign},
		{"foreign url 2", "https://example.com/index.html", `not a crewcard code: '.' at offset 5 is not a base32 character`, ErrForeign},
		{"odd length", code[:len(code)-len(code)%8] + "A", "not a crewcard code: " + strconv.Itoa(len(code)-len(code)%8+1) + " base32 characters is not a whole number of bytes", ErrForeign},
		{"typo", strings.Replace(code, code[3:4], other(code[3]), 1), "checksum mismatch: the code is damaged, incomplete or mistyped", ErrChecksum},
		{"cut", code[:len(code)-8], "checksum mismatch: the code is damaged, incomplete or mistyped", ErrChecksum},
		{"stray bits", stray[:len(stray)-1] + strayLast(stray[len(stray)-1:]), "not a crewcard code: the last character carries stray bits", ErrForeign},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := DecodeText(tt.in)
			if err == nil {
				t.Fatalf("DecodeText(%q) = %+v, want error %q", tt.in, c, tt.want)
			}
			if err.Error() != tt.want || !errors.Is(err, tt.is) {
				t.Errorf("DecodeText(%q) error = %q, want %q (%v)", tt.in, err, tt.want, tt.is)
			}
		})
	}
}

// TestDecodeTextDetectsEveryTypo changes every character of a code to every
// other base32 character: each change must be rejected.
func TestDecodeTextDetectsEveryTypo(t *testing.T) {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	for _, c := range []Crew{minimalCrew, typicalCrew, fullCrew} {
		code, err := EncodeText(c)
		if err != nil {
			t.Fatal(err)
		}
		for i := range code {
			for _, r := range alphabet {
				if byte(r) == code[i] {
					continue
				}
				bad := code[:i] + string(r) + code[i+1:]
				if got, err := DecodeText(bad); err == nil {
					t.Fatalf("DecodeText accepted %q (character %d changed): %+v", bad, i, got)
				}
			}
		}
	}
}

func TestShortCode(t *testing.T) {
	a, b := mustEncode(t, typicalCrew), mustEncode(t, with(typicalCrew, func(c *Crew) { c.Revision++ }))
	sa, sb := saved.ShortCode(a), saved.ShortCode(b)
	if len(sa) != 8 || strings.Trim(sa, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") != "" {
		t.Errorf("ShortCode = %q, want 8 base32 characters", sa)
	}
	if sa == sb {
		t.Errorf("ShortCode of two revisions = %q both, want different codes", sa)
	}
	if saved.ShortCode(a) != sa {
		t.Errorf("ShortCode is not deterministic")
	}
}

// other returns a base32 character different from c.
func other(c byte) string {
	if c == 'A' {
		return "B"
	}
	return "A"
}

// strayLast returns a last character that differs from last in its lowest
// bit, which lies beyond the payload's end when the code length is not a
// multiple of 8.
func strayLast(last string) string {
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	i := strings.Index(alphabet, last)
	return string(alphabet[i^1])
}
