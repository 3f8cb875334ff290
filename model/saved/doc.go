// Package saved is the envelope of every card's saved state: a version, the
// game system, the system's own body and a checksum, and the base32 text and
// link that a card's QR code prints.
//
// # Envelope (every version, forever)
//
//	byte 0        envelope version
//	version 1     bytes 1..n-4: a crew-experience body, version 1 (the system is implied)
//	version 2     byte 1: system tag; byte 2: body version; bytes 3..n-4: the body
//	bytes n-4..n  CRC-32C (Castagnoli), big-endian, of the ASCII bytes
//	              "crewcard" followed by bytes 0..n-4
//
// Version 1 is what crewcard wrote before it knew more than one system. The
// crew-experience system still writes it (the tag costs its codes a byte and
// printed codes must not change), so a version-2 envelope holding a
// crew-experience body of version 1 is refused: every payload has exactly
// one form. Every other system writes version 2.
//
// The "crewcard" prefix keeps foreign data that happens to end in its own
// CRC-32C from passing. A CRC-32 detects every burst of up to 32 bits, so
// every single-byte corruption and every mistyped base32 character is caught.
// Open checks the checksum before it looks at the rest.
//
// System tags are a registry: append only, never renumbered.
//
// # Text
//
// Text writes a payload as unpadded upper-case base32 (RFC 4648), and Link
// puts it after an upper-case base URL, so the whole link stays inside the
// QR alphanumeric character set and is plain ASCII.
package saved
