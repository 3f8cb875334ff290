package model

import "fmt"

// SizeText writes a number of bytes as messages give limits and amounts:
// in the largest unit it reaches, "32 MiB", "16.0 MiB" when not a whole
// number of them, "700 bytes".
func SizeText(n int64) string {
	for _, u := range []struct {
		n    int64
		name string
	}{{1 << 20, "MiB"}, {1 << 10, "KiB"}} {
		switch {
		case n >= u.n && n%u.n == 0:
			return fmt.Sprintf("%d %s", n/u.n, u.name)
		case n >= u.n:
			return fmt.Sprintf("%.1f %s", float64(n)/float64(u.n), u.name)
		}
	}
	return fmt.Sprintf("%d bytes", n)
}
