package fowcards

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/fow"
)

// derived lists what the quick reference derives for the unit's card, a
// line each: what it is about, and the rule for this unit.
func derived(u *fow.Unit) [][2]string {
	out := [][2]string{{"Command", fmt.Sprintf("%s (p. 41)", u.CommandDistance())}}
	if ls := u.LastStand(); len(ls) > 1 {
		out = append(out, [2]string{"Last Stand", fmt.Sprintf("%s unless %s remain (p. 81)", fow.Plus(u.Test(fow.LastStand)), strings.Join(ls[1:], " or "))})
	}
	if u.NeverPinnedDown() {
		out = append(out, [2]string{"Pinned Down", "never (p. 64)"})
	} else {
		out = append(out, [2]string{"Pinned Down", fmt.Sprintf("by %d hits (p. 64)", u.PinHits())})
	}
	if u.BombardmentPins() {
		out = append(out, [2]string{"Bombarded", "1 hit pins (p. 70)"})
	}
	if u.FallBack() != "" {
		out = append(out, [2]string{"Assaulted", "falls back once 2 or more tanks are Bailed Out or Destroyed (p. 76)"})
	}
	return out
}

// Card encodes the unit's saved state and binds the unit card to it: the
// code on the front, or on the back in a larger code when the state is
// longer than the front's code holds; a back without rules repeats the
// front's code, larger.
func (d *unitDoc) Card(_ int, linkBase string) (press.Card, error) {
	u := d.u
	link, code, n, err := d.link(linkBase)
	if err != nil {
		return press.Card{}, err
	}
	where := [2]string{"yes", ""}
	if n > fow.MaxPayload {
		where = [2]string{"", "yes"}
	}
	// A back whose rules leave it room, or that has none, carries the
	// front's code again, larger, below them, where the unit still takes
	// one card (press.Card.IfRoom): no face of a unit is left empty.
	back, rs := backText(u), backRolls(u)
	// A continuation card's faces give the tests all (all_rolls): its
	// front does not give Last Stand beside the code, as the first does.
	all := u.Rolls()
	// Rules short enough take the unit's tests under them, above the
	// code, as a table or else a line per score, where that still keeps
	// the unit to one card (IfMore); rules that leave room for the tests
	// or the code, not both, take the tests alone, the same ways: a
	// player reads the tests at the table, and scans the front's code.
	// Where a line per score does not fit, the tests in brief (in_brief)
	// may: one paragraph, the form of tests of more scores.
	var room map[string]string
	var more []map[string]string
	byScore, brief := rollsByScore(rs), rollsBrief(rs)
	// A back that leaves Last Stand to its front (backRolls) gives the
	// rest in the form it gave them with it: in brief where Last Stand's
	// score made them more than maxScoreLines. One test shorter, the
	// paragraph fits wherever it did; a line for each score left, taller,
	// might not, and the unit would lose its tests or its code again.
	lines := scores(all) <= maxScoreLines && len(rs) > 0
	if !lines {
		byScore = brief
	}
	if where[0] != "" {
		room = map[string]string{"code_spare": "yes", "rules_full": ""}
		if len(back) > 0 {
			more = []map[string]string{{"code_spare": "", "rolls_spare": "yes"}}
			for _, way := range []string{"scores_spare", "table_spare", "tests_spare", "tests_under"} {
				more = append(more, map[string]string{"code_spare": "", way: "yes"})
				if lines && way != "table_spare" { // a table has no brief form of its own
					more = append(more, map[string]string{"code_spare": "", way: "yes", "by_score": "", "in_brief": "yes"})
				}
			}
			tellsTests(more)
		}
	}
	// The footer names the source of the pages the front's derived lines
	// and the back's tests cite, and of the rules in our words where the
	// back gives any (not where it only names keywords the seeds name).
	source := "Pages of the v4 quick reference"
	if slices.ContainsFunc(back, func(b layout.Block) bool { return b.Heading != namedOnly }) {
		source = "Keyword rules in our words; " + strings.ToLower(source[:1]) + source[1:]
	}
	// Tests no face gives yet (untold): the front's teams set smaller for
	// them (makes_room), where a back gives them neither as it stands
	// (a back without rules gives them) nor by a set taken (tellsTests).
	untold := "yes"
	if len(back) == 0 {
		untold = ""
	}
	points := ""
	if u.Points > 0 {
		points = plural(u.Points, "point")
	}
	v := layout.View{
		Text: map[string]string{
			"name": unitNumber(d.no) + typeset(u.Name), "nation_role": u.Nation + " · " + u.Role.Label(), "points": points,
			"motivation": u.Motivation.String(), "skill": u.Skill.String(), "is_hit_on": u.IsHitOn.String(),
			"code": code, "code_front": where[0], "code_back": where[1], "code_spare": "", "rules_full": where[0],
			"rolls_spare": "", "scores_spare": "", "table_spare": "", "tests_spare": "", "more_scores": "", "more_table": "", "more_brief": "yes", "more_alone": "yes", "more_front": "", "code_back_plain": where[1], "scores_back": "", "scores_low": "", "scores_plain": where[1], "table_back": "", "tests_under": "", "by_score": "yes", "in_brief": "", "airy": "", "tests_front": "", "front_by_score": "", "front_brief": "", "tests_back": "yes", "explained": "", "code_alone": "yes", "untold": untold,
			"spare_note": "Either side’s code opens the unit.",
			"source":     source,
		},
		Blocks: map[string][]layout.Block{"teams": append(tests(u), teamBlocks(u)...), "table": atTheTable(u), "back_text": back, "back_more": nil, "rolls": rolls(rs), "rolls_brief": brief, "rolls_by_score": byScore,
			"all_rolls": rolls(all), "all_rolls_brief": rollsBrief(all), "all_rolls_by_score": rollsByScore(all), "tests_front": onSlot(byScore, "front_by_score"), "tests_front_brief": onSlot(brief, "front_brief"),
			"rolls_explained": rollsExplained(withoutLastStand(u, u.EachRoll()))},
		QR: link,
	}
	// A second card's back takes the tests as a table, else a line per
	// score, else in brief, above the code again, so that no back of the
	// unit gives the code alone; or its front takes them as a table under
	// its teams, its back the code again alone (more_front), where the
	// first back does not give them (as it does a unit's with the code on
	// its back and no rules); a back with the code and short rules (or
	// teams its front carried there), the tests a line per score under
	// them, or in brief where only that fits, on a unit of one card (on
	// two, the second back would lose its code); and any tests under
	// rules 1.3 mm under them, not 0.5 mm:
	// each where that keeps the unit to as many cards and its code as
	// large (IfFree), so that the tests print once.
	free := []map[string]string{{"more_scores": "yes", "more_brief": ""}, {"more_table": "yes", "more_scores": "", "more_brief": ""}}
	if where[1] == "" || len(back) > 0 {
		free = append(free, map[string]string{"more_front": "yes", "more_alone": "", "more_table": "", "more_scores": "", "more_brief": ""})
	}
	if where[1] != "" {
		// The tests in brief first, as IfMore tries them after a line per
		// score (in_brief), then a line per score over them where that
		// costs nothing either: brief where only the paragraph is free.
		// Rules too long for that: the same under longer rules, over a
		// smaller code (scores_low), tried first, so that the larger
		// code is taken where it fits.
		above := map[string]string{"code_back_plain": "", "scores_back": "yes", "scores_low": "", "more_scores": "", "more_table": "", "more_brief": "", "more_front": "", "more_alone": "yes"}
		for _, way := range []map[string]string{with(above, map[string]string{"scores_back": "", "scores_low": "yes"}), above} {
			if lines {
				free = append(free, with(way, map[string]string{"by_score": "", "in_brief": "yes"}))
			}
			free = append(free, with(way, map[string]string{"by_score": "yes", "in_brief": ""}))
		}
	}
	if where[1] != "" && len(back) == 0 { // no rules: the tests as a table above the code, not a line a score
		free = append(free, map[string]string{"scores_plain": "", "table_back": "yes"})
	}
	tellsTests(free)
	// A unit gives its tests under its teams instead, where its front has
	// the room (tests_front): beside the ratings and the teams a player
	// marks, the back then its rules' and code's, or its code's alone, with
	// no rules: a player reads the front at the table and scans the back.
	// Not where a second front gives them (more_front): on one front at
	// most. In brief first (front_brief), then a line per score over that
	// where it fits too (front_by_score), as the back tries them; the back
	// sets itself out by tests_front alone, whatever their form.
	front := map[string]string{"tests_front": "yes", "front_by_score": "yes", "front_brief": "", "tests_back": "", "more_front": "", "more_alone": "yes"}
	if lines {
		free = append(free, with(front, map[string]string{"front_by_score": "", "front_brief": "yes"}))
	}
	free = append(free, front)
	// A back that the front's tests leave with its code alone, or short
	// rules and its code, says what each test decides, above the code
	// (explained); so does a second card's back whose front took them
	// (more_front).
	free = append(free, map[string]string{"explained": "yes", "code_alone": ""})
	free = append(free, map[string]string{"airy": "yes"}) // tests under rules 1.3 mm under them (rise_air_if)
	return press.Card{Front: faces[0], Back: faces[1], View: v, IfRoom: room, IfMore: more, IfFree: free}, nil
}

// onSlot is blocks given only where the view sets the text slot slot
// (layout.Block.If).
func onSlot(blocks []layout.Block, slot string) []layout.Block {
	out := slices.Clone(blocks)
	for i := range out {
		out[i].If = slot
	}
	return out
}

// tellsTests marks each of sets as one that gives the unit's tests on a
// back: with any of them taken, the front's tests make no room for
// themselves (untold).
func tellsTests(sets []map[string]string) {
	for _, set := range sets {
		set["untold"] = ""
	}
}

// with is a set of text slots a, with b's over it.
func with(a, b map[string]string) map[string]string {
	out := maps.Clone(a)
	maps.Copy(out, b)
	return out
}

// backRolls are the tests the first card's back gives (fow.Unit.Rolls):
// all but Last Stand where its front's lines beside the code give it
// with its condition (derived), so that it prints once a card.
func backRolls(u *fow.Unit) []fow.Roll { return withoutLastStand(u, u.Rolls()) }

// withoutLastStand is rs without Last Stand where the first front's
// lines beside the code give it with its condition (derived).
func withoutLastStand(u *fow.Unit, rs []fow.Roll) []fow.Roll {
	if len(u.LastStand()) > 1 {
		rs = slices.DeleteFunc(rs, func(r fow.Roll) bool { return r.Name == fow.LastStand.String() })
	}
	return rs
}

// tests leads the teams: a block of the task ratings that differ from
// their rating, if any do, but Last Stand where the lines beside the code
// give it with its condition (derived).
func tests(u *fow.Unit) []layout.Block {
	var out []string
	for t := fow.Test(0); t < fow.NumTests; t++ {
		if t == fow.LastStand && len(u.LastStand()) > 1 {
			continue
		}
		if u.Tests[t] != 0 {
			out = append(out, t.String()+" "+fow.Plus(u.Tests[t]))
		}
	}
	if len(out) == 0 {
		return nil
	}
	return []layout.Block{{Heading: "Task ratings", Text: strings.Join(out, " · "), Inline: true}}
}

func keywords(ks []fow.KeywordUse) string {
	var out []string
	for _, k := range ks {
		out = append(out, typeset(k.String()))
	}
	return strings.Join(out, ", ")
}

// typeset gives a name as the card prints it, with typographic quotes
// (model.Typographic) for the straight ones the file keeps, by which unit
// files name keywords.
var typeset = model.Typographic

// atTheTable is the front's foot, beside the code: the lines the quick
// reference derives, then the unit's special rules.
func atTheTable(u *fow.Unit) []layout.Block {
	var out []layout.Block
	for _, d := range derived(u) {
		out = append(out, layout.Block{Heading: d[0], Text: d[1], Inline: true})
	}
	if ks := keywords(u.Keywords); ks != "" {
		out = append(out, layout.Block{Heading: "Unit rules", Text: ks, Inline: true})
	}
	return out
}

// teamBlocks gives each kind of team its block: count and leader, armour or
// save and mobility, its own weapons, keywords and notes, and a tick box per
// team for Destroyed, and for Bailed Out where it can bail out. What a kind
// shares with the kind before it (a command team and its riflemen) is said
// "as above" rather than printed twice.
func teamBlocks(u *fow.Unit) []layout.Block {
	var out []layout.Block
	var last [2][][]string // the last kind's protection and mobility table, and weapons table
	var prev string        // and its name
	for _, t := range u.Teams {
		head := fmt.Sprintf("%d× %s", t.Count, typeset(t.Name))
		ref := t.Type.String()
		if t.Leader > 0 {
			ref = "Unit\u00a0Leader;\u00a0" + ref // one unit: "(Unit / Leader; tank)" split it
		}
		prot, protHead := fow.Plus(t.Save), "Save"
		switch {
		case t.Armour != nil:
			prot, protHead = fmt.Sprintf("%d/%d/%d", t.Armour.Front, t.Armour.Side, t.Armour.Top), "F/S/T"
		case t.Type == fow.Aircraft && t.Save == 0:
			prot = "none" // a hit destroys it on a Firepower test
		}
		cols, row := []string{protHead, "Tactical", "Terrain", "X-country", "Road", "Cross"}, []string{prot}
		for _, m := range t.Mobility {
			if t.Type == fow.Aircraft && m == 0 {
				row = append(row, "unlimited")
				continue
			}
			row = append(row, m.String())
		}
		if slices.Equal(row[1:], []string{"unlimited", "unlimited", "unlimited", "unlimited"}) {
			cols, row = []string{protHead, "Moves", "Cross"}, []string{prot, "unlimited"} // an aircraft's, said once
		}
		row = append(row, t.CrossString())
		var foot []string
		if ks := keywords(t.Keywords); ks != "" {
			foot = append(foot, ks+".")
		}
		for _, n := range t.Notes {
			if !strings.EqualFold(n, t.Type.String()) { // "Gun" on a gun team: its heading says so
				foot = append(foot, strings.TrimSuffix(n, ".")+".")
			}
		}
		tables := [2][][]string{{cols, row}}
		if len(t.Weapons) > 0 {
			var notes []string
			tables[1], notes = weaponTable(t)
			foot = append(foot, notes...)
		}
		b := layout.Block{Heading: head}
		var same []string
		prot = "save"
		if t.Armour != nil {
			prot = "armour"
		}
		for k, what := range [2][]string{{prot, "moves"}, {"weapons"}} {
			switch {
			case len(out) > 0 && tables[k] != nil && equalTables(tables[k], last[k]):
				same = append(same, what...)
			case tables[k] != nil:
				b.Tables = append(b.Tables, tables[k])
			}
		}
		last = tables
		b.Ref = ref
		if t.CanBailOut() {
			b.Ticks = append(b.Ticks, layout.Ticks{Label: "Bailed Out", N: t.Count})
		}
		b.Ticks = append(b.Ticks, layout.Ticks{Label: "Destroyed", N: t.Count})
		b.Foot = strings.Join(foot, " ")
		if len(same) > 0 { // "as above", or on a face of its own, as the kind it follows
			as := list(same)
			as = strings.ToUpper(as[:1]) + as[1:]
			alone := b
			b.Foot = strings.Join(append([]string{as + " as above."}, foot...), " ")
			alone.Foot = strings.Join(append([]string{as + " as the " + prev + "."}, foot...), " ")
			b.Alone = &alone
		}
		prev = typeset(t.Name)
		out = append(out, b)
	}
	return out
}

// equalTables reports whether two tables hold the same cells.
func equalTables(a, b [][]string) bool { return slices.EqualFunc(a, b, slices.Equal) }

// weaponTable is a team's weapons, with the ROF halted and moving in
// columns of their own, and the weapons' notes for the block's foot, said
// once for the weapons that share them: each one's mount where its team's
// type does not say it, by the name the back explains it under, then its
// keywords (".50 cal MG and .30 cal MG: AA MG, Self-defence
// Anti-aircraft."). A column of mounts would take the width a vehicle's
// weapons need to be set at the teams' size.
func weaponTable(t fow.Team) ([][]string, []string) {
	rows := [][]string{{"Weapon", "Range", "Halted", "Moving", "AT", "FP"}}
	var kinds []string             // the weapons' notes, in the order first given
	names := map[string][]string{} // note -> the weapons that have it
	for _, w := range t.Weapons {
		note := keywords(notItsName(w))
		if m, ok := fow.MountByID(w.Mount); ok && !m.Implied {
			note = strings.TrimSuffix(typeset(m.Name)+", "+note, ", ")
		}
		if b := w.Bombard; b != nil && w.Halted == fow.NoROF && w.Moving == fow.NoROF {
			// It fires only as artillery: one row, its bombardment's.
			rows = append(rows, bombardRow(w.Name, b))
			note = strings.TrimSuffix("bombardment only; "+note, "; ")
		} else {
			rows = append(rows, []string{w.Name, w.Range.String(), fow.ROFString(w.Halted), fow.ROFString(w.Moving),
				strconv.Itoa(w.AntiTank), fow.FirepowerString(w.Firepower)})
			if b != nil {
				rows = append(rows, bombardRow("› bombardment", b)) // a row of the weapon above
			}
		}
		if note != "" {
			if names[note] == nil {
				kinds = append(kinds, note)
			}
			if !slices.Contains(names[note], w.Name) {
				names[note] = append(names[note], w.Name)
			}
		}
	}
	var notes []string
	for _, note := range kinds {
		notes = append(notes, list(names[note])+": "+note+".")
	}
	return rows, notes
}

// notItsName is a weapon's keywords but one that only repeats its name:
// not "Flame-thrower: Flame-thrower.".
func notItsName(w fow.Weapon) []fow.KeywordUse {
	return slices.DeleteFunc(slices.Clone(w.Keywords), func(k fow.KeywordUse) bool { return strings.EqualFold(k.String(), w.Name) })
}

// bombardRow is a row of the weapon table for a bombardment: its ROF
// prints "-".
func bombardRow(name string, b *fow.Bombardment) []string {
	return []string{name, b.Range.String(), "-", "-", strconv.Itoa(b.AntiTank), fow.FirepowerString(b.Firepower)}
}

// backText is the back: the rules of its types of team that differ from
// a ground team's (aircraft), each keyword's rule, then the fields of
// fire of the mounts the weapons use, then one block that names the
// keywords the seeds only name and says so (fow.NamedOnlyText).
func backText(u *fow.Unit) []layout.Block {
	var out []layout.Block
	for _, r := range u.TypeRules() {
		out = append(out, layout.Block{Heading: r.Heading, Text: r.Text})
	}
	var named []string // the keywords without a rule
	for _, k := range u.KeywordUses() {
		if k.NamedOnly() {
			named = append(named, typeset(k.Name))
			continue
		}
		out = append(out, layout.Block{Heading: typeset(k.Name), Text: k.Text})
	}
	seen := map[fow.MountID]bool{}
	for _, t := range u.Teams {
		for _, w := range t.Weapons {
			if m, ok := fow.MountByID(w.Mount); ok && !m.Implied && !seen[m.ID] {
				seen[m.ID] = true
				out = append(out, layout.Block{Heading: typeset(m.Name), Text: m.Text})
			}
		}
	}
	if len(named) > 0 {
		first, size := utf8.DecodeRuneInString(fow.NamedOnlyText)
		out = append(out, layout.Block{Heading: namedOnly, Text: list(named) + ": " + string(unicode.ToLower(first)) + fow.NamedOnlyText[size:]})
	}
	return out
}

// namedOnly heads the back's block of the keywords the seeds only name.
const namedOnly = "Rulebook only"

// list joins words in prose: "a", "a and b", "a, b and c".
func list(words []string) string {
	if len(words) < 2 {
		return strings.Join(words, "")
	}
	return strings.Join(words[:len(words)-1], ", ") + " and " + words[len(words)-1]
}

// shortRole is a role as the roster and the force card give it, where room
// is short: "command" for the formation command.
func shortRole(r fow.Role) string {
	if r == fow.FormationCommand {
		return "command"
	}
	return strings.ToLower(r.Label())
}
