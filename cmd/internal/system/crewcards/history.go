package crewcards

import (
	"cmp"
	"fmt"
	"strings"
	"text/tabwriter"

	"github.com/crewcard/crewcard/model/crewexp"
)

// history is the career table of one crew, a game a row, then the totals.
func history(c *crewexp.Crew) string {
	var w strings.Builder
	s := &c.State
	fmt.Fprintf(&w, "%s (%s), %s start\n\n", called("%s — %s", c.Name, c.Vehicle), c.Nation, s.Start)
	tw := tabwriter.NewWriter(&w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "#\tgame\tXP +\tXP −\tskills gained\tskills lost\tknocked out\tlevel")
	for i, st := range c.History {
		b := &c.File.Battles[st.Record]
		game := strings.TrimSpace(b.Name + " " + string(b.Date))
		if game == "" {
			game = "—"
		}
		ko := "no"
		if st.KnockedOut {
			ko = "survivors: " + orDash(st.Survivors.String())
		}
		lvl := st.State.Level()
		fmt.Fprintf(tw, "%d\t%s\t%d\t%d\t%s\t%s\t%s\t%d %s\n", i+1, game, st.XPEarned, st.XPSpent,
			skillNames(st.SkillsGot), skillNames(st.SkillsLost), ko, lvl.Level, lvl.Quality)
	}
	tw.Flush()
	lvl := s.Level()
	fmt.Fprintf(&w, "\ntotal: %s, %s, %d XP earned, %d spent, %d unspent; %d skills held, %d lost; level %d %s, %d pts\n",
		count(s.Games, "game"), count(s.Kills, "kill"), s.XPEarned, s.XPSpent, s.XP, len(s.Skills), s.SkillsLost, lvl.Level, lvl.Quality, s.TotalPoints())
	return w.String()
}

// lastGame tells, in two lines, the crew's last game record and the state
// it left the crew in, as battle prints them once it has added the game.
func lastGame(c *crewexp.Crew) string {
	st := c.History[len(c.History)-1]
	b := &c.File.Battles[st.Record]
	outcome := "survived"
	if st.KnockedOut {
		outcome = "knocked out, survivors: " + orDash(st.Survivors.String())
	}
	if len(b.Destroyed) > 0 {
		outcome = count(len(b.Destroyed), "kill") + ", " + outcome
	}
	what := []string{outcome, fmt.Sprintf("+%d XP", st.XPEarned)}
	if st.XPSpent > 0 {
		what[1] += fmt.Sprintf(", −%d XP", st.XPSpent)
	}
	if len(st.SkillsGot) > 0 {
		what = append(what, "gained "+skillNames(st.SkillsGot))
	}
	if len(st.SkillsLost) > 0 {
		what = append(what, "lost "+skillNames(st.SkillsLost))
	}
	game := ""
	if g := strings.TrimSpace(b.Name + " " + string(b.Date)); g != "" {
		game = fmt.Sprintf(" %q", g)
	}
	v := project(c)
	return fmt.Sprintf("%s: added battle[%d]%s: %s\n%s is now level %d %s, %d XP (next roll in %d); %s, %s; %d pts\n",
		c.File.Name(), st.Record+1, game, strings.Join(what, "; "),
		cmp.Or(v.Name, v.Vehicle), v.Level, v.Quality, v.XP, v.XPToNextRoll, count(v.Games, "game"), count(v.Kills, "kill"), v.Points.Total)
}

func skillNames(ids []crewexp.SkillID) string {
	var names []string
	for _, id := range ids {
		sk, _ := crewexp.SkillByID(id)
		names = append(names, sk.Name)
	}
	return orDash(strings.Join(names, ", "))
}

// count writes n and a noun, in the plural unless n is 1: "1 game", "2 kills".
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

func orDash(s string) string {
	if s == "" {
		return "—"
	}
	return s
}
