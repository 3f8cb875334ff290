package codec

import (
	"errors"

	"github.com/crewcard/crewcard/model/saved"
	"github.com/crewcard/crewcard/model/saved/pack"
)

// Version is the newest body version that Encode writes: version 3 for a
// crew some of whose members have names, version 2 for another crew with a
// vehicle profile, version 1 for every other crew, whose code stays what it
// always was.
const Version = 3

// Errors that Encode, Decode and DecodeText wrap; test them with errors.Is.
// The envelope's errors are the saved package's, repeated here so that a
// caller of this package needs no other.
var (
	ErrEmpty     = saved.ErrEmpty
	ErrTruncated = saved.ErrTruncated
	ErrChecksum  = saved.ErrChecksum
	ErrVersion   = saved.ErrVersion
	ErrForeign   = saved.ErrForeign
	ErrMalformed = saved.ErrMalformed
	ErrTrailing  = pack.ErrTrailing
	ErrInvalid   = errors.New("invalid crew")
	ErrSystem    = errors.New("not a crew card")
)

// crews joins the crew body layouts to the envelope; decoders lists one
// per body version ever shipped. Never remove or change one.
var crews = pack.Codec[Crew]{
	System: saved.CrewExperience, What: "crew",
	Check: check, Write: write,
	Decoders:   []func([]byte) (Crew, error){1: decodeV1, 2: decodeV2, 3: decodeV3},
	ErrInvalid: ErrInvalid, ErrSystem: ErrSystem,
}

// write picks the oldest body version that carries c.
func write(c Crew) (uint8, []byte) {
	if named(c) {
		return 3, encodeV3(c)
	}
	if c.Profile != nil {
		return 2, encodeV2(c)
	}
	return 1, encodeV1(c)
}

// Encode packs c into a payload: a body of the current Version in the
// saved-state envelope. It rejects values that the payload cannot carry
// with an error wrapping ErrInvalid.
func Encode(c Crew) ([]byte, error) { return crews.Encode(c) }

// Decode unpacks a payload of any version ever shipped. It never panics; a
// bad payload gets an error wrapping one of ErrEmpty, ErrTruncated,
// ErrChecksum, ErrVersion, ErrForeign, ErrTrailing, ErrMalformed or, for
// another system's card, ErrSystem.
func Decode(b []byte) (Crew, error) { return crews.Decode(b) }

// DecodeBody unpacks the body of an opened payload.
func DecodeBody(s saved.Sealed) (Crew, error) { return crews.Body(s) }
