package crewexp_test

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestManyUnknownKeys checks that a file within the size limit, full of
// unknown keys, is judged in reasonable time: the size check before work
// (DESIGN.md §8) is only a guard if the work grows about linearly.
func TestManyUnknownKeys(t *testing.T) {
	var b strings.Builder
	for i := 0; i < 20000; i++ {
		fmt.Fprintf(&b, "k%d = 1\n", i)
	}
	src := []byte(b.String())
	done := make(chan model.ErrorList, 1)
	go func() {
		_, errs := crewexp.Check("big.toml", src)
		done <- errs
	}()
	select {
	case errs := <-done:
		if n := len(errs); n < 20000 {
			t.Errorf("%d errors, want at least 20000", n)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("Check of %d bytes with 20,000 unknown keys took more than 10 s", len(src))
	}
}
