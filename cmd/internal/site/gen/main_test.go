package main

import (
	"bytes"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
)

// TestTablesCurrent regenerates the tables in memory: the committed
// assets/tables.js must be what go generate writes now.
func TestTablesCurrent(t *testing.T) {
	committed, err := os.ReadFile("../assets/tables.js")
	if err != nil {
		t.Fatal(err)
	}
	if fresh := Build(); !bytes.Equal(committed, fresh) {
		line := 1
		for i := range min(len(committed), len(fresh)) {
			if committed[i] != fresh[i] {
				break
			}
			if committed[i] == '\n' {
				line++
			}
		}
		t.Errorf("cmd/internal/site/assets/tables.js drifted from the Go registry at line %d; run go generate ./cmd/internal/site", line)
	}
}

// TestTablesHoldRegistry checks that the tables name every skill and
// upgrade with its registry ID, so that a change of either shows in them.
func TestTablesHoldRegistry(t *testing.T) {
	js := string(Build())
	for _, s := range crewexp.Skills() {
		if !strings.Contains(js, fmt.Sprintf(`{"ID":%d,"Role":%d,"Die":%d,"Name":%q`, s.ID, s.Role, s.Die, s.Name)) {
			t.Errorf("tables.js lacks skill %d %q", s.ID, s.Name)
		}
	}
	for _, u := range crewexp.Upgrades() {
		if !strings.Contains(js, fmt.Sprintf(`{"ID":%d,"Level":%d,"Cost":%d,"Name":%q`, u.ID, u.Level, u.Cost, u.Name)) {
			t.Errorf("tables.js lacks upgrade %d %q", u.ID, u.Name)
		}
	}
	if len(crewexp.StartChart()) != 3 || !strings.Contains(js, `"Basics":4`) {
		t.Errorf("tables.js lacks the start table's basics")
	}
}
