// Package codec packs a crew's printed state into the small, checksummed,
// versioned payload that a card's QR code carries, and unpacks it again.
//
// # Envelope (every version, forever)
//
//	byte 0        version
//	bytes 1..n-4  body, laid out by that version
//	bytes n-4..n  CRC-32C (Castagnoli), big-endian, of the ASCII bytes
//	              "crewcard" followed by bytes 0..n-4
//
// The "crewcard" prefix keeps foreign data that happens to end in its own
// CRC-32C from passing. A CRC-32 detects every burst of up to 32 bits, so
// every single-byte corruption and every mistyped base32 character is caught.
// Decode checks the checksum before it reads the body, and keeps one decoder
// per version ever shipped (decodeV1, ...).
//
// # Body, version 1
//
// The body is a bit stream, most significant bit first, padded with zero
// bits to a whole byte. "nv" is a nibble varint: groups of 4 bits, each a
// continuation bit followed by 3 data bits, least significant group first;
// the shortest form is the only valid one, and at most 6 groups are read.
//
//	nv        ruleset                 1..255
//	2 bits    kind                    0 tank, 1 transport, 2 AT-gun transport, 3 unarmed
//	2 bits    start                   0 inexperienced, 1 regular, 2 legendary
//	3 bits    number of members       0..5
//	5 bits    roles, once per member  1..31, bit 0 commander ... bit 4 driver
//	4 bits    crewmen                 0..15
//	nv        points                  0..65535, vehicle points without upgrades
//	nv        XP                      0..65535, unspent
//	5 bits    skill groups present    bit g: some skill with ID 6g+1..6g+6
//	6 bits    per present group, in ascending g: bit i set for skill ID 6g+i+1 (not 0)
//	1 bit     any basic skills
//	          if set: 1 bit per skill, in ascending ID order, set if basic (not all 0)
//	1 bit     any upgrades
//	          if set: 15 bits, bit i set for upgrade ID i+1 (not 0)
//	nv        games                   0..65535
//	nv        kills                   0..65535
//	nv        XP earned               0..65535, in total
//	nv        revision                0..65535
//	3 times   name, vehicle, nation, each as text (below): valid UTF-8,
//	          at most 64 runes, no control characters
//	0..7 bits zero padding
//
// Text is a mode bit, the UTF-8 byte length as an nv (0..256), then the
// bytes. Raw mode (0) writes each byte in 8 bits. Packed mode (1) writes
// each byte found in " A-Za-z0-9" as its 6-bit index in that alphabet
// (space 0, A 1 ... Z 26, a 27 ... z 52, 0 53 ... 9 62), and any other byte
// as the escape 63 followed by the byte. Packed mode is used exactly when it
// takes fewer bits, so plain Latin names cost 6 bits a character and other
// scripts 8 bits a byte.
//
// # Body, version 2
//
// Version 2 is a version-1 body followed by the vehicle's profile; Encode
// writes it only for a crew with a profile, so every other crew keeps its
// version-1 code.
//
//	4 bits    damage value            2..12, the "N+"
//	ptext     class                   "medium tank", or empty
//	2 bits    movement type           0 none given, 1 tracked, 2 wheeled, 3 half-tracked
//	1 bit     soft skin               the crew file's vehicle.soft_skin (V2)
//	nv        transport               0..63 men
//	3 times   3 bits tow              AT gun, howitzer, AA gun: 0 none, 1 light,
//	          2 medium, 3 heavy, 4 super-heavy, 5 any
//	4 bits    rules                   0..8, then each as ptext
//	4 bits    weapons                 0..8
//	per weapon:
//	  ptext     name
//	  4 bits    count                 1..9
//	  4 times   nv range in inches    least, most, alternative least, alternative most;
//	            0..120, least 0 for none, alternative most 0 for none
//	  nv        shots                 0..20, 0 when a die alone gives them
//	  2 bits    die                   0 none, 1 D2, 2 D3, 3 D6
//	  if a die: nv its bonus          0..10
//	  4 bits    penetration           0 none, 1 HE, 2+n for +n (n 0..10)
//	  4 bits    rules                 0..8, then each as ptext
//
// Profile text ("ptext") is the byte length as an nv, then tokens: a byte of
// the packed alphabet as its 6-bit index; or the escape 63, a 0 bit and any
// byte in 8 bits; or the escape, a 1 bit, the 7-bit index of a phrase of the
// append-only list in phrases.go and a bit that raises its first letter.
// At each byte the longest phrase that matches is used, else the symbol,
// else the escape, and Decode accepts that one form alone.
//
// # Body, version 3
//
// Version 3 carries the members' names, so that a decoded crew file
// renders the same card, names and all. Encode writes it only for a crew
// some of whose members have a name; every other crew keeps its version-1
// or version-2 code, byte for byte.
//
//	          the version-1 fields
//	1 bit     profile present
//	          if set: the profile, laid out as in version 2
//	text      per member, in card order: their name as text (above),
//	          at most 64 runes, "" for a member without one
//
// Decode refuses a version-3 body in which no member has a name.
//
// Skills and upgrades travel as sets: Encode accepts them in any order but
// rejects duplicates, and Decode returns them in ascending ID order. Decode
// returns nil for empty lists. Every payload that decodes re-encodes to the
// same bytes.
//
// # Text
//
// EncodeText writes the payload as unpadded upper-case base32 (RFC 4648), and
// Link puts it after an upper-case base URL, so the whole link stays inside
// the QR alphanumeric character set and is plain ASCII.
package codec
