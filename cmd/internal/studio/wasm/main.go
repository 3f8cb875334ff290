//go:build js && wasm

// Command wasm is the studio compiled to WebAssembly for the site's studio
// page: it gives JavaScript the functions of package studio, and then
// waits for calls. Each returns a Promise, resolved with the answer or
// rejected with an Error whose message is the studio's; nothing is read
// or sent beyond what the page hands over.
//
//	crewcardCheck(files[, names])         → [{name, legal, summary, cards, problems: [{file, line, col, message, warning, text}], reads}]
//	crewcardRender(files, args, out)      → [{name, data: Uint8Array}]   the PDFs of `crewcard render -o out ARGS...`
//	crewcardFaces(files, name, args)      → [{name, svg}]                the faces of `render --format svg`
//	crewcardSamples()                     → [{name, text}]               the sample files
//	crewcardBattle(file, outcome)         → {file, record, dice, last, after, code, link, short, command}
//	                                        the game recorded as `crewcard battle` records it
//	crewcardImport(files, args[, taken])  → {files: [{name, want, text}], messages}
//	                                        the files `crewcard import -o DIR ARGS...` writes
//
// crewcardImport's files are [{name, data: Uint8Array}], the BattleScribe
// files opened (.ros, .rosz, .cat, .gst), as the files of one folder;
// args are import's arguments but -o, the name of the file to import
// first; taken, the names of the studio's files, which the files written
// never take (want is the name a file would have had).

// files is a list of {name, text}; names, the files to check among them
// (all when left out); args are render's flags and, for crewcardRender,
// the names of the files to print; outcome holds battle's flags by name
// ({"destroyed": [195], "knocked-out": true, "skill": ["gunner:Deadeye"]});
// its seed is the text of --seed, "" for the clock.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"syscall/js"

	"github.com/crewcard/crewcard/cmd/internal/studio"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
	_ "github.com/crewcard/crewcard/cmd/internal/systems"
)

func main() {
	js.Global().Set("crewcardCheck", promised(func(a []js.Value) (any, error) {
		var files []studio.File
		var names []string
		if err := decode(a, 0, &files); err != nil {
			return nil, err
		}
		if len(a) > 1 && !a[1].IsUndefined() && !a[1].IsNull() {
			if err := decode(a, 1, &names); err != nil {
				return nil, err
			}
		}
		return encode(studio.Check(files, names...))
	}))
	js.Global().Set("crewcardSamples", promised(func([]js.Value) (any, error) {
		return encode(studio.Samples())
	}))
	js.Global().Set("crewcardRender", promised(func(a []js.Value) (any, error) {
		var files []studio.File
		var args []string
		var out string
		if err := errors.Join(decode(a, 0, &files), decode(a, 1, &args), decode(a, 2, &out)); err != nil {
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
	}))
	js.Global().Set("crewcardFaces", promised(func(a []js.Value) (any, error) {
		var files []studio.File
		var name string
		var args []string
		if err := errors.Join(decode(a, 0, &files), decode(a, 1, &name), decode(a, 2, &args)); err != nil {
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
	}))
	js.Global().Set("crewcardBattle", promised(func(a []js.Value) (any, error) {
		var file studio.File
		var o struct {
			crewcards.Outcome
			Seed string `json:"seed"` // as typed: read as the flag reads it
		}
		if err := errors.Join(decode(a, 0, &file), decode(a, 1, &o)); err != nil {
			return nil, err
		}
		if o.Seed != "" {
			n, err := strconv.ParseInt(o.Seed, 0, 64)
			if err != nil {
				return nil, &studio.Error{Usage: fmt.Sprintf("--seed %q is not a whole number from %d to %d: give one, such as 7, or leave it out for a seed from the clock", o.Seed, math.MinInt64, math.MaxInt64)}
			}
			o.Outcome.Seed = n
		}
		b, err := studio.RecordGame(file, o.Outcome)
		if err != nil {
			return nil, err
		}
		return encode(b)
	}))
	js.Global().Set("crewcardImport", promised(func(a []js.Value) (any, error) {
		var args, taken []string
		if err := decode(a, 1, &args); err != nil {
			return nil, err
		}
		if len(a) > 2 && !a[2].IsUndefined() && !a[2].IsNull() {
			if err := decode(a, 2, &taken); err != nil {
				return nil, err
			}
		}
		files, err := binaryFiles(a[0])
		if err != nil {
			return nil, err
		}
		im, err := studio.Import(context.Background(), files, args, taken...)
		if err != nil {
			return nil, err
		}
		return encode(im)
	}))
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New("crewcardstudio"))
	select {}
}

// promised wraps f as a JavaScript function that returns a Promise and
// runs f on a goroutine of its own, so that the page's event loop goes on.
func promised(f func(args []js.Value) (any, error)) js.Func {
	return js.FuncOf(func(_ js.Value, args []js.Value) any {
		args = append([]js.Value(nil), args...)
		var run js.Func
		run = js.FuncOf(func(_ js.Value, p []js.Value) any {
			resolve, reject := p[0], p[1]
			go func() {
				defer run.Release()
				v, err := call(f, args)
				if err != nil {
					e := js.Global().Get("Error").New(err.Error())
					var se *studio.Error
					if errors.As(err, &se) {
						if b, jerr := json.Marshal(se.Problems); jerr == nil {
							e.Set("problems", js.Global().Get("JSON").Call("parse", string(b)))
						}
						e.Set("usage", se.Usage)
					}
					reject.Invoke(e)
					return
				}
				resolve.Invoke(v)
			}()
			return nil
		})
		return js.Global().Get("Promise").New(run)
	})
}

// call runs f, turning a panic (a bug) into an error the page shows.
func call(f func([]js.Value) (any, error), args []js.Value) (v any, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("crewcard studio: internal error: %v", r)
		}
	}()
	return f(args)
}

// binaryFiles reads [{name, data: Uint8Array}], the bytes copied.
func binaryFiles(v js.Value) ([]studio.File, error) {
	if v.IsUndefined() || v.Type() != js.TypeObject || v.Get("length").Type() != js.TypeNumber {
		return nil, errors.New("crewcard studio: argument 1: not a list of files")
	}
	var out []studio.File
	for i := range v.Length() {
		f := v.Index(i)
		name, data := f.Get("name"), f.Get("data")
		if name.Type() != js.TypeString || !data.InstanceOf(js.Global().Get("Uint8Array")) {
			return nil, fmt.Errorf("crewcard studio: argument 1: file %d is not {name, data: Uint8Array}", i+1)
		}
		b := make([]byte, data.Length())
		js.CopyBytesToGo(b, data)
		out = append(out, studio.File{Name: name.String(), Data: b})
	}
	return out, nil
}

// decode reads argument i, a JavaScript value, into v through JSON.
func decode(args []js.Value, i int, v any) error {
	if i >= len(args) || args[i].IsUndefined() {
		return fmt.Errorf("crewcard studio: argument %d is missing", i+1)
	}
	s := js.Global().Get("JSON").Call("stringify", args[i]).String()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		return fmt.Errorf("crewcard studio: argument %d: %v", i+1, err)
	}
	return nil
}

// encode turns v into a JavaScript value through JSON.
func encode(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return js.Global().Get("JSON").Call("parse", string(b)), nil
}
