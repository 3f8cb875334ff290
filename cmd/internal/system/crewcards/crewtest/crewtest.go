// Package crewtest gives the tests of the packages that print crews the
// crews to print: the samples and crewgen's crews, checked, and the QR
// link each card must carry. Only tests import it.
package crewtest

import (
	"fmt"
	"io/fs"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/samples"
)

// Sample is one sample crew and the QR link its card must carry.
type Sample struct {
	Name    string // file name without .toml
	Crew    *crewexp.Crew
	Payload []byte // the binary payload
	Link    string // the QR link with saved.DefaultBase
}

// CodeOnBack reports whether the sample's card prints its code on its
// back: a vehicle's profile makes its state longer than the front's code.
func (s Sample) CodeOnBack() bool { return len(s.Payload) > crewexp.MaxPayload }

// Samples checks every crew among the embedded samples, in the order
// render takes a folder's files (sorted by name); other systems' files
// are left to their own tests.
func Samples(t testing.TB) []Sample {
	t.Helper()
	names, err := fs.Glob(samples.FS, "*.toml")
	if err != nil || len(names) == 0 {
		t.Fatalf("no samples: %v", err)
	}
	sort.Strings(names)
	var out []Sample
	for _, name := range names {
		src, err := fs.ReadFile(samples.FS, name)
		if err != nil {
			t.Fatal(err)
		}
		if key, _ := model.SystemOf(name, src); key != "" && key != crewexp.SystemName {
			continue
		}
		s := Sample{Name: strings.TrimSuffix(name, ".toml"), Crew: Check(t, name, src)}
		s.Link, s.Payload = Link(t, s.Crew, saved.DefaultBase)
		out = append(out, s)
	}
	return out
}

// Check validates one crew file's bytes, read from path, and fails the
// test when it does not check.
func Check(t testing.TB, path string, src []byte) *crewexp.Crew {
	t.Helper()
	c, errs := crewexp.Check(path, src)
	if errs.Err() != nil || c == nil {
		t.Fatalf("%s does not check: %v", path, errs.Err())
	}
	return c
}

// Link returns the QR link of c under base and its binary payload.
func Link(t testing.TB, c *crewexp.Crew, base string) (string, []byte) {
	t.Helper()
	payload, err := codec.Encode(c.Saved())
	if err != nil {
		t.Fatalf("%s: Encode: %v", c.File.Name(), err)
	}
	text, err := codec.EncodeText(c.Saved())
	if err != nil {
		t.Fatalf("%s: EncodeText: %v", c.File.Name(), err)
	}
	link, err := saved.Link(base, text)
	if err != nil {
		t.Fatalf("%s: Link: %v", c.File.Name(), err)
	}
	return link, payload
}

// WriteGenerated writes n crewgen crews of seed to a new folder, as
// crew-001.toml onwards, and returns the folder.
func WriteGenerated(t testing.TB, n int, seed int64) string {
	t.Helper()
	srcs, err := gen.Crews(n, seed)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for i, src := range srcs {
		cardtest.WriteFile(t, dir, fmt.Sprintf("crew-%03d.toml", i+1), src)
	}
	return dir
}

// Generated checks n crewgen crews of seed, named as WriteGenerated
// names their files, in order.
func Generated(t testing.TB, n int, seed int64) []*crewexp.Crew {
	t.Helper()
	srcs, err := gen.Crews(n, seed)
	if err != nil {
		t.Fatal(err)
	}
	crews := make([]*crewexp.Crew, len(srcs))
	for i, src := range srcs {
		crews[i] = Check(t, fmt.Sprintf("crew-%03d.toml", i+1), src)
	}
	return crews
}
