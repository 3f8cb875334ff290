package crewexp_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// namedCrew is a tank crew file whose five members are named by name(i).
func namedCrew(name func(i int) string) string {
	var b strings.Builder
	b.WriteString("[vehicle]\nname = \"M4 Sherman\"\nnation = \"USA\"\nkind = \"tank\"\npoints = 120\n\n[crew]\nname = \"Cobra King\"\nstart = \"regular\"\n")
	for i, r := range []string{"commander", "gunner", "loader", "radio", "driver"} {
		fmt.Fprintf(&b, "\n[[crew.member]]\nname = %q\nroles = [%q]\n", name(i), r)
	}
	return b.String() + "\n[crew.skills]\ngunner = [\"Deadeye\"]\ndriver = [\"Lead Foot\"]\n"
}

// TestNamesFitTheBack: members' names may make a crew's code longer than
// the front prints, up to what the back's larger code prints; longer names
// are refused at crew.member, naming what to shorten.
func TestNamesFitTheBack(t *testing.T) {
	long := namedCrew(func(i int) string { return fmt.Sprintf("Staff Sergeant Bartholomew Jones %d", i) })
	c, errs := crewexp.Check("crew.toml", []byte(long))
	if errs.Err() != nil {
		t.Fatalf("a crew with five 34-character member names: %v", errs)
	}
	b, err := codec.Encode(c.Saved())
	if err != nil {
		t.Fatal(err)
	}
	if len(b) <= crewexp.MaxPayload || len(b) > crewexp.MaxBackPayload {
		t.Fatalf("the long names' code is %d bytes, want %d to %d: a code the back prints", len(b), crewexp.MaxPayload+1, crewexp.MaxBackPayload)
	}
	tooLong := namedCrew(func(i int) string { return strings.Repeat("Ж", 63) + fmt.Sprint(i) })
	_, errs = crewexp.Check("crew.toml", []byte(tooLong))
	want := "crew.member: the names make the card's QR code 6"
	if got := listText(errs); !strings.Contains(got, want) || !strings.Contains(got, "shorten the members' names") {
		t.Errorf("five 64-rune Cyrillic member names: errors\n%s\nwant one containing %q and what to shorten", got, want)
	}
}
