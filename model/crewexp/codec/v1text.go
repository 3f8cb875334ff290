package codec

import "github.com/crewcard/crewcard/model/saved/pack"

// v1Text packs version-1 text: a byte of v1Alphabet takes 6 bits, any
// other 14 (see pack.Alphabet).
var v1Text = pack.NewAlphabet(v1Alphabet)

// v1Alphabet holds the 63 bytes that packed text writes in 6 bits.
const v1Alphabet = " ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func writeTextV1(w *pack.Writer, s string) { v1Text.Write(w, s) }

// readTextV1 reads a string that writeTextV1 wrote, and nothing else.
func readTextV1(r *pack.Reader, field string) string { return v1Text.Read(r, field, MaxRunes) }
