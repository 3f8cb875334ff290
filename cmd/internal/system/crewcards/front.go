package crewcards

import (
	"cmp"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/crewexp"
)

// crewSlots is the one list of the crew card's slots: every slot that the
// card view fills, which the templates bind to by name, with the crew-file
// key its text comes from where a player can shorten or change it (a layout
// failure in that slot is reported at the key), or "" for derived values.
// A test holds the view, this table and the built-in templates together.
var crewSlots = map[string]string{
	"name": "crew.name", "back_title": "crew.name", "vehicle": "vehicle.name", "nation": "vehicle.nation",
	"kind": "", "kind_icon": "", "points": "", "level": "", "quality": "", "morale": "", "slots": "", "xp_line": "",
	"code": "", "revision": "", "flags": "", "tallies": "", "crew_key": "", "continued_note": "",
	"code_front": "", "code_back": "", "code_note": "", "text_full": "", "log_spare": "", "code_large": "", "code_dense": "",
	"named": "", "unnamed": "", "xp": "", "xp_note": "", "upgrades_head": "", "kills_label": "", "no_flags": "",
	"upgrades_wide": "", "upgrades_beside": "", "members_front": "", "members": "", "survival_front": "", "survival": "",
	"survival_alone": "", "profile_front": "", "profile_beside": "", "column_wide": "", "profile": "",
	"text_front": "", "text_whole": "", "text_wide": "", "text_column": "", "text_under_profile": "", "text_under_roll": "", "front_text": "",
	"crew": "", "upgrades": "", "back_text": "", "xp_track": "", "log": "",
}

// frontUpgradesInFull is the most upgrades the front names in full, one
// column; more take two narrower columns and their short names, unless
// the code is on the back and the list takes the width of its box.
const frontUpgradesInFull = 4

// xpTrackBoxes is the number of pencil boxes for kills in a game.
const xpTrackBoxes = 4

// gridLabels are the role labels that the crew grid prints in place of the
// full label, too long for its label column.
var gridLabels = map[crewexp.Role]string{crewexp.Radio: "Radio op."}

// shortLabels are the role labels of a narrow label column, as on the
// compact layout of small cards.
var shortLabels = map[crewexp.Role]string{crewexp.Commander: "Cdr.", crewexp.Radio: "Radio"}

// card binds the crew card's slots to the crew's values. Skills are listed
// per role in table order and upgrades in catalogue order (both the order
// of their registry IDs), so that a decoded card prints exactly the same.
func (v *CrewView) card(link, code string, codeOnBack bool) layout.View {
	flags := ""
	if v.Slow {
		flags = "Slow"
	}
	xpLine := fmt.Sprintf("XP %d · %d TO NEXT ROLL", v.XP, v.XPToNextRoll)
	xpNote := fmt.Sprintf("XP · %d TO ROLL", v.XPToNextRoll)
	if v.XPToNextRoll == 0 {
		xpLine = fmt.Sprintf("XP %d · ROLL A SKILL NOW", v.XP)
		xpNote = "XP · ROLL NOW"
	}
	// Kills earn XP only where the kind earns kill XP (C3): no pencil
	// boxes for them elsewhere, nor a count of them in the back's tallies.
	kills, killsLabel := xpTrackBoxes, "KILLS"
	tallies := fmt.Sprintf("Games %d · Kills %d · XP earned %d", v.Games, v.Kills, v.XPEarned)
	if !v.kind.EarnsKills() {
		kills, killsLabel = 0, ""
		tallies = fmt.Sprintf("Games %d · XP earned %d", v.Games, v.XPEarned)
	}
	// An unnamed crew is called by its vehicle: the name's slot gives the
	// vehicle's name, which a template sets over both lines (unnamed), and
	// the vehicle's line is left empty.
	name, vehicle := model.Typographic(v.Name), model.Typographic(v.Vehicle)
	if name == "" {
		name, vehicle = vehicle, ""
	}
	out := layout.View{
		Text: map[string]string{
			"name":           name,
			"vehicle":        vehicle,
			"nation":         v.Nation,
			"kind":           v.KindLabel,
			"kind_icon":      "kind-" + v.Kind,
			"points":         fmt.Sprintf("%d pts", v.Points.Total),
			"level":          strconv.Itoa(v.Level),
			"quality":        v.Quality,
			"morale":         strconv.Itoa(v.Morale),
			"slots":          fmt.Sprintf("%d/%d", v.Slots.Used, v.Slots.Allowed),
			"xp_line":        xpLine,
			"xp":             strconv.Itoa(v.XP),
			"xp_note":        xpNote,
			"upgrades_head":  fmt.Sprintf("UPGRADES · SLOTS %d/%d", v.Slots.Used, v.Slots.Allowed),
			"kills_label":    killsLabel,
			"code":           code,
			"revision":       fmt.Sprintf("%d game%s", v.Games, plural(v.Games, "", "s")),
			"flags":          flags,
			"tallies":        tallies,
			"back_title":     name,
			"continued_note": "Skills and upgrades continue on the back of this card.",
		},
		Lists: map[string][]layout.Item{},
		Grids: map[string][]layout.Row{},
		Marks: map[string]int{"xp_track": kills},
		QR:    link,
	}
	out.Text["named"], out.Text["unnamed"] = on(v.Name != ""), on(v.Name == "")
	// A header without flags gives their room to the vehicle's name.
	out.Text["no_flags"] = on(flags == "")
	// The code is on the front, or on the back when the state is longer
	// than the front's code holds; the templates draw it where the slot
	// that says so is not empty. With the code on the back the upgrades
	// take the front's width (upgrades_wide), or share it with the members
	// or the survival roll where there is room (members_front,
	// survival_front: crewDoc.Card); with the code on the front they take
	// the column beside it (upgrades_beside), or share it with the
	// survival roll where there is room.
	out.Text["code_front"], out.Text["code_back"] = on(!codeOnBack), on(codeOnBack)
	out.Text["upgrades_wide"], out.Text["upgrades_beside"] = out.Text["code_back"], out.Text["code_front"]
	out.Text["members_front"], out.Text["survival_front"], out.Text["survival_alone"] = "", "", ""
	out.Text["profile_front"], out.Text["profile_beside"], out.Text["column_wide"] = "", "", ""
	out.Text["text_front"], out.Text["text_whole"], out.Text["text_under_profile"], out.Text["text_under_roll"] = "", "", "", ""
	out.Text["text_wide"], out.Text["text_column"] = "", ""
	// A code on the back is large (code_large), or, where that keeps the
	// crew to one card, gives way to the text as little as it must
	// (code_dense: crewDoc.Card).
	out.Text["code_large"], out.Text["code_dense"] = out.Text["code_back"], ""
	// The back's text takes its whole face, or leaves room below it for the
	// code (code_back), or for a log of the games to come where the crew
	// still takes one card (log_spare: crewDoc.Card).
	out.Text["text_full"], out.Text["log_spare"] = out.Text["code_front"], ""
	out.Text["code_note"] = "Larger there, to hold " + codeNotes[[2]bool{v.Profile != nil, v.named()}] + "."

	crew, skillText := v.crewGrid()
	out.Grids["crew"], out.Text["crew_key"] = crew, crewKey(crew)
	ups, upText := v.upgradeItems(codeOnBack)
	out.Lists["upgrades"] = ups
	out.Lists["members"] = []layout.Item{v.membersItem()}
	out.Lists["survival"] = []layout.Item{v.survivalItem()}
	// The vehicle's profile, on the back, or beside the code with the
	// survival roll where the front has the room (profile_front:
	// crewDoc.Card).
	profile := v.profileText()
	out.Lists["profile"] = profile
	// Who is aboard, the skills held and the crew-member roll are on the
	// back, or beside the code under the roll (and the profile) where a
	// crew of one role leaves the room (text_front: crewDoc.Card), all of
	// them (text_whole) or, where they do not all fit, the first skills'
	// texts, each where its slot is set (skillSlot), its back then giving
	// the room to the rest and the log; the crew's own survival roll,
	// worked out, is left out of the back where the front gives it
	// (survival_front).
	members, roll := v.crewLine(), v.rollText()
	frontSkills, backSkills := slices.Clone(skillText), slices.Clone(skillText)
	for i := range skillText {
		frontSkills[i].If, backSkills[i].Unless = skillSlot(i), skillSlot(i)
		// The front gives a skill's text whole, or leaves it to the back:
		// a front that would hold it only by the deck card's number
		// (Brief, Group) holds fewer.
		frontSkills[i].Brief, frontSkills[i].Group = "", ""
	}
	out.Lists["front_text"] = slices.Concat(given(members, "text_whole"), frontSkills, given(roll, "text_whole"))
	out.Lists["back_text"] = slices.Concat(unless(profile, "profile_front"), unless(members, "text_whole"),
		unless(out.Lists["survival"], "survival_front"), backSkills, upText, unless(roll, "text_whole"))
	out.Blocks = map[string][]layout.Block{"log": {v.logBlock()}}
	// A vehicle with its profile is named by its class where that is one
	// of the game's ("soft-skinned", "medium tank"), what its Damage Value
	// goes with; the kind, which sets its crew's roles, by its icon. A
	// class of the file's own words (40 runes at most) is named on the
	// back, its header box holding the game's.
	if p := v.Profile; p != nil {
		label := v.KindLabel
		if slices.Contains(headerClasses, p.Class) {
			label = p.Class
		}
		out.Text["kind"] = label + " · DV " + p.DamageValue
	}
	return out
}

// unless returns a copy of items, each left out where the card's view
// sets the slot (layout.Item.Unless): where another face gives them.
func unless(items []layout.Item, slot string) []layout.Item {
	out := slices.Clone(items)
	for i := range out {
		out[i].Unless = slot
	}
	return out
}

// given returns a copy of items, each given only where the card's view
// sets the slot (layout.Item.If): where another face leaves them out.
func given(items []layout.Item, slot string) []layout.Item {
	out := slices.Clone(items)
	for i := range out {
		out[i].If = slot
	}
	return out
}

// skillSlot is the text slot that, set, gives the text of a crew's i-th
// held skill (from 0) on its front rather than its back. crewDoc.Card
// sets it; the view leaves it unset, and crewSlots does not list it.
func skillSlot(i int) string { return "skill_front_" + strconv.Itoa(i+1) }

// headerClasses are the Bolt Action vehicle classes a crew front's header
// names beside the Damage Value, each of which its box holds on every card
// size (TestHeaderClassesFit).
var headerClasses = []string{
	"soft-skinned", "armoured car", "armoured carrier", "tankette",
	"light tank", "medium tank", "heavy tank", "super-heavy tank",
}

// crewKey is the line above the crew grid that says how to read the
// marks its rows print: how held and basic skills look, where it has any,
// the tick boxes, and the die numbers where an unheld skill prints one (a
// held skill's dot or star stands in its number's place: a crew that
// holds every skill of its roles has no die to roll).
func crewKey(rows []layout.Row) string {
	var held, basic, digits bool
	for _, r := range rows {
		for i := range r.Cells {
			held, basic, digits = held || !r.Light[i], basic || r.Marked[i], digits || r.Light[i]
		}
	}
	key := []string{"Tick when used"}
	if digits {
		key = append(key, "1–6: skill die")
	}
	if basic {
		key = slices.Insert(key, 0, "Star: basic, never lost")
	}
	if held {
		key = slices.Insert(key, 0, "Held: bold, dot")
	}
	return strings.Join(key, " · ")
}

// codeNotes say what makes a crew's code too long for the front, by
// whether it has its vehicle's profile and whether its members have names:
// the front's note tells the player why the code is on the back, in the
// card's terms.
var codeNotes = map[[2]bool]string{
	{true, false}:  "the vehicle’s profile and the crew’s record",
	{false, true}:  "the members’ names",
	{true, true}:   "the vehicle’s profile and the members’ names",
	{false, false}: "the crew’s record and its vehicle", // a state no check lets through
}

// named reports whether some member of the crew has a name, which the
// code then carries.
func (v *CrewView) named() bool {
	return slices.ContainsFunc(v.members, func(m crewexp.Member) bool { return m.Name != "" })
}

// crewGrid returns the crew grid's rows, a role each: a present role's six
// skills in die order, held ones marked; and the back's text of every skill
// held, in the same order. A role the crew has but whose kind gains no
// skills from it (a jeep's radio operator, C3) gets a row with no cells.
func (v *CrewView) crewGrid() ([]layout.Row, []layout.Item) {
	var rows []layout.Row
	var text []layout.Item
	for i, r := range v.Roles {
		role := crewexp.Roles[i]
		row := layout.Row{Label: r.Label, Absent: !r.Present}
		if !r.Present {
			rows = append(rows, row)
			continue
		}
		row.Label, row.Short, row.Note = cmp.Or(gridLabels[role], r.Label), shortLabels[role], v.sharedNote(role)
		if !v.kind.SkillRoles().Has(role) {
			row.Note = cmp.Or(row.Note, "no skills")
			rows = append(rows, row)
			continue
		}
		held := map[int]skillView{}
		for _, h := range r.Skills {
			held[h.ID] = h
		}
		for _, sk := range crewexp.TableOf(role) {
			h, ok := held[int(sk.ID)]
			row.Cells = append(row.Cells, sk.Name)
			row.Alt = append(row.Alt, sk.Short())
			row.Marked = append(row.Marked, ok && h.Basic)
			row.Light = append(row.Light, !ok)
			if !ok {
				continue
			}
			// Short of room, a title drops its role, which the skill's
			// table names, rather than abbreviate a word.
			title, short, name := sk.Name+" ("+r.Label+")", sk.Name, sk.Name
			if h.Basic {
				title, short, name = title+" · basic", short+" · basic", name+" (basic)"
			}
			text = append(text, layout.Item{Title: title, Short: short,
				Body: sk.Text, Brief: seeDeck(i + 1), Group: deckGroup(r.Label, i+1), Name: name})
		}
		rows = append(rows, row)
	}
	return rows, text
}

// upgradeAbbrev abbreviates the upgrades' short names (crewexp's
// Upgrade.Short) for the front's column when it is too narrow for them: a
// list whose titles would break a word inside it takes these instead
// (issue 31), and a word is never broken. An upgrade not named here keeps
// its short name. The back never abbreviates: its short title is the
// whole name, as the deck's card prints it, and the level, without the
// points.
var upgradeAbbrev = map[crewexp.UpgradeID]string{
	3: "Fire Ext.", 4: "Multi-Box", 5: "Gun Lay.", 7: "Susp.", 8: "Camo Net",
	9: "Stab.", 11: "Vent.", 15: "Armor",
}

// upgradeItems returns the front's list of upgrades (short names when many
// share the column beside the code: wide, where the code is on the back)
// and the back's text of each, in catalogue order.
func (v *CrewView) upgradeItems(wide bool) (front, back []layout.Item) {
	for _, u := range slices.SortedFunc(slices.Values(v.ups), func(a, b crewexp.Upgrade) int { return cmp.Compare(a.ID, b.ID) }) {
		title, short := u.Name, cmp.Or(u.Short(), u.Name)
		if len(v.Upgrades) > frontUpgradesInFull && !wide {
			title, short = short, cmp.Or(upgradeAbbrev[u.ID], short)
		}
		front = append(front, layout.Item{Icon: u.Icon, Title: title, Short: short})
		back = append(back, layout.Item{Icon: u.Icon, Title: fmt.Sprintf("%s (level %d, %d pts)", u.Name, u.Level, u.Cost),
			Short: fmt.Sprintf("%s (level %d)", u.Name, u.Level), Body: u.Text,
			Brief: seeDeck(upgradeCard(u.Level))})
	}
	// None fitted: the head above gives the slots ("SLOTS 0/3").
	if len(front) == 0 {
		front = []layout.Item{{Body: "none fitted"}}
	}
	return front, back
}

// on is a slot's value for a template's if: "yes" for true, "" for false.
func on(b bool) string {
	if b {
		return "yes"
	}
	return ""
}
