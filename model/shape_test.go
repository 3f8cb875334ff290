package model

import (
	"fmt"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

const (
	deepMsg   = "tables and arrays nest more than 6 deep here, more than a crewcard file ever needs; "
	keyLenMsg = "key path is longer than 64 bytes; a crewcard file's keys are short names such as crew.skills"
)

// TestCheckShape checks what the pre-scan refuses, and where: brackets,
// braces, dotted keys and headers count; strings and comments do not.
func TestCheckShape(t *testing.T) {
	n := strings.Repeat
	for _, tc := range []struct {
		name, src, want string // want: "" when the file passes
	}{
		{"the deepest crew value", "[[battle]]\nskills = [{ role = \"gunner\", dice = [1, 2] }]\n", ""},
		{"the deepest crew value inline", "battle = [{ skills = [{ dice = [1, 2] }] }]\n", ""},
		{"arrays 6 deep", "x = " + n("[", 6) + n("]", 6) + "\n", ""},
		{"arrays 7 deep", "x = " + n("[", 7) + n("]", 7) + "\n", "f.toml:1:11: x: " + deepMsg + "remove the extra brackets"},
		{"inline tables 7 deep", "x = " + n("{a=", 7) + "1" + n("}", 7) + "\n", "f.toml:1:23: x.a.a.a.a.a.a: " + deepMsg + "remove the extra brackets"},
		{"arrays in a multi-line array", "x = [\n  1, # ]]]]\n  " + n("[", 6) + n("]", 6) + ",\n]\n", "f.toml:3:8: x: " + deepMsg + "remove the extra brackets"},
		{"header 6 deep", "[" + n("a.", 5) + "a]\n", ""},
		{"header 7 deep", "[" + n("a.", 6) + "a]\n", "f.toml:1:14: a.a.a.a.a.a.a: " + deepMsg + "use fewer dotted parts in the table's name"},
		{"header with spaces", "[ a . b ]\nc = 1\n", ""},
		{"array of tables 7 deep", "[[" + n("a.", 5) + "a]]\n", "f.toml:1:1: a.a.a.a.a.a: " + deepMsg + "use fewer dotted parts in the table's name"},
		{"dotted key 7 long", n("a.", 6) + "a = 1\n", ""},
		{"dotted key 8 long", n("a.", 7) + "a = 1\n", "f.toml:1:13: a.a.a.a.a.a.a: " + deepMsg + "use fewer dotted parts in the key"},
		{"header, key and value add up", "[a.b]\nd.e = { f = [[1]] }\n", ""},
		{"header, key and value add up to 7", "[a.b]\nd.e = { f = [[[1]]] }\n", "f.toml:2:15: a.b.d.e.f: " + deepMsg + "remove the extra brackets"},
		{"each header starts afresh", n("["+n("a.", 5)+"a]\nx = 1\n", 3), ""},
		{"brackets in strings", `x = "[[[[[[[[[[{{{{{{{{{{\"[[[[[["` + "\ny = '[[[[[[[[[[\\'\nz = 1\n", ""},
		{"brackets in multi-line strings", "x = \"\"\"\n" + n("[", 20) + "\n[" + n("a.", 20) + "a]\n\\\"\"\"\n\"\"\"\ny = '''\n" + n("{", 20) + "'''''\n", ""},
		{"brackets in comments", "# " + n("[", 20) + "\nx = 1 # " + n("{", 20) + "\n", ""},
		{"a byte-order mark", "\uFEFFx = " + n("[", 7) + n("]", 7) + "\n", "f.toml:1:11: x: " + deepMsg + "remove the extra brackets"},
		{"a key path of 64 bytes", "[" + n("a", 40) + "]\n" + n("b", 23) + " = 1\n", ""},
		{"a key path of 65 bytes", "[" + n("a", 40) + "]\n" + n("b", 24) + " = 1\n", "f.toml:2:1: " + n("a", 40) + "." + n("b", 19) + "…: " + keyLenMsg},
		{"a long quoted key", `"` + n("k", 200) + `" = 1` + "\n", `f.toml:1:1: "` + n("k", 59) + "…: " + keyLenMsg},
		{"60,000 tables", n("[[a]]\n", 60_000), ""},
		{"60,001 tables", n("[[a]]\n", 59_999) + "x = [{}, {}]\n", "f.toml:60000:10: a.x: more than 60000 tables in one file, more than a crewcard file ever holds; is this the right file?"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := ""
			if err := CheckShape("f.toml", []byte(tc.src)); err != nil {
				got = err.Error()
			}
			if got != tc.want {
				t.Errorf("CheckShape = %q\nwant          %q", got, tc.want)
			}
		})
	}
}

// worstFiles are files of 1 MiB made to cost the decoder most, each with
// the error CheckShape gives it. The TOML decoder needed minutes and
// gigabytes for each before the pre-scan.
func worstFiles() []struct{ name, src, want string } {
	const size = MaxFileSize
	n := strings.Repeat
	half := (size - 10) / 2
	return []struct{ name, src, want string }{
		{"nested arrays", "x = " + n("[", half) + n("]", half), "big.toml:1:11: x: " + deepMsg + "remove the extra brackets"},
		{"nested arrays, never closed", "x = " + n("[", size-10), "big.toml:1:11: x: " + deepMsg + "remove the extra brackets"},
		{"nested inline tables", "x = " + n("{a=", (size-10)/4) + "1" + n("}", (size-10)/4), "big.toml:1:23: x.a.a.a.a.a.a: " + deepMsg + "remove the extra brackets"},
		{"a dotted header", "[" + n("a.", half-1) + "a]\n", "big.toml:1:14: a.a.a.a.a.a.a: " + deepMsg + "use fewer dotted parts in the table's name"},
		{"a dotted array of tables", "[[" + n("a.", half-2) + "a]]\n", "big.toml:1:15: a.a.a.a.a.a.a: " + deepMsg + "use fewer dotted parts in the table's name"},
		{"a dotted key", n("a.", half-2) + "a = 1\n", "big.toml:1:13: a.a.a.a.a.a.a: " + deepMsg + "use fewer dotted parts in the key"},
		{"a dotted key of quoted pieces", n(`"".`, (size-10)/3) + `"" = 1`, `big.toml:1:19: "".""."".""."".""."": ` + deepMsg + "use fewer dotted parts in the key"},
		{"a long header, then keys", "[" + n("a", size/2) + "]\n" + n("k=1\n", size/8-1), "big.toml:1:2: " + n("a", 60) + "…: " + keyLenMsg},
		{"headers growing deeper", growing(size), "big.toml:7:14: a.a.a.a.a.a.a: " + deepMsg + "use fewer dotted parts in the table's name"},
		{"empty inline tables", "x = [" + n("{},", (size-10)/3) + "]", "big.toml:1:180006: x: more than 60000 tables in one file, more than a crewcard file ever holds; is this the right file?"},
	}
}

func growing(size int) string {
	var b strings.Builder
	for d := 1; b.Len() < size-2*d-4; d++ {
		fmt.Fprintf(&b, "[%sa]\n", strings.Repeat("a.", d-1))
	}
	return b.String()
}

// TestDecodeWorstFiles checks that Decode refuses each worst file with the
// pre-scan's error, without decoding it.
func TestDecodeWorstFiles(t *testing.T) {
	for _, tc := range worstFiles() {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.src) > MaxFileSize {
				t.Fatalf("%d bytes, more than the limit", len(tc.src))
			}
			var v struct {
				X any `toml:"x"`
			}
			locs, errs := Decode("big.toml", []byte(tc.src), &v, "a crew file")
			if locs != nil || len(errs) != 1 || errs[0].Error() != tc.want {
				t.Errorf("Decode = %v\nwant %s", errs, tc.want)
			}
			if got, err := SystemOf("big.toml", []byte("system = 1\n"+tc.src)); got != "" || err != nil {
				t.Errorf("SystemOf = %q, %v; want the system's parser to report the file", got, err)
			}
		})
	}
}

// FuzzCheckShape checks the pre-scan against the decoder: what it refuses
// for depth, the decoder finds more than MaxDepth deep, so that no legal
// file is refused; and it never panics.
func FuzzCheckShape(f *testing.F) {
	for _, s := range []string{
		"[[battle]]\nskills = [{ role = \"gunner\", dice = [1, 2] }]\n",
		"x = [[[[[[[[[1]]]]]]]]]\n",
		"[a.b.c.d.e.f.g.h.i]\n",
		"[[a]]\n[a.b]\n[[a.b.c]]\n[a.b.c.d.e]\nf.g.h = [[1]]\n",
		"x = \"\"\"\n[[[[[[[[[[\"\"\"\"\"\ny = '''\n{{{{{{{{{{'''\n",
		"x = { a = { b = { c = [ { d = [[1]] } ] } } }\n",
		"a.\"b.c\".'d' = 1 # [[[[[[[[[[[\n",
		"x = [1979-05-27 07:32:00, [[[[[[[[[1]]]]]]]]]]\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		err := CheckShape("fuzz.toml", src)
		if err == nil || !strings.Contains(err.Msg, "nest more than") {
			return
		}
		var v map[string]any
		if _, derr := toml.Decode(string(src), &v); derr != nil {
			return // not TOML: whatever the pre-scan says, the decoder refuses it too
		}
		if d := depthOf(v) - 1; d <= MaxDepth {
			t.Errorf("CheckShape refused a file the decoder finds %d deep: %v", d, err)
		}
	})
}

// depthOf counts the tables and arrays around the deepest value of v,
// v itself included.
func depthOf(v any) int {
	deepest := 0
	switch v := v.(type) {
	case map[string]any:
		for _, e := range v {
			deepest = max(deepest, depthOf(e))
		}
	case []map[string]any:
		for _, e := range v {
			deepest = max(deepest, depthOf(e))
		}
	case []any:
		for _, e := range v {
			deepest = max(deepest, depthOf(e))
		}
	default:
		return 0
	}
	return deepest + 1
}

// BenchmarkDecodeWorst measures Decode on 1 MiB files that pass CheckShape
// but cost the TOML decoder most: many keys at the deepest level, long
// dotted keys, as many inline tables as allowed, many elements.
func BenchmarkDecodeWorst(b *testing.B) {
	deepest := "[" + strings.Repeat("a.", MaxDepth-1) + "a]\n"
	dotted := func(size int) string {
		var s strings.Builder
		for i := 0; s.Len() < size-40; i++ {
			fmt.Fprintf(&s, "%sk%x = 1\n", strings.Repeat("a.", MaxDepth), i)
		}
		return s.String()
	}
	for _, bc := range []struct{ name, src string }{
		{"keys at the deepest level", deepest + keys(MaxFileSize-len(deepest))},
		{"dotted keys", dotted(MaxFileSize)},
		{"inline tables", "x = [" + strings.Repeat("{a=1},", MaxTables-1) + "]\n"},
		{"elements", "x = [" + strings.Repeat("1,", MaxFileSize/2-4) + "]\n"},
	} {
		if err := CheckShape("f.toml", []byte(bc.src)); err != nil || len(bc.src) > MaxFileSize {
			b.Fatalf("%s: %d bytes: %v", bc.name, len(bc.src), err)
		}
		b.Run(bc.name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				var v struct{}
				_, errs := Decode("f.toml", []byte(bc.src), &v, "a test file")
				if len(errs) == 0 {
					b.Fatal("no unknown keys reported")
				}
			}
		})
	}
}
