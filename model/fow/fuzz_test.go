package fow_test

import (
	"bytes"
	"testing"

	"github.com/crewcard/crewcard/model/fow"
	"github.com/crewcard/crewcard/model/fow/codec"
)

// FuzzUnit feeds arbitrary unit files to Check: it must never panic, every
// position must lie inside the input, and an accepted unit must fit its QR
// code and come back the same through its saved state.
func FuzzUnit(f *testing.F) {
	for _, src := range unitSamples(f) {
		f.Add(src)
	}
	for _, src := range readFiles(f, "testdata/invalid/*.toml") {
		f.Add(src)
	}
	f.Add([]byte(baseUnit + infantryTeam + bombard))
	f.Fuzz(func(t *testing.T, src []byte) {
		u, errs := fow.Check("fuzz.toml", src)
		lines := bytes.Count(src, []byte("\n")) + 1
		for _, e := range errs {
			if e.Pos.Line < 0 || e.Pos.Line > lines || e.Pos.Col < 0 {
				t.Errorf("error at line %d, col %d in an input of %d lines: %s", e.Pos.Line, e.Pos.Col, lines, e)
			}
			_ = e.Error()
		}
		if u == nil {
			if errs.Err() == nil {
				t.Fatalf("Check returned no unit and no errors")
			}
			return
		}
		b, err := codec.Encode(u.Saved())
		if err != nil || len(b) > fow.MaxBackPayload {
			t.Fatalf("accepted unit: payload %d bytes, %v", len(b), err)
		}
		back, err := fow.UnitFile(u.Saved())
		if err != nil {
			t.Fatalf("UnitFile: %v", err)
		}
		again, errs := fow.Check("again.toml", back)
		if again == nil {
			t.Fatalf("the decoded file does not check:\n%s\n%s", list(errs), back)
		}
		if a, b := again.Saved(), u.Saved(); !equalSaved(a, b) {
			t.Fatalf("round trip changed the unit:\n got %+v\nwant %+v", a, b)
		}
	})
}

func equalSaved(a, b codec.Unit) bool {
	x, err1 := codec.Encode(a)
	y, err2 := codec.Encode(b)
	return err1 == nil && err2 == nil && bytes.Equal(x, y)
}
