package crewexp_test

import (
	"bytes"
	"reflect"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/BurntSushi/toml"

	"github.com/crewcard/crewcard/model/crewexp"
)

// quotedValue is a value of the file quoted in a message (model.Quote).
var quotedValue = regexp.MustCompile(`"(?:[^"\\]|\\.)*"`)

// goWords are the marks of Go's types and of the decoder's own words, which
// a player must never read. Go's any counts beside brackets only: "any" is
// a word of the rules too (a tow class, "light, … or any").
var goWords = regexp.MustCompile(`int64|float64|\bslice\b|map\[|\[\]|[\[(]any\b|\bany[)\]{]|interface|crewexp\.|model\.|reflect|time\.Time|%!|incompatible types|destination|\bstruct\b`)

// TestWrongTypesInPlainWords puts a value of every TOML type at every key of
// the crew file, in turn, and reads every message: none names a Go type, each
// has a line and column, and a key below an array of tables carries its index
// ("battle[1].destroyed", never "battle.destroyed").
func TestWrongTypesInPlainWords(t *testing.T) {
	values := map[string]any{
		"text":    "x",
		"integer": int64(7),
		"float":   1.5,
		"bool":    true,
		"date":    time.Date(1944, 6, 13, 10, 0, 0, 0, time.UTC),
		"list":    []any{int64(1)},
		"table":   map[string]any{"a": int64(1)},
		"tables":  []map[string]any{{"a": int64(1)}},
	}
	unindexed := regexp.MustCompile(`^(battle|crew\.member)\.|^battle\[\d+\]\.skills\.`)
	for _, key := range keyPaths(reflect.TypeOf(crewexp.File{}), nil) {
		for vname, v := range values {
			name := strings.Join(key, ".") + "=" + vname
			t.Run(name, func(t *testing.T) {
				doc := map[string]any{
					"vehicle": map[string]any{"name": "T", "nation": "N", "kind": "tank", "points": int64(100)},
					"crew":    map[string]any{"name": "C", "start": "inexperienced"},
				}
				put(doc, key, v)
				var src bytes.Buffer
				if err := toml.NewEncoder(&src).Encode(doc); err != nil {
					t.Skipf("cannot write %s: %v", name, err)
				}
				_, errs := crewexp.Check("crew.toml", src.Bytes())
				for _, e := range errs {
					msg := e.Error()
					switch {
					case goWords.MatchString(e.Msg):
						t.Errorf("a Go type in %q\n%s", msg, src.String())
					case e.Pos.Line == 0 || e.Pos.Col == 0:
						t.Errorf("no line and column in %q\n%s", msg, src.String())
					case unindexed.MatchString(e.Path):
						t.Errorf("a key without its index in %q\n%s", msg, src.String())
					}
				}
			})
		}
	}
}

// keyPaths lists the TOML key paths of the struct type t, a "[]" marking
// an array of tables.
func keyPaths(t reflect.Type, prefix []string) [][]string {
	var out [][]string
	for i := 0; i < t.NumField(); i++ {
		tag := t.Field(i).Tag.Get("toml")
		if tag == "" {
			continue
		}
		key := append(append([]string(nil), prefix...), tag)
		out = append(out, key)
		ft := t.Field(i).Type
		for ft.Kind() == reflect.Pointer {
			ft = ft.Elem()
		}
		switch {
		case ft.Kind() == reflect.Struct && ft != reflect.TypeOf(time.Time{}):
			out = append(out, keyPaths(ft, key)...)
		case ft.Kind() == reflect.Slice && ft.Elem().Kind() == reflect.Struct:
			out = append(out, keyPaths(ft.Elem(), append(key, "[]"))...)
		}
	}
	return out
}

// put sets the value at key in doc, making tables and one-element arrays of
// tables on the way.
func put(doc map[string]any, key []string, v any) {
	m := doc
	for i, k := range key {
		if i == len(key)-1 {
			m[k] = v
			return
		}
		if k == "[]" {
			continue
		}
		if key[i+1] == "[]" {
			el := map[string]any{}
			m[k] = []map[string]any{el}
			m = el
			continue
		}
		next, ok := m[k].(map[string]any)
		if !ok {
			next = map[string]any{}
			m[k] = next
		}
		m = next
	}
}

// TestNumbersOutOfRange: a number too large for TOML is named in the crew
// file's words too.
func TestNumbersOutOfRange(t *testing.T) {
	for _, tc := range []struct{ value, want string }{
		{"99999999999999999999", "vehicle.points: 99999999999999999999 is out of range for a whole number"},
		{"1e400", "vehicle.points: 1e400 is out of range for a number"},
	} {
		_, errs := crewexp.Check("crew.toml", []byte("[vehicle]\npoints = "+tc.value+"\n"))
		if len(errs) != 1 || !strings.Contains(errs[0].Error(), tc.want) || goWords.MatchString(errs[0].Msg) {
			t.Errorf("points = %s: %v, want one error containing %q", tc.value, errs, tc.want)
		}
	}
}
