package crewcards

import (
	"bytes"
	"fmt"
	"strconv"

	"github.com/BurntSushi/toml"

	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/deck"
)

// DeckID is the id of the crew-experience reference deck.
const DeckID = "crew-experience"

// crewDeck writes the crew-experience reference deck from the rules'
// tables, never typed twice: a card per role with its six skills, the
// upgrade catalogue, and the tables of the rolls, levels and survival.
func crewDeck() []byte {
	f := deck.File{System: deck.SystemName, Deck: deck.Info{
		ID: DeckID, Title: "Crew Experience · reference", Game: "crew-experience",
		Source: "The crew-experience rules, in our words", Back: "title",
	}}
	for _, r := range crewexp.Roles {
		c := deck.Card{ID: r.String() + "-skills", Title: r.Label() + " skills"}
		for _, sk := range crewexp.TableOf(r) {
			c.Sections = append(c.Sections, deck.Section{Heading: fmt.Sprintf("%d · %s", sk.Die, sk.Name), Text: sk.Text})
		}
		f.Cards = append(f.Cards, c)
	}
	for _, levels := range upgradeCards {
		c := deck.Card{ID: fmt.Sprintf("upgrades-%d-%d", levels[0], levels[1]),
			Title: fmt.Sprintf("Upgrades, levels %d–%d", levels[0], levels[1])}
		if levels[0] == levels[1] {
			c.Title = fmt.Sprintf("Upgrades, level %d", levels[0])
		}
		for _, u := range crewexp.Upgrades() {
			if u.Level >= levels[0] && u.Level <= levels[1] {
				c.Sections = append(c.Sections, deck.Section{Icon: u.Icon,
					Heading: fmt.Sprintf("%s · level %d, %d pts", u.Name, u.Level, u.Cost), Text: u.Text})
			}
		}
		f.Cards = append(f.Cards, c)
	}
	f.Cards = append(append(f.Cards, rollsCards()...), survivalCard())
	var b bytes.Buffer
	b.WriteString("# The crew-experience reference deck, written by crewcard from its rules tables.\n")
	b.WriteString("# Edit a copy and render it with: crewcard render my-deck.toml -o deck.pdf\n\n")
	if err := toml.NewEncoder(&b).Encode(f); err != nil {
		panic(err) // a programmer's bug: the deck is built from fixed tables
	}
	return b.Bytes()
}

// upgradeCards are the levels of the deck's upgrade cards, in order,
// after a card for each role.
var upgradeCards = [][2]int{{1, 2}, {3, 4}, {5, 5}}

// rollsCard is the number of the deck's card of the rolls, whose first
// section is the crew-member roll (rollsCards): after a card a role and
// the upgrade cards.
var rollsCard = len(crewexp.Roles) + len(upgradeCards) + 1

// deckCards is how many cards the crew-experience deck holds: its cards
// up to the rolls', then the levels and survival.
var deckCards = rollsCard + 2

// seeDeck is a rule's brief on the back: where the reference deck gives
// it, card n of deckCards.
func seeDeck(n int) string {
	return fmt.Sprintf("See crew deck %d/%d.", n, deckCards)
}

// deckGroup is the title of a role's held skills set as one entry, which
// names them and the deck's card their rules are on.
func deckGroup(role string, n int) string {
	return fmt.Sprintf("%s skills, crew deck %d/%d:", role, n, deckCards)
}

// upgradeCard is the number of the deck's card that gives an upgrade of
// level.
func upgradeCard(level int) int {
	for i, l := range upgradeCards {
		if level >= l[0] && level <= l[1] {
			return len(crewexp.Roles) + i + 1
		}
	}
	return 0
}

// rollsCards are two cards: the crew-member roll; and the XP the crew
// earns and spends, with the level chart.
func rollsCards() []deck.Card {
	roll := [][]string{{"Die", "Crew member"}}
	for die := 1; die <= 6; die++ {
		r, choose, _ := crewexp.MemberRoll(die)
		who := r.Label()
		if choose {
			who = "player’s choice"
		}
		roll = append(roll, []string{strconv.Itoa(die), who})
	}
	levels := [][]string{{"Skills", "Level", "Quality", "Morale · slots"}}
	chart := crewexp.LevelChart()
	for i, row := range chart {
		skills := strconv.Itoa(row.MinSkills) + "+"
		if i+1 < len(chart) {
			skills = fmt.Sprintf("%d–%d", row.MinSkills, chart[i+1].MinSkills-1)
		}
		levels = append(levels, []string{skills, strconv.Itoa(row.Level), string(row.Quality), fmt.Sprintf("%d · %d", row.Morale, row.Slots)})
	}
	return []deck.Card{{ID: "rolls", Title: "Skill rolls", Sections: []deck.Section{
		{Heading: "Crew-member roll", Text: "A die for the member, then one on its table for the skill. A full or absent role: choose another crew member. A skill already held: choose any skill of that table.", Table: roll},
	}}, {ID: "experience", Title: "Experience and levels", Sections: []deck.Section{
		{Heading: "Experience", Bullets: []string{
			fmt.Sprintf("A destroyed enemy unit: its points ÷ %d, rounded down.", crewexp.KillXPDivisor),
			fmt.Sprintf("The vehicle not knocked out in a game: %d XP at its end.", crewexp.SurvivalXP),
			fmt.Sprintf("A skill roll costs %d XP, spent when the unit is given an order.", crewexp.SkillCost),
		}},
		{Heading: "Level chart", Text: "The skills a crew holds give its level, and the level its quality, morale and upgrade slots.", Table: levels},
	}}}
}

// survivalCard is the survival roll of a knocked-out crew.
func survivalCard() deck.Card {
	dice := [][]string{{"Quality", "Survival roll"}}
	for _, q := range []crewexp.Quality{crewexp.Inexperienced, crewexp.Regular, crewexp.Veteran} {
		dice = append(dice, []string{string(q), survivalDice(q)})
	}
	mod := func(crewmen int, aid bool, ko crewexp.KnockOut) string {
		return signed(crewexp.SurvivalModifier(crewmen, aid, ko) - crewexp.SurvivalModifier(3, false, crewexp.KnockOut{}))
	}
	mods := [][]string{{"Modifier", "When"},
		{mod(6, false, crewexp.KnockOut{}), "6 or more crewmen"},
		{mod(5, false, crewexp.KnockOut{}), "5 crewmen"},
		{mod(4, false, crewexp.KnockOut{}), "4 crewmen"},
		{mod(3, true, crewexp.KnockOut{}), "First Aid Box or Multi-Purpose Box"},
		{mod(3, false, crewexp.KnockOut{MassiveDamage: true}), "Massive Damage, armoured vehicle"},
		{mod(3, false, crewexp.KnockOut{SoftSkin: true}), "soft-skin vehicle"},
	}
	return deck.Card{ID: "survival", Title: "Knocked out: who gets out", Sections: []deck.Section{
		{Heading: "Survival roll", Text: "Roll by the crew’s quality; the result, after the modifiers, is how many crewmen get out, from none to all of them.", Table: dice},
		{Heading: "Modifiers", Table: mods},
		{Heading: "Who survives", Text: "Find each survivor with the crew-member roll, re-rolling a crewman already found. The dead lose their roles’ skills, except legendary basics; their replacements arrive with none."},
	}}
}
