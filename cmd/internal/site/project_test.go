package site

import (
	"net/url"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// TestProjectPathLinks: a site published under a project's path, such as
// GitHub Pages' /crewcard/ for a repository named crewcard, answers the
// cards printed with that path as their link base. Hosts serve paths
// case-sensitively, and the service worker's scope is the site's root as
// given (404.html registers sw.js beside its <base>): a card's link must
// keep the path's case to fall under both, whatever the case of its
// scheme and host, which the QR code holds upper-cased.
func TestProjectPathLinks(t *testing.T) {
	const code = "AEI2CEIRAXGUBIBBAAABSFJDQX5Q"
	for _, tc := range []struct{ host, root string }{
		{"https://owner.github.io", "/crewcard/"},
		{"https://Owner.GitHub.io", "/CrewCard/"},
		{"https://owner.github.io", "/my_cards/"},
		{"http://127.0.0.1:8080", "/club-2/crews/"},
		{"https://club.example", "/"},
	} {
		flag := strings.TrimSuffix(tc.root, "/") // as pages.yml passes it, its case kept
		if flag == "" {
			flag = "/"
		}
		root, err := ParseRoot(flag)
		if err != nil || root != tc.root {
			t.Fatalf("ParseRoot(%q) = %q, %v; want %q", flag, root, err, tc.root)
		}
		files, err := Files(root)
		if err != nil {
			t.Fatal(err)
		}
		if base := `<base href="` + root + `">`; !strings.Contains(string(files["404.html"]), base) {
			t.Errorf("404.html under %s lacks %s", root, base)
		}
		// the worker's scope: sw.js resolved against the page's base
		scope, _ := url.Parse(tc.host + root)
		sw := scope.ResolveReference(&url.URL{Path: "sw.js"})
		if _, ok := files[strings.TrimPrefix(sw.Path, root)]; !ok || !strings.HasSuffix(sw.Path, root+"sw.js") {
			t.Errorf("sw.js under %s is at %s", root, sw.Path)
		}
		link, err := saved.Link(tc.host+root, code)
		if err != nil {
			t.Fatal(err)
		}
		u, err := url.Parse(link)
		if err != nil {
			t.Fatalf("%s: %v", link, err)
		}
		if !strings.HasPrefix(u.Path, root) || u.Path[len(root):] != code {
			t.Errorf("the card's link %s: path %s is not a code right under the site's root %s (the worker's scope, and what the host serves)", link, u.Path, root)
		}
		if !strings.EqualFold(u.Scheme+"://"+u.Host, tc.host) {
			t.Errorf("the card's link %s: not on %s", link, tc.host)
		}
	}
}
