package model

import (
	"fmt"
	"strings"
)

// TOMLString writes s as a TOML basic string, for the files that decoded saved
// states become.
func TOMLString(s string) string {
	var b strings.Builder
	b.WriteByte('"')
	for _, r := range s {
		switch {
		case r == '"' || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, "\\u%04X", r)
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte('"')
	return b.String()
}

// TOMLLiteral writes s as a TOML literal string, which needs no escape
// for the inch mark ('24"/60cm'), or as a basic string when s holds what a
// literal string cannot: a single quote or a control character.
func TOMLLiteral(s string) string {
	if strings.ContainsFunc(s, func(r rune) bool { return r == '\'' || r < 0x20 || r == 0x7f }) {
		return TOMLString(s)
	}
	return "'" + s + "'"
}

// TOMLList writes items as a TOML array of basic strings.
func TOMLList(items []string) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = TOMLString(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
