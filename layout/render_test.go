package layout_test

import (
	"os"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

// TestWriteSample writes /tmp/crewcard-sample.pdf for a person to look at
// when CREWCARD_SAMPLE is set.
func TestWriteSample(t *testing.T) {
	out := os.Getenv("CREWCARD_SAMPLE")
	if out == "" {
		t.Skip("set CREWCARD_SAMPLE=file.pdf")
	}
	fs := testFonts(t)
	w, err := layout.NewWriter(fs, layout.WriterOptions{Deterministic: true})
	if err != nil {
		t.Fatal(err)
	}
	for _, lowInk := range []bool{false, true} {
		for _, v := range []layout.View{fullView(), minimalView()} {
			for _, face := range []string{"crew-front", "crew-back"} {
				pages, err := layout.Plan(testTemplate(t, face), v, layout.Options{Fonts: fs, Icons: testIcons(t), LowInk: lowInk})
				if err != nil {
					t.Fatal(err)
				}
				for _, p := range pages {
					if err := w.AddCard(p, false); err != nil {
						t.Fatal(err)
					}
				}
			}
		}
	}
	b, err := w.Bytes()
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(out, b, 0o644); err != nil {
		t.Fatal(err)
	}
}
