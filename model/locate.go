package model

import (
	"sort"
	"strconv"
	"strings"
)

// Locator finds where keys and array elements sit in a TOML source, so that
// every error can carry a position, not only the first one the decoder meets.
// Paths are dotted, with array indices from 0: "battle.2.skills.0.skill".
type Locator struct {
	src   string
	lines []int            // byte offset where each line starts
	at    map[string]int   // path -> byte offset of its key or element
	count map[string]int   // array-of-tables path -> tables seen so far
	keys  map[string][]int // key path without indices -> sorted offsets; built by find
	i     int
}

// NewLocator scans src once and records the position of every key and
// array element.
func NewLocator(src []byte) *Locator {
	l := &Locator{src: string(src), at: map[string]int{}, count: map[string]int{}}
	l.lines = append(l.lines, 0)
	for i, c := range src {
		if c == '\n' {
			l.lines = append(l.lines, i+1)
		}
	}
	l.scan()
	return l
}

// Pos returns the position of path in the file named file; failing that, of
// its first located child (a table made by dotted keys), or of its nearest
// located parent.
func (l *Locator) Pos(file, path string) Pos {
	if _, ok := l.at[path]; !ok {
		first := -1
		for p, off := range l.at {
			if strings.HasPrefix(p, path+".") && (first < 0 || off < first) {
				first = off
			}
		}
		if first >= 0 {
			return l.offsetPos(file, first)
		}
	}
	for p := path; ; {
		if off, ok := l.at[p]; ok {
			return l.offsetPos(file, off)
		}
		i := strings.LastIndexByte(p, '.')
		if i < 0 {
			return Pos{File: file}
		}
		p = p[:i]
	}
}

func (l *Locator) offsetPos(file string, off int) Pos {
	line := sort.Search(len(l.lines), func(i int) bool { return l.lines[i] > off })
	col := off - l.lines[line-1] + 1
	if line == 1 && strings.HasPrefix(l.src, "\uFEFF") {
		col -= len("\uFEFF") // columns count from after a byte-order mark, as the decoder's do
	}
	return Pos{File: file, Line: line, Col: col}
}

func (l *Locator) peek() byte {
	if l.i < len(l.src) {
		return l.src[l.i]
	}
	return 0
}

// skipSpace skips blanks, and newlines and comments too when lines is set.
func (l *Locator) skipSpace(lines bool) {
	for l.i < len(l.src) {
		switch c := l.src[l.i]; {
		case c == ' ' || c == '\t' || c == '\r':
			l.i++
		case c == '\n' && lines:
			l.i++
		case c == '#' && lines:
			for l.i < len(l.src) && l.src[l.i] != '\n' {
				l.i++
			}
		default:
			return
		}
	}
}

func (l *Locator) scan() {
	if strings.HasPrefix(l.src, "\uFEFF") {
		l.i = 3
	}
	prefix := ""
	for l.i < len(l.src) {
		l.skipSpace(true)
		start := l.i
		switch l.peek() {
		case 0:
			return
		case '[':
			prefix = l.header()
		default:
			keys := l.key()
			l.skipSpace(false)
			if l.peek() != '=' || len(keys) == 0 {
				l.skipLine()
				break
			}
			l.i++
			l.skipSpace(false)
			path := join(prefix, strings.Join(keys, "."))
			l.at[path] = start
			l.value(path)
		}
		if l.i == start {
			l.i++ // always make progress, whatever the input
		}
	}
}

// header reads [table] or [[array.of.tables]] and returns the path prefix
// that the keys below it get.
func (l *Locator) header() string {
	start := l.i
	array := strings.HasPrefix(l.src[l.i:], "[[")
	if array {
		l.i += 2
	} else {
		l.i++
	}
	l.skipSpace(false)
	keys := l.key()
	l.skipLine()
	path := ""
	for n, k := range keys {
		path = join(path, k)
		if n == len(keys)-1 {
			break
		}
		if c, ok := l.count[path]; ok {
			path += "." + strconv.Itoa(c-1)
		}
	}
	if array {
		l.count[path]++
		l.at[path] = start
		path += "." + strconv.Itoa(l.count[path]-1)
	}
	l.at[path] = start
	return path
}

// key reads a possibly dotted, possibly quoted key.
func (l *Locator) key() []string {
	var keys []string
	for {
		l.skipSpace(false)
		switch c := l.peek(); {
		case c == '"' || c == '\'':
			s := l.i
			l.str()
			k, err := strconv.Unquote(strings.ReplaceAll(l.src[s:l.i], "'", "\""))
			if err != nil {
				k = strings.Trim(l.src[s:l.i], "\"'")
			}
			keys = append(keys, k)
		case isBare(c):
			s := l.i
			for isBare(l.peek()) {
				l.i++
			}
			keys = append(keys, l.src[s:l.i])
		default:
			return keys
		}
		l.skipSpace(false)
		if l.peek() != '.' {
			return keys
		}
		l.i++
	}
}

func isBare(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}

// value reads one value, recording the positions of array elements and of
// the keys of inline tables below path.
func (l *Locator) value(path string) {
	switch l.peek() {
	case '"', '\'':
		l.str()
	case '[':
		l.i++
		for n := 0; l.i < len(l.src); n++ {
			l.skipSpace(true)
			if c := l.peek(); c == ']' || c == 0 {
				break
			}
			elem := path + "." + strconv.Itoa(n)
			l.at[elem] = l.i
			start := l.i
			l.value(elem)
			l.skipSpace(true)
			if l.peek() == ',' {
				l.i++
			} else if l.i == start {
				break
			}
		}
		if l.peek() == ']' {
			l.i++
		}
	case '{':
		l.i++
		for l.i < len(l.src) {
			l.skipSpace(true) // TOML 1.1 lets inline tables span lines
			if c := l.peek(); c == '}' || c == 0 {
				break
			}
			start := l.i
			keys := l.key()
			l.skipSpace(false)
			if l.peek() != '=' || len(keys) == 0 {
				break
			}
			l.i++
			l.skipSpace(false)
			p := join(path, strings.Join(keys, "."))
			l.at[p] = start
			l.value(p)
			l.skipSpace(true)
			if l.peek() == ',' {
				l.i++
			}
		}
		if l.peek() == '}' {
			l.i++
		}
	default:
		for l.i < len(l.src) && !strings.ContainsRune(",]}\n#", rune(l.src[l.i])) {
			l.i++
		}
	}
}

// str skips a basic, literal or multi-line string.
func (l *Locator) str() {
	defer func() { l.i = min(l.i, len(l.src)) }() // an escape may end the input
	q := l.src[l.i]
	if strings.HasPrefix(l.src[l.i:], strings.Repeat(string(q), 3)) {
		end := strings.Index(l.src[l.i+3:], strings.Repeat(string(q), 3))
		if end < 0 {
			l.i = len(l.src)
			return
		}
		l.i += 3 + end + 3
		for l.i < len(l.src) && l.src[l.i] == q { // up to two quotes may close the content
			l.i++
		}
		return
	}
	for l.i++; l.i < len(l.src); l.i++ {
		switch l.src[l.i] {
		case '\\':
			if q == '"' {
				l.i++
			}
		case q:
			l.i++
			return
		case '\n':
			return
		}
	}
}

func (l *Locator) skipLine() {
	for l.i < len(l.src) && l.src[l.i] != '\n' {
		if c := l.src[l.i]; c == '"' || c == '\'' {
			l.str()
			continue
		}
		l.i++
	}
}

func join(prefix, key string) string {
	if prefix == "" {
		return key
	}
	return prefix + "." + key
}
