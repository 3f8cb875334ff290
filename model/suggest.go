package model

import "strings"

// nearest returns the candidate closest to s by edit distance, if it is close
// enough to be a plausible typo.
func nearest(s string, candidates []string) (string, bool) {
	best, bestD := "", -1
	for _, c := range candidates {
		d := editDistance(FoldName(s), FoldName(c))
		if bestD < 0 || d < bestD {
			best, bestD = c, d
		}
	}
	limit := len([]rune(s))/2 + 1
	if limit > 4 {
		limit = 4
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

// editDistance is the Levenshtein distance between a and b, in runes.
func editDistance(a, b string) int {
	ra, rb := []rune(a), []rune(b)
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
