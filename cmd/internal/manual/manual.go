// Package manual is crewcard's manual: topics of Markdown text embedded in
// the binary, printed by `crewcard help TOPIC`, written as pages of the
// viewer site (and so shown by the studio beside it) and packed into the
// release archives. The files in topics/ are its one source.
package manual

import (
	"embed"
	"fmt"
	"io"
	"strings"
)

//go:embed topics/*.md
var files embed.FS

// A Topic is one page of the manual.
type Topic struct {
	Name    string // what `crewcard help` takes, and the file's name in topics/
	Summary string // one line for the list of topics
}

// Topics are the manual's pages in reading order: a player's first, then
// an organiser's and a print shop's, then a contributor's.
var Topics = []Topic{
	{"commands", "every command, its arguments, exit codes and what check prints"},
	{"crews", "the crew file: every key, the vehicle's profile, show --json"},
	{"card", "the card's faces, what each box means, and its QR code"},
	{"campaigns", "recording games with battle, history and the dice"},
	{"rules", "the crew-experience rules with their IDs, skills and upgrades"},
	{"units", "Flames of War unit files"},
	{"forces", "Flames of War force files"},
	{"import", "BattleScribe and New Recruit catalogues and rosters into files"},
	{"decks", "the reference decks and how to make one"},
	{"printing", "sheets, cutting, backs, duplex, bleed and large batches"},
	{"viewer", "the viewer site that opens a scanned card, and crewcard site"},
	{"studio", "the studio: crewcard in the browser"},
	{"serve", "crewcard serve: live preview and the tournament desk"},
	{"install", "crewcard without Go: the studio's address, the releases, checking an archive"},
	{"reliability", "what crewcard promises under hostile input, and the tests that hold it"},
	{"testing", "the test suite: what each part needs and what skips without it"},
	{"speed", "the benchmarks and their measured figures"},
	{"code", "the code's layout, and adding a game system, a template or a format"},
}

// Text returns a topic's Markdown, and whether the topic exists.
func Text(name string) (string, bool) {
	if Find(name) < 0 {
		return "", false
	}
	b, err := files.ReadFile("topics/" + name + ".md")
	return string(b), err == nil
}

// Find returns the index of the named topic in Topics, or -1.
func Find(name string) int {
	for i, t := range Topics {
		if t.Name == name {
			return i
		}
	}
	return -1
}

// Title returns a topic's title, its first line without the "# ".
func Title(name string) string {
	text, _ := Text(name)
	first, _, _ := strings.Cut(text, "\n")
	return strings.TrimPrefix(first, "# ")
}

// Help is `crewcard help [TOPIC]`: with no topic, usage (the commands) and
// the list of topics; with one, its text. It returns the exit code: 2 for
// a topic the manual lacks, with the list of those it has.
func Help(args []string, stdout, stderr io.Writer, usage func(io.Writer)) int {
	switch {
	case len(args) == 0:
		usage(stdout)
		listTopics(stdout)
		return 0
	case len(args) > 1:
		fmt.Fprintf(stderr, "crewcard help: one topic at a time, not %d\n", len(args))
		return 2
	}
	text, ok := Text(args[0])
	if !ok {
		fmt.Fprintf(stderr, "crewcard help: no topic %q in the manual\n", args[0])
		listTopics(stderr)
		return 2
	}
	io.WriteString(stdout, text)
	return 0
}

// listTopics prints the topics, a line each.
func listTopics(w io.Writer) {
	var b strings.Builder
	b.WriteString("\nTopics of the manual (crewcard help TOPIC):\n")
	for _, t := range Topics {
		fmt.Fprintf(&b, "  %-12s %s\n", t.Name, t.Summary)
	}
	io.WriteString(w, b.String())
}
