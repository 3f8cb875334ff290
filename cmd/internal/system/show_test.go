package system_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// TestShowJSONLink checks that show's JSON gives the card's QR link, below
// the base it is given, and the short code printed under the code; that
// the link is the one the card prints and opens to the same file; and
// that a file whose cards carry no saved state has neither.
func TestShowJSONLink(t *testing.T) {
	for _, tc := range []struct {
		name, file, given string
		base              string // "" for no link at all
	}{
		{"crew, default base", "regular-tiger.toml", saved.DefaultBase, saved.DefaultBase},
		{"crew, another base", "regular-tiger.toml", "https://cards.example/c/", "HTTPS://CARDS.EXAMPLE/c/"},
		{"unit", "fow-tiger-tank-unit.toml", saved.DefaultBase, saved.DefaultBase},
		{"deck", "tank-duel-actions", saved.DefaultBase, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc := loadDoc(t, tc.file)
			data, err := system.ShowJSON(doc, tc.given)
			if err != nil {
				t.Fatal(err)
			}
			out, err := json.Marshal(data)
			if err != nil {
				t.Fatal(err)
			}
			var v map[string]any
			if err := json.Unmarshal(out, &v); err != nil {
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
			card, err := doc.Card(0, tc.base)
			if err != nil {
				t.Fatal(err)
			}
			if card.View.QR != link {
				t.Errorf("link = %q, but the card's QR code holds %q", link, card.View.QR)
			}
			deck, err := system.NewKit([]system.Doc{doc}, nil, &press.Options{LinkBase: tc.base})
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
