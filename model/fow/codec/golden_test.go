package codec

import (
	"encoding/hex"
	"reflect"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

// Payloads of version 1, pinned so that the format can never change
// silently: tigerUnit's whole, and the short code (a digest) of fullUnit's
// 1,465 bytes in version 1's layout. Stored payloads must decode for ever.
// fullUnit is longer than any card prints, so Encode writes it in version
// 4 (564 bytes), pinned too.
const (
	tigerV1      = "02020112384a50da2d891c5480d8138b03330150f3cebd62a468273258a960e8ec48e2a407b1f51866fd20e4604a87068b09002f8c7d4619a05cbdcf4200ea9c70a65c2c13c2b4c20954b00079b989b3"
	fullV1Length = 1465
	fullV1Short  = "UOPJ35MB"
	fullV4Length = 564
	fullV4Short  = "Z3HLBOWJ"
)

func TestGoldenV1(t *testing.T) {
	if got := hex.EncodeToString(mustEncode(t, tigerUnit)); got != tigerV1 {
		t.Errorf("tigerUnit's payload changed:\n got %s\nwant %s", got, tigerV1)
	}
	stored, err := hex.DecodeString(tigerV1)
	if err != nil {
		t.Fatal(err)
	}
	if u, err := Decode(stored); err != nil || !reflect.DeepEqual(u, tigerUnit) {
		t.Errorf("Decode(stored tigerUnit) = %+v, %v", u, err)
	}
	full := saved.Seal(saved.Sealed{System: saved.FowV4, Version: 1, Body: bodyV1.encode(fullUnit)})
	if len(full) != fullV1Length || saved.ShortCode(full) != fullV1Short {
		t.Errorf("fullUnit's version-1 payload changed: %d bytes, short code %s; want %d, %s", len(full), saved.ShortCode(full), fullV1Length, fullV1Short)
	}
	full = mustEncode(t, fullUnit)
	if len(full) != fullV4Length || saved.ShortCode(full) != fullV4Short {
		t.Errorf("fullUnit's payload changed: %d bytes, short code %s; want %d, %s", len(full), saved.ShortCode(full), fullV4Length, fullV4Short)
	}
	if u, err := Decode(full); err != nil || !reflect.DeepEqual(u, fullUnit) {
		t.Errorf("Decode(fullUnit's payload) = %+v, %v", u, err)
	}
}
