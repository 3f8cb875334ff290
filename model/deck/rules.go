package deck

// Rule is one check of a deck file: its ID and what it asks.
type Rule struct {
	ID, Summary string
}

// Rules lists every check of a deck file.
var Rules = []Rule{
	{"D1", "The [deck] table gives an id (lower-case letters, digits, hyphens), a title and the source it summarises."},
	{"D2", "The deck names its game (crew-experience, fow-v4, tank-duel) and its back style: title (every back shows the deck's title) or split (each card's back holds its sections marked back = true)."},
	{"D3", "A deck holds 1 to 60 cards; each card has a title and 1 to 12 sections."},
	{"D4", "Each section has a heading, an optional page of the source, and at least one of text, steps, bullets and a table."},
	{"D5", "A table has a header row and 1 to 11 more, 2 to 4 columns, and every row as many cells as the header."},
	{"D6", "Sections marked back = true need back = \"split\"; every card keeps at least one section for its front."},
	{"D7", "Every card's text fits its face at 6 pt or more; a card that does not fit is an error naming the card and its sections."},
	{"D8", "An icon, a card's (drawn over the foot of each face its text leaves clear) or a section's (before its heading), is one of the card icon set."},
}
