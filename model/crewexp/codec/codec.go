package codec

import (
	"crypto/sha256"
	"encoding/base32"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// Version is the payload version that Encode writes.
const Version = 1

// Errors that Encode, Decode and DecodeText wrap; test them with errors.Is.
var (
	ErrEmpty     = errors.New("empty payload")
	ErrTruncated = errors.New("truncated payload")
	ErrChecksum  = errors.New("checksum mismatch: the code is damaged, incomplete or mistyped")
	ErrVersion   = errors.New("unsupported payload version")
	ErrForeign   = errors.New("not a crewcard code")
	ErrTrailing  = errors.New("trailing bytes after the payload")
	ErrMalformed = errors.New("malformed payload")
	ErrInvalid   = errors.New("invalid crew")
)

// errShort is a body that ends too soon; Decode reports it as ErrTruncated.
var errShort = ErrTruncated

func malformed(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrMalformed, fmt.Sprintf(format, args...))
}

// decoders holds a body decoder for every payload version ever shipped,
// indexed by version. Never remove or change one: printed cards outlive us.
var decoders = [...]func(body []byte) (Crew, error){
	1: decodeV1,
}

const (
	checksumLen = 4
	minPayload  = 1 + checksumLen
)

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// checksum is the CRC-32C of "crewcard" followed by b.
func checksum(b []byte) uint32 {
	return crc32.Update(crc32.Checksum([]byte("crewcard"), castagnoli), castagnoli, b)
}

// Encode packs c into a payload of the current Version. It rejects values
// that the payload cannot carry with an error wrapping ErrInvalid.
func Encode(c Crew) ([]byte, error) {
	if msg := check(c); msg != "" {
		return nil, fmt.Errorf("%w: %s", ErrInvalid, msg)
	}
	b := append([]byte{Version}, encodeV1(c)...)
	return binary.BigEndian.AppendUint32(b, checksum(b)), nil
}

// Decode unpacks a payload of any version ever shipped. It never panics; a
// bad payload gets an error wrapping one of ErrEmpty, ErrTruncated,
// ErrChecksum, ErrVersion, ErrForeign, ErrTrailing or ErrMalformed.
func Decode(b []byte) (Crew, error) {
	if len(b) == 0 {
		return Crew{}, ErrEmpty
	}
	if len(b) < minPayload {
		return Crew{}, fmt.Errorf("%w: %d bytes, a payload has at least %d", ErrTruncated, len(b), minPayload)
	}
	v := int(b[0])
	known := v < len(decoders) && decoders[v] != nil
	body := b[1 : len(b)-checksumLen]
	if binary.BigEndian.Uint32(b[len(b)-checksumLen:]) != checksum(b[:len(b)-checksumLen]) {
		if !known {
			return Crew{}, fmt.Errorf("%w: unknown version byte %#02x and no valid checksum", ErrForeign, v)
		}
		return Crew{}, ErrChecksum
	}
	if !known {
		return Crew{}, fmt.Errorf("%w %d: this crewcard reads versions 1..%d; a newer crewcard made this code", ErrVersion, v, len(decoders)-1)
	}
	return decoders[v](body)
}

// ShortCode returns 8 base32 characters derived from a SHA-256 of payload b,
// printed under the QR code so that people can tell card revisions apart.
func ShortCode(b []byte) string {
	sum := sha256.Sum256(b)
	return base32.StdEncoding.EncodeToString(sum[:5])
}
