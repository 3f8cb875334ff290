package battlescribe

import (
	"bytes"
	"strings"
	"testing"
	"time"
)

// untimed are the default limits without the wall-clock budget: a busy
// machine may take any time, and the limits in bytes, depth and elements
// must refuse a hostile file by themselves.
var untimed = Limits{MaxBytes: DefaultLimits.MaxBytes, MaxDepth: DefaultLimits.MaxDepth, MaxElements: DefaultLimits.MaxElements}

// TestParseHostile refuses hostile files by the limits in bytes, depth and
// elements, with their reason.
func TestParseHostile(t *testing.T) {
	laughs := `<?xml version="1.0"?>
<!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>
<catalogue>&lol3;</catalogue>`
	external := `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><catalogue>&xxe;</catalogue>`
	huge := bytes.Repeat([]byte("<a/>"), (100<<20)/4) // 100 MB
	for _, tc := range []struct {
		name string
		src  []byte
		want string
	}{
		{"billion laughs", []byte(laughs), "x.cat:2: a DOCTYPE is refused"},
		{"external entity", []byte(external), "x.cat:1: a DOCTYPE is refused"},
		{"undeclared entity", []byte(`<catalogue>&lol;</catalogue>`), "x.cat:1: invalid character entity &lol;"},
		{"deep", []byte(strings.Repeat("<a>", 100) + strings.Repeat("</a>", 100)), "x.cat:1: elements nested deeper than 64"},
		{"huge", huge, "x.cat: larger than the 16 MiB limit"},
		{"many elements", []byte("<r>" + strings.Repeat("<a/>", 1<<20+1) + "</r>"), "more than 1048576 elements"},
		{"two roots", []byte("<a/><b/>"), "x.cat:1: a second root element <b>"},
		{"empty", nil, "x.cat: no XML element"},
		{"unclosed", []byte("<a><b></a>"), "x.cat:1: element <b> closed by </a>"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Parse("x.cat", bytes.NewReader(tc.src), untimed)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Fatalf("Parse = %v, want %q", err, tc.want)
			}
		})
	}
}

// TestParseBudget stops a read that takes longer than its budget.
func TestParseBudget(t *testing.T) {
	src := "<r>" + strings.Repeat("<a x='1'/>", 200000) + "</r>"
	lim := DefaultLimits
	lim.Budget = time.Nanosecond
	if _, err := Parse("x.cat", strings.NewReader(src), lim); err == nil || !strings.Contains(err.Error(), "took longer than") {
		t.Fatalf("Parse = %v, want the budget's error", err)
	}
}

// TestParseTree keeps names, attributes, text and lines.
func TestParseTree(t *testing.T) {
	src := "<?xml version=\"1.0\"?>\n<catalogue xmlns=\"http://www.battlescribe.net/schema/catalogueSchema\" name=\"N\">\n<c name=\"Range\">10&quot;/25cm</c>\n</catalogue>"
	n, err := Parse("x.cat", strings.NewReader(src), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	c := n.Child("c")
	if n.Name != "catalogue" || n.Get("name") != "N" || c == nil || c.Text != `10"/25cm` || c.Line != 3 {
		t.Fatalf("got %+v / %+v", n, c)
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(`<catalogue id="1"><selectionEntries><selectionEntry type="unit"/></selectionEntries></catalogue>`))
	f.Add([]byte(`<!DOCTYPE a><a/>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		lim := DefaultLimits
		lim.MaxBytes = 1 << 16
		n, err := Parse("f.cat", bytes.NewReader(src), lim)
		if err == nil && n == nil {
			t.Fatal("no tree and no error")
		}
	})
}

// TestPrintableName: a name with an escape sequence or an invalid byte is
// quoted in errors; a plain one is not.
func TestPrintableName(t *testing.T) {
	for in, want := range map[string]string{"roster.ros": "roster.ros", "Kampfgruppe ü.ros": "Kampfgruppe ü.ros", "\x1b]0;owned\x07x.ros": `"\x1b]0;owned\ax.ros"`, "a\xffb": `"a\xffb"`} {
		if got := printable(in); got != want {
			t.Errorf("printable(%q) = %s, want %s", in, got, want)
		}
	}
}
