// Package page holds what the studio page and the studio's Go code hand
// each other: the files the player opened, the problems of a file, and a
// refusal. Both of the studio's WebAssembly modules use it: studio.wasm
// (package studio: check, preview, PDF) and import.wasm (package
// studioimport: BattleScribe files), which link nothing of each other.
package page

import "strings"

// A File is one file the player opened, by name, and its bytes: its text,
// or, for a file that is not UTF-8 text (a Latin-1 file, a zipped
// roster), the bytes themselves, which the checks then refuse as the
// command line does.
type File struct {
	Name string `json:"name"`           // such as "regular-tiger.toml"; a force names its units relative to it
	Text string `json:"text"`           // the file, when Data is nil
	Data []byte `json:"data,omitempty"` // the file's bytes, base64 in JSON, when they are not UTF-8 text
}

// Bytes is the file's bytes: Data when it has them, else Text.
func (f File) Bytes() []byte {
	if f.Data != nil {
		return f.Data
	}
	return []byte(f.Text)
}

// A Problem is one problem of a file, as check prints it.
type Problem struct {
	File    string `json:"file"`    // the file it is in: the one checked, or a unit its force names
	Line    int    `json:"line"`    // from 1; 0 when the problem has no line
	Col     int    `json:"col"`     // from 1; 0 when unknown
	Message string `json:"message"` // the line check prints, without its position
	Warning bool   `json:"warning"` // the file is still legal
	Text    string `json:"text"`    // the whole line check prints
}

// An Error is a call that wrote nothing: a usage error in its options or
// files, or the problems of its files.
type Error struct {
	Usage    string    // the options' error, as the command prints it after "crewcard NAME: "
	Problems []Problem // every problem of the files, warnings too
}

func (e *Error) Error() string {
	if e.Usage != "" {
		return e.Usage
	}
	var lines []string
	for _, p := range e.Problems {
		lines = append(lines, p.Text)
	}
	return strings.Join(lines, "\n")
}
