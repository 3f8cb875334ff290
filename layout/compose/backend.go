package compose

import (
	"io"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// Backend is the surface a display list is drawn on: one output format
// (PDF, SVG or PNG) behind the few primitives a Writer composes its
// pages from. Coordinates are millimetres from the top-left corner of the
// current page. A Writer calls, for each page:
//
//	BeginPage, then any nesting of PushClip … PopClip around Draw, then EndPage
//
// and Finish once at the end. The Writer never checks for errors between
// calls: a backend keeps the first error it meets, does nothing after it,
// and reports it from Err and Finish.
type Backend interface {
	// BeginPage starts a page of w × h mm. trim is where the page is cut,
	// in page coordinates: the whole page for a sheet, the card inside its
	// bleed for a card page.
	BeginPage(w, h float64, trim impose.Rect)

	// PushClip limits drawing to r, in page coordinates, and to any
	// clip pushed before it, until the matching PopClip.
	PushClip(r impose.Rect)

	// PopClip removes the clip of the last PushClip.
	PopClip()

	// Draw draws op moved right by dx mm and down by dy mm. op belongs to
	// the caller: the backend neither changes nor keeps it.
	Draw(op *layout.Op, dx, dy float64)

	// EndPage ends the page begun by BeginPage. A backend that makes one
	// file per page can finish that file here.
	EndPage()

	// Err returns the first error the backend met, or nil.
	Err() error

	// Finish ends the document and writes it to out. The backend takes no
	// more pages afterwards.
	Finish(out io.Writer) error
}
