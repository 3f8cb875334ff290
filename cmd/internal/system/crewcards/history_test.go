package crewcards_test

import (
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

var updateBattle = flag.Bool("update-battle", false, "rewrite the golden files of testdata/battle")

// campaign is a five-game campaign for the inexperienced Sherman sample,
// one battle command a game: kills, skill rolls, a level-up and new
// upgrades, a knock-out that costs the commander's and gunner's skills,
// and a sixth skill that makes a level 3 upgrade legal in the same game.
var campaign = []crewcards.Outcome{
	{Name: "Alpha", Date: "1944-07-25", Destroyed: []int64{282, 95}, Skills: []string{"gunner:Deadeye"}},
	{Name: "Bravo", Destroyed: []int64{150, 180}, Skills: []string{"commander:Lucky", "driver:Lead Foot"},
		Upgrades: []string{"Multi-Purpose Box", "Improved Radio"}},
	{Name: "Charlie", Date: "1944-08-07", Destroyed: []int64{300}, Skills: []string{"loader:Fast Reload"},
		KnockedOut: true, Massive: true, Survivors: "loader,radio,driver"},
	{Name: "Delta", Destroyed: []int64{200, 110}, Skills: []string{"radio:Marking the Target"},
		Note: "New commander and gunner."},
	{Name: "Echo", Destroyed: []int64{400, 320}, Skills: []string{"gunner:Snap Shooter", "commander:Strict Discipline", "driver:Crank Head"},
		Upgrades: []string{"Multi-Purpose Box", "Improved Radio", "Camouflage Net"}},
}

// TestHistoryCampaign plays the campaign, game by game, then checks the
// history table against its golden file, the state that show reports, and
// that the crew renders.
func TestHistoryCampaign(t *testing.T) {
	src, err := os.ReadFile("../../../../samples/inexperienced-sherman.toml")
	if err != nil {
		t.Fatal(err)
	}
	file := src
	var told strings.Builder // what battle prints, a game and the crew after it in two lines
	var a crewcards.Appended
	for i, o := range campaign {
		g, err := o.Game()
		if msg := o.UsageError(); err != nil || msg != "" {
			t.Fatalf("game %d: %v %s", i+1, err, msg)
		}
		var errs model.ErrorList
		a, errs, err = crewcards.AppendGame("lucky-lady.toml", file, g, io.Discard)
		if err != nil || len(errs) > 0 || strings.Count(a.Last, "\n") != 2 || !strings.HasPrefix(a.Last, "lucky-lady.toml: added battle[") {
			t.Fatalf("game %d: %v %v, told %q; want two lines", i+1, err, errs, a.Last)
		}
		told.WriteString(a.Last)
		file = a.File
		if crew := crewtest.Check(t, "lucky-lady.toml", file); len(crew.History) != i+1 || crew.State.Games != i+1 {
			t.Fatalf("after game %d: %d records, %d games", i+1, len(crew.History), crew.State.Games)
		}
	}
	if !bytes.HasPrefix(file, src) {
		t.Fatal("the sample's bytes are no longer a prefix of the campaign file")
	}
	golden(t, "history.golden", a.Doc.(system.Historian).History())
	golden(t, "battle.golden", told.String())

	var v map[string]any
	data, err := system.ShowJSON(a.Doc, saved.DefaultBase)
	if out, jerr := json.Marshal(data); err != nil || jerr != nil || json.Unmarshal(out, &v) != nil {
		t.Fatalf("show --json: %v %v\n%s", err, jerr, out)
	}
	keys := []string{"level", "xp", "xp_earned", "xp_spent", "games", "kills", "skill_count", "skills_lost"}
	var got []any
	for _, k := range keys {
		got = append(got, v[k])
	}
	if g, w := fmt.Sprint(got), "[3 43 283 240 5 9 6 2]"; g != w {
		t.Errorf("show --json: %q = %s, want %s", keys, g, w)
	}

	pdfs, errs := render([]system.Doc{a.Doc}, nil, renderOptions(t))
	if len(errs) > 0 || len(pdfs) != 1 || !bytes.HasPrefix(pdfs[0].Data, []byte("%PDF-")) {
		t.Fatalf("render: %d documents, %v", len(pdfs), errs)
	}
}

// golden compares got with testdata/battle/name, which -update-battle
// rewrites.
func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", "battle", name)
	if *updateBattle {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update-battle to create it)", err)
	}
	if got != string(want) {
		t.Errorf("got\n%s\nwant (%s)\n%s", got, path, want)
	}
}

// TestHistoryTotals: the career of a sample closes with its totals, a crew
// without games too.
func TestHistoryTotals(t *testing.T) {
	for name, want := range map[string]string{"veteran-campaign-sherman.toml": "total: 6 games, 9 kills", "regular-tiger.toml": "total: 0 games"} {
		src, err := os.ReadFile("../../../../samples/" + name)
		if err != nil {
			t.Fatal(err)
		}
		doc, errs := system.Check(name, src)
		if errs.Err() != nil {
			t.Fatal(errs.Err())
		}
		if got := doc.(system.Historian).History(); !strings.Contains(got, want) {
			t.Errorf("%s: history\n%s\nwant %q", name, got, want)
		}
	}
}
