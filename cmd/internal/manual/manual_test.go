package manual

import (
	"bytes"
	"html"
	"io"
	"io/fs"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestTopicFiles: every topic listed has its file, titled on its first
// line, and every file of topics/ is a topic listed.
func TestTopicFiles(t *testing.T) {
	for _, topic := range Topics {
		text, ok := Text(topic.Name)
		if !ok || !strings.HasPrefix(text, "# ") || len(text) < 200 {
			t.Errorf("topic %q: no file topics/%s.md with a title and a text (%d bytes)", topic.Name, topic.Name, len(text))
		}
	}
	entries, err := fs.ReadDir(files, "topics")
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if name := strings.TrimSuffix(e.Name(), ".md"); Find(name) < 0 {
			t.Errorf("topics/%s is no topic of the list: add it to Topics", e.Name())
		}
	}
	if _, ok := Text("../manual"); ok {
		t.Error("Text reads a name outside the list")
	}
}

// TestREADMEListsTopics holds the README's table of topics to the list.
func TestREADMEListsTopics(t *testing.T) {
	b, err := os.ReadFile("../../../README.md")
	if err != nil {
		t.Fatal(err)
	}
	rows := regexp.MustCompile("(?m)^\\| \\[`([a-z]+)`\\]\\(cmd/internal/manual/topics/([a-z]+)\\.md\\) \\| (.*) \\|$").FindAllStringSubmatch(string(b), -1)
	var got []Topic
	for _, r := range rows {
		if r[1] != r[2] {
			t.Errorf("README: the row of %q links topics/%s.md", r[1], r[2])
		}
		got = append(got, Topic{r[1], r[3]})
	}
	if !slices.Equal(got, Topics) {
		t.Errorf("the README's table lists\n%v\nwant the topics\n%v", got, Topics)
	}
	if n := bytes.Count(b, []byte("\n")); n >= 250 {
		t.Errorf("the README has %d lines, want under 250: move the rest into a topic", n)
	}
}

// TestHelp runs crewcard help: the list, a topic, and what it refuses.
func TestHelp(t *testing.T) {
	usage := func(w io.Writer) { io.WriteString(w, "usage: crewcard\n") }
	help := func(args ...string) (int, string, string) {
		var out, errs strings.Builder
		code := Help(args, &out, &errs, usage)
		return code, out.String(), errs.String()
	}
	code, out, errs := help()
	if code != 0 || errs != "" || !strings.HasPrefix(out, "usage: crewcard\n") {
		t.Errorf("help: exit %d, %q, %q", code, out, errs)
	}
	for _, topic := range Topics {
		if !strings.Contains(out, "  "+topic.Name+" ") || !strings.Contains(out, topic.Summary) {
			t.Errorf("help does not list %q: %s", topic.Name, topic.Summary)
		}
		code, out, _ := help(topic.Name)
		if text, _ := Text(topic.Name); code != 0 || out != text {
			t.Errorf("help %s: exit %d, %d bytes, want its %d", topic.Name, code, len(out), len(text))
		}
	}
	if code, out, errs := help("nope"); code != 2 || out != "" || !strings.Contains(errs, `no topic "nope"`) || !strings.Contains(errs, "  commands ") {
		t.Errorf("help nope: exit %d, %q, %q; want 2 and the topics", code, out, errs)
	}
	if code, _, errs := help("card", "rules"); code != 2 || !strings.Contains(errs, "one topic at a time") {
		t.Errorf("help card rules: exit %d, %q", code, errs)
	}
}

// TestHTML turns each kind of block the topics use into HTML.
func TestHTML(t *testing.T) {
	for _, c := range []struct{ md, want string }{
		{"# A <b> & C", "<h1>A &lt;b&gt; &amp; C</h1>\n"},
		{"### Deep", "<h3>Deep</h3>\n"},
		{"one\ntwo **bold** `a **b** <c>`", "<p>one\ntwo <strong>bold</strong> <code>a **b** &lt;c&gt;</code></p>\n"},
		{"```toml\nx = \"<y>\"\n```\nafter", "<pre tabindex=\"0\"><code>x = &#34;&lt;y&gt;&#34;</code></pre>\n<p>after</p>\n"},
		{"| a | b |\n|---|---|\n| `x\\|y` | z |", "<table>\n<tr><th>a</th><th>b</th></tr>\n<tr><td><code>x|y</code></td><td>z</td></tr>\n</table>\n"},
		{"- one\n  more\n- two", "<ul>\n<li>one\nmore</li>\n<li>two</li>\n</ul>\n"},
		{"1. first\n2. second", "<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n"},
		{"text\n- item", "<p>text</p>\n<ul>\n<li>item</li>\n</ul>\n"},
		{"see https://x.example/a", "<p>see https://x.example/a</p>\n"},
	} {
		if got := HTML(c.md); got != c.want {
			t.Errorf("HTML(%q) =\n%q\nwant\n%q", c.md, got, c.want)
		}
	}
}

// TestPages: every topic is a page, listed by the index, holding every
// line of its code blocks and every heading.
func TestPages(t *testing.T) {
	pages := Pages()
	if len(pages) != len(Topics)+2 || pages["manual.css"] == nil {
		t.Errorf("%d pages, want %d topics, the index and manual.css", len(pages), len(Topics))
	}
	for _, topic := range Topics {
		page := string(pages[topic.Name+".html"])
		if !strings.Contains(string(pages["index.html"]), `href="`+topic.Name+`.html"`) {
			t.Errorf("the index does not link %s.html", topic.Name)
		}
		text, _ := Text(topic.Name)
		fence := false
		for _, line := range strings.Split(text, "\n") {
			if strings.HasPrefix(line, "```") {
				fence = !fence
				continue
			}
			want := html.EscapeString(line)
			if !fence {
				want = inline(strings.TrimLeft(line, "# "))
			}
			if (fence || strings.HasPrefix(line, "#")) && !strings.Contains(page, want) {
				t.Errorf("%s.html lacks the line %q", topic.Name, line)
			}
		}
	}
}
