package bsdata

import (
	"strings"
	"testing"
)

// TestPlainHeader: a revision or an id that holds a line break is quoted
// in the file's head, where it would otherwise start a key.
func TestPlainHeader(t *testing.T) {
	for in, want := range map[string]string{"9": "9", "a113-2383-43f3-acab": "a113-2383-43f3-acab", "9\n[unit.tests]\nx = 1\n#": `"9\u000A[unit.tests]\u000Ax = 1\u000A#"`} {
		if got := plain(in); got != want || strings.ContainsAny(got, "\n\r") {
			t.Errorf("plain(%q) = %q, want %q", in, got, want)
		}
	}
}
