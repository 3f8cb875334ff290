// Package layout turns a card template and a plain card view into pages of
// drawing operations in millimetres, and draws those pages as PDF, SVG or
// PNG.
package layout

// PtToMM converts typographic points to millimetres.
const PtToMM = 25.4 / 72
