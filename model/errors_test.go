package model

import (
	"fmt"
	"strings"
	"testing"
)

// TestCapped: past the first few of a kind (one rule at one key, whatever
// its indices; without a rule, one message), a list tells the rest of that
// kind in one entry where they begin; other kinds, warnings apart, keep
// every entry, in order.
func TestCapped(t *testing.T) {
	var l ErrorList
	for i := 1; i <= 12; i++ {
		l.Add(Pos{File: "f.toml", Line: 1, Col: i}, fmt.Sprintf("upgrades[%d]", i), "U3", "listed twice")
		if i%4 == 0 {
			l.Add(Pos{File: "f.toml", Line: 2, Col: i}, fmt.Sprintf("battle[%d].kills", i), "K", "too many")
			l.Add(Pos{File: "f.toml", Line: 3, Col: i}, fmt.Sprintf("crew.x%d", i), "", "unknown key")
		}
	}
	l[0].Warn = true // a warning is not of an error's kind
	var got []string
	for _, e := range l.Capped(3) {
		got = append(got, e.Error())
	}
	want := []string{
		"f.toml:1:1: warning: upgrades[1]: listed twice (U3)",
		"f.toml:1:2: upgrades[2]: listed twice (U3)",
		"f.toml:1:3: upgrades[3]: listed twice (U3)",
		"f.toml:1:4: upgrades[4]: listed twice (U3)",
		"f.toml:2:4: battle[4].kills: too many (K)",
		"f.toml:3:4: crew.x4: unknown key",
		"f.toml:1:5: … and 8 more like it from here on (U3)",
		"f.toml:2:8: battle[8].kills: too many (K)",
		"f.toml:3:8: crew.x8: unknown key",
		"f.toml:2:12: battle[12].kills: too many (K)",
		"f.toml:3:12: crew.x12: unknown key",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("Capped(3):\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	if l.Capped(3).Err() == nil {
		t.Error("the capped list holds no error")
	}
	if short := l[:5]; &short.Capped(3)[0] != &short[0] {
		t.Error("a list with no kind past the cap is not returned as it is")
	}
}
