package codec

import (
	"errors"

	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/model/saved/pack"
)

// Version is the newest body version; Encode writes the oldest that
// carries the unit.
const Version = 4

// Errors of this package; the others that Encode and Decode return wrap
// the errors of model/saved (ErrEmpty, ErrTruncated, ErrChecksum,
// ErrVersion, ErrForeign, ErrMalformed) and pack.ErrTrailing.
var (
	ErrInvalid = errors.New("invalid unit")
	ErrSystem  = errors.New("not a Flames of War unit card")
)

// units joins the unit body layouts to the envelope, under saved.FowV4;
// Decoders lists one per body version ever shipped. Never remove or change one.
var units = pack.Codec[Unit]{
	System: saved.FowV4, What: "unit",
	Check: check, Write: write,
	Decoders:   []func([]byte) (Unit, error){1: decodeV1, 2: decodeV2, 3: decodeV3, 4: decodeV4},
	ErrInvalid: ErrInvalid, ErrSystem: ErrSystem,
}

// Encode packs u into a payload, or fails with an error wrapping
// ErrInvalid for a value the payload cannot carry.
func Encode(u Unit) ([]byte, error) { return units.Encode(u) }

// Decode unpacks a payload of any body version ever shipped; a code's text
// or link is opened with saved.Parse, then DecodeBody. It never panics.
func Decode(b []byte) (Unit, error) { return units.Decode(b) }

// DecodeBody unpacks the body of an opened payload; another system's card
// gets an error wrapping ErrSystem.
func DecodeBody(s saved.Sealed) (Unit, error) { return units.Body(s) }
