package fow

import "github.com/crewcard/crewcard/model"

// The nations of the draft's "National Equipment and Special Rules".
const (
	Germany    = "Germany"
	UK         = "UK"
	US         = "US"
	USSR       = "USSR"
	Belgium    = "Belgium"
	Brazil     = "Brazil"
	Canada     = "Canada"
	Czech      = "Czech"
	Finland    = "Finland"
	France     = "France"
	Greece     = "Greece"
	Hungary    = "Hungary"
	India      = "India"
	Italy      = "Italy"
	Japan      = "Japan"
	NewZealand = "New Zealand"
	Poland     = "Poland"
	Romania    = "Romania"
	Scotland   = "Scotland"
	Spain      = "Spain"
)

// nationAliases maps the ways a unit file may name a nation to the nation.
var nationAliases = map[string][]string{
	Germany:    {"German", "Deutschland", "Wehrmacht"},
	UK:         {"United Kingdom", "Britain", "Great Britain", "British", "England", "English"},
	US:         {"USA", "United States", "American", "America"},
	USSR:       {"Soviet", "Soviet Union", "Russia", "Russian", "SSSR"},
	Belgium:    {"Belgian"},
	Brazil:     {"Brazilian", "Brasil"},
	Canada:     {"Canadian"},
	Czech:      {"Czechoslovakia", "Czechoslovak"},
	Finland:    {"Finnish", "Suomi"},
	France:     {"French", "France libre", "Free French"},
	Greece:     {"Greek"},
	Hungary:    {"Hungarian", "Magyar"},
	India:      {"Indian", "Gurkha"},
	Italy:      {"Italian", "Italia"},
	Japan:      {"Japanese"},
	NewZealand: {"NZ", "New Zealander"},
	Poland:     {"Polish", "Polska"},
	Romania:    {"Romanian"},
	Scotland:   {"Scottish"},
	Spain:      {"Spanish", "España"},
}

// NationOf returns the nation a unit file's nation names, or "" when it
// names none the seeds know ("Deutsches Afrikakorps" is not recognised).
func NationOf(s string) string {
	f := model.FoldName(s)
	if f == "" {
		return ""
	}
	for nation, aliases := range nationAliases {
		if model.FoldName(nation) == f {
			return nation
		}
		for _, a := range aliases {
			if model.FoldName(a) == f {
				return nation
			}
		}
	}
	return ""
}

// Groups of nations that share special rules, as the draft's national
// sections say ("Canadian Units use all British Special Rules except ...").
var (
	british       = []string{UK, Belgium, Canada, Czech, India, NewZealand, Poland, Scotland}
	britishGreece = append(append([]string{}, british...), Greece)
	bulldog       = []string{UK, NewZealand, Scotland}
	american      = []string{US, Brazil, France, Spain}
)
