package main

import (
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/impose"
)

// The names the sheet binder draws with. The drawing itself, in sheet
// millimetres, is layout's (layout/sheet_*.go); the command only names the
// program in the stamp.

// Line weights and greys of the cutting guides.
const (
	markWidth = layout.CropMarkWidth // crop marks, mm
	cutWidth  = layout.CutLineWidth  // cut lines, mm
	cutGrey   = layout.CutLineGrey   // cut lines, grey
)

// lineOps draws cutting guides; see layout.SheetLines.
func lineOps(ls []impose.Line, width, g float64) []layout.Op {
	return layout.SheetLines(ls, width, g)
}

// stamp lays out a sheet's margin stamp: the scale bar, the reminder, the
// program's version with label, and the command line; see layout.SheetStamp.
func stamp(fs *layout.FontSet, l impose.Layout, label, command string) []layout.Op {
	return layout.SheetStamp(fs, l, stampLabel(label), command)
}

// stampLabel names the program and its version before label.
func stampLabel(label string) string { return "crewcard " + version + " · " + label }
