// Package codec packs a Flames of War unit, as its card prints it, into the
// body of a saved state, and unpacks it again. The body travels in the
// shared envelope of model/saved (system tag saved.FowV4), which adds the
// version byte, the system tag, the body version and the CRC-32C.
//
// # Body, version 1
//
// The body is a bit stream, most significant bit first, padded with zero
// bits to a whole byte. "nv" is a nibble varint: groups of 4 bits, each a
// continuation bit followed by 3 data bits, least significant group first;
// the shortest form is the only valid one, and at most 6 groups are read.
//
//	nv        ruleset                 1..255
//	2 bits    role                    0 combat, 1 weapons, 2 support, 3 formation command
//	3 bits    motivation              2..6, the rating's "N+"
//	3 bits    skill                   2..6
//	3 bits    is hit on               2..6
//	6 bits    task ratings given      bit i: remount, rally, counterattack, last stand, tactics, assault
//	3 bits    per given task rating, in that order: 2..6
//	nv        points                  0..9999
//	text      name, then nation
//	keywords  the unit's special rules
//	3 bits    teams - 1               1..8 kinds of team
//	per team:
//	  text      name
//	  2 bits    type                  0 infantry, 1 gun, 2 tank, 3 transport (3 bits in version 2)
//	  nv        count                 1..MaxCount
//	  nv        leader                0..count
//	  1 bit     armoured
//	  if set:   nv front, nv side, nv top, each 0..MaxArmour
//	  else:     3 bits save           2..6
//	  4 times   nv distance in inches: tactical, terrain dash, cross-country dash,
//	            road dash; 0 is "-", 1..MaxDistance
//	  3 bits    cross                 0 AUTO, 2..6
//	  keywords
//	  nv        notes                 0..MaxNotes, then each as text
//	  3 bits    weapons               0..6 (version 2: 0..MaxWeapons)
//	  per weapon:
//	    text      name
//	    nv        mount               0 none, or a mount's registry number 1..MaxID
//	    nv        range in inches     1..MaxDistance
//	    nv        halted ROF + 1      0 is "-", 1..MaxROF+1
//	    nv        moving ROF + 1
//	    nv        anti-tank           0..MaxAntiTank
//	    3 bits    firepower           1..6 ("1+" .. "5+", "6")
//	    keywords
//	    1 bit     bombardment
//	    if set:   nv range in inches, nv anti-tank, 3 bits firepower
//	0..7 bits zero padding
//
// A keyword list is an nv count (0..MaxKeywords), then per keyword an nv
// registry number (1..MaxID), a bit telling whether it carries a number
// ("Tank Assault 4"), and if so that number as an nv (1..MaxParam). Lists
// keep their order.
//
// Text is a mode bit, the UTF-8 byte length as an nv, then the bytes. Raw
// mode (0) writes each byte in 8 bits. Packed mode (1) writes each byte of
// textAlphabet as its 6-bit index and any other byte as the escape 63
// followed by the byte. Packed mode is used exactly when it takes fewer
// bits, so every string has one encoding.
//
// # Body, version 2
//
// Version 2 is version 1 with three more values: the team type takes 3
// bits, with 4 for an aircraft team (which has no armour and writes a save
// of 0); a firepower (a weapon's or a bombardment's) may be 0, for AUTO;
// and a team may have 7 weapons (version 1: at most 6).
// Encode writes version 2 only for a unit that holds one of them, so every
// other unit keeps its version-1 code; Decode refuses a version-2 body of a
// unit that version 1 carries.
//
// # Body, version 3
//
// Version 3 is version 2 with two more values: an aircraft team's save,
// whose 3 bits hold 0 for none or 2 to 6, where version 2 writes 0; and a
// Cross of 7 (CrossNone), for a team that cannot move, such as a bunker.
// Encode writes version 3 only for a unit that holds one of them.
//
// # Body, version 4
//
// Version 4 is version 3 with what repeats written once. After a team's
// leader comes a bit: set, the team's hull (armour or save, the four
// distances and Cross) is that of an earlier team, whose index from 0 follows
// as an nv, in place of those fields; clear, they follow as in version 3.
// Each note is an nv: 0, the note's text follows; k, the note is the k'th
// note written so far in the unit (from 1, repeats counted). Each weapon
// starts with an nv: k above 0, the line is the k'th weapon line written
// so far in the unit, whole; 0, the line follows, its name as an nv count of
// the runes it starts with of its team's name, then the rest as text. A
// reference is always to the first of what it repeats (the first earlier
// team of that hull, the first note or line alike), and what repeats is
// never written again; a name shares every rune it can.
// Encode writes version 4 only for a unit whose payload in the version
// that its values call for (1 to 3) is longer than saved.MaxBackPayload,
// the longest a card prints: every unit a card has printed keeps its code,
// and Decode refuses a version-4 body of a unit that an older version
// prints, as it refuses an older body of a unit that version 4 carries.
//
// Every payload that Decode accepts re-encodes to the same bytes.
package codec
