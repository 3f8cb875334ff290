package qrcode

import (
	"strings"
	"testing"

	"github.com/boombuler/barcode/qr"
)

// benchPayload is a crewcard link of 110 alphanumeric characters.
var benchPayload = "HTTPS://CREWCARD.APP/C/" + strings.Repeat("MZXW6YTBOI", 9)[:87]

// crewLinks are links as the card prints them, of 150 to 224 characters:
// versions 5, 6 and 7 at level L, the longest the card allows.
var crewLinks = func() []string {
	var links []string
	for _, n := range []int{150, 175, 200, 224} {
		links = append(links, "HTTPS://CREWCARD.GITHUB.IO/"+strings.Repeat("MZXW6YTBOIGEZDGNBVGY3TQOJQ", 9)[:n-27])
	}
	return links
}()

// BenchmarkEncode encodes the card's links at level L, as layout.EncodeQR
// does; one op encodes all of them.
func BenchmarkEncode(b *testing.B) {
	for b.Loop() {
		for _, p := range crewLinks {
			if _, err := Encode(p, L); err != nil {
				b.Fatal(err)
			}
		}
	}
}

// BenchmarkBoombuler encodes the same links with boombuler, for scale.
func BenchmarkBoombuler(b *testing.B) {
	for b.Loop() {
		for _, p := range crewLinks {
			if _, err := qr.Encode(p, qr.L, qr.Auto); err != nil {
				b.Fatal(err)
			}
		}
	}
}
