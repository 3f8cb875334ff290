package model

import (
	"bytes"
	"errors"
	"reflect"
	"strings"
	"unicode/utf8"

	"github.com/BurntSushi/toml"
)

// MaxFileSize is the largest file accepted, in bytes, whatever its system.
const MaxFileSize = 1 << 20

var bom = []byte("\uFEFF")

// DecodeTOML checks the shape of the TOML file src (CheckShape: nesting,
// key paths, tables) and decodes it into v, a byte-order mark allowed. It is
// the one way every crewcard file is read; Decode adds the strict keys and
// the positions. The error is the *Error of CheckShape or the decoder's.
func DecodeTOML(name string, src []byte, v any) (toml.MetaData, error) {
	if err := CheckShape(name, src); err != nil {
		return toml.MetaData{}, err
	}
	return toml.Decode(string(bytes.TrimPrefix(src, bom)), v)
}

// Decode decodes the TOML file src, named name in positions ("<stdin>" for
// standard input), strictly into v, a pointer to a struct whose fields carry
// toml tags. what names the kind of file in messages ("a crew file").
//
// It refuses files over MaxFileSize, files that are not UTF-8 text and,
// before decoding, files of a shape that would cost the decoder too much
// (CheckShape). Every key that v does not know is an error at its position,
// with the nearest known key suggested; after a hundred, the rest are
// counted. Every value of the wrong type is an error at its key or
// element, all of them in one run: the file is decoded into a tree first,
// which never fails on types, and the tree put into v field by field
// (unifier). The Locator is nil when the file could not be decoded at all
// or held a value of the wrong type (the rules cannot judge the zero left in
// its place); after unknown keys alone it is returned with the errors, so
// that the caller can go on to report the rest in the same run. A caller
// whose rules can keep quiet on the values of the wrong type calls
// DecodeAll instead.
func Decode(name string, src []byte, v any, what string) (*Locator, ErrorList) {
	locs, bad, errs := DecodeAll(name, src, v, what)
	if len(bad) > 0 {
		return nil, errs
	}
	return locs, errs
}

// Mistyped holds the located key paths ("team.0.count", as Locator.Pos
// takes them) of the values that DecodeAll found of the wrong type, or out
// of range for their field. Each such field keeps its zero value.
type Mistyped map[string]bool

// Covers reports whether the located path is, or lies inside, a value of
// the wrong type: a rule at path would judge the zero left in its place,
// not what the file says, and keeps quiet.
func (m Mistyped) Covers(path string) bool {
	if len(m) == 0 {
		return false // the file's every value has its type: most files
	}
	for {
		if m[path] {
			return true
		}
		i := strings.LastIndexByte(path, '.')
		if i < 0 {
			return false
		}
		path = path[:i]
	}
}

// Inside reports whether a value of the wrong type lies at or inside the
// located path: the table there holds zeros in the place of what the file
// says, and is not whole.
func (m Mistyped) Inside(path string) bool {
	for p := range m {
		if p == path || strings.HasPrefix(p, path+".") {
			return true
		}
	}
	return false
}

// DecodeAll is Decode for the rules of a system that go on past values of
// the wrong type, so that one run reports every problem of the file: the
// Locator is returned whenever the file could be decoded, with the paths of
// the values of the wrong type, each reported in the list; a rule keeps
// quiet on a path they cover (Mistyped.Covers). A table of the wrong type
// inside one that is right leaves its fields' zero values.
func DecodeAll(name string, src []byte, v any, what string) (*Locator, Mistyped, ErrorList) {
	var errs ErrorList
	at := Pos{File: name}
	switch {
	case len(src) > MaxFileSize:
		errs.Add(at, "", "", "file is %d bytes, more than the 1 MiB %s may have", len(src), what)
		return nil, nil, errs
	case bytes.IndexByte(src, 0) >= 0 || !utf8.Valid(src):
		errs.Add(at, "", "", "not a text file: %s is UTF-8 TOML", what)
		return nil, nil, errs
	}
	var tree map[string]any
	md, err := DecodeTOML(name, src, &tree)
	if shape := (*Error)(nil); errors.As(err, &shape) {
		return nil, nil, ErrorList{shape}
	}
	if err != nil {
		return nil, nil, ErrorList{DecodeError(name, err)}
	}
	locs := NewLocator(src)
	u := &unifier{name: name, locs: locs, decoded: map[string]bool{}, bad: Mistyped{}}
	u.unify(tree, reflect.ValueOf(v).Elem(), nil, "")
	var undecoded []toml.Key
	for _, k := range md.Keys() {
		if !u.decoded[k.String()] {
			undecoded = append(undecoded, k)
		}
	}
	errs = unknownKeys(name, what, undecoded, locs, reflect.TypeOf(v))
	indexPaths(name, tree, locs, errs)
	errs = append(errs, u.errs...)
	errs.Sort()
	return locs, u.bad, errs
}

// maxUnknown is how many unknown keys are listed one by one; the rest are
// counted in one more error. More than a few mean the wrong kind of file.
const maxUnknown = 100

// unknownKeys reports the keys of the file that the struct type t does not
// know, each at its position with the nearest known key suggested. The keys
// inside an unknown table are not reported again, and after maxUnknown the
// rest are counted in one error.
func unknownKeys(name, what string, undecoded []toml.Key, locs *Locator, t reflect.Type) ErrorList {
	var errs ErrorList
	seen := map[string]int{}       // dotted key -> times met
	known := map[string][]string{} // dotted parent -> the keys it may hold
	more, moreAt := 0, Pos{}
	for _, k := range undecoded {
		if inUnknown(seen, k) {
			continue
		}
		key, parent := strings.Join(k, "."), strings.Join(k[:len(k)-1], ".")
		n := seen[key]
		seen[key]++
		if len(errs) == maxUnknown {
			if more == 0 {
				moreAt = locs.find(name, k, n)
			}
			more++
			continue
		}
		if _, ok := known[parent]; !ok {
			known[parent] = knownKeys(t, k[:len(k)-1])
		}
		hint := meant(t, k[:len(k)-1], k[len(k)-1])
		if hint == "" {
			hint = DidYouMean(k[len(k)-1], known[parent])
		}
		errs = append(errs, &Error{Pos: locs.find(name, k, n), Path: k.String(), Msg: "unknown key" + hint})
	}
	if more > 0 {
		errs.Add(moreAt, "", "", "%d more unknown keys from here on are not listed; is this %s?", more, what)
	}
	return errs
}

// inUnknown reports whether a table holding k has been reported unknown.
func inUnknown(seen map[string]int, k toml.Key) bool {
	for i := 1; i < len(k); i++ {
		if seen[strings.Join(k[:i], ".")] > 0 {
			return true
		}
	}
	return false
}

// DecodeError turns an error of the TOML decoder for the file name into an
// Error with the best position the decoder gives. Decode meets only syntax
// errors here: it reports values of the wrong type itself.
func DecodeError(name string, err error) *Error {
	var pe toml.ParseError
	if errors.As(err, &pe) {
		msg := strings.NewReplacer("out of range for int64", "out of range for a whole number", "out of range for float64", "out of range for a number").Replace(pe.Message)
		return &Error{Pos: Pos{File: name, Line: pe.Position.Line, Col: pe.Position.Col}, Path: pe.LastKey, Msg: msg}
	}
	return &Error{Pos: Pos{File: name}, Msg: err.Error()}
}

// knownKeys lists the TOML keys that the struct type t accepts below parent.
func knownKeys(t reflect.Type, parent []string) []string {
	var keys []string
	for _, f := range fieldsAt(t, parent) {
		if tag := tomlName(f); tag != "" {
			keys = append(keys, tag)
		}
	}
	return keys
}

// fieldsAt returns the fields of the struct that the key path parent
// decodes into, under t; none when parent is no table of t.
func fieldsAt(t reflect.Type, parent []string) []reflect.StructField {
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
	out := make([]reflect.StructField, t.NumField())
	for i := range out {
		out[i] = t.Field(i)
	}
	return out
}

// meant returns `; did you mean "k"?` for the field under parent whose
// also tag lists key: the word a player uses for it ("morale" for
// last_stand), which no edit distance finds.
func meant(t reflect.Type, parent []string, key string) string {
	for _, f := range fieldsAt(t, parent) {
		for _, w := range strings.Split(f.Tag.Get("also"), ",") {
			if w != "" && FoldName(w) == FoldName(key) {
				return "; did you mean \"" + tomlName(f) + "\"?"
			}
		}
	}
	return ""
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
