package crewexp

// LevelChart returns the level chart (L), fewest skills first, for
// reference cards: the same rows LevelFor reads.
func LevelChart() []LevelRow { return levelChart }

// SurvivalKeepsHighest reports whether a crew of quality q keeps the
// highest of its survival D3s (V1); otherwise it keeps the lowest.
func SurvivalKeepsHighest(q Quality) bool { return survivalRolls[q].High }
