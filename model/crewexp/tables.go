package crewexp

// LevelChart returns the level chart (L), fewest skills first, for
// reference cards: the same rows LevelFor reads.
func LevelChart() []LevelRow { return levelChart }

// SurvivalKeepsHighest reports whether a crew of quality q keeps the
// highest of its survival D3s (V1); otherwise it keeps the lowest.
func SurvivalKeepsHighest(q Quality) bool { return survivalRolls[q].High }

// StartRow is one row of the start table (P).
type StartRow = startRow

// StartChart returns the start table (P), in Start order, for the viewer
// site's generated tables: the same rows the validator reads.
func StartChart() []StartRow { return startTable }
