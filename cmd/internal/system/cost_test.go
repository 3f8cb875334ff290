package system_test

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards"
)

// loadDoc checks a sample file, or takes a built-in file by its id.
func loadDoc(t *testing.T, name string) system.Doc {
	t.Helper()
	src, ok := system.Builtin(name)
	if !ok {
		var err error
		if src, err = os.ReadFile(filepath.Join(samplesDir, name)); err != nil {
			t.Fatal(err)
		}
	}
	doc, errs := system.Check(name, src)
	if errs.Err() != nil {
		t.Fatalf("%s: %v", name, errs.Err())
	}
	return doc
}

// TestDeepFilesRefused: a 1 MiB file nested far too deep is refused, with
// its place and the limit, by everything that reads it (check and show,
// battle, a template), before the decoder spends minutes and gigabytes on
// it.
func TestDeepFilesRefused(t *testing.T) {
	const deep = "tables and arrays nest more than 6 deep here, more than a crewcard file ever needs; "
	half := (1<<20 - 100) / 2
	tiger := loadDoc(t, "regular-tiger.toml")
	for _, tc := range []struct{ name, src, want string }{
		{"arrays", "x = " + strings.Repeat("[", half) + strings.Repeat("]", half) + "\n", ":1:11: x: " + deep + "remove the extra brackets"},
		{"inline tables", "x = " + strings.Repeat("{a=", half/2) + "1" + strings.Repeat("}", half/2) + "\n", ":1:23: x.a.a.a.a.a.a: " + deep + "remove the extra brackets"},
		{"a dotted header", "[" + strings.Repeat("a.", half) + "a]\n", ":1:14: a.a.a.a.a.a.a: " + deep + "use fewer dotted parts in the table's name"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := []byte("system = \"crew-experience\"\n" + tc.src)
			want := "deep.toml" + strings.Replace(tc.want, ":1:", ":2:", 1)
			_, errs := system.Check("deep.toml", src)
			if len(errs) != 1 || errs[0].Error() != want {
				t.Errorf("Check: %.300q, want only %q", errs.Err(), want)
			}
			_, errs, err := crewcards.AppendGame("deep.toml", src, crewcards.Game{Destroyed: []int64{100}}, io.Discard)
			if got := crewcards.Refused("deep.toml", err) + fmt.Sprint(errs); err == nil || !strings.Contains(got, want) {
				t.Errorf("AppendGame: %.300q, want %q", got, want)
			}
			_, err = system.NewKit([]system.Doc{tiger}, []press.TemplateFile{{Path: "deep.toml", Src: src}}, &press.Options{})
			if err == nil || !strings.Contains(err.Error(), want) {
				t.Errorf("NewKit with the file as a template: %.300v, want %q", err, want)
			}
		})
	}
}

// TestLongValuesQuotedInPart: a message quoting what the user wrote quotes
// its first characters only.
func TestLongValuesQuotedInPart(t *testing.T) {
	_, errs := system.Check("crew.toml", []byte("system = \""+strings.Repeat("s", 500_000)+"\"\n"))
	want := `crew.toml:1:1: system: unknown game system "` + strings.Repeat("s", 60) + `…"; the systems are crew-experience, deck, fow-v4`
	if len(errs) != 1 || errs[0].Error() != want {
		t.Errorf("Check: %.300q, want only %q", errs.Err(), want)
	}
}
