package main

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"

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

// tigerLink is the sample Tiger's link and binary payload.
func tigerLink(t *testing.T) (string, []byte) {
	t.Helper()
	return crewtest.Link(t, checkFile(t, tigerSample), saved.DefaultBase)
}

// TestDecodeRejects: a code the command refuses exits 1 with one line on
// stderr; what each says is system's TestDecodeRejects….
func TestDecodeRejects(t *testing.T) {
	for in, want := range map[string]string{
		"hello world!":                    `not a crewcard code: ' ' at offset 5 is not a base32 character`,
		strings.Repeat("A", maxCodeLen+1): fmt.Sprintf("input is longer than %d characters", maxCodeLen),
	} {
		code, out, errs := safeRun(t, "", "decode", in)
		assertRejected(t, in, code, out, errs, want)
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
