package codec

import (
	"errors"
	"fmt"

	"github.com/crewcard/crewcard/model/saved"
)

// Version is the body version that Encode writes.
const Version = 1

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
	ErrTrailing  = errors.New("trailing bytes after the payload")
	ErrInvalid   = errors.New("invalid crew")
	ErrSystem    = errors.New("not a crew card")
)

// errShort is a body that ends too soon; Decode reports it as ErrTruncated.
var errShort = ErrTruncated

func malformed(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMalformed, fmt.Sprintf(format, args...))
}

// decoders holds a body decoder for every body version ever shipped,
// indexed by version. Never remove or change one: printed cards outlive us.
var decoders = [...]func(body []byte) (Crew, error){
	1: decodeV1,
}

// Encode packs c into a payload: a body of the current Version in the
// saved-state envelope. It rejects values that the payload cannot carry
// with an error wrapping ErrInvalid.
func Encode(c Crew) ([]byte, error) {
	if msg := check(c); msg != "" {
		return nil, fmt.Errorf("%w: %s", ErrInvalid, msg)
	}
	return saved.Seal(saved.Sealed{System: saved.CrewExperience, Version: Version, Body: encodeV1(c)}), nil
}

// Decode unpacks a payload of any version ever shipped. It never panics; a
// bad payload gets an error wrapping one of ErrEmpty, ErrTruncated,
// ErrChecksum, ErrVersion, ErrForeign, ErrTrailing, ErrMalformed or, for
// another system's card, ErrSystem.
func Decode(b []byte) (Crew, error) {
	s, err := saved.Open(b)
	if err != nil {
		return Crew{}, err
	}
	return DecodeBody(s)
}

// DecodeBody unpacks the body of an opened payload.
func DecodeBody(s saved.Sealed) (Crew, error) {
	if s.System != saved.CrewExperience {
		return Crew{}, fmt.Errorf("%w: the code holds a card of system %d", ErrSystem, s.System)
	}
	v := int(s.Version)
	if v >= len(decoders) || decoders[v] == nil {
		return Crew{}, fmt.Errorf("%w: crew body version %d; this crewcard reads versions 1..%d; a newer crewcard made this code", ErrVersion, v, len(decoders)-1)
	}
	return decoders[v](s.Body)
}
