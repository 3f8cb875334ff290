package model

import (
	"bytes"
)

// SystemKey is the top-level key that names a file's game system.
const SystemKey = "system"

// SystemOf returns the game system that the file src names with its
// top-level system key, or "" when it names none. A file that does not
// decode, or names a system with something other than a string, gives ""
// with no error for the first (the system's own parser reports the syntax
// error, or the nesting CheckShape refuses, with its position) and an
// error for the second.
func SystemOf(name string, src []byte) (string, *Error) {
	if !bytes.Contains(src, []byte(SystemKey)) {
		return "", nil // the common case: a file that cannot name a system
	}
	var head struct {
		System any `toml:"system"`
	}
	if _, err := DecodeTOML(name, src, &head); err != nil {
		return "", nil // the system's parser reports the shape or the syntax, with its position
	}
	switch s := head.System.(type) {
	case nil:
		return "", nil
	case string:
		return s, nil
	default:
		pos := NewLocator(src).Pos(name, SystemKey)
		return "", &Error{Pos: pos, Path: SystemKey, Msg: "want the name of a game system in quotes, such as \"crew-experience\""}
	}
}
