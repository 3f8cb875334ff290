package qrcode

// This file holds the constants of ISO/IEC 18004:2015 as data.

// ecTable is Table 9: for each version (index 1–40) and level, the number of
// error correction blocks and the error correction codewords in each block.
// The data codewords follow from the total codewords of the version: they are
// spread over the blocks so that the last (total mod blocks) blocks hold one
// codeword more than the others.
var ecTable = [41][4]struct{ blocks, ecPerBlock int }{
	// L, M, Q, H
	1:  {{1, 7}, {1, 10}, {1, 13}, {1, 17}},
	2:  {{1, 10}, {1, 16}, {1, 22}, {1, 28}},
	3:  {{1, 15}, {1, 26}, {2, 18}, {2, 22}},
	4:  {{1, 20}, {2, 18}, {2, 26}, {4, 16}},
	5:  {{1, 26}, {2, 24}, {4, 18}, {4, 22}},
	6:  {{2, 18}, {4, 16}, {4, 24}, {4, 28}},
	7:  {{2, 20}, {4, 18}, {6, 18}, {5, 26}},
	8:  {{2, 24}, {4, 22}, {6, 22}, {6, 26}},
	9:  {{2, 30}, {5, 22}, {8, 20}, {8, 24}},
	10: {{4, 18}, {5, 26}, {8, 24}, {8, 28}},
	11: {{4, 20}, {5, 30}, {8, 28}, {11, 24}},
	12: {{4, 24}, {8, 22}, {10, 26}, {11, 28}},
	13: {{4, 26}, {9, 22}, {12, 24}, {16, 22}},
	14: {{4, 30}, {9, 24}, {16, 20}, {16, 24}},
	15: {{6, 22}, {10, 24}, {12, 30}, {18, 24}},
	16: {{6, 24}, {10, 28}, {17, 24}, {16, 30}},
	17: {{6, 28}, {11, 28}, {16, 28}, {19, 28}},
	18: {{6, 30}, {13, 26}, {18, 28}, {21, 28}},
	19: {{7, 28}, {14, 26}, {21, 26}, {25, 26}},
	20: {{8, 28}, {16, 26}, {20, 30}, {25, 28}},
	21: {{8, 28}, {17, 26}, {23, 28}, {25, 30}},
	22: {{9, 28}, {17, 28}, {23, 30}, {34, 24}},
	23: {{9, 30}, {18, 28}, {25, 30}, {30, 30}},
	24: {{10, 30}, {20, 28}, {27, 30}, {32, 30}},
	25: {{12, 26}, {21, 28}, {29, 30}, {35, 30}},
	26: {{12, 28}, {23, 28}, {34, 28}, {37, 30}},
	27: {{12, 30}, {25, 28}, {34, 30}, {40, 30}},
	28: {{13, 30}, {26, 28}, {35, 30}, {42, 30}},
	29: {{14, 30}, {28, 28}, {38, 30}, {45, 30}},
	30: {{15, 30}, {29, 28}, {40, 30}, {48, 30}},
	31: {{16, 30}, {31, 28}, {43, 30}, {51, 30}},
	32: {{17, 30}, {33, 28}, {45, 30}, {54, 30}},
	33: {{18, 30}, {35, 28}, {48, 30}, {57, 30}},
	34: {{19, 30}, {37, 28}, {51, 30}, {60, 30}},
	35: {{19, 30}, {38, 28}, {53, 30}, {63, 30}},
	36: {{20, 30}, {40, 28}, {56, 30}, {66, 30}},
	37: {{21, 30}, {43, 28}, {59, 30}, {70, 30}},
	38: {{22, 30}, {45, 28}, {62, 30}, {74, 30}},
	39: {{24, 30}, {47, 28}, {65, 30}, {77, 30}},
	40: {{25, 30}, {49, 28}, {68, 30}, {81, 30}},
}

// alignTable is Annex E (Table E.1): the row and column coordinates of the
// alignment pattern centres for each version. Version 1 has none.
var alignTable = [41][]int{
	2:  {6, 18},
	3:  {6, 22},
	4:  {6, 26},
	5:  {6, 30},
	6:  {6, 34},
	7:  {6, 22, 38},
	8:  {6, 24, 42},
	9:  {6, 26, 46},
	10: {6, 28, 50},
	11: {6, 30, 54},
	12: {6, 32, 58},
	13: {6, 34, 62},
	14: {6, 26, 46, 66},
	15: {6, 26, 48, 70},
	16: {6, 26, 50, 74},
	17: {6, 30, 54, 78},
	18: {6, 30, 56, 82},
	19: {6, 30, 58, 86},
	20: {6, 34, 62, 90},
	21: {6, 28, 50, 72, 94},
	22: {6, 26, 50, 74, 98},
	23: {6, 30, 54, 78, 102},
	24: {6, 28, 54, 80, 106},
	25: {6, 32, 58, 84, 110},
	26: {6, 30, 58, 86, 114},
	27: {6, 34, 62, 90, 118},
	28: {6, 26, 50, 74, 98, 122},
	29: {6, 30, 54, 78, 102, 126},
	30: {6, 26, 52, 78, 104, 130},
	31: {6, 30, 56, 82, 108, 134},
	32: {6, 34, 60, 86, 112, 138},
	33: {6, 30, 58, 86, 114, 142},
	34: {6, 34, 62, 90, 118, 146},
	35: {6, 30, 54, 78, 102, 126, 150},
	36: {6, 24, 50, 76, 102, 128, 154},
	37: {6, 28, 54, 80, 106, 132, 158},
	38: {6, 32, 58, 84, 110, 136, 162},
	39: {6, 26, 54, 82, 110, 138, 166},
	40: {6, 30, 58, 86, 114, 142, 170},
}

// Total codewords per version (Table 1): the modules left for data and error
// correction after the function patterns, divided by 8; the remainder bits
// (0, 3, 4 or 7) stay light before masking.
var totalCodewords = [41]int{
	1: 26, 44, 70, 100, 134, 172, 196, 242, 292, 346,
	404, 466, 532, 581, 655, 733, 815, 901, 991, 1085,
	1156, 1258, 1364, 1474, 1588, 1706, 1828, 1921, 2051, 2185,
	2323, 2465, 2611, 2761, 2876, 3034, 3196, 3362, 3532, 3706,
}

// Character count indicator widths (Table 3) for versions 1–9, 10–26 and
// 27–40, by mode.
var countBits = [3][3]int{
	modeNumeric: {10, 12, 14},
	modeAlpha:   {9, 11, 13},
	modeByte:    {8, 16, 16},
}

// Mode indicators (Table 2), by mode.
var modeIndicator = [3]uint{
	modeNumeric: 0b0001,
	modeAlpha:   0b0010,
	modeByte:    0b0100,
}

// Error correction level indicators in the format information (Table 12).
var levelBits = [4]uint{L: 0b01, M: 0b00, Q: 0b11, H: 0b10}

// BCH generators and the format mask (clauses 7.9 and 7.10, Annexes C and D).
const (
	formatGen  = 0x537  // x^10+x^8+x^5+x^4+x^2+x+1
	formatMask = 0x5412 // 101010000010010
	versionGen = 0x1f25 // x^12+x^11+x^10+x^9+x^8+x^5+x^2+1
	gfPoly     = 0x11d  // x^8+x^4+x^3+x^2+1, the field of the Reed–Solomon code
)

// alphaValue maps a byte to its alphanumeric value (Table 5) plus one, zero
// for bytes outside the set.
var alphaValue = func() (t [256]byte) {
	for i, c := range "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ $%*+-./:" {
		t[c] = byte(i + 1)
	}
	return t
}()
