package site

import (
	"errors"
	"fmt"
	"io/fs"
	"path/filepath"

	"github.com/crewcard/crewcard/cmd/internal/safefile"
)

// The studio page (assets/studio.html) runs crewcard's own Go code,
// compiled to WebAssembly, in the browser. That code is built apart from
// the site, by .ci/studio, so that the site builds without it; its page
// then says how to build it.

// The studio's files, as .ci/studio builds them and the site holds them.
// The page loads studio.wasm, which checks, previews and writes the PDF;
// import.wasm only once a player opens a BattleScribe file, so that what
// every visitor downloads first stays small.
const (
	StudioWasm = "studio.wasm"  // cmd/internal/studio/wasm, GOOS=js GOARCH=wasm
	ImportWasm = "import.wasm"  // cmd/internal/studio/importwasm, the same
	StudioExec = "wasm_exec.js" // the Go toolchain's loader of those builds, lib/wasm/wasm_exec.js
)

// Studio is the studio's WebAssembly modules and their loader.
type Studio struct {
	Wasm, Import, Exec []byte
}

// wasmMagic starts every WebAssembly module: "\0asm", version 1.
var wasmMagic = []byte("\x00asm\x01\x00\x00\x00")

// ReadStudio reads the studio's files from dir, as .ci/studio builds them.
func ReadStudio(dir string) (*Studio, error) {
	var st Studio
	for _, f := range []struct {
		name string
		dst  *[]byte
	}{{StudioWasm, &st.Wasm}, {ImportWasm, &st.Import}, {StudioExec, &st.Exec}} {
		b, err := safefile.ReadInput(filepath.Join(dir, f.name), "the studio")
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("%s: no %s; build the studio into it with .ci/studio %s", dir, f.name, dir)
		} else if err != nil {
			return nil, err
		}
		if f.name != StudioExec && (len(b) < len(wasmMagic) || string(b[:len(wasmMagic)]) != string(wasmMagic)) {
			return nil, fmt.Errorf("%s: is not WebAssembly; build it with .ci/studio %s", filepath.Join(dir, f.name), dir)
		}
		*f.dst = b
	}
	return &st, nil
}
