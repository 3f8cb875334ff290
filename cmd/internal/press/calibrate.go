package press

import (
	"fmt"

	"github.com/crewcard/crewcard/fonts"
	"github.com/crewcard/crewcard/layout/font"
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/pdf"
	"github.com/crewcard/crewcard/layout/sheet"
)

// CheckCalibrationSheet checks that the calibration sheet fits on s:
// paper at least sheet.MinCalibrationPaper on each side.
func CheckCalibrationSheet(s Sheet) error {
	if s.None() {
		return fmt.Errorf("none: calibration needs a sheet of paper")
	}
	if min(s.Paper.W, s.Paper.H) < sheet.MinCalibrationPaper {
		return fmt.Errorf("%s: the calibration sheet needs paper at least %g mm on each side", s, sheet.MinCalibrationPaper)
	}
	return nil
}

// Calibration writes the two pages of the calibration sheet
// (sheet.CalibrationSheets) for o's sheet, card, flip and back offset.
// The sheet must pass CheckCalibrationSheet.
func Calibration(o *Options) ([]byte, error) {
	if err := CheckCalibrationSheet(o.Sheet); err != nil {
		return nil, err
	}
	fs, err := font.NewSet(fonts.Regular, fonts.Bold)
	if err != nil {
		return nil, err
	}
	lay, err := impose.Impose(o.Sheet.Paper, o.Card, impose.Options{Margin: o.Margin})
	if err != nil {
		return nil, err
	}
	w, err := pdf.NewWriter(fs, pdf.Options{Deterministic: true, Creator: o.Program, Title: "crewcard calibration"})
	if err != nil {
		return nil, err
	}
	for _, s := range sheet.CalibrationSheets(fs, lay, calibration(o)) {
		if err := sheet.Add(w, s); err != nil {
			return nil, err
		}
	}
	return w.Bytes()
}

// calibration is the text of the calibration sheet for o.
func calibration(o *Options) sheet.Calibration {
	back := []string{
		"crewcard calibration, page 2 of 2 (back)",
		"Hold this side towards you against a light. Behind each scale is a cross",
		"printed on the front. Read where its lines cross the scales: X on the",
		"horizontal scale, Y on the vertical one (right and down are positive).",
		"Render with --back-offset X,Y (" + o.Flip.String() + "-edge flip); A is the centre.",
		"If a cross is nowhere near its scale, your printer flips the other way:",
		"print again with --flip " + other(o.Flip) + ".",
	}
	if o.BackOffset != [2]float64{} {
		back = append(back, fmt.Sprintf("This back is already shifted by --back-offset %s,%s: add your reading to it.", impose.FormatMM(o.BackOffset[0]), impose.FormatMM(o.BackOffset[1])))
	}
	return sheet.Calibration{
		Flip:   o.Flip,
		Offset: o.BackOffset,
		Front: []string{
			"crewcard calibration, page 1 of 2 (front)",
			"Print both pages on ONE sheet, duplex, " + o.Flip.String() + "-edge flip, at actual size (100 %).",
			"Then hold the sheet against a light, back side towards you.",
		},
		Back:   back,
		Footer: o.Stamp(o.Command),
	}
}

// other names the flip edge that is not f.
func other(f impose.Flip) string {
	if f == impose.LongEdge {
		return impose.ShortEdge.String()
	}
	return impose.LongEdge.String()
}
