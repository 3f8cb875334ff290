//go:build js && wasm

// Package jsfunc gives JavaScript the Go functions of the studio's
// WebAssembly modules (cmd/internal/studio/wasm, cmd/internal/studio/
// importwasm): each returns a Promise, resolved with the answer or
// rejected with an Error whose message is the studio's, and which carries
// a *page.Error's usage and problems apart.
package jsfunc

import (
	"encoding/json"
	"errors"
	"fmt"
	"syscall/js"

	"github.com/crewcard/crewcard/cmd/internal/studio/page"
)

// Set makes f the global JavaScript function name.
func Set(name string, f func(args []js.Value) (any, error)) {
	js.Global().Set(name, promised(f))
}

// Ready tells the page (the worker that loaded the module) that its
// functions are set, by the event name, and then waits for calls.
func Ready(event string) {
	js.Global().Call("dispatchEvent", js.Global().Get("Event").New(event))
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
					var se *page.Error
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

// BinaryFiles reads argument i, [{name, data: Uint8Array}], the bytes
// copied.
func BinaryFiles(args []js.Value, i int) ([]page.File, error) {
	if i >= len(args) {
		return nil, fmt.Errorf("crewcard studio: argument %d is missing", i+1)
	}
	v := args[i]
	if v.IsUndefined() || v.Type() != js.TypeObject || v.Get("length").Type() != js.TypeNumber {
		return nil, fmt.Errorf("crewcard studio: argument %d: not a list of files", i+1)
	}
	var out []page.File
	for k := range v.Length() {
		f := v.Index(k)
		name, data := f.Get("name"), f.Get("data")
		if name.Type() != js.TypeString || !data.InstanceOf(js.Global().Get("Uint8Array")) {
			return nil, fmt.Errorf("crewcard studio: argument %d: file %d is not {name, data: Uint8Array}", i+1, k+1)
		}
		b := make([]byte, data.Length())
		js.CopyBytesToGo(b, data)
		out = append(out, page.File{Name: name.String(), Data: b})
	}
	return out, nil
}

// Decode reads argument i, a JavaScript value, into v through JSON.
func Decode(args []js.Value, i int, v any) error {
	if i >= len(args) || args[i].IsUndefined() {
		return fmt.Errorf("crewcard studio: argument %d is missing", i+1)
	}
	s := js.Global().Get("JSON").Call("stringify", args[i]).String()
	if err := json.Unmarshal([]byte(s), v); err != nil {
		return fmt.Errorf("crewcard studio: argument %d: %v", i+1, err)
	}
	return nil
}

// Optional is Decode of an argument that may be left out (undefined or
// null), v then left as it is.
func Optional(args []js.Value, i int, v any) error {
	if i >= len(args) || args[i].IsUndefined() || args[i].IsNull() {
		return nil
	}
	return Decode(args, i, v)
}

// Encode turns v into a JavaScript value through JSON.
func Encode(v any) (any, error) {
	b, err := json.Marshal(v)
	if err != nil {
		return nil, err
	}
	return js.Global().Get("JSON").Call("parse", string(b)), nil
}
