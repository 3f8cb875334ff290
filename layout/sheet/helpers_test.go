package sheet_test

import (
	"testing"

	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/internal/layouttest"
)

func testFonts(t testing.TB) *font.Set { return layouttest.Fonts(t) }
