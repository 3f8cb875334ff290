package crewexp

import (
	"bytes"
	"cmp"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/crewcard/crewcard/model"
)

// RecordTOML writes a game record as a [[battle]] table, in the order the
// README documents. Lines end with eol ("\n" or "\r\n").
func RecordTOML(b Battle, eol string) string {
	var lines []string
	add := func(format string, args ...any) { lines = append(lines, fmt.Sprintf(format, args...)) }
	add("[[battle]]")
	if b.Name != "" {
		add("name = %s", model.TOMLString(b.Name))
	}
	if b.Date != "" {
		add("date = %s", b.Date)
	}
	if b.Note != "" {
		add("note = %s", model.TOMLString(b.Note))
	}
	if len(b.Destroyed) > 0 {
		add("destroyed = %s", intList(b.Destroyed))
	}
	if len(b.Skills) > 0 {
		add("skills = [")
		for _, g := range b.Skills {
			dice := ""
			if g.Dice != nil {
				dice = ", dice = " + intList(g.Dice)
			}
			add("  { role = %s, skill = %s%s },", model.TOMLString(g.Role), model.TOMLString(g.Skill), dice)
		}
		add("]")
	}
	if b.KnockedOut {
		add("knocked_out = true")
		if b.MassiveDamage {
			add("massive_damage = true")
		}
		if b.SoftSkin != nil {
			add("soft_skin = %t", *b.SoftSkin)
		}
		if b.Survivors == nil {
			b.Survivors = []string{}
		}
		add("survivors = %s", model.TOMLList(b.Survivors))
		if b.SurvivalDice != nil {
			add("survival_dice = %s", intList(b.SurvivalDice))
		}
		if b.MemberDice != nil {
			add("member_dice = %s", intList(b.MemberDice))
		}
	}
	if b.Upgrades != nil {
		add("upgrades = %s", model.TOMLList(*b.Upgrades))
	}
	return strings.Join(lines, eol) + eol
}

func intList(v []int64) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.FormatInt(x, 10)
	}
	return "[" + strings.Join(s, ", ") + "]"
}

// AppendRecord returns the crew file src with a game record appended as
// text: nothing the player wrote is re-encoded, reordered or dropped. A
// newline always comes first, so that a last line holding a comment cannot
// swallow the new header, and the record uses the file's line endings. It
// refuses a file whose "battle" key is something other than an array of
// tables, and a file that does not parse.
func AppendRecord(name string, src []byte, b Battle) ([]byte, error) {
	if msg := b.Date.Problem(); msg != "" {
		return nil, fmt.Errorf("%s: %s", name, msg)
	}
	var probe map[string]any
	md, err := model.DecodeTOML(name, src, &probe)
	var shape *model.Error
	switch {
	case errors.As(err, &shape):
		return nil, err
	case err != nil:
		return nil, fmt.Errorf("%s: the file must parse before a game can be appended: %v", name, err)
	}
	if md.IsDefined("battle") && md.Type("battle") != "ArrayHash" {
		pos := model.NewLocator(src).Pos(name, "battle")
		return nil, fmt.Errorf("%s: battle: holds a TOML %s, not [[battle]] tables; a game record cannot be appended to it (K)",
			pos, strings.ToLower(cmp.Or(md.Type("battle"), "Hash")))
	}
	eol := "\n"
	if bytes.Contains(src, []byte("\r\n")) {
		eol = "\r\n"
	}
	out := make([]byte, 0, len(src)+256)
	out = append(out, src...)
	out = append(out, eol...)
	out = append(out, RecordTOML(b, eol)...)
	return out, nil
}
