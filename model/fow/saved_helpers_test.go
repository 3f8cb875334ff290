package fow_test

import (
	"testing"

	"github.com/crewcard/crewcard/model/fow"
	"github.com/crewcard/crewcard/model/fow/codec"
)

// payloadSize returns the bytes of the unit's saved state.
func payloadSize(t *testing.T, u *fow.Unit) int {
	t.Helper()
	b, err := codec.Encode(u.Saved())
	if err != nil {
		t.Fatal(err)
	}
	return len(b)
}
