package saved

import (
	"encoding/base32"
	"errors"
	"fmt"
	"strings"
)

// DefaultBase is the base URL that Link puts before a code by default: the
// project's own Pages site, whose 404 page is the viewer and answers every
// path, so the code follows the host with no folder in between (every
// character of the link costs QR modules).
const DefaultBase = "HTTPS://CREWCARD.GITHUB.IO/"

var b32 = base32.StdEncoding.WithPadding(base32.NoPadding)

// Text returns a payload in its text form: unpadded upper-case base32.
func Text(payload []byte) string { return b32.EncodeToString(payload) }

// Parse reads a code made by Text, or a link made by Link, and opens its
// payload. It trims surrounding white space, ignores case and '=' padding,
// and takes the code from the URL fragment if there is one, else from the
// last path segment (ignoring a query and a final '/'). The payload comes
// back too, as the card's short code and any re-encoding need it.
func Parse(s string) (Sealed, []byte, error) {
	code := extractCode(s)
	if code == "" {
		return Sealed{}, nil, ErrEmpty
	}
	if hostOnly(s) {
		return Sealed{}, nil, fmt.Errorf("%w: the link has no code after its host", ErrForeign)
	}
	if strings.Contains(s, "/") && len(code) < b32.EncodedLen(MinPayload) {
		return Sealed{}, nil, fmt.Errorf("%w: the link ends in %q, too short to be a card's code", ErrForeign, code)
	}
	for i, r := range code {
		if !isBase32(r) {
			return Sealed{}, nil, fmt.Errorf("%w: %q at offset %d is not a base32 character", ErrForeign, r, i)
		}
	}
	if n := len(code) % 8; n == 1 || n == 3 || n == 6 {
		return Sealed{}, nil, fmt.Errorf("%w: %d base32 characters is not a whole number of bytes", ErrForeign, len(code))
	}
	b, err := b32.DecodeString(code)
	if err != nil { // unreachable: the characters and the length are checked
		return Sealed{}, nil, fmt.Errorf("%w: %v", ErrForeign, err)
	}
	sealed, err := Open(b)
	if err != nil {
		return Sealed{}, nil, err
	}
	if b32.EncodeToString(b) != code {
		return Sealed{}, nil, fmt.Errorf("%w: the last character carries stray bits", ErrForeign)
	}
	return sealed, b, nil
}

// extractCode returns the upper-case code inside s: a bare code or a link.
func extractCode(s string) string {
	s, _ = codePart(s)
	s = strings.TrimRight(s, "/")
	if i := strings.LastIndexByte(s, '/'); i >= 0 {
		s = s[i+1:]
	}
	return asciiUpper(strings.TrimRight(strings.TrimSpace(s), "="))
}

// codePart returns the part of s, trimmed, that holds a code: its fragment
// if it has one that is not empty (inFragment), else s without a fragment;
// either way without a query.
func codePart(s string) (part string, inFragment bool) {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '#'); i >= 0 {
		if frag := strings.TrimSpace(s[i+1:]); frag != "" {
			s, inFragment = frag, true
		} else {
			s = s[:i]
		}
	}
	if i := strings.IndexByte(s, '?'); i >= 0 {
		s = s[:i]
	}
	return s, inFragment
}

// hostOnly reports whether s is a link with nothing after its host but a
// query, a fragment or slashes: the site's own address, not a card's link.
func hostOnly(s string) bool {
	s, inFragment := codePart(s)
	i := strings.Index(s, "://")
	return !inFragment && i >= 0 && !strings.Contains(strings.TrimRight(s[i+3:], "/"), "/")
}

// asciiUpper upper-cases ASCII letters only, so that no other character can
// turn into a base32 letter (strings.ToUpper maps 'ı' to 'I').
func asciiUpper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 'a' + 'A'
		}
	}
	return string(b)
}

// Link returns base followed by code, adding a '/' between them if base
// lacks one. The scheme and host are upper-cased, as their case means
// nothing and QR alphanumeric mode (letters, digits and $%*+-./: ) holds
// upper-case letters alone; the path keeps its case, as hosts such as
// GitHub Pages serve paths case-sensitively: a site published under
// /crewcard/ is not found under /CREWCARD/. An upper-case path keeps the
// whole link alphanumeric; lower-case letters, '_' and '~' in the path cost
// a byte-mode segment of the QR code. The scheme and host may hold letters,
// digits and -.: only, the path letters, digits and $%*+-./:_~ (no query,
// fragment or space), and the code must be upper-case base32.
func Link(base, code string) (string, error) {
	if base == "" {
		return "", errors.New("empty base URL")
	}
	at := hostEnd(base)
	base = asciiUpper(base[:at]) + base[at:]
	for i, r := range base {
		host := i < at
		if r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("-.:", r) || host && r == '/' ||
			!host && (r >= 'a' && r <= 'z' || strings.ContainsRune("$%*+/_~", r)) {
			continue
		}
		const example = "https://club.example/cards/"
		if host {
			return "", fmt.Errorf("base URL %q: %q at offset %d: a link's scheme and host take letters, digits and -.: only, such as %s", base, r, i, example)
		}
		return "", fmt.Errorf("base URL %q: %q at offset %d: a link's path takes letters, digits and $%%*+-./:_~ only; the code follows the base, so end it with its folder, such as %s", base, r, i, example)
	}
	if code == "" {
		return "", errors.New("empty code")
	}
	for i, r := range code {
		if !isBase32(r) {
			return "", fmt.Errorf("code: %q at offset %d is not an upper-case base32 character", r, i)
		}
	}
	if !strings.HasSuffix(base, "/") {
		base += "/"
	}
	return base + code, nil
}

// hostEnd returns the offset in the URL s where its path starts: the first
// '/' after its scheme's "://" (or after its start, with no scheme), or
// len(s) when it has no path.
func hostEnd(s string) int {
	from := 0
	if i := strings.Index(s, "://"); i >= 0 {
		from = i + 3
	}
	if i := strings.IndexByte(s[from:], '/'); i >= 0 {
		return from + i
	}
	return len(s)
}

// isBase32 reports whether r is in the upper-case RFC 4648 base32 alphabet.
func isBase32(r rune) bool { return r >= 'A' && r <= 'Z' || r >= '2' && r <= '7' }
