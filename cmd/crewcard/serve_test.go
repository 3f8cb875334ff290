package main

import (
	"strings"
	"testing"
)

// TestServeUsage: serve's usage errors. What the server answers is
// serve's tests (cmd/internal/serve/run_test.go).
func TestServeUsage(t *testing.T) {
	for _, tc := range []struct {
		args []string
		code int
		want string
	}{
		{[]string{"-h"}, exitOK, "usage: crewcard serve [--addr HOST:PORT]"},
		{nil, exitUsage, "give crew files"},
		{[]string{"-"}, exitUsage, "not -, which cannot be read again"},
		{[]string{"-o", "x.pdf", tigerSample}, exitUsage, "no -o"},
		{[]string{"--addr", "0.0.0.0:8421", tigerSample}, exitUsage, "give --lan as well"},
		{[]string{"--addr", "8421", tigerSample}, exitUsage, "give HOST:PORT"},
		{[]string{"--sheet", "b9", tigerSample}, exitUsage, "--sheet"},
		{[]string{"--link-base", "http://a b/", tigerSample}, exitUsage, "--link-base"},
	} {
		code, _, errs := runCLI(t, "", append([]string{"serve"}, tc.args...)...)
		if code != tc.code || !strings.Contains(errs, tc.want) {
			t.Errorf("serve %q: exit %d, stderr\n%s\nwant exit %d and %q", tc.args, code, errs, tc.code, tc.want)
		}
	}
}
