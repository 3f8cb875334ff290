package model

import (
	"bytes"
	"errors"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// MaxFileSize is the largest file accepted, in bytes, whatever its system.
const MaxFileSize = 1 << 20

var bom = []byte("\uFEFF")

// Decode decodes the TOML file src, named name in positions ("<stdin>" for
// standard input), strictly into v, a pointer to a struct whose fields carry
// toml tags. what names the kind of file in messages ("a crew file").
//
// It refuses files over MaxFileSize and files that are not UTF-8 text.
// Every key that v does not know is an error at its position, with the
// nearest known key suggested. The Locator is nil when the file could not be
// decoded at all; after unknown keys alone it is returned with the errors, so
// that the caller can go on to report the rest in the same run.
func Decode(name string, src []byte, v any, what string) (*Locator, ErrorList) {
	var errs ErrorList
	at := Pos{File: name}
	switch {
	case len(src) > MaxFileSize:
		errs.Add(at, "", "", "file is %d bytes, more than the 1 MiB %s may have", len(src), what)
		return nil, errs
	case bytes.IndexByte(src, 0) >= 0 || !utf8.Valid(src):
		errs.Add(at, "", "", "not a text file: %s is UTF-8 TOML", what)
		return nil, errs
	}
	locs := NewLocator(src)
	md, err := toml.Decode(string(bytes.TrimPrefix(src, bom)), v)
	if err != nil {
		return nil, ErrorList{DecodeError(name, err)}
	}
	seen := map[string]int{}
	for _, k := range md.Undecoded() {
		key := strings.Join(k, ".")
		e := &Error{Pos: locs.find(name, key, seen[key]), Path: k.String(), Msg: "unknown key"}
		seen[key]++
		parent := []string(k[:len(k)-1])
		e.Msg += DidYouMean(k[len(k)-1], knownKeys(reflect.TypeOf(v), parent))
		errs = append(errs, e)
	}
	errs.Sort()
	return locs, errs
}

// lineErr matches the decoder's type errors, which carry a line but no column.
var lineErr = regexp.MustCompile(`^toml: (?:line (\d+) )?(?:\(last key "([^"]*)"\): )?(.*)$`)

// typeErr matches the decoder's words for a value of the wrong type: what
// the file holds, as a Go type, and what the key wants.
var typeErr = regexp.MustCompile(`^(?:incompatible types: TOML value has type (.+); destination has type (.+)|type mismatch for .+: expected (.+) but found (.+))$`)

// typeWords names the decoder's types in the words of a TOML file.
var typeWords = map[string]string{
	"string":                  "text in quotes",
	"primitive (string-like)": "text in quotes",
	"int64":                   "a whole number",
	"integer":                 "a whole number",
	"float64":                 "a decimal number",
	"float":                   "a number",
	"bool":                    "true or false",
	"boolean":                 "true or false",
	"time.Time":               "a date or time",
	"[]any":                   "a list",
	"[]map[string]any":        "a list",
	"slice":                   "a list",
	"map[string]any":          "a table",
	"map":                     "a table",
	"table":                   "a table",
}

// DecodeError turns an error of the TOML decoder for the file name into an
// Error with the best position the decoder gives, worded for players: a
// value of the wrong type reads "want a whole number, not text in quotes".
func DecodeError(name string, err error) *Error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		msg := strings.NewReplacer("out of range for int64", "out of range for a whole number", "out of range for float64", "out of range for a number").Replace(pe.Message)
		return &Error{Pos: Pos{File: name, Line: pe.Position.Line, Col: pe.Position.Col}, Path: pe.LastKey, Msg: msg}
	}
	e := &Error{Pos: Pos{File: name}, Msg: err.Error()}
	if m := lineErr.FindStringSubmatch(err.Error()); m != nil {
		e.Pos.Line, _ = strconv.Atoi(m[1])
		e.Path, e.Msg = m[2], m[3]
	}
	if m := typeErr.FindStringSubmatch(e.Msg); m != nil {
		found, want := m[1]+m[4], m[2]+m[3]
		if w, ok := typeWords[want]; ok {
			e.Msg = "want " + w
			if f, ok := typeWords[found]; ok {
				e.Msg += ", not " + f
			}
		}
	}
	return e
}

// find returns the position of the n-th occurrence of a key path given
// without array indices, as the decoder reports unknown keys.
func (l *Locator) find(file, key string, n int) Pos {
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
			if tomlName(t.Field(i)) == p {
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
		if tag := tomlName(t.Field(i)); tag != "" {
			keys = append(keys, tag)
		}
	}
	return keys
}

// tomlName returns the key a struct field decodes, without options such
// as omitempty.
func tomlName(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("toml"), ",")
	return name
}

func elem(t reflect.Type) reflect.Type {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	return t
}
