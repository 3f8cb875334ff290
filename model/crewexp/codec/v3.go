package codec

import "github.com/crewcard/crewcard/model/saved/pack"

// named reports whether some member of c has a name: the crews that
// version 3 is written for.
func named(c Crew) bool {
	for _, m := range c.Members {
		if m.Name != "" {
			return true
		}
	}
	return false
}

// encodeV3 writes the version-3 body of c, some of whose members have
// names and which check has accepted: the version-1 fields, a bit that
// says whether a profile follows, the profile as version 2 writes it, then
// each member's name as text.
func encodeV3(c Crew) []byte {
	var w pack.Writer
	writeV1(&w, c)
	w.Bool(c.Profile != nil)
	if c.Profile != nil {
		writeProfile(&w, c.Profile)
	}
	for _, m := range c.Members {
		writeTextV1(&w, m.Name)
	}
	return w.Bytes()
}

// decodeV3 reads a version-3 body. It accepts only the bytes that encodeV3
// writes: one where no member has a name is version 1 or 2.
func decodeV3(body []byte) (Crew, error) {
	r := pack.NewReader(body)
	c := readV1(r)
	if r.Bits(1) == 1 {
		c.Profile = readProfile(r)
	}
	for i := range c.Members {
		if r.Err() != nil {
			break
		}
		c.Members[i].Name = readTextV1(r, memberField(i))
	}
	if r.Err() == nil && !named(c) {
		r.Fail(pack.Malformed("member names are written but no member has one"))
	}
	return end(r, c)
}
