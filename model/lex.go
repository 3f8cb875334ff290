package model

import "strings"

// cursor reads TOML source as far as the shape check and the locator need:
// blanks, comments, strings and the pieces of keys. It never decodes a
// value; what it does not know it leaves for the decoder to report.
type cursor struct {
	src string
	i   int
}

func (c *cursor) peek() byte {
	if c.i < len(c.src) {
		return c.src[c.i]
	}
	return 0
}

// blank skips spaces and tabs, and newlines and comments too when lines is
// set.
func (c *cursor) blank(lines bool) {
	for c.i < len(c.src) {
		switch ch := c.src[c.i]; {
		case ch == ' ' || ch == '\t' || ch == '\r' || ch == '\n' && lines:
			c.i++
		case ch == '#' && lines:
			c.toEOL()
		default:
			return
		}
	}
}

// toEOL moves to the end of the line, before its newline.
func (c *cursor) toEOL() {
	if n := strings.IndexByte(c.src[c.i:], '\n'); n >= 0 {
		c.i += n
	} else {
		c.i = len(c.src)
	}
}

// skipLine moves to the end of the line, past the strings on it, which may
// go on over several lines, but not past the quotes of a comment.
func (c *cursor) skipLine() {
	for c.i < len(c.src) {
		switch c.src[c.i] {
		case '\n':
			return
		case '#':
			c.toEOL()
			return
		case '"', '\'':
			c.str()
		default:
			c.i++
		}
	}
}

// str skips a basic, literal or multi-line string.
func (c *cursor) str() {
	q := c.src[c.i]
	if three := strings.Repeat(string(q), 3); strings.HasPrefix(c.src[c.i:], three) {
		for c.i += 3; c.i < len(c.src); c.i++ {
			switch {
			case c.src[c.i] == '\\' && q == '"':
				c.i++
			case strings.HasPrefix(c.src[c.i:], three):
				c.i += 3
				for n := 0; n < 2 && c.peek() == q; n++ { // up to two quotes may end the content
					c.i++
				}
				return
			}
		}
		c.i = len(c.src)
		return
	}
	for c.i++; c.i < len(c.src); c.i++ {
		switch c.src[c.i] {
		case '\\':
			if q == '"' {
				c.i++
			}
		case q:
			c.i++
			return
		case '\n':
			return
		}
	}
	c.i = len(c.src)
}

// piece reads one piece of a dotted key, bare or quoted, and returns it as
// written: "" when there is none.
func (c *cursor) piece() string {
	c.blank(false)
	start := c.i
	switch ch := c.peek(); {
	case ch == '"' || ch == '\'':
		c.str()
	case isBare(ch):
		for isBare(c.peek()) {
			c.i++
		}
	}
	return c.src[start:c.i]
}

// dot steps over the dot after a piece of a key, and reports whether there
// was one.
func (c *cursor) dot() bool {
	c.blank(false)
	if c.peek() == '.' {
		c.i++
		return true
	}
	return false
}

func isBare(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '-'
}
