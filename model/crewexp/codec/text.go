package codec

import "github.com/crewcard/crewcard/model/saved"

// EncodeText encodes c as an unpadded upper-case base32 code.
func EncodeText(c Crew) (string, error) {
	b, err := Encode(c)
	if err != nil {
		return "", err
	}
	return saved.Text(b), nil
}

// DecodeText decodes a code made by EncodeText, or a link to it, as
// saved.Parse reads them.
func DecodeText(s string) (Crew, error) {
	sealed, _, err := saved.Parse(s)
	if err != nil {
		return Crew{}, err
	}
	return DecodeBody(sealed)
}
