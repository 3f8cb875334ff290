package model

import (
	"sort"
	"strconv"
	"strings"
	"sync"
)

// Locator finds where keys and array elements sit in a TOML source, so that
// every error can carry a position, not only the first one the decoder meets.
// Paths are dotted, with array indices from 0: "battle.2.skills.0.skill".
//
// It keeps the file as a tree of keys and elements, each node holding its
// own key and offset only, so that its size grows with the file, however
// long or deep the paths are.
type Locator struct {
	cursor
	once  sync.Once         // the scan, made when a position is first asked for
	lines []int             // byte offset where each line starts
	nodes []node            // nodes[0] is the root table; a parent comes before its children
	kids  map[kid]int32     // a table's keys
	elems map[int32][]int32 // an array's elements, in order
	strip map[kid]int32     // key paths without array indices, numbered from 1; built by find
	occur [][]int           // such a path's number -> the sorted offsets where it occurs
}

// node is a key or an array element of the file.
type node struct {
	parent int32
	off    int32 // where its key or element starts; -1 for a table that only dotted keys or headers name
	first  int32 // where the first located node below it starts; -1 for none
	tables bool  // an array of tables, made by [[headers]]
}

// kid names a key of a table.
type kid struct {
	parent int32
	key    string
}

// maxLocDepth bounds how deeply the locator follows arrays and inline
// tables; deeper values are skipped. CheckShape refuses such files before
// they get here.
const maxLocDepth = 2 * MaxDepth

// NewLocator returns the locator of src. It scans src once, when a
// position is first asked for: a file without errors is never scanned.
func NewLocator(src []byte) *Locator {
	return &Locator{cursor: cursor{src: string(src)}}
}

// build scans the file, recording the position of every key and array
// element.
func (l *Locator) build() {
	l.once.Do(func() {
		l.kids, l.elems = map[kid]int32{}, map[int32][]int32{}
		// A key has its = or header, an element its [ or comma: room for
		// as many nodes spares copying them as the slice grows.
		hint := 1 + strings.Count(l.src, "=") + strings.Count(l.src, ",") + strings.Count(l.src, "[")
		l.nodes = make([]node, 1, hint)
		l.nodes[0] = node{parent: -1, off: -1, first: -1}
		l.lines = append(l.lines, 0)
		for i := 0; i < len(l.src); i++ {
			if l.src[i] == '\n' {
				l.lines = append(l.lines, i+1)
			}
		}
		l.scan()
	})
}

// child returns the node of key below the table parent, made if new.
func (l *Locator) child(parent int32, key string) int32 {
	k := kid{parent, key}
	if n, ok := l.kids[k]; ok {
		return n
	}
	l.nodes = append(l.nodes, node{parent: parent, off: -1, first: -1})
	n := int32(len(l.nodes) - 1)
	l.kids[k] = n
	return n
}

// elem adds an element at offset off to the array arr.
func (l *Locator) elem(arr int32, off int) int32 {
	l.nodes = append(l.nodes, node{parent: arr, off: -1, first: -1})
	n := int32(len(l.nodes) - 1)
	l.elems[arr] = append(l.elems[arr], n)
	l.locate(n, off)
	return n
}

// locate records that node n starts at off. The scan moves forward, so the
// first offset recorded below a node is the smallest.
func (l *Locator) locate(n int32, off int) {
	l.nodes[n].off = int32(off)
	for p := l.nodes[n].parent; p >= 0 && l.nodes[p].first < 0; p = l.nodes[p].parent {
		l.nodes[p].first = int32(off)
	}
}

// path returns the node of the dotted keys below the table from, made if new.
func (l *Locator) path(from int32, keys []string) int32 {
	for _, k := range keys {
		from = l.child(from, k)
	}
	return from
}

// lookup follows a dotted path with array indices as far as the file has
// it. It returns the deepest node reached and whether that is all of path.
func (l *Locator) lookup(path string) (int32, bool) {
	segs := strings.Split(path, ".")
	n := int32(0)
	for i := 0; i < len(segs); i++ {
		if elems, ok := l.elems[n]; ok {
			idx, err := strconv.Atoi(segs[i])
			if err != nil || idx < 0 || idx >= len(elems) {
				return n, false
			}
			n = elems[idx]
			continue
		}
		next, found := int32(0), false
		for j := i; j < len(segs) && !found; j++ { // a quoted key may hold dots
			next, found = l.kids[kid{n, strings.Join(segs[i:j+1], ".")}]
			if found {
				i = j
			}
		}
		if !found {
			return n, false
		}
		n = next
	}
	return n, true
}

// Pos returns the position of path in the file named file; failing that, of
// its first located child (a table made by dotted keys), or of its nearest
// located parent.
func (l *Locator) Pos(file, path string) Pos {
	if l == nil { // a file that did not decode: its name is all there is
		return Pos{File: file}
	}
	l.build()
	n, all := l.lookup(path)
	if all && l.nodes[n].off < 0 && l.nodes[n].first >= 0 {
		return l.offsetPos(file, int(l.nodes[n].first))
	}
	for ; n > 0; n = l.nodes[n].parent {
		if off := l.nodes[n].off; off >= 0 {
			return l.offsetPos(file, int(off))
		}
	}
	return Pos{File: file}
}

// find returns the position of the n-th occurrence of a key path given
// without array indices, as the decoder reports unknown keys.
func (l *Locator) find(file string, key []string, n int) Pos {
	l.build()
	if l.occur == nil {
		l.index()
	}
	at := int32(0)
	for _, k := range key {
		next, ok := l.strip[kid{at, k}]
		if !ok {
			return Pos{File: file}
		}
		at = next
	}
	offs := l.occur[at]
	if len(offs) == 0 {
		return Pos{File: file}
	}
	return l.offsetPos(file, offs[min(n, len(offs)-1)])
}

// index numbers the key paths without array indices and lists where each
// occurs, for find: every key, and every [[header]] of an array of tables.
func (l *Locator) index() {
	keyOf := make([]string, len(l.nodes))
	isKey := make([]bool, len(l.nodes))
	for k, n := range l.kids {
		keyOf[n], isKey[n] = k.key, true
	}
	l.strip = map[kid]int32{}
	l.occur = [][]int{nil}
	id := make([]int32, len(l.nodes)) // node -> its key path without indices
	for n := 1; n < len(l.nodes); n++ {
		nd := &l.nodes[n]
		if !isKey[n] {
			id[n] = id[nd.parent] // an element: its array's path
			continue
		}
		k := kid{id[nd.parent], keyOf[n]}
		s, ok := l.strip[k]
		if !ok {
			s = int32(len(l.occur))
			l.strip[k] = s
			l.occur = append(l.occur, nil)
		}
		id[n] = s
		switch {
		case nd.tables:
			for _, e := range l.elems[int32(n)] {
				l.occur[s] = append(l.occur[s], int(l.nodes[e].off))
			}
		case nd.off >= 0:
			l.occur[s] = append(l.occur[s], int(nd.off))
		}
	}
	for _, offs := range l.occur {
		sort.Ints(offs)
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

func (l *Locator) scan() {
	if strings.HasPrefix(l.src, "\uFEFF") {
		l.i = 3
	}
	table := int32(0) // where the keys go: the last header's table
	for l.i < len(l.src) {
		l.blank(true)
		start := l.i
		switch l.peek() {
		case 0:
			return
		case '[':
			table = l.header()
		default:
			keys := l.key()
			l.blank(false)
			if l.peek() != '=' || len(keys) == 0 {
				l.skipLine()
				break
			}
			l.i++
			l.blank(false)
			n := l.path(table, keys)
			l.locate(n, start)
			l.value(n, 0)
		}
		if l.i == start {
			l.i++ // always make progress, whatever the input
		}
	}
}

// header reads [table] or [[array.of.tables]] and returns the table that
// the keys below it go into.
func (l *Locator) header() int32 {
	start := l.i
	array := strings.HasPrefix(l.src[l.i:], "[[")
	if array {
		l.i += 2
	} else {
		l.i++
	}
	l.blank(false)
	keys := l.key()
	l.skipLine()
	n := int32(0)
	for i, k := range keys {
		n = l.child(n, k)
		if elems := l.elems[n]; i < len(keys)-1 && l.nodes[n].tables && len(elems) > 0 {
			n = elems[len(elems)-1] // [[a]] then [a.b]: b is in the last a
		}
	}
	if n == 0 {
		return 0
	}
	l.locate(n, start)
	if array {
		l.nodes[n].tables = true
		n = l.elem(n, start)
	}
	return n
}

// key reads a possibly dotted, possibly quoted key.
func (l *Locator) key() []string {
	var keys []string
	for {
		k := l.piece()
		if k == "" {
			return keys
		}
		if k[0] == '"' || k[0] == '\'' {
			q, err := strconv.Unquote(strings.ReplaceAll(k, "'", "\""))
			if err != nil {
				q = strings.Trim(k, "\"'")
			}
			k = q
		}
		keys = append(keys, k)
		if !l.dot() {
			return keys
		}
	}
}

// value reads one value of the node n, depth arrays and inline tables
// down, recording the positions of array elements and of the keys of
// inline tables.
func (l *Locator) value(n int32, depth int) {
	if depth >= maxLocDepth && (l.peek() == '[' || l.peek() == '{') {
		l.skipValue()
		return
	}
	switch l.peek() {
	case '"', '\'':
		l.str()
	case '[':
		l.i++
		for l.i < len(l.src) {
			l.blank(true)
			if c := l.peek(); c == ']' || c == 0 {
				break
			}
			start := l.i
			l.value(l.elem(n, l.i), depth+1)
			l.blank(true)
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
			l.blank(true) // TOML 1.1 lets inline tables span lines
			if c := l.peek(); c == '}' || c == 0 {
				break
			}
			start := l.i
			keys := l.key()
			l.blank(false)
			if l.peek() != '=' || len(keys) == 0 {
				break
			}
			l.i++
			l.blank(false)
			k := l.path(n, keys)
			l.locate(k, start)
			l.value(k, depth+1)
			l.blank(true)
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

// skipValue skips an array or inline table without recording anything.
func (l *Locator) skipValue() {
	open := 0
	for l.i < len(l.src) {
		switch l.src[l.i] {
		case '"', '\'':
			l.str()
			continue
		case '#':
			l.skipLine()
			continue
		case '[', '{':
			open++
		case ']', '}':
			open--
		}
		l.i++
		if open <= 0 {
			return
		}
	}
}
