package main

import (
	"bytes"
	"context"
	"encoding/base32"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"math/rand"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// safeRun is runCLI that turns a panic into a test error.
func safeRun(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Errorf("crewcard %q panics: %v", args, r)
			code = -1
		}
	}()
	var out, errb bytes.Buffer
	code = run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	return code, out.String(), errb.String()
}

// sealPayload wraps a payload body in the envelope of the given version with
// a valid checksum: the CRC-32C of "crewcard" and the bytes before it.
func sealPayload(version byte, body []byte) []byte {
	b := append([]byte{version}, body...)
	tab := crc32.MakeTable(crc32.Castagnoli)
	sum := crc32.Update(crc32.Checksum([]byte("crewcard"), tab), tab, b)
	return binary.BigEndian.AppendUint32(b, sum)
}

var b32NoPad = base32.StdEncoding.WithPadding(base32.NoPadding)

// tigerLink is the sample Tiger's link and binary payload.
func tigerLink(t *testing.T) (string, []byte) {
	t.Helper()
	return crewtest.Link(t, checkFile(t, tigerSample), saved.DefaultBase)
}

func TestDecodeRejects(t *testing.T) {
	link, payload := tigerLink(t)
	if got := sealPayload(payload[0], payload[1:len(payload)-4]); !bytes.Equal(got, payload) {
		t.Fatalf("sealPayload does not reproduce the codec's envelope:\n%x\n%x", got, payload)
	}
	future := saved.DefaultBase + b32NoPad.EncodeToString(sealPayload(3, payload[1:len(payload)-4]))
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
		{"too long", strings.Repeat("A", maxCodeLen+1), fmt.Sprintf("input is longer than %d characters", maxCodeLen)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			code, out, errs := safeRun(t, "", "decode", tt.in)
			assertRejected(t, tt.in, code, out, errs, tt.want)
		})
	}
}

// assertRejected checks that decode refused its input: exit 1, nothing on
// stdout, and one message on stderr with want in it.
func assertRejected(t *testing.T, in string, code int, out, errs, want string) {
	t.Helper()
	if code != exitInvalid {
		t.Errorf("decode %q = exit %d, want %d", in, code, exitInvalid)
	}
	if out != "" {
		t.Errorf("decode %q wrote %q to stdout, want nothing", in, out)
	}
	if !strings.HasPrefix(errs, "crewcard decode: ") || !strings.Contains(errs, want) || strings.Count(errs, "\n") != 1 {
		t.Errorf("decode %q stderr = %q, want one line \"crewcard decode: …%s…\"", in, errs, want)
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
		in := link[:i] + string(c) + link[i+1:]
		code, out, errs := safeRun(t, "", "decode", in)
		want := "checksum mismatch"
		switch {
		case i == len(saved.DefaultBase): // five bits of the version byte
			want = "not a crewcard code: unknown version byte"
		case i == len(saved.DefaultBase)+1 || i == len(link)-1: // version and body; maybe only padding bits
			want = ""
		}
		assertRejected(t, in, code, out, errs, want)
	}
}

func TestDecodeStdin(t *testing.T) {
	link, _ := tigerLink(t)
	code, want, errs := safeRun(t, "", "decode", link)
	if code != 0 || errs != "" {
		t.Fatalf("decode link = exit %d, stderr %q", code, errs)
	}
	for _, in := range []string{link, link + "\n", "  " + strings.ToLower(link) + "\r\n", link[len(saved.DefaultBase):] + "\n"} {
		code, out, errs := safeRun(t, in, "decode", "-")
		if code != 0 || errs != "" || out != want {
			t.Errorf("decode - with %q on stdin = exit %d, stderr %q, stdout %q; want the crew file of the link", in, code, errs, out)
		}
	}
	code, out, errs := safeRun(t, "", "decode", "-")
	assertRejected(t, "<empty stdin>", code, out, errs, "empty payload")
	code, out, errs = safeRun(t, strings.Repeat("A", 10*maxCodeLen), "decode", "-")
	assertRejected(t, "<long stdin>", code, out, errs, "longer than")
}

// TestDecodeMutations feeds decode a few thousand random edits of a real
// link. None may panic; whatever decodes must be a crew file check accepts.
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
		code, out, errs := safeRun(t, "", "decode", in)
		switch code {
		case exitOK:
			if _, errs := crewexp.Check("decoded.toml", []byte(out)); errs.Err() != nil {
				t.Errorf("decode %q = exit 0 with a file check rejects: %v", in, errs.Err())
			}
		case exitInvalid:
			if !strings.HasPrefix(errs, "crewcard decode: ") {
				t.Errorf("decode %q stderr = %q, want a crewcard decode message", in, errs)
			}
		default:
			t.Errorf("decode %q = exit %d, want 0 or 1; stderr %q", in, code, errs)
		}
	}
}
