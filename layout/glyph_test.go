package layout_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/layout"
)

func TestPlanReportsMissingGlyph(t *testing.T) {
	fs := testFonts(t)
	v := minimalView()
	v.Text["name"] = "Tiger 中"
	_, err := layout.Plan(testTemplate(t, "crew-front"), v, layout.Options{Fonts: fs, Icons: testIcons(t)})
	if err == nil || !strings.Contains(err.Error(), "U+4E2D") || !strings.Contains(err.Error(), `"name"`) {
		t.Fatalf("Plan = %v, want an error naming U+4E2D and slot \"name\"", err)
	}
}
