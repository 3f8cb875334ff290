package crewexp

import (
	"math/rand"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/crewexp/codec"
)

// roundTrip takes a crew through payload, decode and crew file, and returns
// the crew that the written file validates to.
func roundTrip(t *testing.T, c *Crew) *Crew {
	t.Helper()
	b, err := codec.Encode(c.Saved())
	if err != nil {
		t.Fatalf("Encode: %v", err)
	}
	dec, err := codec.Decode(b)
	if err != nil {
		t.Fatalf("Decode: %v", err)
	}
	src, err := CrewFile(dec)
	if err != nil {
		t.Fatalf("CrewFile: %v", err)
	}
	back, errs := Check("decoded.toml", src)
	if errs.Err() != nil {
		t.Fatalf("decoded crew file is invalid: %v\n%s", errs, src)
	}
	return back
}

// sameSaved compares two saved states, ignoring the order of sets.
func sameSaved(t *testing.T, got, want codec.Crew) {
	t.Helper()
	norm := func(c codec.Crew) codec.Crew {
		sort.Slice(c.Skills, func(i, j int) bool { return c.Skills[i].ID < c.Skills[j].ID })
		sort.Slice(c.Upgrades, func(i, j int) bool { return c.Upgrades[i] < c.Upgrades[j] })
		return c
	}
	if g, w := norm(got), norm(want); !reflect.DeepEqual(g, w) {
		t.Errorf("after the round trip:\n got %+v\nwant %+v", g, w)
	}
}

func TestSavedRoundTripSamples(t *testing.T) {
	for _, f := range CrewSamples(t) {
		t.Run(filepath.Base(f), func(t *testing.T) {
			src, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			c, errs := Check(f, src)
			if errs.Err() != nil {
				t.Fatal(errs)
			}
			back := roundTrip(t, c)
			sameSaved(t, back.Saved(), c.Saved())
			if got, want := back.State.Level(), c.State.Level(); got != want {
				t.Errorf("level = %+v, want %+v", got, want)
			}
			if got, want := back.State.TotalPoints(), c.State.TotalPoints(); got != want {
				t.Errorf("points = %d, want %d", got, want)
			}
		})
	}
}

// randomCrew builds a legal crew by playing random games with the state
// transitions, so that every kind, start and level turns up.
func randomCrew(r *rand.Rand) *Crew {
	kind := Kind(r.Intn(len(kindTable)))
	start := Start(r.Intn(len(startTable)))
	s := State{Kind: kind, Start: start, Points: 20 + r.Intn(400)}
	named := r.Intn(2) == 0 // half the crews name their members, some of them
	for _, role := range kind.DefaultRoles().List() {
		m := Member{Roles: RoleSet(0).With(role)}
		if named && r.Intn(3) > 0 {
			m.Name = []string{"Uffz. Brandt", "Ефрейтор Усов", "Sgt. O’Brien", "Λοχίας Παππάς", "Pvt. Smith"}[r.Intn(5)]
		}
		s.Members = append(s.Members, m)
	}
	s.Crewmen = len(s.Members) + r.Intn(2)
	gain := func(cost int, basic bool) {
		roles := (s.Roles() & kind.SkillRoles()).List()
		role := roles[r.Intn(len(roles))]
		sk, _ := SkillRoll(role, 1+r.Intn(6))
		s.GainSkill(role, sk, cost, basic)
	}
	if start == StartLegendary && kind == Tank {
		for len(s.Skills) < 4 {
			gain(0, true)
		}
	}
	for n := len(s.Skills) + startTable[start].Skills; len(s.Skills) < n; {
		gain(0, false)
	}
	for g := r.Intn(20); g > 0; g-- {
		if kind.EarnsKills() {
			s.Destroy(1 + r.Intn(400))
		}
		for s.XP >= SkillCost && len(s.Skills) < kind.MaxSkills() && r.Intn(3) > 0 {
			gain(SkillCost, false)
		}
		s.EndGame(false)
	}
	var ups []UpgradeID
	for _, u := range upgradeTable {
		if u.Level <= s.Level().Level && len(ups) < s.Level().Slots && len(u.Contains) == 0 && r.Intn(2) == 0 {
			ups = append(ups, u.ID)
		}
	}
	s.Fit(ups)
	names := []string{"Cobra King", "Т-34/85 «Гвардеец»", "2ème Escadron", "Panzerbüchse Paul"}
	return &Crew{Name: names[r.Intn(len(names))], Vehicle: "Vehicle", Nation: "Nation", State: s}
}

func TestSavedRoundTripGenerated(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	levels := map[int]bool{}
	named := 0
	for i := 0; i < 300; i++ {
		c := randomCrew(r)
		if c.State.Start == StartLegendary && c.State.Kind != Tank {
			continue // a legendary crew needs four basic skills of its own roles
		}
		levels[c.State.Level().Level] = true
		back := roundTrip(t, c)
		sameSaved(t, back.Saved(), c.Saved())
		if slices.ContainsFunc(c.State.Members, func(m Member) bool { return m.Name != "" }) {
			named++
		}
		if back.State.Level() != c.State.Level() || back.State.XPToNextRoll() != c.State.XPToNextRoll() {
			t.Errorf("crew %d: derived state differs after the round trip", i)
		}
	}
	if named < 50 {
		t.Errorf("%d generated crews name a member; the test wants 50 or more", named)
	}
	for l := 1; l <= 4; l++ {
		if !levels[l] {
			t.Errorf("no generated crew reached level %d", l)
		}
	}
}

// TestCrewFileSoftSkin: the code does not carry vehicle.soft_skin, so the
// decoded file of any vehicle but a tank offers it as a comment, and a crew
// file that keeps it checks as the soft-skinned vehicle it is.
func TestCrewFileSoftSkin(t *testing.T) {
	for _, kind := range []Kind{Tank, Transport, ATTransport, Unarmed} {
		src, err := CrewFile(codec.Crew{Ruleset: 1, Name: "C", Vehicle: "V", Nation: "N", Kind: uint8(kind),
			Members: []codec.Member{{Roles: uint8(kind.DefaultRoles())}}, Crewmen: 1, Points: 21})
		if err != nil {
			t.Fatal(err)
		}
		const key = "# soft_skin = true  #"
		if got := strings.Contains(string(src), key); got != (kind != Tank) {
			t.Errorf("%s: the decoded file offers soft_skin: %v, want %v\n%s", kind, got, kind != Tank, src)
		}
		if kind == Tank {
			continue
		}
		kept := strings.Replace(string(src), "# soft_skin = true  #", "soft_skin = true  #", 1)
		c, errs := Check("decoded.toml", []byte(kept))
		if errs.Err() != nil || !c.State.SoftSkin {
			t.Errorf("%s: the decoded file with soft_skin kept: %v, soft skin %v\n%s", kind, errs, c != nil && c.State.SoftSkin, kept)
		}
	}
}

// TestCrewFileNames: the decoded file of a crew whose code names its
// members names them as the crew file did, and only those.
func TestCrewFileNames(t *testing.T) {
	src, err := CrewFile(codec.Crew{Ruleset: 1, Name: "Kleiner Max", Vehicle: "Panzer I Ausf. B", Nation: "Germany", Kind: uint8(Tank),
		Members: []codec.Member{{Roles: uint8(RoleSet(0).With(Commander).With(Gunner)), Name: "Uffz. Brandt"}, {Roles: uint8(RoleSet(0).With(Driver))}},
		Crewmen: 2, Points: 75})
	if err != nil {
		t.Fatal(err)
	}
	want := "[[crew.member]]\nname = \"Uffz. Brandt\"\nroles = [\"commander\", \"gunner\"]\n\n[[crew.member]]\nroles = [\"driver\"]\n"
	if !strings.Contains(string(src), want) {
		t.Errorf("the decoded file lacks\n%s\nin\n%s", want, src)
	}
	c, errs := Check("decoded.toml", src)
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	if got := c.State.Members[0].Name; got != "Uffz. Brandt" {
		t.Errorf("the first member's name is %q, want %q", got, "Uffz. Brandt")
	}
}
