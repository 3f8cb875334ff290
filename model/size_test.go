package model

import "testing"

// TestSizeText writes sizes in the largest unit they reach.
func TestSizeText(t *testing.T) {
	for n, want := range map[int64]string{700: "700 bytes", 2048: "2 KiB", 1536: "1.5 KiB", 32 << 20: "32 MiB", 16<<20 + 1<<19: "16.5 MiB"} {
		if got := SizeText(n); got != want {
			t.Errorf("SizeText(%d) = %q, want %q", n, got, want)
		}
	}
}
