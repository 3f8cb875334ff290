package site

import (
	"encoding/binary"
	"hash/crc32"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// TestBrowserDecodesGeneratedCrews decodes 500 crewgen crews in the page:
// the JSON is crewcard show --json's of the decoded file, byte for byte,
// the file is crewcard decode's, and the card's short code is Go's.
func TestBrowserDecodesGeneratedCrews(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/")
	codes := crewCodes(t, 500)
	got := decodeAll(t, ctx, codes)
	bad := 0
	for i, code := range codes {
		file, msg := goDecode(code)
		if msg != "" {
			t.Fatalf("crew %d: Go refuses its own code: %s", i, msg)
		}
		_, payload, _ := saved.Parse(code)
		g := got[i]
		switch {
		case g.Error != nil:
			t.Errorf("crew %d %s: the page refuses it: %s", i, code, *g.Error)
		case str(g.File) != file:
			t.Errorf("crew %d %s: the page's crew file differs from decode's:\npage:\n%s\ndecode:\n%s", i, code, str(g.File), file)
		case str(g.JSON) != goShow(t, file):
			t.Errorf("crew %d %s: the page's JSON differs from show --json:\npage:\n%s\nshow:\n%s", i, code, str(g.JSON), goShow(t, file))
		case str(g.ShortCode) != saved.ShortCode(payload):
			t.Errorf("crew %d: short code %s, want %s", i, str(g.ShortCode), saved.ShortCode(payload))
		default:
			continue
		}
		if bad++; bad > 5 {
			t.Fatal("more than 5 crews differ; stopping")
		}
	}
	if len(got) != len(codes) {
		t.Fatalf("the page decoded %d codes of %d", len(got), len(codes))
	}
}

// TestBrowserMatchesDecodeOnOddStates decodes crew states that the codec
// carries but that mostly break the rules: the page gives decode's file
// or decode's message, every problem at its line and column.
func TestBrowserMatchesDecodeOnOddStates(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/")
	codes := randomCodes(t, 1500, 3)
	got := decodeAll(t, ctx, codes)
	refused, bad := 0, 0
	rules := map[string]int{}
	for i, code := range codes {
		file, msg := goDecode(code)
		if msg != "" {
			refused++
		}
		for _, m := range ruleID.FindAllStringSubmatch(msg, -1) {
			rules[m[1]]++
		}
		rules["glyph"] += strings.Count(msg, "which the card font")
		rules["text"] += strings.Count(msg, "must not be empty") + strings.Count(msg, "characters long, more than")
		rules["member name"] += strings.Count(msg, "].name: ")
		rules["names on the back"] += strings.Count(msg, "shorten the members' names")
		g := got[i]
		if str(g.File) == orNull(file) && str(g.Error) == orNull(msg) {
			continue
		}
		t.Errorf("%s:\npage:   file %q\n        error %q\ndecode: file %q\n        error %q", code, str(g.File), str(g.Error), file, msg)
		if bad++; bad > 5 {
			t.Fatal("more than 5 codes differ; stopping")
		}
	}
	t.Logf("%d of %d odd states refused; the rules they break: %v", refused, len(codes), rules)
	if refused < len(codes)/2 || refused == len(codes) || len(rules) < 10 || rules["glyph"] == 0 || rules["member name"] == 0 || rules["names on the back"] == 0 {
		t.Errorf("decode refuses %d of %d odd states; the test wants both kinds", refused, len(codes))
	}
}

// ruleID finds the rule each problem of a message names.
var ruleID = regexp.MustCompile(`(?m)^<decoded>:.*\(([A-Z][0-9]?)\)$`)

func orNull(s string) string {
	if s == "" {
		return "<null>"
	}
	return s
}

// TestBrowserRefusesDamagedCodes changes every character of 20 codes to
// every other base32 character: each change is refused with decode's
// message. Every prefix of them, foreign input, newer versions and other
// envelopes get decode's messages too.
func TestBrowserRefusesDamagedCodes(t *testing.T) {
	ctx := newTab(t)
	open(t, ctx, "/")
	codes := crewCodes(t, 20)
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	var damaged []string
	for _, code := range codes {
		for i := range code {
			for _, c := range alphabet {
				if byte(c) != code[i] {
					damaged = append(damaged, code[:i]+string(c)+code[i+1:])
				}
			}
		}
	}
	got := decodeAll(t, ctx, damaged)
	kinds := map[string]int{}
	for i, in := range damaged {
		_, msg := goDecode(in)
		if msg == "" {
			t.Fatalf("Go accepts the damaged code %s", in)
		}
		if got[i].Error == nil || *got[i].Error != msg {
			t.Fatalf("damaged code %s: page says %q, decode %q", in, str(got[i].Error), msg)
		}
		kinds[str(got[i].Kind)]++
	}
	t.Logf("%d one-character changes of %d codes refused: %v", len(damaged), len(codes), kinds)
	if kinds["checksum"] == 0 || kinds["checksum"]+kinds["foreign"]+kinds["version"] != len(damaged) {
		t.Errorf("damaged codes refused as %v; want checksum errors (foreign or version where the first byte changes)", kinds)
	}

	var others []string
	for _, code := range codes[:5] {
		for n := range len(code) {
			others = append(others, code[:n])
		}
	}
	others = append(others, envelopes()...)
	others = append(others, "https://crewcard.github.io/", "HTTPS://CREWCARD.GITHUB.IO//?utm=1#", "http://x.example/C/#", "https://crewcard.github.io/AB", "hello world", "AEI 1", "ééé", "a#b",
		"https://x.example/#"+codes[0], strings.ToLower(codes[1])+"/", " \u3000"+codes[2]+"\t", "\ufeff"+codes[3],
		strings.Repeat("A", maxCodeLen+1), codes[4]+"=", codes[5][:len(codes[5])-1]+"7")
	got = decodeAll(t, ctx, others)
	for i, in := range others {
		file, msg := goDecode(in)
		if str(got[i].Error) != orNull(msg) || str(got[i].File) != orNull(file) {
			t.Errorf("%.70q: page says %q, decode %q", in, str(got[i].Error), msg)
		}
	}
}

// envelopes are codes whose checksum holds but whose envelope is new or
// odd: versions 0 and 3 to 255, another system, a newer crew body, a
// version-1 crew body in a version-2 envelope, short and trailing bodies.
func envelopes() []string {
	var out []string
	code := func(b []byte) string { return saved.Text(sealRaw(b)) }
	for v := 0; v < 256; v++ {
		if v != 1 && v != 2 {
			out = append(out, code([]byte{byte(v), 9, 9}))
		}
	}
	out = append(out,
		code([]byte{2}), code([]byte{2, 1}), code([]byte{2, 1, 1, 0x10}), code([]byte{2, 1, 2, 0x10}), code([]byte{2, 1, 0}),
		code([]byte{2, 3, 1, 0}), code([]byte{2, 200, 1}), code([]byte{2, 2, 2, 0}), code([]byte{2, 2, 0, 0}), code([]byte{2, 2, 1, 0x10}), code([]byte{1}), code([]byte{1, 0x10}),
		code([]byte{1, 0x10, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0}))
	for n := range 40 { // bodies of every length, mostly cut short or malformed
		body := []byte{1}
		for i := range n {
			body = append(body, byte(i*37+n))
		}
		out = append(out, code(body))
	}
	return out
}

// sealRaw appends the envelope's checksum to b, whatever b holds.
func sealRaw(b []byte) []byte {
	tab := crc32.MakeTable(crc32.Castagnoli)
	sum := crc32.Update(crc32.Checksum([]byte("crewcard"), tab), tab, b)
	return binary.BigEndian.AppendUint32(append([]byte(nil), b...), sum)
}
