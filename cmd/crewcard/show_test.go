package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// TestShowJSONLink checks that show --json takes the base of its QR link
// from --link-base, else $CREWCARD_LINK_BASE, else the default, and
// refuses a bad one as a usage error; what the link and the code are is
// system's TestShowJSONLink.
func TestShowJSONLink(t *testing.T) {
	tiger := "../../samples/regular-tiger.toml"
	for _, tc := range []struct {
		name, env string
		flags     []string
		base      string
	}{
		{"default base", "", nil, saved.DefaultBase},
		{"--link-base", "", []string{"--link-base", "https://cards.example/c/"}, "HTTPS://CARDS.EXAMPLE/c/"},
		{"environment", "https://env.example/", nil, "HTTPS://ENV.EXAMPLE/"},
		{"--link-base over the environment", "https://env.example/", []string{"--link-base", "https://flag.example/"}, "HTTPS://FLAG.EXAMPLE/"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(linkBaseEnv, tc.env)
			code, out, errs := runCLI(t, "", append([]string{"show", "--json", tiger}, tc.flags...)...)
			var v struct{ Link, Code string }
			if err := json.Unmarshal([]byte(out), &v); code != exitOK || err != nil || !strings.HasPrefix(v.Link, tc.base) || v.Code == "" {
				t.Fatalf("exit %d, link %q, code %q (%v); want 0 and a link below %q\n%s", code, v.Link, v.Code, err, tc.base, errs)
			}
		})
	}
	t.Run("bad base", func(t *testing.T) {
		code, _, errs := runCLI(t, "", "show", "--json", "--link-base", "https://a b/", tiger)
		if code != exitUsage || !strings.Contains(errs, "--link-base:") {
			t.Errorf("exit %d, stderr %q; want a usage error naming --link-base", code, errs)
		}
	})
}
