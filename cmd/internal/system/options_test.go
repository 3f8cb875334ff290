package system_test

import (
	"context"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
)

// TestLinkBaseTooLong: a link base that makes the fullest card's QR code
// too dense is reported as the base's fault, naming what set it and the
// longest base that fits, which does fit, one character more not.
func TestLinkBaseTooLong(t *testing.T) {
	docs := []system.Doc{loadDoc(t, "regular-tiger.toml")}
	// A path in lower case keeps its case in the link (a Pages project's
	// path does) and costs more a character: the longest base that fits
	// is counted so (as if the whole base were lower case), and fits.
	for _, letter := range []string{"A", "a"} {
		long := "HTTPS://EXAMPLE.COM/" + strings.Repeat(letter, 100) + "/"
		for _, from := range []string{"$CREWCARD_LINK_BASE", "--link-base"} {
			t.Run(letter+from, func(t *testing.T) {
				o := options()
				o.LinkBase, o.LinkBaseFrom = long, from
				_, err := system.NewKit(docs, nil, o)
				want := from + `: "` + long[:60] + `…" (120 characters) is too long: with it the QR code of crew-front.toml (built in) needs modules under 0.5 mm; give a base of at most `
				if err == nil || !strings.Contains(err.Error(), want) || strings.Contains(err.Error(), "widget") {
					t.Fatalf("NewKit = %v; want %q", err, want)
				}
				m := regexp.MustCompile(`at most (\d+) characters`).FindStringSubmatch(err.Error())
				n, _ := strconv.Atoi(m[1])
				fits := "HTTPS://E.COM/" + strings.Repeat(letter, n-len("HTTPS://E.COM/"))
				o.LinkBase = fits
				kit, err := system.NewKit(docs, nil, o)
				if err != nil {
					t.Fatalf("a base of %d characters, as the message allows: %v", len(fits), err)
				}
				if _, errs := system.Render(context.Background(), docs, kit, o); len(errs) > 0 {
					t.Errorf("a base of %d characters, as the message allows, does not render: %v", len(fits), errs)
				}
				o.LinkBase = "HTTPS://E.COM/" + strings.Repeat(letter, n+1-len("HTTPS://E.COM/"))
				// counted as if the host were in bytes too, the lower-case
				// count errs on the safe side
				if _, err := system.NewKit(docs, nil, o); err == nil && letter == "A" {
					t.Errorf("a base of %d characters, one more than the message allows, renders", n+1)
				}
			})
		}
	}
}

// TestTemplateTwice: two edited files for the same template are refused,
// naming both.
func TestTemplateTwice(t *testing.T) {
	src, err := system.Template("crew-front")
	if err != nil {
		t.Fatal(err)
	}
	docs := []system.Doc{loadDoc(t, "regular-tiger.toml")}
	_, err = system.NewKit(docs, []press.TemplateFile{{Path: "a.toml", Src: src}, {Path: "b.toml", Src: src}}, options())
	want := `b.toml:4:1: name: template "crew-front" is also given by a.toml; give each template once`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("NewKit with two crew-front templates = %v; want %q", err, want)
	}
}
