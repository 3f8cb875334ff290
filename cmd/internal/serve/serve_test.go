package serve

import (
	"html"
	"net/http"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// badCrew is the README's crew that breaks several rules at once.
const badCrew = `upgrds = ["Toolbox"]
upgrades = ["Spall Liner", "Toolbox", "Toolbox"]

[vehicle]
name = "Panzer IV"
nation = "Germany"
kind = "tank"
points = -5

[crew]
name = "Bad"
start = "regular"

[crew.skills]
gunner = ["Lead Foot"]
loader = ["Gunner Suport"]
`

// desk is a folder with two crews, a unit and a bad crew, served.
func desk(t *testing.T) (*started, string) {
	t.Helper()
	dir := t.TempDir()
	for _, f := range []string{"veteran-campaign-sherman.toml", "regular-tiger.toml", "fow-tiger-tank-unit.toml"} {
		copyFile(t, filepath.Join(samples, f), dir)
	}
	if err := os.WriteFile(filepath.Join(dir, "bad.toml"), []byte(badCrew), 0o644); err != nil {
		t.Fatal(err)
	}
	return start(t, testConfig(t, saved.DefaultBase, dir)), dir
}

// codeErr is the message saved.Parse and system.File give for a code.
func codeErr(t *testing.T, code string) string {
	t.Helper()
	s, _, err := saved.Parse(code)
	if err == nil {
		_, err = system.File(s)
	}
	if err == nil {
		t.Fatalf("code %q opens", code)
	}
	return err.Error()
}

func TestRoutes(t *testing.T) {
	st, dir := desk(t)
	code := codeOf(t, filepath.Join(samples, "veteran-campaign-sherman.toml"))
	damaged := code[:len(code)-1] + map[bool]string{true: "B", false: "A"}[code[len(code)-1] == 'A']
	newer := saved.Text(saved.Seal(saved.Sealed{System: 99, Version: 1, Body: []byte{1, 2, 3}}))
	badLine := filepath.Join(dir, "bad.toml") + `:2:13: upgrades[1]: "Spall Liner" needs crew level 5, the crew is level 1 (U2)`
	for _, tc := range []struct {
		path   string
		status int
		ctype  string
		want   []string
	}{
		{"/", 200, "text/html", []string{"Mort-Homme (2ème DB)", "M4A2 Sherman", `<td class="num" data-label="Level">3</td><td class="num" data-label="XP">33</td><td class="num" data-label="Points">276</td>`,
			"Tiger", "FoW combat unit", badLine, `href="/crew/bad"`, "4 files, 1 with problems"}},
		{"/crew/veteran-campaign-sherman", 200, "text/html", []string{"<h1>Mort-Homme (2ème DB)</h1>", "<svg", "Strict Discipline, Follow Me!",
			`"xp": 33`, `<pre id="history">`, "total: 6 games, 9 kills", "figcaption>back<"}},
		{"/crew/fow-tiger-tank-unit", 200, "text/html", []string{"<svg", `<pre id="show">`}},
		{"/crew/bad", 200, "text/html", []string{badLine, "<h2>Problems</h2>"}},
		{"/crew/nope", 404, "text/html", []string{`no input is named "nope" now`}},
		{"/cards.pdf", 422, "text/plain", []string{"cards.pdf is rendered when every file is legal", badLine}},
		{"/assets/serve.css", 200, "text/css", []string{"body {"}},
		{"/assets/reload.js", 200, "text/javascript", []string{"EventSource"}},
		{"/assets/icon.svg", 200, "image/svg+xml", []string{"<svg"}},
		{"/assets/none.js", 404, "text/plain", []string{"no asset none.js"}},
		{"/" + code, 200, "text/html", []string{"<h1>Mort-Homme (2ème DB)</h1>", "Download crew file", `href="/download/` + code + `"`, "<svg"}},
		{"/C/" + code, 200, "text/html", []string{"<h1>Mort-Homme (2ème DB)</h1>"}},
		{"/c/" + strings.ToLower(code), 200, "text/html", []string{"<h1>Mort-Homme (2ème DB)</h1>", "Opened from code <code>" + code}},
		{"/" + strings.ToLower(code), 200, "text/html", []string{"<h1>Mort-Homme (2ème DB)</h1>"}},
		{"/download/" + code, 200, "application/toml", []string{`name = "Mort-Homme (2ème DB)"`}},
		{"/" + damaged, 400, "text/html", []string{codeErr(t, damaged)}},
		{"/C/" + code[:12], 400, "text/html", []string{codeErr(t, code[:12])}},
		{"/" + newer, 400, "text/html", []string{codeErr(t, newer)}},
		{"/favicon.ico", 404, "text/html", []string{codeErr(t, "/favicon.ico"), "This code does not open"}},
		{"/download/" + damaged, 400, "text/plain", []string{codeErr(t, damaged)}},
		{"/HELLO", 404, "text/html", []string{`not a crewcard code: the link ends in "HELLO"`, "This code does not open"}},
		{"/C/hello", 404, "text/html", []string{`not a crewcard code: the link ends in "HELLO"`}},
		{"/download/HELLO", 404, "text/plain", []string{"not a crewcard code"}},
		{"/" + code[:7], 404, "text/html", []string{"not a crewcard code"}},
		{"/crew/x/y", 404, "text/plain", nil},
	} {
		t.Run(tc.path, func(t *testing.T) {
			res, body := st.get(t, tc.path)
			if res.StatusCode != tc.status {
				t.Errorf("GET %s: status %d, want %d\n%.600s", tc.path, res.StatusCode, tc.status, body)
			}
			if ct := res.Header.Get("Content-Type"); !strings.HasPrefix(ct, tc.ctype) {
				t.Errorf("GET %s: Content-Type %q, want %s", tc.path, ct, tc.ctype)
			}
			text := body
			if strings.HasPrefix(tc.ctype, "text/html") {
				text = html.UnescapeString(body)
			}
			for _, w := range tc.want {
				if !strings.Contains(text, w) {
					t.Errorf("GET %s: the answer lacks %q\n%.1500s", tc.path, w, text)
				}
			}
			for h, want := range map[string]string{"Content-Security-Policy": csp, "X-Content-Type-Options": "nosniff", "Referrer-Policy": "no-referrer"} {
				if got := res.Header.Get(h); got != want {
					t.Errorf("GET %s: %s: %q, want %q", tc.path, h, got, want)
				}
			}
		})
	}
}

// TestDownload checks that the file a code offers is the file decode
// prints: system.File's bytes, which pass check.
func TestDownload(t *testing.T) {
	st, _ := desk(t)
	// the names the crew's and the unit's files are offered under: the
	// crew's or unit's name, accents dropped from their letters
	names := map[string]string{"veteran-campaign-sherman.toml": "mort-homme-2eme-db.toml", "two-man-panzer-i.toml": "kleiner-max.toml",
		"fow-priest-battery-unit.toml": "priest-field-battery.toml", "dotted.toml": "cpl-kurz-zug-2.toml"}
	// a crew whose name holds a dot and a slash, which a file's name would cut at
	tiger, err := os.ReadFile(filepath.Join(samples, "regular-tiger.toml"))
	if err != nil {
		t.Fatal(err)
	}
	dotted := filepath.Join(t.TempDir(), "dotted.toml")
	writeFile(t, dotted, strings.Replace(string(tiger), `name = "Tiger 131"`, `name = "Cpl. Kurz / Zug 2"`, 1))
	for _, f := range []string{"veteran-campaign-sherman.toml", "two-man-panzer-i.toml", "fow-priest-battery-unit.toml", dotted} {
		if f != dotted {
			f = filepath.Join(samples, f)
		}
		code := codeOf(t, f)
		f = filepath.Base(f)
		s, _, _ := saved.Parse(code)
		want, err := system.File(s)
		if err != nil {
			t.Fatal(err)
		}
		res, got := st.get(t, "/download/"+code)
		if res.StatusCode != 200 || got != string(want) {
			t.Errorf("%s: /download/CODE: status %d,\n%s\nwant the decoded file\n%s", f, res.StatusCode, got, want)
		}
		if cd := res.Header.Get("Content-Disposition"); !strings.HasPrefix(cd, "attachment; filename=") {
			t.Errorf("%s: Content-Disposition %q, want an attachment", f, cd)
		} else if want := names[f]; !strings.HasSuffix(cd, `filename="`+want+`"`) {
			t.Errorf("%s: Content-Disposition %q, want the file named %s", f, cd, want)
		}
	}
}

// TestPageNeedsNoInline checks that the pages hold no inline script, no
// style element and no style attribute, which the policy forbids, and that
// the card's style sheet (its fonts) is served.
func TestPageNeedsNoInline(t *testing.T) {
	st, _ := desk(t)
	for _, path := range []string{"/", "/crew/veteran-campaign-sherman", "/" + codeOf(t, filepath.Join(samples, "regular-tiger.toml"))} {
		_, body := st.get(t, path)
		for _, bad := range []*regexp.Regexp{regexp.MustCompile(`<script>|<script [^>]*>[^<]`), regexp.MustCompile(`<style`), regexp.MustCompile(`\sstyle=`), regexp.MustCompile(`\son[a-z]+=`)} {
			if m := bad.FindString(body); m != "" {
				t.Errorf("GET %s: the page holds %q, which the content security policy forbids", path, m)
			}
		}
		for _, m := range regexp.MustCompile(`href="(/assets/card-[0-9a-f]+\.css)"`).FindAllStringSubmatch(body, -1) {
			res, css := st.get(t, m[1])
			if res.StatusCode != 200 || !strings.Contains(css, "@font-face") || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/css") {
				t.Errorf("GET %s: status %d, %s, want the card fonts' style sheet", m[1], res.StatusCode, res.Header.Get("Content-Type"))
			}
		}
	}
}

// TestSVGIsThePlan checks that the page draws the card from the same
// display list as the PDF: the SVG's texts are the plan's, in order.
func TestSVGIsThePlan(t *testing.T) {
	st, _ := desk(t)
	path := filepath.Join(samples, "veteran-campaign-sherman.toml")
	src, _ := os.ReadFile(path)
	doc, _ := system.Check(path, src)
	card, err := doc.Card(0, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	f, err := st.s.cfg.Kit.Plan(card)
	if err != nil {
		t.Fatal(err)
	}
	var want []string
	for _, pg := range append(f.Front, f.Back...) {
		for _, op := range pg.Ops {
			if op.Kind == layout.OpText {
				want = append(want, op.Text)
			}
		}
	}
	_, body := st.get(t, "/crew/veteran-campaign-sherman")
	var got []string
	for _, m := range regexp.MustCompile(`<text [^>]*>([^<]*)</text>`).FindAllStringSubmatch(body, -1) {
		got = append(got, html.UnescapeString(m[1]))
	}
	if len(want) < 10 || strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("the page's SVG texts\n%q\nwant the plan's\n%q", got, want)
	}
}

func TestMethodsAndHosts(t *testing.T) {
	st, _ := desk(t)
	res, err := http.Post(st.url+"/", "text/plain", strings.NewReader("x"))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	if res.StatusCode != http.StatusMethodNotAllowed {
		t.Errorf("POST /: status %d, want 405: the server is read-only", res.StatusCode)
	}
	for host, want := range map[string]int{"evil.example": 421, "192.168.1.9:8421": 421, "localhost:8421": 200, "[::1]:8421": 200, "127.0.0.1": 200} {
		req, _ := http.NewRequest("GET", st.url+"/", nil)
		req.Host = host
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		res.Body.Close()
		if res.StatusCode != want {
			t.Errorf("GET / with Host %s: status %d, want %d", host, res.StatusCode, want)
		}
	}
}

func TestCheckAddr(t *testing.T) {
	for _, tc := range []struct {
		addr string
		lan  bool
		ok   bool
	}{
		{"127.0.0.1:8421", false, true},
		{"localhost:0", false, true},
		{"[::1]:8421", false, true},
		{"0.0.0.0:8421", false, false},
		{":8421", false, false},
		{"192.168.1.9:8421", false, false},
		{"example.org:80", false, false},
		{"0.0.0.0:8421", true, true},
		{"8421", false, false},
	} {
		if err := CheckAddr(tc.addr, tc.lan); (err == nil) != tc.ok {
			t.Errorf("CheckAddr(%q, lan %v) = %v, want ok %v", tc.addr, tc.lan, err, tc.ok)
		}
	}
}

func TestSlug(t *testing.T) {
	taken := map[string]*entry{}
	for _, tc := range []struct{ in, want string }{
		{"samples/regular-tiger.toml", "regular-tiger"},
		{"a/Regular Tiger.toml", "regular-tiger-2"},
		{"crews/Öl & Feuer.TOML", "ol-feuer"},
		{"###.toml", "file"},
		{"Mort-Homme (2ème DB).toml", "mort-homme-2eme-db"},
		{"Ærø Straße.toml", "aero-strasse"},
	} {
		got := uniqueSlug(fileSlug(tc.in), taken)
		taken[got] = &entry{}
		if got != tc.want {
			t.Errorf("fileSlug(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}
