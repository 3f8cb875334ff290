package crewcards_test

import (
	"fmt"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/saved"
)

// headerFoot is the lowest baseline of a header's title on any preset, mm:
// a back's text starts at 15.4 mm on the default card.
const headerFoot = 13.2

// headerText is the bold text a face sets in its header band, its lines
// joined by spaces.
func headerText(pg layout.Page) string {
	var lines []string
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Font == "bold" && op.Y <= headerFoot && !strings.HasSuffix(op.Text, " pts") {
			lines = append(lines, op.Text)
		}
	}
	return strings.Join(lines, " ")
}

// texts counts the ops of pg that set s.
func texts(pg layout.Page, s string) int {
	n := 0
	for _, op := range pg.Ops {
		if op.Kind == layout.OpText && op.Text == s {
			n++
		}
	}
	return n
}

// TestUnnamedCrew: a crew the player has not named (an imported one) is
// called by its vehicle. Its header sets the vehicle's name where a crew's
// name goes, bold, on two lines where it must, and not again on the
// vehicle's line; its back's title gives it too. Before, a crew needed a
// name, and an import named every crew "New crew".
func TestUnnamedCrew(t *testing.T) {
	src, err := os.ReadFile(samplePath("regular-tiger.toml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, vehicle := range []string{"Tiger I Ausf. E", "Marder III AUSF H, M and 76.2mm PAK36(R)", "Panzer II AUSF L 'Luchs'"} {
		s := strings.Replace(string(src), "name = \"Tiger 131\"\n", "", 1)
		s = strings.Replace(s, `name = "Tiger I Ausf. E"`, "name = "+`"`+vehicle+`"`, 1)
		crew, errs := crewexp.Check("unnamed.toml", []byte(s))
		if errs.Err() != nil {
			t.Fatalf("a crew without a name: %v", errs)
		}
		if got, want := crewcards.Doc(crew).Summary(), "unnamed.toml: "+vehicle+": level 2"; !strings.HasPrefix(got, want) {
			t.Errorf("check says %q, want it to begin %q", got, want)
		}
		for _, m := range cardtest.Modes {
			f, err := plan(measureKit(t, m), crew, saved.DefaultBase)
			if err != nil {
				t.Fatalf("%s, %s: %v", vehicle, m.Name, err)
			}
			front, back, title := f.Front[0], f.Back[0], model.Typographic(vehicle) // "‘Luchs’"
			if got := headerText(front); got != title {
				t.Errorf("%s, %s: the front's header sets %q in bold, want the vehicle's name, %q", vehicle, m.Name, got, title)
			}
			if got := headerText(back); got != title {
				t.Errorf("%s, %s: the back's title is %q, want the vehicle's name, %q", vehicle, m.Name, got, title)
			}
			if n := texts(front, title); n > 1 {
				t.Errorf("%s, %s: the front sets the vehicle's name %d times", vehicle, m.Name, n)
			}
		}
	}
}

// TestImportedCrewsUnnamed imports every vehicle of every Bolt Action army
// of the test data, as import does, and lays out each crew on every
// preset and in both inks: the file leaves the crew's name to the player,
// and the card calls the crew by its vehicle, however long its name; every
// face holds to cardtest.Measure (nothing drawn over anything, text clear
// of boxes and rules, the code clear) and no continuation card's face is
// without the crew's text, as TestCardMeasures holds the samples and
// generated crews.
func TestImportedCrewsUnnamed(t *testing.T) {
	fs := cardtest.Fonts(t)
	crews := importedCrews(t)
	for _, crew := range crews {
		if crew.Name != "" {
			t.Fatalf("%s: the import names the crew %q; the player names it", crew.Vehicle, crew.Name)
		}
	}
	if len(crews) < 500 {
		t.Fatalf("%d crews imported, want hundreds", len(crews))
	}
	for _, m := range cardtest.Modes {
		d, two, faults := measureKit(t, m), 0, cardtest.Faults{T: t}
		for _, c := range crews {
			f, err := plan(d, c, saved.DefaultBase)
			if err != nil {
				t.Fatalf("%s, %s: %v", c.Vehicle, m.Name, err)
			}
			for _, pg := range append(f.Front, f.Back...) {
				faults.Add(fmt.Sprintf("%s: %s, %s card %d", m.Name, c.Vehicle, pg.Face, pg.Part), faceFaults(pg, fs)...)
			}
			if got := headerText(f.Front[0]); got != model.Typographic(c.Vehicle) {
				t.Errorf("%s, %s: the header sets %q", c.Vehicle, m.Name, got)
			}
			if len(f.Front) > 1 {
				two++
			}
		}
		faults.Done()
		t.Logf("%s: %d of %d imported crews take two cards", m.Name, two, len(crews))
	}
}

// TestUnnamedCrewTooLong: an unnamed crew's title that does not fit (40
// wide letters fit two lines of the default card, not of the smallest) is
// refused at the key it comes from, the vehicle's name.
func TestUnnamedCrewTooLong(t *testing.T) {
	src := fitCrew("", strings.TrimSpace(strings.Repeat("ЖЖЖЖ ", crewexp.MaxVehicle/5)), "Germany", "Hans")
	err := renders("unnamed.toml", []byte(src), renderOptions(t, "--card", "57x89"))
	if err == nil || !strings.Contains(err.Error(), "vehicle.name: ") || !strings.Contains(err.Error(), "does not fit the card") {
		t.Errorf("a vehicle's name too long for an unnamed crew's title: %v, want it refused at vehicle.name", err)
	}
}

// TestUnnamedCrewRecords: battle, the roster page, serve's heading and
// the download's name call an unnamed crew by its vehicle; the battle's
// line read " is now level 2 …" with no one to be it.
func TestUnnamedCrewRecords(t *testing.T) {
	src, err := os.ReadFile(samplePath("regular-tiger.toml"))
	if err != nil {
		t.Fatal(err)
	}
	s := []byte(strings.Replace(string(src), "name = \"Tiger 131\"\n", "", 1))
	a, errs, err := crewcards.AppendGame("unnamed.toml", s, crewcards.Game{}, io.Discard)
	if err != nil || errs.Err() != nil {
		t.Fatalf("battle: %v %v", err, errs)
	}
	if !strings.Contains(a.Last, "\nTiger I Ausf. E is now level") {
		t.Errorf("battle says %q, want the vehicle's name before \"is now level\"", a.Last)
	}
	if name := system.Cells(a.Doc)[system.NameColumn]; name != "Tiger I Ausf. E" {
		t.Errorf("the roster's name is %q, want the vehicle's", name)
	}
}
