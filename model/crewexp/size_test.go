package crewexp_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// TestManyUnknownKeys checks that a file within the size limit, full of
// unknown keys, is judged in reasonable time: the size check before work
// (model.MaxFileSize) is only a guard if the work grows about linearly. The first
// hundred unknown keys are listed, the rest counted.
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
		listed := 0
		for _, e := range errs {
			if e.Msg == "unknown key" {
				listed++
			}
		}
		last := "big.toml:101:1: 19900 more unknown keys from here on are not listed; is this a crew file?"
		if i := slices.IndexFunc(errs, func(e *model.Error) bool { return e.Error() == last }); listed != 100 || i < 0 {
			t.Errorf("%d unknown keys listed, want 100, and then %q; got\n%v", listed, last, errs)
		}
	case <-time.After(10 * time.Second):
		t.Fatalf("Check of %d bytes with 20,000 unknown keys took more than 10 s", len(src))
	}
}
