package main

import (
	"reflect"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// TestProfileSampleDecodes holds every sample with a vehicle profile to
// its code: the code decodes to a file that checks and lays out the same
// card, page for page and drawing for drawing.
func TestProfileSampleDecodes(t *testing.T) {
	d, err := newKit(nil, &renderOptions{})
	if err != nil {
		t.Fatal(err)
	}
	n := 0
	for _, s := range loadSamples(t) {
		if s.crew.Profile == nil {
			continue
		}
		n++
		c, err := codec.Decode(s.payload)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		src, err := crewexp.CrewFile(c)
		if err != nil {
			t.Fatalf("%s: %v", s.name, err)
		}
		back, errs := crewexp.Check("decoded.toml", src)
		if errs.Err() != nil {
			t.Fatalf("%s: the decoded file does not check: %v\n%s", s.name, errs, src)
		}
		want, err := plan(d, s.crew, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		got, err := plan(d, back, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the decoded file lays out another card:\n%s", s.name, src)
		}
	}
	if n == 0 {
		t.Error("no sample has a vehicle profile")
	}
}
