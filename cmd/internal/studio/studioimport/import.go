// Package studioimport imports BattleScribe and New Recruit files in the
// studio, with `crewcard import`'s own code (package importer): the files
// it writes, held in memory, and what it tells, in the page's words. It is
// the studio's second WebAssembly module, import.wasm
// (cmd/internal/studio/importwasm), which the page fetches only when a
// player opens such a file: studio.wasm, which every visitor loads first,
// links none of it.
package studioimport

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/cmd/internal/importer"
	"github.com/crewcard/crewcard/cmd/internal/studio/page"
)

// Imported is what an import gives the studio: the files `crewcard import`
// writes, and what it tells, in the page's words.
type Imported struct {
	Files []ImportedFile `json:"files"`
	// Messages are import's warnings and the units or vehicles it left
	// out, and why, a line each.
	Messages []string `json:"messages"`
}

// An ImportedFile is one file an import writes.
type ImportedFile struct {
	Name string `json:"name"`
	// Want is the name import gives it in an empty folder: Name, unless
	// a file the studio holds has that name (Import's taken).
	Want string `json:"want"`
	Text string `json:"text"`
}

// Import runs `crewcard import -o DIR ARGS...`, the same code, on files,
// the BattleScribe files the player opened, as the files of one folder,
// and returns the files it writes into DIR, where taken are the names of
// the files the studio holds: a file import would write under one of them
// gets a free name (Want says which it would have had), and a force
// names its units by their new names. args are import's arguments but -o:
// the name of the roster or catalogue to import, among files, then its
// units and flags. The error is a *page.Error, in the page's words, when
// nothing is written: a file import needs and was not given is named, to
// be added.
func Import(ctx context.Context, files []page.File, args []string, taken ...string) (Imported, error) {
	in := battlescribe.Memory{}
	for _, f := range files {
		in[filepath.Clean(f.Name)] = f.Bytes()
	}
	var stdout, stderr bytes.Buffer
	out, code, err := importer.InMemory(ctx, in, taken, args, &stdout, &stderr)
	im := Imported{Files: []ImportedFile{}, Messages: []string{}}
	for _, line := range strings.Split(strings.TrimSpace(stderr.String()), "\n") {
		if line != "" {
			im.Messages = append(im.Messages, pageWords(line))
		}
	}
	for _, f := range out {
		im.Files = append(im.Files, ImportedFile{Name: f.Name, Want: f.Want, Text: string(f.Data)})
	}
	if code == 0 || len(im.Files) > 0 {
		return im, nil
	}
	var nf *battlescribe.NotFound
	if errors.As(err, &nf) && len(args) > 0 {
		return im, &page.Error{Usage: missing(in, args[0], nf)}
	}
	return im, &page.Error{Usage: strings.Join(im.Messages, "\n")}
}

// missing says which file to add: the one import did not find, and, for
// a roster, its game system when that is missing too.
func missing(in battlescribe.Memory, source string, nf *battlescribe.NotFound) string {
	lim := battlescribe.DefaultLimits
	lim.Files = in
	var roster *battlescribe.Node
	if ext := strings.ToLower(filepath.Ext(source)); ext == ".ros" || ext == ".rosz" {
		roster, _, _ = battlescribe.ReadRoster(source, lim) // read already by import
	}
	name := nf.Name
	if name == "" && nf.Kind == "game system" && roster != nil && roster.Get("gameSystemId") == nf.ID {
		name = roster.Get("gameSystemName")
	}
	need := fmt.Sprintf("%q needs %s (a %s or %sz file, id %q)", filepath.Base(nf.Beside), named(nf.Kind, name), nf.Ext, nf.Ext, nf.ID)
	it := "it"
	if nf.Kind == "catalogue" && roster != nil && !holds(in, ".gst", roster.Get("gameSystemId")) {
		need += fmt.Sprintf(" and %s (a .gst or .gstz file)", named("game system", roster.Get("gameSystemName")))
		it = "them"
	}
	return need + ": open " + it + " too, from the data folder of BattleScribe or New Recruit, or from the game's BSData repository (github.com/BSData)."
}

// named names a file of a kind by its name, or, with none, as its own.
func named(kind, name string) string {
	if name == "" {
		return "its " + kind
	}
	return fmt.Sprintf("the %s %q", kind, name)
}

// holds says whether in holds a file of the extension, zipped or not,
// whose root has the id.
func holds(in battlescribe.Memory, ext, id string) bool {
	lim := battlescribe.DefaultLimits
	lim.Files = in
	for name := range in {
		if e := strings.ToLower(filepath.Ext(name)); (e == ext || e == ext+"z") && battlescribe.HasID(name, id, lim) {
			return true
		}
	}
	return false
}

// pageWords turns a line import prints into the page's words: no
// "crewcard import:" and no command-line flag, but what to do in the
// studio.
func pageWords(line string) string {
	line = strings.TrimPrefix(line, "crewcard import: ")
	for _, r := range []struct{ flag, page string }{
		{"(give one with --nation)", "(write the right one in the file)"},
		{"; give another --start", "; the studio buys a crew inexperienced where the data offers it, else regular"},
	} {
		line = strings.ReplaceAll(line, r.flag, r.page)
	}
	return line
}
