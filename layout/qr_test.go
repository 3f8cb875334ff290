package layout_test

import (
	"strings"
	"testing"

	"github.com/boombuler/barcode/qr"

	"github.com/crewcard/crewcard/layout"
)

// TestQRRuns rebuilds the module matrix from the runs and compares it with
// boombuler's symbol, module by module.
func TestQRRuns(t *testing.T) {
	for _, payload := range []string{"HTTPS://CREWCARD.APP/C/AB", testPayload, "hello, world"} {
		t.Run(payload[:min(len(payload), 20)], func(t *testing.T) {
			q, err := layout.EncodeQR(payload)
			if err != nil {
				t.Fatal(err)
			}
			ref, err := qr.Encode(payload, qr.L, qr.Auto)
			if err != nil {
				t.Fatal(err)
			}
			n := ref.Bounds().Dx()
			if q.Size != n || q.Version != (n-17)/4 {
				t.Fatalf("Size, Version = %d, %d; want %d, %d", q.Size, q.Version, n, (n-17)/4)
			}
			got := make([][]bool, n)
			for i := range got {
				got[i] = make([]bool, n)
			}
			for i, r := range q.Runs {
				if r.Len < 1 || r.Col+r.Len > n {
					t.Fatalf("run %d %+v leaves the symbol", i, r)
				}
				if i > 0 && q.Runs[i-1].Row == r.Row && q.Runs[i-1].Col+q.Runs[i-1].Len >= r.Col {
					t.Fatalf("runs %d and %d touch: not maximal", i-1, i)
				}
				for c := r.Col; c < r.Col+r.Len; c++ {
					got[r.Row][c] = true
				}
			}
			for y := 0; y < n; y++ {
				for x := 0; x < n; x++ {
					cr, _, _, _ := ref.At(x, y).RGBA()
					if want := cr < 0x8000; got[y][x] != want {
						t.Fatalf("module (row %d, col %d) = %v, want %v", y, x, got[y][x], want)
					}
				}
			}
		})
	}
}

func TestQRModule(t *testing.T) {
	q, err := layout.EncodeQR(testPayload)
	if err != nil {
		t.Fatal(err)
	}
	total := float64(q.Size + 2*layout.QuietZone)
	if m, err := q.Module(total * 0.55); err != nil || m < 0.5 {
		t.Errorf("Module(%.1f) = %v, %v; want 0.55 mm", total*0.55, m, err)
	}
	if _, err := q.Module(total * 0.49); err == nil || !strings.Contains(err.Error(), "under the 0.5 mm minimum") {
		t.Errorf("Module(%.1f) = %v, want an error about 0.5 mm", total*0.49, err)
	}
	// A QR widget too small for its code is a planning error.
	tp := &layout.Template{Name: "t", Width: 69, Height: 94, Widgets: []layout.Widget{{Kind: "qr", X: 3, Y: 3, W: 15, H: 15}}}
	if _, err := layout.Plan(tp, layout.View{QR: testPayload}, layout.Options{Fonts: testFonts(t)}); err == nil {
		t.Error("Plan with a 15 mm QR box = nil error, want modules under 0.5 mm rejected")
	}
	if _, err := layout.EncodeQR(""); err == nil {
		t.Error("EncodeQR(\"\") = nil error")
	}
}
