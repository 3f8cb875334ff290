package battlescribe

import (
	"fmt"
	"sort"
	"strings"
	"testing"
)

// testSystem is a game system with one cost type and one profile type.
const testSystem = `<gameSystem id="gs" name="Test">
<costTypes><costType id="pts" name="pts"/></costTypes>
<categoryEntries><categoryEntry id="hq" name="HQ"/></categoryEntries>
<profileTypes><profileType id="pt" name="Tank"><characteristicTypes>
<characteristicType id="armour" name="Armour"/></characteristicTypes></profileType></profileTypes>
</gameSystem>`

// testCatalogue holds a platoon that uses what Select decides: a linked
// shared entry, a min constraint, a compulsory group with a default, an
// option, modifiers of a name, a cost (with repeats), a constraint, a
// characteristic and hidden, with their conditions, and an info group.
const testCatalogue = `<catalogue id="cat" name="Test: Germany" revision="3" gameSystemId="gs">
<sharedProfiles>
  <profile id="tiger" name="Tiger" typeId="pt" typeName="Tank"><characteristics>
    <characteristic name="Armour" typeId="armour">9</characteristic></characteristics>
    <modifiers><modifier type="increment" field="armour" value="1">
      <conditions><condition field="selections" scope="self" value="1" childId="skirts" type="atLeast" includeChildSelections="true"/></conditions>
    </modifier></modifiers>
  </profile>
</sharedProfiles>
<sharedInfoGroups>
  <infoGroup id="ig" name="Tiger profiles"><infoLinks><infoLink id="il" targetId="tiger" type="profile"/></infoLinks></infoGroup>
</sharedInfoGroups>
<sharedSelectionEntries>
  <selectionEntry id="crew" name="Crew" type="upgrade"><costs><cost name="pts" typeId="pts" value="1"/></costs></selectionEntry>
  <selectionEntry id="platoon" name="Tiger Platoon" type="unit">
    <categoryLinks><categoryLink id="cl" targetId="hq" primary="true"/></categoryLinks>
    <modifiers>
      <modifier type="set" field="name" value="Tiger Platoon (skirts)">
        <conditions><condition field="selections" scope="self" value="0" childId="skirts" type="greaterThan" includeChildSelections="true"/></conditions>
      </modifier>
      <modifier type="increment" field="pts" value="2">
        <repeats><repeat field="selections" scope="self" value="1" repeats="1" childId="any" includeChildSelections="true"/></repeats>
      </modifier>
    </modifiers>
    <infoLinks><infoLink id="ilg" targetId="ig" type="infoGroup"/></infoLinks>
    <entryLinks>
      <entryLink id="crewlink" targetId="crew" type="selectionEntry">
        <constraints><constraint id="crewmin" type="min" field="selections" scope="parent" value="1"/></constraints>
        <modifiers><modifier type="set" field="crewmin" value="2">
          <conditions><condition field="selections" scope="parent" value="1" childId="hq" type="instanceOf"/></conditions>
        </modifier></modifiers>
      </entryLink>
    </entryLinks>
    <selectionEntryGroups>
      <selectionEntryGroup id="size" name="Unit Configuration" defaultSelectionEntryId="three">
        <constraints>
          <constraint id="smin" type="min" field="selections" scope="parent" value="1"/>
          <constraint id="smax" type="max" field="selections" scope="parent" value="1"/>
        </constraints>
        <selectionEntries>
          <selectionEntry id="two" name="2x Tiger" type="model"><costs><cost name="pts" typeId="pts" value="10"/></costs></selectionEntry>
          <selectionEntry id="three" name="3x Tiger" type="model"><costs><cost name="pts" typeId="pts" value="15"/></costs>
            <selectionEntries><selectionEntry id="skirts" name="Skirts" type="upgrade" hidden="true">
              <modifiers><modifier type="set" field="hidden" value="false">
                <conditions><condition field="selections" scope="platoon" value="1" childId="hq" type="instanceOf"/></conditions>
              </modifier></modifiers>
              <constraints><constraint id="skmin" type="min" field="selections" scope="parent" value="1"/></constraints>
            </selectionEntry></selectionEntries>
          </selectionEntry>
        </selectionEntries>
      </selectionEntryGroup>
      <selectionEntryGroup id="opts" name="Options">
        <selectionEntries><selectionEntry id="smoke" name="Smoke" type="upgrade"><costs><cost name="pts" typeId="pts" value="1"/></costs></selectionEntry></selectionEntries>
      </selectionEntryGroup>
    </selectionEntryGroups>
  </selectionEntry>
</sharedSelectionEntries>
<entryLinks><entryLink id="root" targetId="platoon" type="selectionEntry"/></entryLinks>
</catalogue>`

func testData(t *testing.T) *Data {
	t.Helper()
	cat, err := Parse("test.cat", strings.NewReader(testCatalogue), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	gs, err := Parse("test.gst", strings.NewReader(testSystem), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	return New("test.cat", cat, gs)
}

// tree prints a selection as "name ×n [pts] {profiles}", its selections
// indented below it.
func tree(s *Selection, depth int) string {
	var profs []string
	for _, p := range s.Profiles {
		var chars []string
		for k, v := range p.Chars {
			chars = append(chars, k+"="+v)
		}
		sort.Strings(chars)
		profs = append(profs, p.Name+" "+strings.Join(chars, ","))
	}
	out := fmt.Sprintf("%s%s ×%d [%g] {%s}\n", strings.Repeat("  ", depth), s.Name, s.Number, s.Costs["pts"], strings.Join(profs, "; "))
	for _, k := range s.Children {
		out += tree(k, depth+1)
	}
	return out
}

// TestSelect instantiates the platoon as BattleScribe adds it, and with
// the other size picked: min constraints select, the group's default is
// chosen, an option is not, and the modifiers whose conditions hold (a
// hidden entry shown by the unit's category, a name, a constraint, a
// characteristic and a cost with repeats) apply, and the numbers ch
// gives.
func TestSelect(t *testing.T) {
	d := testData(t)
	roots := d.Roots()
	if len(roots) != 1 || roots[0].ID() != "platoon" || roots[0].LinkID() != "root" {
		t.Fatalf("Roots = %v", roots)
	}
	for _, tc := range []struct {
		name string
		ch   Choices
		want string
	}{
		{"default", Choices{}, `Tiger Platoon (skirts) ×1 [8] {Tiger Armour=10}
  Crew ×2 [1] {}
  3x Tiger ×1 [15] {}
    Skirts ×1 [0] {}
`},
		{"two picked", Choices{Pick: map[string]string{"size": "two"}}, `Tiger Platoon ×1 [6] {Tiger Armour=9}
  Crew ×2 [1] {}
  2x Tiger ×1 [10] {}
`},
		{"two picked, three crew", Choices{Pick: map[string]string{"size": "two"}, Number: map[string]int{"crew": 3}}, `Tiger Platoon ×1 [8] {Tiger Armour=9}
  Crew ×3 [1] {}
  2x Tiger ×1 [10] {}
`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := d.Select(roots[0], nil, tc.ch)
			if got := tree(s, 0); got != tc.want {
				t.Errorf("Select:\n%s\nwant\n%s", got, tc.want)
			}
		})
	}
}

// TestSelectTotal adds the costs of a selection and those inside it, each
// by its number.
func TestSelectTotal(t *testing.T) {
	d := testData(t)
	s := d.Select(d.Roots()[0], nil, Choices{})
	if got := s.Total("pts"); got != 8+2*1+15 {
		t.Errorf("Total = %g, want 25", got)
	}
}

// TestBoundAndAlternatives reads a group's min and max and its visible
// entries, and an option group's.
func TestBoundAndAlternatives(t *testing.T) {
	d := testData(t)
	s := d.Select(d.Roots()[0], nil, Choices{})
	_, groups := d.Children(d.Roots()[0])
	var got []string
	for _, g := range groups {
		lo, hi := d.Bound(g, s)
		var names []string
		for _, a := range d.Alternatives(g, s) {
			names = append(names, a.Name())
		}
		got = append(got, fmt.Sprintf("%s %d..%d %q", g.Name(), lo, hi, names))
	}
	want := `Unit Configuration 1..1 ["2x Tiger" "3x Tiger"]; Options 0..-1 ["Smoke"]`
	if g := strings.Join(got, "; "); g != want {
		t.Errorf("groups: %s, want %s", g, want)
	}
}

// TestRosterSelection reads a roster's selections of the catalogue with
// the roster's numbers and costs, and refuses one of an entry the
// catalogue lacks with its line.
func TestRosterSelection(t *testing.T) {
	d := testData(t)
	src := `<roster id="r" name="R" gameSystemId="gs"><forces><force id="f" catalogueId="cat"><selections>
<selection id="s1" name="Tiger Platoon" entryId="root::platoon" number="1">
  <selections><selection id="s2" name="2x Tiger" entryId="root::platoon::two" entryGroupId="root::platoon::size" number="1">
    <costs><cost name="pts" typeId="pts" value="10"/></costs></selection>
  <selection id="s3" name="Smoke" entryId="root::platoon::smoke" number="2"><costs><cost name="pts" typeId="pts" value="2"/></costs></selection></selections>
  <costs><cost name="pts" typeId="pts" value="0"/></costs>
</selection>
<selection id="s4" name="Ghost" entryId="nothing" number="1"/>
</selections></force></forces></roster>`
	root, err := Parse("r.ros", strings.NewReader(src), DefaultLimits)
	if err != nil {
		t.Fatal(err)
	}
	sels := root.Kids("forces", "force")[0].Kids("selections", "selection")
	s, _, ok := d.RosterSelection(sels[0], nil)
	if !ok {
		t.Fatal("the platoon's selection was not read")
	}
	want := `Tiger Platoon ×1 [0] {Tiger Armour=9}
  2x Tiger ×1 [10] {}
  Smoke ×2 [1] {}
`
	if got := tree(s, 0); got != want {
		t.Errorf("RosterSelection:\n%s\nwant\n%s", got, want)
	}
	if s.Children[0].Group.ID() != "size" {
		t.Errorf("the size's group = %q, want size", s.Children[0].Group.ID())
	}
	if _, line, ok := d.RosterSelection(sels[1], nil); ok || line != 8 {
		t.Errorf("a selection of no entry: ok %v at line %d, want refused at line 8", ok, line)
	}
}

// TestConditions decides each kind of condition, and or and and groups,
// on the default platoon: it holds two crew, one 3x Tiger and, inside it,
// Skirts; it is of the HQ category.
func TestConditions(t *testing.T) {
	d := testData(t)
	s := d.Select(d.Roots()[0], nil, Choices{})
	for _, tc := range []struct {
		xml  string
		want bool
	}{
		{`<condition field="selections" scope="self" value="2" childId="crew" type="equalTo"/>`, true},
		{`<condition field="selections" scope="self" value="2" childId="crew" type="notEqualTo"/>`, false},
		{`<condition field="selections" scope="self" value="3" childId="crew" type="lessThan"/>`, true},
		{`<condition field="selections" scope="self" value="1" childId="crew" type="atMost"/>`, false},
		{`<condition field="selections" scope="self" value="1" childId="skirts" type="atLeast"/>`, false}, // not a direct selection
		{`<condition field="selections" scope="self" value="1" childId="skirts" type="atLeast" includeChildSelections="true"/>`, true},
		{`<condition field="selections" scope="roster" value="2" childId="any" type="greaterThan"/>`, true},
		{`<condition field="pts" scope="self" value="15" childId="any" type="equalTo"/>`, false},
		{`<condition field="pts" scope="self" value="17" childId="any" type="equalTo"/>`, true}, // 2 crew at 1, a 3x Tiger at 15
		{`<condition field="selections" scope="self" value="1" childId="hq" type="instanceOf"/>`, true},
		{`<condition field="selections" scope="self" value="1" childId="hq" type="notInstanceOf"/>`, false},
		{`<condition field="selections" scope="parent" value="0" childId="crew" type="equalTo"/>`, true}, // no parent: nothing counted
		{`<conditionGroup type="or"><conditions>
			<condition field="selections" scope="self" value="5" childId="crew" type="equalTo"/>
			<condition field="selections" scope="self" value="1" childId="two" type="lessThan"/></conditions></conditionGroup>`, true},
		{`<conditionGroup type="and"><conditions>
			<condition field="selections" scope="self" value="5" childId="crew" type="equalTo"/>
			<condition field="selections" scope="self" value="1" childId="two" type="lessThan"/></conditions></conditionGroup>`, false},
	} {
		m, err := Parse("m", strings.NewReader(`<modifier type="set" field="name" value="x">`+wrap(tc.xml)+`</modifier>`), DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		if got := d.holds(modifier{node: m}, s); got != tc.want {
			t.Errorf("%s = %v, want %v", strings.Join(strings.Fields(tc.xml), " "), got, tc.want)
		}
	}
}

// wrap puts a condition or condition group in its container.
func wrap(x string) string {
	if strings.HasPrefix(x, "<conditionGroup") {
		return "<conditionGroups>" + x + "</conditionGroups>"
	}
	return "<conditions>" + x + "</conditions>"
}
