package layout

import (
	"errors"
	"fmt"

	"github.com/crewcard/crewcard/layout/qrcode"
)

// QR print limits.
//
// Decision (issue 13): level L. Trials on 200 generated crews showed blur
// and ink spread, not damage, defeating phone decoders, and module size is
// what beats both: 0.40 mm modules failed where 0.50 mm read. Level L
// (7 % recovery instead of M's 15 %) puts every crew's link, up to the
// payload's limit, in version 7 or lower, so a 26.5 mm box gives every
// crew modules of at least 0.5 mm; at level M the longest links need
// version 8 and a 28.5 mm box that the card's front cannot spare.
const (
	QuietZone    = 4   // modules of white kept around the symbol
	MinQRModule  = 0.5 // mm: the smallest module the card may print
	maxQRPayload = 4000
	qrLevel      = qrcode.L

	// QRQuietMin is the least quiet zone a code prints with, mm: a qr
	// widget's box may reach this far past the safe line, its symbol
	// staying inside it.
	QRQuietMin = QuietZone * MinQRModule
)

// QR is an encoded QR code (ECC level L) reduced to what drawing needs.
type QR struct {
	Payload string
	Version int   // 1–40
	Size    int   // modules per side, without the quiet zone
	Runs    []Run // horizontal runs of dark modules, row by row, left to right
}

// Run is a horizontal stretch of dark modules.
type Run struct {
	Row, Col, Len int // modules; Row and Col from the symbol's top-left (quiet zone excluded)
}

// EncodeQR encodes payload at error-correction level L. It is safe to call
// from many goroutines at once, so a batch can encode in parallel before
// planning.
func EncodeQR(payload string) (*QR, error) {
	if payload == "" {
		return nil, errors.New("qr: empty payload")
	}
	if len(payload) > maxQRPayload {
		return nil, fmt.Errorf("qr: payload of %d bytes is too long", len(payload))
	}
	code, err := qrcode.Encode(payload, qrLevel)
	if err != nil {
		return nil, err // "qrcode: payload of … does not fit version 40 at level L"
	}
	q := &QR{Payload: payload, Size: code.Size, Version: code.Version}
	code.Runs(func(row, col, n int) { q.Runs = append(q.Runs, Run{row, col, n}) })
	return q, nil
}

// ErrQRTooDense reports a QR code with too many modules for its box.
var ErrQRTooDense = errors.New("qr code too dense to print")

// Module returns the module side, mm, for a QR drawn with its quiet zone
// inside a square of side mm, or an error if it would be under MinQRModule.
func (q *QR) Module(side float64) (float64, error) {
	m := side / float64(q.Size+2*QuietZone)
	if m < MinQRModule {
		return 0, fmt.Errorf("%w: version %d needs %d modules with its quiet zone: %.3f mm modules in a %.1f mm box, under the %.1f mm minimum (needs a %.1f mm box)",
			ErrQRTooDense, q.Version, q.Size+2*QuietZone, m, side, MinQRModule, MinQRModule*float64(q.Size+2*QuietZone))
	}
	return m, nil
}
