// Package layout turns a card template and a plain card view into pages of
// drawing operations in millimetres, and composes those pages and sheets
// into documents through a Backend: the packages below it, pdf, svg and
// raster, draw them as PDF, SVG or PNG, and font measures the text.
package layout

// PtToMM converts typographic points to millimetres.
const PtToMM = 25.4 / 72
