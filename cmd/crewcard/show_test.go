package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// TestShowJSONLink checks that show --json gives the card's QR link, below
// the base that --link-base, $CREWCARD_LINK_BASE or the default sets, and
// the short code printed under the code; that the link is the one the card
// prints and opens to the same file; and that a file whose cards carry no
// saved state has neither.
func TestShowJSONLink(t *testing.T) {
	tiger, unit := "../../samples/regular-tiger.toml", "../../samples/fow-tiger-tank-unit.toml"
	for _, tc := range []struct {
		name, env, file string
		flags           []string
		base            string // "" for no link at all
	}{
		{"crew, default base", "", tiger, nil, saved.DefaultBase},
		{"crew, --link-base", "", tiger, []string{"--link-base", "https://cards.example/c/"}, "HTTPS://CARDS.EXAMPLE/C/"},
		{"crew, environment", "https://env.example/", tiger, nil, "HTTPS://ENV.EXAMPLE/"},
		{"crew, --link-base over the environment", "https://env.example/", tiger, []string{"--link-base", "https://flag.example/"}, "HTTPS://FLAG.EXAMPLE/"},
		{"unit", "", unit, nil, saved.DefaultBase},
		{"deck", "", "tank-duel-actions", nil, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Setenv(linkBaseEnv, tc.env)
			code, out, errs := runCLI(t, "", append([]string{"show", "--json", tc.file}, tc.flags...)...)
			if code != exitOK {
				t.Fatalf("exit %d\n%s", code, errs)
			}
			var v map[string]any
			if err := json.Unmarshal([]byte(out), &v); err != nil {
				t.Fatalf("not JSON: %v\n%s", err, out)
			}
			link, hasLink := v["link"].(string)
			short, hasCode := v["code"].(string)
			if tc.base == "" {
				if hasLink || hasCode {
					t.Errorf("link %q, code %q; want neither for a file without saved state", link, short)
				}
				return
			}
			if v["name"] == nil {
				t.Errorf("the file's own fields are gone: %s", out)
			}
			if !strings.HasPrefix(link, tc.base) {
				t.Fatalf("link = %q, want it below %q", link, tc.base)
			}
			sealed, payload, err := saved.Parse(link)
			if err != nil {
				t.Fatalf("link %q does not open: %v", link, err)
			}
			if want := saved.ShortCode(payload); short != want {
				t.Errorf("code = %q, want %q, the short code of the link's payload", short, want)
			}
			// The link is the card's, and the code is printed on its front.
			docs, ok := loadDocs(&env{stderr: new(strings.Builder)}, []string{tc.file})
			if !ok {
				t.Fatal("the sample does not load")
			}
			card, err := docs[0].Card(0, tc.base)
			if err != nil {
				t.Fatal(err)
			}
			if card.View.QR != link {
				t.Errorf("link = %q, but the card's QR code holds %q", link, card.View.QR)
			}
			deck, err := system.NewKit(docs, nil, &press.Options{LinkBase: tc.base})
			if err != nil {
				t.Fatal(err)
			}
			faces, err := deck.Plan(card)
			if err != nil {
				t.Fatal(err)
			}
			if !prints(faces.Front, short) {
				t.Errorf("the card's front does not print the code %q", short)
			}
			if _, err := system.File(sealed); err != nil {
				t.Errorf("the link's saved state gives no file: %v", err)
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

// prints reports whether one of pages draws the text s.
func prints(pages []layout.Page, s string) bool {
	for _, pg := range pages {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText && op.Text == s {
				return true
			}
		}
	}
	return false
}
