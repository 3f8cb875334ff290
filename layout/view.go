package layout

// View is the plain data that a card template binds to. It knows nothing of
// crews: the command fills it in, and templates name its slots.
type View struct {
	Text   map[string]string  // slot name -> text, for text widgets
	Lists  map[string][]Item  // slot name -> entries, for list widgets
	Grids  map[string][]Row   // slot name -> rows, for grid widgets
	Marks  map[string]int     // slot name -> number of tick boxes, for track widgets
	Blocks map[string][]Block // slot name -> sections, for blocks widgets
	QR     string             // payload of the QR widget; ASCII, uppercase for alphanumeric mode
	// BlockSize, if above 0, is the largest size blocks widgets set their
	// text at, pt: the size a set of cards shares (Page.BlockSize).
	BlockSize float64
}

// Item is one entry of a list widget: an optional icon, a bold title and body text.
type Item struct {
	Icon  string // icon name from the icon set, or ""
	Title string
	Short string // a shorter title, set where a word of Title would be broken between characters, or ""
	Body  string
	// Brief is a shorter body, such as where to read the rule the body
	// gives, set where the list's entries would not all fit its widget
	// with their bodies whole, or "".
	Brief string
	// Group and Name let a run of neighbouring items that share a Group be
	// set as one entry, titled Group, whose body lists their Names, where
	// the list would not fit with its brief bodies either: a role's
	// skills as the line that names them and the card their rules are on.
	// Both "" for an item that is always set on its own.
	Group, Name string
	Break       bool // begins a new card: the list stops before it unless it comes first
	// Unless names a text slot: where a card's view sets it, the item is
	// left out of its list, given elsewhere on the card (a crew's survival
	// roll on a front with the room). The printer that sets the slot
	// applies it.
	Unless string
	// If names a text slot: the item is in its list only where a card's
	// view sets it, given elsewhere where it does not (the first of a
	// crew's skill texts on a front with the room for them, its back
	// giving the rest, their Unless the same slot). The printer applies it.
	If string
}

// Row is one row of a grid widget: a label and cells that each carry a tick box.
type Row struct {
	Label  string
	Short  string   // a shorter label used where Label does not fit its column at the grid's smallest size, or ""
	Note   string   // a second, smaller line under the label, or ""
	Absent bool     // the row has no cells: absent rows share one thin line that names them
	Cells  []string // cell texts, each printed beside its own tick box
	Alt    []string // per cell: a shorter form used where the full text does not fit, or ""; nil for none
	Marked []bool   // per cell: a printed mark (for example a legendary basic), same length as Cells or nil
	Light  []bool   // per cell: printed light, with a faint tick box (an entry not yet held), or nil
}
