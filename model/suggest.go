package model

import (
	"strings"
	"unicode/utf8"
)

// nearest returns the candidate closest to s by edit distance, if it is close
// enough to be a plausible typo.
func nearest(s string, candidates []string) (string, bool) {
	limit := min(utf8.RuneCountInString(s)/2+1, 4)
	folded := []rune(FoldName(s))
	best, bestD := "", -1
	for _, c := range candidates {
		fc := []rune(FoldName(c))
		if len(fc) > len(folded)+limit || len(folded) > len(fc)+limit {
			continue // the distance is at least the difference in length: too far
		}
		d := editDistance(folded, fc)
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	return best, bestD >= 0 && bestD <= limit
}

// DidYouMean returns `; did you mean "x"?` for the candidate nearest to s,
// or "" when none is close enough to be a plausible typo. Every system and
// the template loader share it, so every unknown name is suggested alike.
func DidYouMean(s string, candidates []string) string {
	if c, ok := nearest(s, candidates); ok {
		return "; did you mean \"" + c + "\"?"
	}
	return ""
}

// editDistance is the Levenshtein distance between the runes ra and rb.
func editDistance(ra, rb []rune) int {
	prev := make([]int, len(rb)+1)
	cur := make([]int, len(rb)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(ra); i++ {
		cur[0] = i
		for j := 1; j <= len(rb); j++ {
			cost := 1
			if ra[i-1] == rb[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(rb)]
}

// ByFoldedName indexes a table by the folded names of its rows (FoldName),
// the first row of a name winning: a lookup by name that a file makes many
// times folds the table's names once.
func ByFoldedName[T any](table []T, name func(T) string) map[string]T {
	m := make(map[string]T, len(table))
	for _, row := range table {
		k := FoldName(name(row))
		if _, ok := m[k]; !ok {
			m[k] = row
		}
	}
	return m
}

// FoldName folds a name for lookups: lower case, letters and digits only.
func FoldName(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		if r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127 {
			b.WriteRune(r)
		}
	}
	return b.String()
}
