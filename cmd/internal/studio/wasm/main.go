//go:build js && wasm

// Command wasm is the studio compiled to WebAssembly for the site's studio
// page, studio.wasm: it gives JavaScript the functions of package studio,
// and then waits for calls. Each returns a Promise, resolved with the
// answer or rejected with an Error whose message is the studio's
// (package jsfunc); nothing is read or sent beyond what the page hands
// over. Importing BattleScribe files is a module of its own, import.wasm
// (cmd/internal/studio/importwasm), which the page fetches only when it
// is asked for: this one links none of it.
//
//	crewcardCheck(files[, names])         → [{name, legal, summary, cards, problems: [{file, line, col, message, warning, text}], reads}]
//	crewcardRender(files, args, out)      → [{name, data: Uint8Array}]   the PDFs of `crewcard render -o out ARGS...`
//	crewcardFaces(files, name, args)      → [{name, svg}]                the faces of `render --format svg`
//	crewcardSamples()                     → [{name, text}]               the sample files
//	crewcardBattle(file, outcome[, page]) → {file, record, dice, last, after, code, link, short, command}
//	                                        the game recorded as `crewcard battle` records it

// files is a list of {name, text}; names, the files to check among them
// (all when left out); args are render's flags and, for crewcardRender,
// the names of the files to print; outcome holds battle's flags by name
// ({"destroyed": [195], "knocked-out": true, "skill": ["gunner:Deadeye"]});
// its seed is the text of --seed, "" for the clock; page is the page's
// document.baseURI, whose folder the new card's link starts with
// (studio.PageBase: the default base when left out or unfit).
package main

import (
	"context"
	"errors"
	"fmt"
	"math"
	"strconv"
	"syscall/js"

	"github.com/crewcard/crewcard/cmd/internal/studio"
	"github.com/crewcard/crewcard/cmd/internal/studio/jsfunc"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	_ "github.com/crewcard/crewcard/cmd/internal/systems"
)

func main() {
	jsfunc.Set("crewcardCheck", func(a []js.Value) (any, error) {
		var files []studio.File
		var names []string
		if err := errors.Join(jsfunc.Decode(a, 0, &files), jsfunc.Optional(a, 1, &names)); err != nil {
			return nil, err
		}
		return jsfunc.Encode(studio.Check(files, names...))
	})
	jsfunc.Set("crewcardSamples", func([]js.Value) (any, error) {
		return jsfunc.Encode(studio.Samples())
	})
	jsfunc.Set("crewcardRender", func(a []js.Value) (any, error) {
		var files []studio.File
		var args []string
		var out string
		if err := errors.Join(jsfunc.Decode(a, 0, &files), jsfunc.Decode(a, 1, &args), jsfunc.Decode(a, 2, &out)); err != nil {
			return nil, err
		}
		docs, err := studio.Render(context.Background(), files, args, out)
		if err != nil {
			return nil, err
		}
		var list []any
		for _, d := range docs {
			data := js.Global().Get("Uint8Array").New(len(d.Data))
			js.CopyBytesToJS(data, d.Data)
			list = append(list, map[string]any{"name": d.Name, "data": data})
		}
		return list, nil
	})
	jsfunc.Set("crewcardFaces", func(a []js.Value) (any, error) {
		var files []studio.File
		var name string
		var args []string
		if err := errors.Join(jsfunc.Decode(a, 0, &files), jsfunc.Decode(a, 1, &name), jsfunc.Decode(a, 2, &args)); err != nil {
			return nil, err
		}
		docs, err := studio.Faces(context.Background(), files, name, args)
		if err != nil {
			return nil, err
		}
		var list []any
		for _, d := range docs {
			list = append(list, map[string]any{"name": d.Name, "svg": string(d.Data)})
		}
		return list, nil
	})
	jsfunc.Set("crewcardBattle", func(a []js.Value) (any, error) {
		var file studio.File
		var o struct {
			crewcards.Outcome
			Seed string `json:"seed"` // as typed: read as the flag reads it
		}
		var page string
		if err := errors.Join(jsfunc.Decode(a, 0, &file), jsfunc.Decode(a, 1, &o), jsfunc.Optional(a, 2, &page)); err != nil {
			return nil, err
		}
		if o.Seed != "" {
			n, err := strconv.ParseInt(o.Seed, 0, 64)
			if err != nil {
				return nil, &studio.Error{Usage: fmt.Sprintf("--seed %q is not a whole number from %d to %d: give one, such as 7, or leave it out for a seed from the clock", o.Seed, math.MinInt64, math.MaxInt64)}
			}
			o.Outcome.Seed = n
		}
		b, err := studio.RecordGame(file, o.Outcome, studio.PageBase(page))
		if err != nil {
			return nil, err
		}
		return jsfunc.Encode(b)
	})
	jsfunc.Ready("crewcardstudio")
}
