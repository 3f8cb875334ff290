package crewexp_test

import (
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestBattleDates checks that a game's date is a day: a TOML local date or
// a "YYYY-MM-DD" string. A time, a date-time or any other value is an error
// at the record's date key, with its index, that says how to write it; the
// rest of the file is still judged.
func TestBattleDates(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  string // "" for a legal date; else a part of the only error
	}{
		{`1944-06-13`, ""},
		{`"1944-06-13"`, ""},
		{`10:00:00`, "crew.toml:14:1: battle[2].date: 10:00:00 is a time, not a date; write the date as YYYY-MM-DD"},
		{`10:00:00.5`, "10:00:00.5 is a time, not a date"},
		{`1944-06-13T10:00:00`, "battle[2].date: 1944-06-13T10:00:00 is a date and a time; write the date alone, as YYYY-MM-DD: 1944-06-13"},
		{`1944-06-13 10:00:00`, "is a date and a time"},
		{`1944-06-13T10:00:00Z`, "battle[2].date: 1944-06-13T10:00:00Z is a date and a time"},
		{`1944-06-13T10:00:00+02:00`, "is a date and a time"},
		{`"1944-06-13T10:00"`, "is a date and a time"},
		{`"10:00"`, "10:00 is a time, not a date"},
		{`"13 June 1944"`, `battle[2].date: date "13 June 1944" is not a date; write the date as YYYY-MM-DD, such as 1944-06-13`},
		{`"1944-13-01"`, `date "1944-13-01" is not a date`},
		{`1944`, `date "1944" is not a date`},
		{`true`, `date "true" is not a date`},
	} {
		t.Run(tc.value, func(t *testing.T) {
			src := crewFile("tank", "inexperienced", "", "\n[[battle]]\n\n[[battle]]\ndate = "+tc.value+"\ndestroyed = [0]\n")
			crew, errs := crewexp.Check("crew.toml", []byte(src))
			var dates []string
			for _, e := range errs {
				if strings.Contains(e.Path, "date") {
					dates = append(dates, e.Error())
				}
			}
			if !strings.Contains(listText(errs), "battle[2].destroyed[1]") {
				t.Errorf("the record's other error is not reported:\n%s", listText(errs))
			}
			switch {
			case tc.want == "" && len(dates) > 0:
				t.Errorf("date = %s: %q, want it accepted", tc.value, dates)
			case tc.want == "":
				if got := crew.File.Battles[1].Date; got != "1944-06-13" {
					t.Errorf("date = %s reads as %q, want 1944-06-13", tc.value, got)
				}
			case len(dates) != 1 || !strings.Contains(dates[0], tc.want):
				t.Errorf("date = %s: errors %q, want one containing %q", tc.value, dates, tc.want)
			}
		})
	}
}
