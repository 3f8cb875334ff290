package crewtest

import (
	"bytes"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// TestSamples: the samples come in name order, crews only (no unit
// file), each with a link under the default base whose payload decodes
// to the crew's saved state.
func TestSamples(t *testing.T) {
	ss := Samples(t)
	if len(ss) < 10 {
		t.Fatalf("%d crew samples, want the ten or more of samples/", len(ss))
	}
	for i, s := range ss {
		if strings.HasPrefix(s.Name, "fow-") {
			t.Errorf("sample %s is a unit file, not a crew", s.Name)
		}
		if i > 0 && ss[i-1].Name >= s.Name {
			t.Errorf("sample %s comes after %s", s.Name, ss[i-1].Name)
		}
		if !strings.HasPrefix(s.Link, saved.DefaultBase) {
			t.Errorf("%s: link %q is not under %q", s.Name, s.Link, saved.DefaultBase)
		}
		got, err := codec.Decode(s.Payload)
		if err != nil {
			t.Errorf("%s: the payload does not decode: %v", s.Name, err)
			continue
		}
		again, err := codec.Encode(got)
		if want := s.Crew.Saved(); err != nil || !bytes.Equal(again, s.Payload) || got.Name != want.Name || got.XP != want.XP {
			t.Errorf("%s: the payload decodes to %+v, %v; want the crew's state", s.Name, got, err)
		}
	}
}

// TestGenerated: Generated checks the crews WriteGenerated writes, one for
// one and in order.
func TestGenerated(t *testing.T) {
	crews := Generated(t, 5, 11)
	dir := WriteGenerated(t, 5, 11)
	names, _ := filepath.Glob(filepath.Join(dir, "*.toml"))
	if len(crews) != 5 || len(names) != 5 {
		t.Fatalf("%d crews and %d files, want 5 of each", len(crews), len(names))
	}
	for i, name := range names {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if c := Check(t, name, src); !reflect.DeepEqual(c.Saved(), crews[i].Saved()) {
			t.Errorf("%s is not the crew Generated gives at %d", filepath.Base(name), i)
		}
	}
}
