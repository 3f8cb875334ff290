package model

import (
	"bytes"
	"errors"
	"fmt"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// MaxFileSize is the largest crew file accepted, in bytes.
const MaxFileSize = 1 << 20

var bom = []byte("\uFEFF")

// Parse decodes a crew file. name is used in positions ("<stdin>" for
// standard input). The error, if any, is an ErrorList holding every problem
// found: syntax, wrong types and unknown keys. After unknown keys alone, the
// file is returned too, so that Validate can report the rest in the same run.
func Parse(name string, src []byte) (*File, error) {
	var errs ErrorList
	at := Pos{File: name}
	switch {
	case len(src) > MaxFileSize:
		errs.Add(at, "", "", "file is %d bytes, more than the 1 MiB a crew file may have", len(src))
		return nil, errs
	case bytes.IndexByte(src, 0) >= 0 || !utf8.Valid(src):
		errs.Add(at, "", "", "not a text file: a crew file is UTF-8 TOML")
		return nil, errs
	}
	f := &File{name: name, locs: newLocator(src)}
	md, err := toml.Decode(string(bytes.TrimPrefix(src, bom)), f)
	if err != nil {
		errs = append(errs, DecodeError(name, err))
		return nil, errs
	}
	seen := map[string]int{}
	for _, k := range md.Undecoded() {
		key := strings.Join(k, ".")
		e := &Error{Pos: f.locs.find(name, key, seen[key]), Path: k.String(), Msg: "unknown key"}
		seen[key]++
		parent := []string(k[:len(k)-1])
		e.Msg += didYouMean(k[len(k)-1], knownKeys(reflect.TypeOf(*f), parent))
		errs = append(errs, e)
	}
	errs.Sort()
	if len(errs) > 0 {
		return f, errs
	}
	return f, nil
}

// lineErr matches the decoder's type errors, which carry a line but no column.
var lineErr = regexp.MustCompile(`^toml: (?:line (\d+) )?(?:\(last key "([^"]*)"\): )?(.*)$`)

// DecodeError turns an error of the TOML decoder for the file name into an
// Error with the best position the decoder gives, worded for players. The
// command's template loader shares it.
func DecodeError(name string, err error) *Error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		return &Error{Pos: Pos{File: name, Line: pe.Position.Line, Col: pe.Position.Col}, Path: pe.LastKey, Msg: pe.Message}
	}
	e := &Error{Pos: Pos{File: name}, Msg: err.Error()}
	if m := lineErr.FindStringSubmatch(err.Error()); m != nil {
		e.Pos.Line, _ = strconv.Atoi(m[1])
		e.Path, e.Msg = m[2], m[3]
		e.Msg = strings.NewReplacer("TOML value has type", "the value is", "destination has type", "want").Replace(e.Msg)
	}
	return e
}

// find returns the position of the n-th occurrence of a key path given
// without array indices, as the decoder reports unknown keys.
func (l *locator) find(file, key string, n int) Pos {
	if l.keys == nil {
		l.keys = map[string][]int{}
		for p, off := range l.at {
			if last := p[strings.LastIndexByte(p, '.')+1:]; isIndex(last) {
				continue // an array element, not a key
			}
			k := stripIndices(p)
			l.keys[k] = append(l.keys[k], off)
		}
		for _, offs := range l.keys {
			sort.Ints(offs)
		}
	}
	offs := l.keys[key]
	if len(offs) == 0 {
		return Pos{File: file}
	}
	return l.offsetPos(file, offs[min(n, len(offs)-1)])
}

func isIndex(s string) bool {
	_, err := strconv.Atoi(s)
	return err == nil
}

// stripIndices drops the numeric pieces of a located path.
func stripIndices(p string) string {
	var keep []string
	for _, s := range strings.Split(p, ".") {
		if _, err := strconv.Atoi(s); err != nil {
			keep = append(keep, s)
		}
	}
	return strings.Join(keep, ".")
}

// knownKeys lists the TOML keys that the struct type t accepts below parent.
func knownKeys(t reflect.Type, parent []string) []string {
	for _, p := range parent {
		t = elem(t)
		if t.Kind() != reflect.Struct {
			return nil
		}
		found := false
		for i := 0; i < t.NumField(); i++ {
			if t.Field(i).Tag.Get("toml") == p {
				t, found = t.Field(i).Type, true
				break
			}
		}
		if !found {
			return nil
		}
	}
	t = elem(t)
	if t.Kind() != reflect.Struct {
		return nil
	}
	var keys []string
	for i := 0; i < t.NumField(); i++ {
		if tag := t.Field(i).Tag.Get("toml"); tag != "" {
			keys = append(keys, tag)
		}
	}
	return keys
}

func elem(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	return t
}

// pos returns the position of a located path such as "battle.2.skills.0".
func (f *File) pos(path string) Pos {
	if f.locs == nil {
		return Pos{File: f.name}
	}
	return f.locs.pos(f.name, path)
}

// Pos returns the position of a dotted key path such as "crew.name" in the
// file, as far as it can be found.
func (f *File) Pos(path string) Pos { return f.pos(path) }

// Name returns the file name given to Parse.
func (f *File) Name() string { return f.name }

// checkText checks a name or note: present if required, at most max runes,
// no control characters, and nothing above U+FFFF, which the card font
// cannot draw.
func checkText(s string, required bool, max int) string {
	n := utf8.RuneCountInString(s)
	switch {
	case required && strings.TrimSpace(s) == "":
		return "must not be empty"
	case n > max:
		return fmt.Sprintf("is %d characters long, more than the %d the card prints", n, max)
	}
	for _, r := range s {
		switch {
		case r < 0x20 || r == 0x7f || r >= 0x80 && r < 0xa0:
			return fmt.Sprintf("holds the control character %U", r)
		case r > 0xFFFF:
			return fmt.Sprintf("holds %q (%U), which the card font cannot print", r, r)
		}
	}
	return ""
}
