package model

import (
	"fmt"
	"strings"
)

// Quote writes s as a TOML basic string, for the files that decoded saved
// states become.
func Quote(s string) string {
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

// QuoteList writes items as a TOML array of basic strings.
func QuoteList(items []string) string {
	q := make([]string, len(items))
	for i, s := range items {
		q[i] = Quote(s)
	}
	return "[" + strings.Join(q, ", ") + "]"
}
