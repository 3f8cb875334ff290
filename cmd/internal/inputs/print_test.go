package inputs_test

import (
	"bytes"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	"github.com/crewcard/crewcard/model"
)

// TestPrintErrorsBounded: a file of 1 MiB that lists one upgrade a hundred
// thousand times prints the first problems of that kind and one line for
// the rest, not a line for each.
func TestPrintErrorsBounded(t *testing.T) {
	src, n := gen.Repeated()
	if len(src) > model.MaxFileSize {
		t.Fatalf("the file is %d bytes, more than a file may have", len(src))
	}
	_, errs := system.Check("many.toml", src)
	if len(errs) < n-1 {
		t.Fatalf("%d problems, want one for each of the %d listings but the first", len(errs), n)
	}
	var b bytes.Buffer
	inputs.PrintErrors(&b, errs)
	lines := strings.Split(strings.TrimSuffix(b.String(), "\n"), "\n")
	if len(lines) > 3*model.MaxAlike {
		t.Fatalf("%d lines printed for %d problems, want at most %d", len(lines), len(errs), 3*model.MaxAlike)
	}
	more := lines[len(lines)-1]
	if want := "more like it"; !strings.Contains(more, want) || !strings.HasPrefix(more, "many.toml:") || !strings.HasSuffix(more, "(U3)") {
		t.Errorf("last line %q, want where the rest begin and how many are left out, %q, with their rule", more, want)
	}
	t.Logf("%d problems printed as %d lines:\n%s", len(errs), len(lines), b.String())
}
