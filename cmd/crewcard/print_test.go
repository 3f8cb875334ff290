package main

// A helper that the tests of other files share, left from the print tests
// that moved to cmd/internal/press: a render run in-process.

import (
	"bytes"
	"context"
	"strings"
	"testing"
)

// sheetRender runs crewcard render in-process and fails on a non-zero exit.
func sheetRender(t *testing.T, args ...string) {
	t.Helper()
	var stdout, stderr bytes.Buffer
	if code := run(context.Background(), append([]string{"render"}, args...), strings.NewReader(""), &stdout, &stderr); code != 0 {
		t.Fatalf("render %s = exit %d; stderr:\n%s", strings.Join(args, " "), code, stderr.String())
	}
	if stderr.Len() > 0 {
		t.Errorf("render %s wrote to stderr: %s", strings.Join(args, " "), stderr.String())
	}
}
