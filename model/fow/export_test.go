package fow

// Unexported pieces that the external tests use.
var (
	MountSuits = Mount.suits
	UsedBy     = Keyword.usedBy
)
