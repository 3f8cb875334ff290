package crewcards_test

import (
	"regexp"
	"sort"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

func TestZZTally(t *testing.T) {
	num := regexp.MustCompile(`[-0-9.,]+`)
	for _, m := range cardtest.Modes {
		d, fs := measureKit(t, m), cardtest.Fonts(t)
		var crews []*crewexp.Crew
		for _, s := range crewtest.Samples(t) {
			crews = append(crews, s.Crew)
		}
		crews = append(crews, crewtest.Generated(t, 200, 7)...)
		tally := map[string]int{}
		for _, c := range crews {
			f, _ := plan(d, c, saved.DefaultBase)
			for _, pg := range append(f.Front, f.Back...) {
				for _, s := range append(cardtest.BrokenWords(pg), cardtest.InkClear(pg, fs)...) {
					tally[num.ReplaceAllString(s, "#")]++
				}
			}
		}
		var keys []string
		for k := range tally { keys = append(keys, k) }
		sort.Slice(keys, func(i, j int) bool { return tally[keys[i]] > tally[keys[j]] })
		for i, k := range keys { if i < 25 { t.Logf("%s: %d× %s", m.Name, tally[k], k) } }
	}
}
