package saved

import (
	"crypto/sha256"
	"encoding/base32"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
)

// System is a game system's tag in the envelope. The numbers are a registry:
// append only, never renumbered.
type System uint8

// The registered systems.
const (
	CrewExperience System = 1 // the crew-experience supplement; envelope version 1
	FowV4          System = 2 // Flames of War, fourth edition: unit cards
)

// Envelope versions.
const (
	v1 = 1 // a crew-experience body of version 1, system implied
	v2 = 2 // system tag and body version, then the body

	latest = v2
)

// Errors that Open and Parse wrap; test them with errors.Is.
var (
	ErrEmpty     = errors.New("empty payload")
	ErrTruncated = errors.New("truncated payload")
	ErrChecksum  = errors.New("checksum mismatch: the code is damaged, incomplete or mistyped")
	ErrVersion   = errors.New("unsupported payload version")
	ErrForeign   = errors.New("not a crewcard code")
	ErrMalformed = errors.New("malformed payload")
)

// Sealed is an opened payload: whose body it is, and the body.
type Sealed struct {
	System  System
	Version uint8  // the body's version, within its system
	Body    []byte // the body, laid out by the system
}

const checksumLen = 4

// MaxPayload is the most bytes of saved state a card prints: QR version 7
// at level L holds 123 behind the default link, and its modules are still
// 0.5 mm in the card's 26.5 mm QR box. Every system's check refuses longer states.
const MaxPayload = 120

// MaxBackPayload is the most bytes of saved state a card prints on its
// back, where a state too long for the front goes: a 40 mm code, QR
// version 13 at level L behind the default link, modules 0.52 mm.
const MaxBackPayload = 360

// MinPayload is the length of the shortest payload: a version byte and the
// checksum.
const MinPayload = 1 + checksumLen

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// checksum is the CRC-32C of "crewcard" followed by b.
func checksum(b []byte) uint32 {
	return crc32.Update(crc32.Checksum([]byte("crewcard"), castagnoli), castagnoli, b)
}

// Seal wraps a system's body, of the given body version, in an envelope
// with its checksum: version 1 for a crew-experience body of version 1,
// version 2 for everything else.
func Seal(s Sealed) []byte {
	var b []byte
	if s.System == CrewExperience && s.Version == 1 {
		b = append([]byte{v1}, s.Body...)
	} else {
		b = append([]byte{v2, byte(s.System), s.Version}, s.Body...)
	}
	return binary.BigEndian.AppendUint32(b, checksum(b))
}

// Open checks a payload's checksum and envelope and returns its system,
// body version and body. It never panics; a bad payload gets an error
// wrapping ErrEmpty, ErrTruncated, ErrChecksum, ErrVersion, ErrForeign or
// ErrMalformed.
func Open(b []byte) (Sealed, error) {
	if len(b) == 0 {
		return Sealed{}, ErrEmpty
	}
	if len(b) < MinPayload {
		return Sealed{}, fmt.Errorf("%w: %d bytes, a payload has at least %d", ErrTruncated, len(b), MinPayload)
	}
	v := int(b[0])
	known := v >= v1 && v <= latest
	end := len(b) - checksumLen
	if binary.BigEndian.Uint32(b[end:]) != checksum(b[:end]) {
		if !known {
			return Sealed{}, fmt.Errorf("%w: unknown version byte %#02x and no valid checksum", ErrForeign, v)
		}
		return Sealed{}, ErrChecksum
	}
	if !known {
		return Sealed{}, fmt.Errorf("%w %d: this crewcard reads versions 1..%d; a newer crewcard made this code", ErrVersion, v, latest)
	}
	if v == v1 {
		return Sealed{System: CrewExperience, Version: 1, Body: b[1:end]}, nil
	}
	if end < 3 {
		return Sealed{}, fmt.Errorf("%w: a version-2 payload names its system and body version", ErrTruncated)
	}
	s := Sealed{System: System(b[1]), Version: b[2], Body: b[3:end]}
	if s.System == CrewExperience && s.Version == 1 {
		return Sealed{}, fmt.Errorf("%w: a crew-experience body of version 1 is written as payload version 1", ErrMalformed)
	}
	return s, nil
}

// ShortCode returns 8 base32 characters derived from a SHA-256 of payload b,
// printed under the QR code so that people can tell card revisions apart.
func ShortCode(b []byte) string {
	sum := sha256.Sum256(b)
	return base32.StdEncoding.EncodeToString(sum[:5])
}
