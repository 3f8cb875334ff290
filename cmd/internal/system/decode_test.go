package system_test

import (
	"bytes"
	"encoding/base32"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math/rand"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model/saved"
)

// sealPayload wraps a payload body in the envelope of the given version with
// a valid checksum: the CRC-32C of "crewcard" and the bytes before it.
func sealPayload(version byte, body []byte) []byte {
	b := append([]byte{version}, body...)
	tab := crc32.MakeTable(crc32.Castagnoli)
	sum := crc32.Update(crc32.Checksum([]byte("crewcard"), tab), tab, b)
	return binary.BigEndian.AppendUint32(b, sum)
}

// tigerLink is the sample Tiger's link and binary payload.
func tigerLink(t *testing.T) (string, []byte) {
	t.Helper()
	path := filepath.Join(samplesDir, "regular-tiger.toml")
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, errs := system.Check(path, src)
	if errs.Err() != nil {
		t.Fatal(errs.Err())
	}
	link, _, err := doc.Link(saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	_, payload, err := saved.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	return link, payload
}

// decode is Decode that turns a panic into a test error.
func decode(t *testing.T, in string) (src []byte, err error) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("Decode(%q) panics: %v", in, r)
			err = fmt.Errorf("panic")
		}
	}()
	return system.Decode(in)
}

// assertRejected checks that Decode refused in with one line that holds
// want.
func assertRejected(t *testing.T, in string, want string) {
	t.Helper()
	src, err := decode(t, in)
	if err == nil || src != nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "\n") {
		t.Errorf("Decode(%q) = %q, %v; want one line with %q", in, src, err, want)
	}
}

func TestDecodeRejects(t *testing.T) {
	link, payload := tigerLink(t)
	if got := sealPayload(payload[0], payload[1:len(payload)-4]); !bytes.Equal(got, payload) {
		t.Fatalf("sealPayload does not reproduce the codec's envelope:\n%x\n%x", got, payload)
	}
	future := saved.DefaultBase + base32.StdEncoding.WithPadding(base32.NoPadding).EncodeToString(sealPayload(3, payload[1:len(payload)-4]))
	tests := []struct {
		name, in, want string
	}{
		{"empty", "", "empty payload"},
		{"blank", " \t ", "empty payload"},
		{"garbage", "hello world!", `not a crewcard code: ' ' at offset 5 is not a base32 character`},
		{"truncated by one", link[:len(link)-1], "not a crewcard code: "},
		{"truncated by five", link[:len(link)-5], "checksum mismatch: the code is damaged, incomplete or mistyped"},
		{"half", link[:len(saved.DefaultBase)+(len(link)-len(saved.DefaultBase))/2/8*8], "checksum mismatch"},
		{"foreign URL", "https://en.wikipedia.org/wiki/Tiger_I", "not a crewcard code: the link ends in \"TIGER_I\", too short"},
		{"foreign all-letters URL", "https://example.com/some/page", ""}, // any clear error
		{"future version", future, "unsupported payload version 3: this crewcard reads versions 1..2; a newer crewcard made this code"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) { assertRejected(t, tt.in, tt.want) })
	}
}

func TestDecodeRejectsEveryChangedCharacter(t *testing.T) {
	link, _ := tigerLink(t)
	const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
	r := rand.New(rand.NewSource(1))
	for i := len(saved.DefaultBase); i < len(link); i++ {
		c := alphabet[r.Intn(len(alphabet))]
		for c == link[i] {
			c = alphabet[r.Intn(len(alphabet))]
		}
		want := "checksum mismatch"
		switch {
		case i == len(saved.DefaultBase): // five bits of the version byte
			want = "not a crewcard code: unknown version byte"
		case i == len(saved.DefaultBase)+1 || i == len(link)-1: // version and body; maybe only padding bits
			want = ""
		}
		assertRejected(t, link[:i]+string(c)+link[i+1:], want)
	}
}

// TestDecodeMutations feeds Decode a few thousand random edits of a real
// link. None may panic; whatever decodes must be a file check accepts.
func TestDecodeMutations(t *testing.T) {
	link, _ := tigerLink(t)
	r := rand.New(rand.NewSource(2))
	const chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567/:.#?= abc1_"
	for n := 0; n < 2000; n++ {
		b := []byte(link)
		for k := r.Intn(4) + 1; k > 0; k-- {
			i := r.Intn(len(b))
			switch r.Intn(3) {
			case 0:
				b[i] = chars[r.Intn(len(chars))]
			case 1:
				b = append(b[:i], b[i+1:]...)
			case 2:
				b = append(b[:i], append([]byte{chars[r.Intn(len(chars))]}, b[i:]...)...)
			}
			if len(b) == 0 {
				break
			}
		}
		in := string(b)
		src, err := decode(t, in)
		if err != nil {
			continue
		}
		if _, errs := system.Check("decoded.toml", src); errs.Err() != nil {
			t.Errorf("Decode(%q) gives a file check rejects: %v", in, errs.Err())
		}
	}
}

// TestDecodeRefusesUnprintable: a code whose file keeps the rules but
// whose card cannot be printed (a name too wide for the card even at its
// smallest type) is refused, as check refuses the file, with its problems
// a line each.
func TestDecodeRefusesUnprintable(t *testing.T) {
	src := "[vehicle]\nname = \"" + strings.Repeat("W", 40) + "\"\nnation = \"" + strings.Repeat("W", 32) + "\"\nkind = \"tank\"\npoints = 100\n\n[crew]\nname = \"" + strings.Repeat("W", 60) + "\"\nstart = \"inexperienced\"\n"
	doc, errs := system.Check("wide.toml", []byte(src))
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	link, _, err := doc.Link(saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	want := "the code decodes, but the file it holds cannot be printed on the default card:\n<decoded>"
	if got, err := system.Decode(link); got != nil || err == nil || !strings.HasPrefix(err.Error(), want) || !strings.Contains(err.Error(), "crew.name") {
		t.Errorf("Decode of an unprintable crew = %q, %v; want %q… crew.name", got, err, want)
	}
}
