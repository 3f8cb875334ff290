package model

import (
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"time"

	"github.com/BurntSushi/toml"
)

// unifier puts a decoded TOML tree into a Go value, as the TOML decoder
// would, but goes on past a value of the wrong type: it reports each at its
// key or element and leaves the field as it was, so that one run tells every
// one of them, in file order once sorted.
type unifier struct {
	name    string
	locs    *Locator
	errs    ErrorList
	decoded map[string]bool // keys put into a field or reported, as toml.Key.String writes them
	bad     Mistyped        // the located paths of the values reported
}

// unify puts data into rv. key is the key path without array indices (the
// decoder's, for the unknown keys), path the located one ("battle.2.date").
func (u *unifier) unify(data any, rv reflect.Value, key toml.Key, path string) {
	if rv.CanAddr() {
		if m, ok := rv.Addr().Interface().(toml.Unmarshaler); ok {
			if err := m.UnmarshalTOML(data); err != nil {
				u.add(path, "%s", err)
			}
			u.mark(key, data) // the value is all its own: no key below it is unknown
			return
		}
	}
	switch rv.Kind() {
	case reflect.Pointer:
		// Set even when a value inside is of the wrong type: the table is
		// there, and a rule that asks whether it is (DecodeAll) must see it.
		v := reflect.New(rv.Type().Elem())
		u.unify(data, v.Elem(), key, path)
		rv.Set(v)
	case reflect.Interface:
		if rv.NumMethod() > 0 {
			panic("model: cannot decode into " + rv.Type().String())
		}
		rv.Set(reflect.ValueOf(data))
		u.mark(key, data)
	case reflect.Struct:
		if m, ok := u.want(data, rv, key, path).(map[string]any); ok {
			u.fields(m, rv, key, path)
		}
	case reflect.Map:
		if m, ok := u.want(data, rv, key, path).(map[string]any); ok {
			u.entries(m, rv, key, path)
		}
	case reflect.Slice:
		if list := u.want(data, rv, key, path); list != nil {
			u.elements(reflect.ValueOf(list), rv, key, path)
		}
	default:
		if x := u.want(data, rv, key, path); x != nil {
			u.scalar(x, rv, path)
		}
	}
}

// want returns data if it is of the kind rv holds, else reports it and
// returns nil: "want a whole number, not text in quotes". The keys inside a
// value it refuses are not reported again as unknown.
func (u *unifier) want(data any, rv reflect.Value, key toml.Key, path string) any {
	var ok bool
	switch rv.Kind() {
	case reflect.Struct, reflect.Map:
		_, ok = data.(map[string]any)
	case reflect.Slice:
		switch data.(type) {
		case []any, []map[string]any:
			ok = true
		}
	case reflect.String:
		_, ok = data.(string)
	case reflect.Bool:
		_, ok = data.(bool)
	case reflect.Float32, reflect.Float64:
		switch data.(type) {
		case float64, int64:
			ok = true
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64,
		reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		_, ok = data.(int64)
	default:
		panic("model: cannot decode into " + rv.Type().String())
	}
	if ok {
		return data
	}
	u.add(path, "want %s, not %s", kindWords[rv.Kind()], valueWords(data))
	u.mark(key, data)
	return nil
}

// fields puts the keys of the table m into the fields of the struct rv. A
// key no field takes is left for the unknown keys.
func (u *unifier) fields(m map[string]any, rv reflect.Value, key toml.Key, path string) {
	t := rv.Type()
	for k, v := range m {
		i := fieldFor(t, k)
		if i < 0 {
			continue
		}
		sub := addKey(key, k)
		u.decoded[sub.String()] = true
		u.unify(v, rv.Field(i), sub, joinKey(path, k))
	}
}

// fieldFor returns the index of the exported field of the struct type t
// that decodes the key k, or -1: the field tagged k, else, as the TOML
// decoder has it, one whose tag or name is k in another case.
func fieldFor(t reflect.Type, k string) int {
	fold := -1
	for i := 0; i < t.NumField(); i++ {
		f := t.Field(i)
		name := tomlName(f)
		if !f.IsExported() || name == "-" {
			continue
		}
		if name == "" {
			name = f.Name
		}
		if name == k {
			return i
		}
		if fold < 0 && strings.EqualFold(name, k) {
			fold = i
		}
	}
	return fold
}

// entries puts the keys of the table m into the map rv.
func (u *unifier) entries(m map[string]any, rv reflect.Value, key toml.Key, path string) {
	if rv.Type().Key().Kind() != reflect.String {
		panic("model: cannot decode into " + rv.Type().String())
	}
	if rv.IsNil() {
		rv.Set(reflect.MakeMap(rv.Type()))
	}
	for k, v := range m {
		sub := addKey(key, k)
		u.decoded[sub.String()] = true
		e := reflect.New(rv.Type().Elem()).Elem()
		u.unify(v, e, sub, joinKey(path, k))
		rv.SetMapIndex(reflect.ValueOf(k).Convert(rv.Type().Key()), e)
	}
}

// elements puts the array list into the slice rv, element by element.
func (u *unifier) elements(list, rv reflect.Value, key toml.Key, path string) {
	n := list.Len()
	rv.Set(reflect.MakeSlice(rv.Type(), n, n))
	for i := range n {
		u.unify(list.Index(i).Interface(), rv.Index(i), key, path+"."+strconv.Itoa(i))
	}
}

// scalar puts x, of a kind want accepted, into rv.
func (u *unifier) scalar(x any, rv reflect.Value, path string) {
	switch x := x.(type) {
	case string:
		rv.SetString(x)
	case bool:
		rv.SetBool(x)
	case float64:
		rv.SetFloat(x)
	case int64:
		switch {
		case rv.CanFloat():
			const exact = 1 << 53 // the largest run of whole numbers a float64 holds
			if x > exact || x < -exact {
				u.add(path, "%d is too large to be held exactly; write it as a decimal number", x)
				return
			}
			rv.SetFloat(float64(x))
		case rv.CanInt() && !rv.OverflowInt(x):
			rv.SetInt(x)
		case rv.CanUint() && x >= 0 && !rv.OverflowUint(uint64(x)):
			rv.SetUint(uint64(x))
		default:
			u.add(path, "%d is out of range for a whole number here", x)
		}
	}
}

// mark records every key below key in data as decoded.
func (u *unifier) mark(key toml.Key, data any) {
	switch d := data.(type) {
	case map[string]any:
		for k, v := range d {
			sub := addKey(key, k)
			u.decoded[sub.String()] = true
			u.mark(sub, v)
		}
	case []map[string]any:
		for _, m := range d {
			u.mark(key, m)
		}
	case []any:
		for _, v := range d {
			u.mark(key, v)
		}
	}
}

func (u *unifier) add(path, format string, args ...any) {
	u.bad[path] = true
	u.errs = append(u.errs, &Error{Pos: u.locs.Pos(u.name, path), Path: DisplayPath(path), Msg: fmt.Sprintf(format, args...)})
}

// kindWords names what a field of each kind wants, in the words of a TOML file.
var kindWords = map[reflect.Kind]string{
	reflect.String: "text in quotes",
	reflect.Bool:   "true or false",
	reflect.Int:    "a whole number", reflect.Int8: "a whole number", reflect.Int16: "a whole number",
	reflect.Int32: "a whole number", reflect.Int64: "a whole number",
	reflect.Uint: "a whole number", reflect.Uint8: "a whole number", reflect.Uint16: "a whole number",
	reflect.Uint32: "a whole number", reflect.Uint64: "a whole number",
	reflect.Float32: "a number", reflect.Float64: "a number",
	reflect.Slice:  "a list",
	reflect.Struct: "a table",
	reflect.Map:    "a table",
}

// valueWords names what a decoded TOML value is, in the words of a TOML file.
func valueWords(data any) string {
	switch data.(type) {
	case string:
		return "text in quotes"
	case int64:
		return "a whole number"
	case float64:
		return "a decimal number"
	case bool:
		return "true or false"
	case time.Time:
		return "a date or time"
	case []any, []map[string]any:
		return "a list"
	case map[string]any:
		return "a table"
	}
	return fmt.Sprintf("%T", data)
}

// addKey returns key with piece after it, in a new slice.
func addKey(key toml.Key, piece string) toml.Key {
	return append(key[:len(key):len(key)], piece)
}
