package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
)

// TestLinkBaseSameRefusal checks that render, show --json and serve refuse a
// link base too long for the card's QR code with the same message, naming
// the longest base that fits, whether the base is a little too long or
// far too long for any QR code.
func TestLinkBaseSameRefusal(t *testing.T) {
	for _, n := range []int{150, 5000} {
		base := "https://x.example/" + strings.Repeat("a", n) + "/"
		// 103 characters in upper case; the lower-case path keeps its case
		// and costs a byte a character (system's TestLinkBaseTooLong)
		const want = "give a base of at most 69 characters"
		runs := map[string][]string{
			"render": {"render", "-o", filepath.Join(t.TempDir(), "o.pdf"), "--link-base", base, tigerSample},
			"show":   {"show", "--json", "--link-base", base, tigerSample},
			"serve":  {"serve", "--addr", "127.0.0.1:0", "--link-base", base, tigerSample},
		}
		lines := map[string]string{}
		for cmd, args := range runs {
			ctx, cancel := context.WithCancel(context.Background())
			cancel() // a serve that got past the check stops at once
			var out, errb bytes.Buffer
			code := run(ctx, args, strings.NewReader(""), &out, &errb)
			var line string
			for _, l := range strings.Split(errb.String(), "\n") {
				if strings.Contains(l, "is too long") {
					line = strings.TrimPrefix(l, "crewcard "+cmd+": ")
				}
			}
			if code != exitInvalid || !strings.Contains(line, want) || out.Len() > 0 {
				t.Errorf("%s with a base of %d characters: exit %d, stdout %.100q, stderr %.300q; want exit %d and %q",
					cmd, len(base), code, out.String(), errb.String(), exitInvalid, want)
			}
			lines[cmd] = line
		}
		if lines["show"] != lines["render"] || lines["serve"] != lines["render"] {
			t.Errorf("base of %d characters: the refusals differ:\nrender: %.200s\nshow:   %.200s\nserve:  %.200s", len(base), lines["render"], lines["show"], lines["serve"])
		}
	}
}
