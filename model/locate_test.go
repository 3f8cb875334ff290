package model

import (
	"fmt"
	"strings"
	"testing"
)

// locateSrc exercises the locator: tables, arrays of tables, inline tables
// in arrays, multi-line arrays, quoted keys and a multi-line string that
// looks like a header.
const locateSrc = `# comment
[vehicle]
name = "T"
  nation   =   "N"
kind = "tank" # kind
points = 100

[ crew ]
name = "C"
start = "regular"

[crew.skills]
gunner = ["Deadeye", "Long Shot"]
"commander" = ['Lucky']

[[crew.member]]
roles = ["commander"]

[[crew.member]]
name = "B"
roles = [
  "gunner",   # the gunner, ] [
  "driver",
]

[[battle]]
name = "one"
destroyed = [1, 2]

[[ battle ]]
skills = [{ role = "gunner", skill = "Deadeye", dice = [3, 1] }, { role = "driver" }]
more = [
  { role = "gunner" },
  {role="loader",skill="Fast Reload"},
]
note = """
[[battle]]
fake = 1
"""
'quoted key' = "x"
"dotted.key" = 1
a."b c".d = 2
last = 'C:\'
after = 1
`

var locateCases = []struct {
	path      string
	line, col int
}{
	{"vehicle", 2, 1},
	{"vehicle.name", 3, 1},
	{"vehicle.nation", 4, 3},
	{"vehicle.kind", 5, 1},
	{"vehicle.points", 6, 1},
	{"crew", 8, 1},
	{"crew.name", 9, 1},
	{"crew.start", 10, 1},
	{"crew.skills", 12, 1},
	{"crew.skills.gunner", 13, 1},
	{"crew.skills.gunner.0", 13, 11},
	{"crew.skills.gunner.1", 13, 22},
	{"crew.skills.commander", 14, 1},
	{"crew.skills.commander.0", 14, 16},
	{"crew.member.0", 16, 1},
	{"crew.member.0.roles", 17, 1},
	{"crew.member.0.roles.0", 17, 10},
	{"crew.member.1", 19, 1},
	{"crew.member.1.name", 20, 1},
	{"crew.member.1.roles.0", 22, 3},
	{"crew.member.1.roles.1", 23, 3},
	{"battle.0", 26, 1},
	{"battle.0.name", 27, 1},
	{"battle.0.destroyed.1", 28, 17},
	{"battle.1", 30, 1},
	{"battle.1.skills.0", 31, 11},
	{"battle.1.skills.0.role", 31, 13},
	{"battle.1.skills.0.skill", 31, 30},
	{"battle.1.skills.0.dice.1", 31, 60},
	{"battle.1.skills.1", 31, 66},
	{"battle.1.skills.1.role", 31, 68},
	{"battle.1.more.0.role", 33, 5},
	{"battle.1.more.1", 34, 3},
	{"battle.1.more.1.skill", 34, 18},
	{"battle.1.note", 36, 1},
	{"battle.1.fake", 30, 1}, // inside the string: falls back to the record
	{"battle.1.quoted key", 40, 1},
	{"battle.1.dotted.key", 41, 1},
	{"battle.1.a.b c.d", 42, 1},
	{"battle.1.after", 44, 1},
	{"battle.1.skills.0.unknown", 31, 11}, // falls back to the element
	{"nowhere", 0, 0},
}

func TestLocator(t *testing.T) {
	for _, variant := range []struct{ name, src string }{
		{"lf", locateSrc},
		{"crlf", strings.ReplaceAll(locateSrc, "\n", "\r\n")},
	} {
		l := NewLocator([]byte(variant.src))
		for _, tc := range locateCases {
			t.Run(variant.name+"/"+tc.path, func(t *testing.T) {
				got := l.Pos("f.toml", tc.path)
				if got.Line != tc.line || got.Col != tc.col {
					t.Errorf("pos(%q) = %d:%d, want %d:%d", tc.path, got.Line, got.Col, tc.line, tc.col)
				}
			})
		}
		if _, ok := l.lookup("battle.2"); ok {
			t.Errorf("%s: a [[battle]] inside a multi-line string was taken for a header", variant.name)
		}
	}
}

// TestLocatorFind checks the positions of unknown keys, which the decoder
// names without array indices: the n-th occurrence in the file.
func TestLocatorFind(t *testing.T) {
	l := NewLocator([]byte(locateSrc))
	for _, tc := range []struct {
		key       string
		n         int
		line, col int
		bug       string
	}{
		{"crew.member.roles", 0, 17, 1, ""},
		{"crew.member.roles", 1, 21, 1, ""},
		{"battle.skills.role", 0, 31, 13, ""},
		{"battle.skills.role", 1, 31, 68, ""},
		{"battle.more.skill", 0, 34, 18, ""},
		{"vehicle.nope", 0, 0, 0, ""},
	} {
		t.Run(fmt.Sprintf("%s_%d", tc.key, tc.n), func(t *testing.T) {
			got := l.find("f.toml", strings.Split(tc.key, "."), tc.n)
			if got.Line != tc.line || got.Col != tc.col {
				if tc.bug != "" {
					t.Skipf("BUG: %s: find(%q, %d) = %d:%d, want %d:%d", tc.bug, tc.key, tc.n, got.Line, got.Col, tc.line, tc.col)
				}
				t.Errorf("find(%q, %d) = %d:%d, want %d:%d", tc.key, tc.n, got.Line, got.Col, tc.line, tc.col)
			}
		})
	}
}

// TestLocatorFindTables checks that an unknown [[table]] met twice is found
// at each of its headers in turn.
func TestLocatorFindTables(t *testing.T) {
	l := NewLocator([]byte("[[extra]]\na = 1\n\n[[extra]]\nb = 2\n"))
	for n, line := range []int{1, 4} {
		if got := l.find("f.toml", []string{"extra"}, n); got.Line != line || got.Col != 1 {
			t.Errorf("find(extra, %d) = %d:%d, want %d:1", n, got.Line, got.Col, line)
		}
	}
}

// TestLocatorDeep checks that the locator gives positions in a file nested
// far too deep, without following it down.
func TestLocatorDeep(t *testing.T) {
	src := "x = " + strings.Repeat("[", MaxFileSize/2) + strings.Repeat("]", MaxFileSize/2) + "\ny = 1\n"
	l := NewLocator([]byte(src))
	for _, tc := range []struct {
		path      string
		line, col int
	}{{"x", 1, 1}, {"x.0.0", 1, 7}, {"y", 2, 1}} {
		if got := l.Pos("f.toml", tc.path); got.Line != tc.line || got.Col != tc.col {
			t.Errorf("Pos(%s) = %d:%d, want %d:%d", tc.path, got.Line, got.Col, tc.line, tc.col)
		}
	}
	if len(l.nodes) > 4*maxLocDepth {
		t.Errorf("%d nodes for %d levels; want the levels below %d skipped", len(l.nodes), MaxFileSize/2, maxLocDepth)
	}
}

// BenchmarkLocator measures the scan of 1 MiB files with many keys and
// elements: its time and memory grow with the file, not with the length
// of the paths.
func BenchmarkLocator(b *testing.B) {
	for _, bc := range []struct{ name, src string }{
		{"elements", "x = [" + strings.Repeat("1,", MaxFileSize/2-4) + "]\n"},
		{"keys under a long header", "[" + strings.Repeat("a", 120) + "]\n" + keys(MaxFileSize-200)},
		{"inline tables", "x = [" + strings.Repeat("{a=1},", 59_000) + "]\n"},
	} {
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				NewLocator([]byte(bc.src)).Pos("f.toml", "nowhere")
			}
		})
	}
}

// BenchmarkLocatorPos measures finding a thousand paths that the file
// lacks, as a validator's errors may name, in a file of 100,000 keys: each
// falls back to its nearest parent without looking at every key.
func BenchmarkLocatorPos(b *testing.B) {
	l := NewLocator([]byte("[crew]\n" + keys(MaxFileSize-100)))
	l.Pos("f.toml", "crew")
	b.ReportAllocs()
	for b.Loop() {
		for i := range 1000 {
			l.Pos("f.toml", fmt.Sprintf("crew.missing%d.name", i))
		}
	}
}

// keys returns distinct keys, one a line, size bytes at most.
func keys(size int) string {
	var s strings.Builder
	for i := 0; s.Len() < size-12; i++ {
		fmt.Fprintf(&s, "k%x = 1\n", i)
	}
	return s.String()
}

// TestLocatorStringsAndComments checks the places after an escaped quote in
// a multi-line string and after quotes in a comment, which once hid the rest
// of the file.
func TestLocatorStringsAndComments(t *testing.T) {
	src := "[a] # the crew's '''best''' \"\"\"\nnote = \"\"\"one \\\"\"\" two\"\"\"\nb = 1\n[c]\nd = 2\n"
	l := NewLocator([]byte(src))
	for _, tc := range []struct {
		path      string
		line, col int
	}{{"a.note", 2, 1}, {"a.b", 3, 1}, {"c", 4, 1}, {"c.d", 5, 1}} {
		if got := l.Pos("f.toml", tc.path); got.Line != tc.line || got.Col != tc.col {
			t.Errorf("Pos(%s) = %d:%d, want %d:%d", tc.path, got.Line, got.Col, tc.line, tc.col)
		}
	}
	if err := CheckShape("f.toml", []byte(src)); err != nil {
		t.Errorf("CheckShape = %v", err)
	}
}
