package studio

import (
	"bytes"
	"errors"
	"net/url"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/outfile"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

// A Battle is a game recorded in a crew file, as `crewcard battle` records
// it: the viewer's companion offers the new file and the new card's code.
type Battle struct {
	File    string `json:"file"`    // the whole new file
	Record  string `json:"record"`  // the record appended, the tail of File
	Dice    string `json:"dice"`    // every die rolled, as battle prints them ("" when none)
	Last    string `json:"last"`    // the game and the state it left, as battle prints them
	After   string `json:"after"`   // the crew after the game, as `crewcard show` prints it
	Code    string `json:"code"`    // the new card's code, the last part of its link
	Link    string `json:"link"`    // that link, below the base RecordGame is given
	Short   string `json:"short"`   // the short code printed under the QR code
	Command string `json:"command"` // the command line that appends the same record
	// Warnings are the new file's warnings, as battle prints them (Text),
	// at most model.MaxAlike of a kind.
	Warnings []Problem `json:"warnings"`
}

// RecordGame appends the game o to the crew file f, as `crewcard battle
// f.Name FLAGS` does with the flags of o (Outcome.Args), with the same
// checks: the error is an *Error with battle's message (Usage) and the
// problems of the file, old or new, when nothing is recorded. The new
// card's link is below base, a base saved.Link takes (see PageBase).
func RecordGame(f File, o crewcards.Outcome, base string) (Battle, error) {
	src := f.Bytes()
	if err := limit(f.Name, src, "a TOML file"); err != nil {
		return Battle{}, &Error{Usage: err.Error()}
	}
	if msg := o.UsageError(); msg != "" {
		return Battle{}, &Error{Usage: msg}
	}
	g, err := o.Game()
	if err != nil {
		return Battle{}, &Error{Usage: crewcards.Refused(f.Name, err)}
	}
	var dice bytes.Buffer
	a, errs, err := crewcards.AppendGame(f.Name, src, g, &dice)
	switch {
	case errors.Is(err, crewcards.ErrRecord):
		return Battle{}, &Error{Usage: crewcards.Refused(f.Name, err) + "\n" + a.Numbered(), Problems: problems(f.Name, errs)}
	case errors.Is(err, crewcards.ErrIllegal):
		return Battle{}, &Error{Usage: crewcards.Refused(f.Name, err), Problems: problems(f.Name, errs)}
	case err != nil:
		return Battle{}, &Error{Usage: crewcards.Refused(f.Name, err)}
	}
	b := Battle{File: string(a.File), Record: string(a.Record), Dice: dice.String(), Last: a.Last, After: a.After,
		Command:  outfile.CommandLine(append([]string{"crewcard", "battle", f.Name}, o.Args()...)),
		Warnings: problems(f.Name, errs.Capped(model.MaxAlike))}
	if b.Link, b.Short, err = a.Doc.Link(base); err != nil {
		return Battle{}, &Error{Usage: err.Error()}
	}
	b.Code = b.Link[strings.LastIndex(b.Link, "/")+1:]
	return b, nil
}

// PageBase returns the base of the links a page at the URL page (its
// document.baseURI) makes: the folder the page is in, the site's root for
// the viewer's pages, with no query or fragment. A page that is not served
// over http or https, or whose folder cannot start a card's link by
// saved.Link's rules (a host such as [::1], a name and password before
// the host), gives saved.DefaultBase: the page's address is not the
// player's to change at the table, and the project's viewer opens every
// card, so a game recorded there still gets a link that works.
func PageBase(page string) string {
	u, err := url.Parse(page)
	if err != nil || u.User != nil || u.Host == "" || u.Scheme != "http" && u.Scheme != "https" {
		return saved.DefaultBase
	}
	base := u.ResolveReference(&url.URL{Path: "."}).String()
	if _, err := saved.Link(base, "A"); err != nil {
		return saved.DefaultBase
	}
	return base
}
