package codec

import (
	"encoding/hex"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden")

// TestGoldenV1 pins the bytes of fullUnit and tigerUnit in testdata/v1.golden
// so that version 1 can never change silently, and decodes the stored
// bytes, which must decode for ever.
func TestGoldenV1(t *testing.T) {
	units := []struct {
		name string
		u    Unit
	}{{"tigerUnit", tigerUnit}, {"fullUnit", fullUnit}}
	var b strings.Builder
	b.WriteString("# payloads v1; go test ./model/fow/codec -update rewrites them\n")
	for _, x := range units {
		p := mustEncode(t, x.u)
		fmt.Fprintf(&b, "%s %d bytes\nhex %x\nshort %s\n", x.name, len(p), p, saved.ShortCode(p))
	}
	got := b.String()
	path := filepath.Join("testdata", "v1.golden")
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if got != string(want) {
		t.Errorf("v1 payloads changed:\n got %s\nwant %s", got, want)
	}
	i := 0
	for _, line := range strings.Split(string(want), "\n") {
		h, ok := strings.CutPrefix(line, "hex ")
		if !ok {
			continue
		}
		stored, err := hex.DecodeString(h)
		if err != nil {
			t.Fatal(err)
		}
		u, err := Decode(stored)
		if err != nil || i >= len(units) || !reflect.DeepEqual(u, units[i].u) {
			t.Errorf("Decode(stored payload %d) = %+v, %v", i+1, u, err)
		}
		i++
	}
}
