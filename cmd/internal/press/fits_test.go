package press

import (
	"math/rand"
	"testing"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model/saved"
)

// TestSameSizeQR holds what Kit.Fits relies on: links of one length get QR
// codes of one version and size, whatever their characters, so that a
// card laid out with another link's code of the same length fits exactly
// when it fits with its own.
func TestSameSizeQR(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	for n := 1; n <= saved.MaxPayload; n += 7 {
		var first *layout.QR
		for range 8 {
			payload := make([]byte, n)
			rng.Read(payload)
			link, err := saved.Link(saved.DefaultBase, saved.Text(payload))
			if err != nil {
				t.Fatal(err)
			}
			qr, err := layout.EncodeQR(link)
			if err != nil {
				t.Fatal(err)
			}
			if first == nil {
				first = qr
				continue
			}
			if qr.Version != first.Version || qr.Size != first.Size {
				t.Errorf("links of %d characters: version %d (%d modules) and version %d (%d modules)", len(link), first.Version, first.Size, qr.Version, qr.Size)
			}
		}
	}
}
