package model

import (
	"bytes"
	"fmt"
	"strings"
)

// Limits on the shape of any file, checked by CheckShape before decoding,
// each beyond what a legal file needs, and low enough that the decoder
// answers any 1 MiB file within about a second and 200 MB (its cost per key
// grows with the key's depth and length). The deepest value a crew file
// holds is a die in battle.skills.dice: an array in a table in an array in a
// table in an array, 5 levels; a template needs 2. The longest key path is
// "crew.skills.commander", 21 bytes. A crew file holds at most 1,000 game
// records of at most 50 skill gains each, 51,015 tables in all with its
// own; a template at most 500 widgets.
const (
	MaxDepth  = 6      // tables and arrays around any value, counting each table a dotted key or header names
	MaxKeyLen = 64     // bytes of a key path as written, with its table's name and the dots
	MaxTables = 60_000 // [tables], [[tables]] and { inline tables } in one file
)

// CheckShape refuses a file whose tables and arrays nest more than MaxDepth
// deep, whose key paths are longer than MaxKeyLen or that holds more than
// MaxTables tables, before any decoding: the TOML decoder spends time and
// memory on every level of every key and on every table, so that a 1 MiB
// file of brackets or dots would take minutes and gigabytes. It reads src
// once, skipping strings and comments, and returns nil or the first problem
// at its position.
func CheckShape(name string, src []byte) *Error {
	s := &shapeScan{cursor: cursor{src: string(src)}}
	if bytes.HasPrefix(src, bom) {
		s.i = len(bom)
	}
	s.file()
	if s.err == nil {
		return nil
	}
	s.err.Pos = bytePos(name, src, s.errAt)
	return s.err
}

// shapeScan is CheckShape's state: a reader of TOML that knows just enough
// of the grammar to follow keys, headers and brackets.
type shapeScan struct {
	cursor
	segs   []string // the key path to the current point: the pieces as written
	depth  int      // tables and arrays around the current point
	plen   int      // bytes of segs with their dots
	tables int      // tables met so far
	err    *Error
	errAt  int // byte offset of err
}

// fail records the first problem at byte offset at.
func (s *shapeScan) fail(at int, format string, args ...any) {
	if s.err == nil {
		s.err = &Error{Path: Clip(strings.Join(s.segs, "."), 60), Msg: fmt.Sprintf(format, args...)}
		s.errAt = at
	}
}

// enter goes one table or array deeper at offset at; fix tells how to
// flatten the file.
func (s *shapeScan) enter(at int, fix string) bool {
	s.depth++
	if s.depth > MaxDepth {
		s.fail(at, "tables and arrays nest more than %d deep here, more than a crewcard file ever needs; %s", MaxDepth, fix)
		return false
	}
	return true
}

// push adds a key piece to the path.
func (s *shapeScan) push(seg string, at int) bool {
	if len(s.segs) > 0 {
		s.plen++
	}
	s.plen += len(seg)
	s.segs = append(s.segs, seg)
	if s.plen > MaxKeyLen {
		s.fail(at, "key path is longer than %d bytes; a crewcard file's keys are short names such as crew.skills", MaxKeyLen)
		return false
	}
	return true
}

// table counts one more table at offset at.
func (s *shapeScan) table(at int) bool {
	s.tables++
	if s.tables > MaxTables {
		s.fail(at, "more than %d tables in one file, more than a crewcard file ever holds; is this the right file?", MaxTables)
		return false
	}
	return true
}

// mark and reset save and restore the path and depth around a nested part.
type shapeMark struct{ segs, depth, plen int }

func (s *shapeScan) mark() shapeMark { return shapeMark{len(s.segs), s.depth, s.plen} }

func (s *shapeScan) reset(m shapeMark) { s.segs, s.depth, s.plen = s.segs[:m.segs], m.depth, m.plen }

// file reads the top level: headers and key = value lines. Whatever it
// does not understand it skips to the end of the line, for the decoder to
// report.
func (s *shapeScan) file() {
	root := s.mark()
	top := root // the table the keys go into
	for s.err == nil {
		s.blank(true)
		if s.i >= len(s.src) {
			return
		}
		if s.peek() == '[' {
			s.reset(root)
			s.header()
			top = s.mark()
		} else {
			s.keyValue()
			s.reset(top)
		}
		if s.err == nil {
			s.skipLine()
		}
	}
}

// header reads [a.b.c] or [[a.b.c]] and leaves the path and depth at it.
func (s *shapeScan) header() {
	at := s.i
	s.i++
	array := s.peek() == '['
	if array {
		s.i++
	}
	if !s.key(true) || !s.table(at) {
		return
	}
	if array {
		s.enter(at, "use fewer dotted parts in the table's name") // the array and its tables
	}
}

// key reads a dotted key, each piece but the last a table, or, when all is
// set, every piece a table (a header's name).
func (s *shapeScan) key(all bool) bool {
	fix := "use fewer dotted parts in the key"
	if all {
		fix = "use fewer dotted parts in the table's name"
	}
	for {
		p := s.piece()
		if p == "" {
			return true
		}
		at := s.i - len(p)
		if !s.push(p, at) {
			return false
		}
		more := s.dot()
		if (more || all) && !s.enter(at, fix) {
			return false
		}
		if !more {
			return true
		}
	}
}

// keyValue reads key = value.
func (s *shapeScan) keyValue() {
	if !s.key(false) {
		return
	}
	s.blank(false)
	if s.peek() != '=' {
		return
	}
	s.i++
	s.blank(false)
	s.value()
}

// value reads one value: a string, an array, an inline table or anything
// else up to where it must end.
func (s *shapeScan) value() {
	switch s.peek() {
	case '"', '\'':
		s.str()
	case '[':
		s.nested(']', s.value)
	case '{':
		s.nested('}', s.keyValue)
	default:
		for s.i < len(s.src) && strings.IndexByte(",]}[{#\"'\n", s.src[s.i]) < 0 {
			s.i++
		}
	}
}

// nested reads an array or an inline table, one level deeper: items read
// by item, separated by commas, blank lines and comments, up to close.
func (s *shapeScan) nested(close byte, item func()) {
	m := s.mark()
	defer s.reset(m)
	if !s.enter(s.i, "remove the extra brackets") || close == '}' && !s.table(s.i) {
		return
	}
	s.i++
	for s.err == nil {
		s.blank(true)
		switch s.peek() {
		case close:
			s.i++
			return
		case ',':
			s.i++
			continue
		case 0:
			return
		}
		start := s.i
		inner := s.mark()
		item()
		s.reset(inner)
		if s.i == start {
			return // not a value: the decoder reports it
		}
	}
}

// bytePos turns a byte offset in src into a position, columns counted in
// bytes from after a byte-order mark, as the decoder's are.
func bytePos(name string, src []byte, off int) Pos {
	line := 1 + bytes.Count(src[:off], []byte("\n"))
	start := bytes.LastIndexByte(src[:off], '\n') + 1
	col := off - start + 1
	if start == 0 && bytes.HasPrefix(src, bom) {
		col -= len(bom)
	}
	return Pos{File: name, Line: line, Col: col}
}
