package crewcards

import (
	"fmt"
	"strconv"
	"strings"
	"time"
)

// An Outcome is a game as `crewcard battle`'s flags give it: the command
// line and the browser's companion both describe a game so, and both check
// it and make it a Game here. Its JSON names are the flags'.
type Outcome struct {
	Destroyed  []int64  `json:"destroyed"`      // --destroyed POINTS, repeated
	Survived   bool     `json:"survived"`       // --survived
	KnockedOut bool     `json:"knocked-out"`    // --knocked-out
	Massive    bool     `json:"massive-damage"` // --massive-damage
	SoftSkin   bool     `json:"soft-skin"`      // --soft-skin
	Survivors  string   `json:"survivors"`      // --survivors ROLE,ROLE
	Skills     []string `json:"skill"`          // --skill ROLE:SKILL, repeated
	Upgrades   []string `json:"upgrade"`        // --upgrade NAME, repeated
	NoUpgrades bool     `json:"no-upgrades"`    // --no-upgrades
	Name       string   `json:"name"`
	Date       string   `json:"date"` // YYYY-MM-DD
	Note       string   `json:"note"`
	Roll       bool     `json:"roll"`
	Rolls      int      `json:"rolls"`
	RerollS6   bool     `json:"reroll-s6"`
	Seed       int64    `json:"seed"` // 0: the clock
}

// UsageError says what is wrong with the outcome's combination of flags,
// as battle prints it after "crewcard battle: "; "" when nothing is.
func (o *Outcome) UsageError() string {
	switch {
	case !o.KnockedOut && (o.Massive || o.SoftSkin || o.Survivors != ""):
		return "--massive-damage, --soft-skin and --survivors need --knocked-out"
	case o.Massive && o.SoftSkin:
		return "--massive-damage is for armoured vehicles, --soft-skin for soft-skinned ones: give one of them"
	case o.Rolls != 0 && !o.Roll:
		return "--rolls needs --roll"
	case o.RerollS6 && !o.Roll:
		return "--reroll-s6 needs --roll"
	case o.Rolls < 0 || o.Rolls > MaxRolls:
		return fmt.Sprintf("--rolls must be 0 to %d", MaxRolls)
	case o.Roll && o.Rolls > 0 && len(o.Skills) > 0:
		return "give skills with --skill or roll them with --rolls, not both"
	case o.NoUpgrades && len(o.Upgrades) > 0:
		return "--no-upgrades and --upgrade contradict each other"
	case !o.KnockedOut && !o.Survived && len(o.Destroyed) == 0 && len(o.Skills) == 0 && o.Rolls == 0:
		return "say how the game went: --survived (not knocked out, +20 XP), --knocked-out, --destroyed POINTS or --skill ROLE:SKILL"
	case o.KnockedOut && o.Survived:
		return "--knocked-out and --survived contradict each other"
	case o.Date != "":
		if _, err := time.Parse(time.DateOnly, o.Date); err != nil {
			return fmt.Sprintf("--date %q is not a date in the form YYYY-MM-DD", o.Date)
		}
	}
	return ""
}

// Game is the game the outcome describes.
func (o *Outcome) Game() (Game, error) {
	g := Game{Name: o.Name, Date: o.Date, Note: o.Note, Destroyed: o.Destroyed,
		KnockedOut: o.KnockedOut, Massive: o.Massive, SoftSkin: o.SoftSkin,
		Upgrades: o.Upgrades, SetUpgrades: len(o.Upgrades) > 0 || o.NoUpgrades,
		Roll: o.Roll, Rolls: o.Rolls, RerollS6: o.RerollS6, Seed: o.Seed}
	for _, sk := range o.Skills {
		role, name, ok := strings.Cut(sk, ":")
		if !ok {
			return g, fmt.Errorf("--skill %q: write ROLE:SKILL, such as gunner:Deadeye", sk)
		}
		g.Skills = append(g.Skills, [2]string{strings.TrimSpace(role), strings.TrimSpace(name)})
	}
	if o.Survivors != "" {
		for _, s := range strings.Split(o.Survivors, ",") {
			g.Survivors = append(g.Survivors, strings.TrimSpace(s))
		}
	}
	return g, nil
}

// Args are the flags of battle that give the outcome, in the order battle
// lists them, each as a player would type it: `crewcard battle FILE
// ARGS...` records the same game.
func (o *Outcome) Args() []string {
	var a []string
	flag := func(on bool, name string) {
		if on {
			a = append(a, "--"+name)
		}
	}
	text := func(name, v string) {
		if v != "" {
			a = append(a, "--"+name, v)
		}
	}
	for _, p := range o.Destroyed {
		a = append(a, "--destroyed", strconv.FormatInt(p, 10))
	}
	flag(o.Survived, "survived")
	flag(o.KnockedOut, "knocked-out")
	flag(o.Massive, "massive-damage")
	flag(o.SoftSkin, "soft-skin")
	text("survivors", o.Survivors)
	for _, s := range o.Skills {
		a = append(a, "--skill", s)
	}
	for _, u := range o.Upgrades {
		a = append(a, "--upgrade", u)
	}
	flag(o.NoUpgrades, "no-upgrades")
	text("name", o.Name)
	text("date", o.Date)
	text("note", o.Note)
	flag(o.Roll, "roll")
	if o.Rolls != 0 {
		a = append(a, "--rolls", strconv.Itoa(o.Rolls))
	}
	flag(o.RerollS6, "reroll-s6")
	if o.Seed != 0 {
		a = append(a, "--seed", strconv.FormatInt(o.Seed, 10))
	}
	return a
}
