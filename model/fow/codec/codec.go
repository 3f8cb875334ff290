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
	ErrInvalid   = errors.New("invalid unit")
	ErrSystem    = errors.New("not a Flames of War unit card")
)

// errShort is a body that ends too soon; Decode reports it as ErrTruncated.
var errShort = ErrTruncated

func malformed(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMalformed, fmt.Sprintf(format, args...))
}

// decoders holds a body decoder for every body version ever shipped,
// indexed by version. Never remove or change one: printed cards outlive us.
var decoders = [...]func(body []byte) (Unit, error){
	1: decodeV1,
}

// Encode packs u into a payload: a body of the current Version in the
// saved-state envelope. It rejects values that the payload cannot carry
// with an error wrapping ErrInvalid.
func Encode(u Unit) ([]byte, error) {
	if msg := check(u); msg != "" {
		return nil, fmt.Errorf("%w: %s", ErrInvalid, msg)
	}
	return saved.Seal(saved.Sealed{System: saved.FowV4, Version: Version, Body: encodeV1(u)}), nil
}

// Decode unpacks a payload of any version ever shipped. It never panics; a
// bad payload gets an error wrapping one of ErrEmpty, ErrTruncated,
// ErrChecksum, ErrVersion, ErrForeign, ErrTrailing, ErrMalformed or, for
// another system's card, ErrSystem.
func Decode(b []byte) (Unit, error) {
	s, err := saved.Open(b)
	if err != nil {
		return Unit{}, err
	}
	return DecodeBody(s)
}

// DecodeBody unpacks the body of an opened payload.
func DecodeBody(s saved.Sealed) (Unit, error) {
	if s.System != saved.FowV4 {
		return Unit{}, fmt.Errorf("%w: the code holds a card of system %d", ErrSystem, s.System)
	}
	v := int(s.Version)
	if v >= len(decoders) || decoders[v] == nil {
		return Unit{}, fmt.Errorf("%w: unit body version %d; this crewcard reads versions 1..%d; a newer crewcard made this code", ErrVersion, v, len(decoders)-1)
	}
	return decoders[v](s.Body)
}

// EncodeText encodes u as an unpadded upper-case base32 code.
func EncodeText(u Unit) (string, error) {
	b, err := Encode(u)
	if err != nil {
		return "", err
	}
	return saved.Text(b), nil
}

// DecodeText decodes a code made by EncodeText, or a link to it, as
// saved.Parse reads them.
func DecodeText(s string) (Unit, error) {
	sealed, _, err := saved.Parse(s)
	if err != nil {
		return Unit{}, err
	}
	return DecodeBody(sealed)
}
