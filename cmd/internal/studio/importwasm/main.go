//go:build js && wasm

// Command importwasm is the studio's import compiled to WebAssembly,
// import.wasm: the page's worker loads it only when the player opens a
// BattleScribe or New Recruit file, and it gives JavaScript one function
// (package studioimport), which returns a Promise as studio.wasm's do.
//
//	crewcardImport(files, args[, taken])  → {files: [{name, want, text}], messages}
//	                                        the files `crewcard import -o DIR ARGS...` writes
//
// files are [{name, data: Uint8Array}], the BattleScribe files opened
// (.ros, .rosz, .cat, .catz, .gst, .gstz), as the files of one folder;
// args are import's arguments but -o, the name of the file to import
// first; taken, the names of the studio's files, which the files written
// never take (want is the name a file would have had). Once the function
// is set, the module dispatches the event "crewcardimport".
package main

import (
	"context"
	"syscall/js"

	"github.com/crewcard/crewcard/cmd/internal/studio/jsfunc"
	"github.com/crewcard/crewcard/cmd/internal/studio/studioimport"
)

func main() {
	jsfunc.Set("crewcardImport", func(a []js.Value) (any, error) {
		var args, taken []string
		if err := jsfunc.Decode(a, 1, &args); err != nil {
			return nil, err
		}
		if err := jsfunc.Optional(a, 2, &taken); err != nil {
			return nil, err
		}
		files, err := jsfunc.BinaryFiles(a, 0)
		if err != nil {
			return nil, err
		}
		im, err := studioimport.Import(context.Background(), files, args, taken...)
		if err != nil {
			return nil, err
		}
		return jsfunc.Encode(im)
	})
	jsfunc.Ready("crewcardimport")
}
