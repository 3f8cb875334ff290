package codec

import "github.com/crewcard/crewcard/model/saved/pack"

// textAlphabet holds the 63 bytes that packed text writes in 6 bits: what
// unit, team and weapon names use most ("8.8cm KwK36 gun", "Sd Kfz 251/1",
// "(MG)"). The capitals J, Q, X, Y and Z are left out for the punctuation.
const textAlphabet = " abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIKLMNOPRSTUVW.-/()"

// text packs version-1 text (see pack.Alphabet): a byte of textAlphabet
// takes 6 bits, any other byte 14.
var text = pack.NewAlphabet(textAlphabet)

func writeText(w *pack.Writer, s string) { text.Write(w, s) }

// readText reads a string that writeText wrote, and nothing else.
func readText(r *pack.Reader, field string) string { return text.Read(r, field, MaxRunes) }
