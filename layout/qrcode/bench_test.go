package qrcode

import (
	"strings"
	"testing"

	"github.com/boombuler/barcode/qr"
)

// benchPayload is a typical crewcard link: 110 alphanumeric characters.
var benchPayload = "HTTPS://CREWCARD.APP/C/" + strings.Repeat("MZXW6YTBOI", 9)[:87]

func BenchmarkEncode(b *testing.B) {
	if len(benchPayload) != 110 {
		b.Fatalf("len(benchPayload) = %d, want 110", len(benchPayload))
	}
	for b.Loop() {
		if _, err := Encode(benchPayload, M); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkBoombuler(b *testing.B) {
	for b.Loop() {
		if _, err := qr.Encode(benchPayload, qr.M, qr.Auto); err != nil {
			b.Fatal(err)
		}
	}
}
