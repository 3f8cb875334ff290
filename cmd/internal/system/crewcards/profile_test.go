package crewcards_test

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/cmd/internal/battlescribe"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	babsdata "github.com/crewcard/crewcard/cmd/internal/system/crewcards/bsdata"
	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/crewtest"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/crewexp"
	"github.com/crewcard/crewcard/model/crewexp/codec"
	"github.com/crewcard/crewcard/model/saved"
)

// TestProfileSampleDecodes holds every sample with a vehicle profile to
// its code: the code decodes to a file that checks and lays out the same
// card, page for page and drawing for drawing.
func TestProfileSampleDecodes(t *testing.T) {
	d := planKit(t, press.Options{})
	n := 0
	for _, s := range crewtest.Samples(t) {
		if s.Crew.Profile == nil {
			continue
		}
		n++
		c, err := codec.Decode(s.Payload)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		src, err := crewexp.CrewFile(c)
		if err != nil {
			t.Fatalf("%s: %v", s.Name, err)
		}
		back, errs := crewexp.Check("decoded.toml", src)
		if errs.Err() != nil {
			t.Fatalf("%s: the decoded file does not check: %v\n%s", s.Name, errs, src)
		}
		want, err := plan(d, s.Crew, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		got, err := plan(d, back, saved.DefaultBase)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the decoded file lays out another card:\n%s", s.Name, src)
		}
	}
	if n == 0 {
		t.Error("no sample has a vehicle profile")
	}
}

// TestCodeOnNoFace: a crew whose code the card prints on its back is
// refused with a back template that has no code for it.
func TestCodeOnNoFace(t *testing.T) {
	docs := checkDocs(t, samplePath("bolt-action-t35.toml"), samplePath("regular-tiger.toml"))
	src, err := system.Template("crew-back")
	if err != nil {
		t.Fatal("template export crew-back failed")
	}
	back := string(src)
	for _, slot := range []string{"code_large", "code_dense"} {
		i := strings.Index(back, "[[widget]]\nkind = \"qr\"\nif = \""+slot+"\"")
		if i < 0 {
			t.Fatalf("the back template has no code for a long state (%s)", slot)
		}
		j := i + strings.Index(back[i+1:], "[[widget]]") + 1
		back = back[:i] + back[j:]
	}
	tmpl := []press.TemplateFile{{Path: "back.toml", Src: []byte(back)}}
	_, errs := render(docs[:1], tmpl, renderOptions(t))
	if len(errs) == 0 || !strings.Contains(fmt.Sprint(errs), "draw its QR code on neither face") {
		t.Errorf("render with a back that draws no code = errors %v", errs)
	}
	if _, errs = render(docs[1:], tmpl, renderOptions(t)); len(errs) > 0 {
		t.Errorf("a crew whose code is on its front = errors %v", errs)
	}
}

// bsdataBoltAction is the Bolt Action BattleScribe data beside the
// repository.
const bsdataBoltAction = "../../../../../shared/data/bsdata-boltaction"

// TestImportedCrewsDecode imports every vehicle of every Bolt Action army
// of the test data, as `import` does, and holds each crew file to its
// card's code: the code decodes to a file that checks and lays out the
// same card, page for page (the soft skin, the weapons, the code on the
// back when the profile makes it long).
func TestImportedCrewsDecode(t *testing.T) {
	d := planKit(t, press.Options{})
	n, back, soft := 0, 0, 0
	for _, crew := range importedCrews(t) {
		payload, err := codec.Encode(crew.Saved())
		if err != nil {
			t.Fatal(err)
		}
		c, err := codec.Decode(payload)
		if err != nil {
			t.Fatalf("%s: %v", crew.Vehicle, err)
		}
		src, err := crewexp.CrewFile(c)
		if err != nil {
			t.Fatal(err)
		}
		decoded, errs := crewexp.Check("decoded.toml", src)
		if errs.Err() != nil {
			t.Fatalf("%s: the decoded file does not check: %v", crew.Vehicle, errs)
		}
		want, err := plan(d, crew, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s: %v", crew.Vehicle, err)
		}
		got, err := plan(d, decoded, saved.DefaultBase)
		if err != nil {
			t.Fatalf("%s, decoded: %v", crew.Vehicle, err)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s: the decoded file lays out another card:\n%s", crew.Vehicle, src)
		}
		n++
		if len(payload) > crewexp.MaxPayload {
			back++
		}
		if crew.State.SoftSkin {
			soft++
		}
	}
	t.Logf("%d imported crews decode to their cards; %d with the code on the back, %d soft-skinned", n, back, soft)
	if n < 500 || back == 0 || soft == 0 {
		t.Errorf("%d crews, %d with the code on the back, %d soft-skinned: the test wants hundreds, and some of each", n, back, soft)
	}
}

// importedCrews imports every vehicle of every Bolt Action army of the
// test data, as import does, and returns the crews its files check to.
func importedCrews(t *testing.T) []*crewexp.Crew {
	t.Helper()
	if _, err := os.Stat(bsdataBoltAction); errors.Is(err, fs.ErrNotExist) {
		needs.Missing(t, "test data not present: %v", err)
	}
	paths, _ := filepath.Glob(filepath.Join(bsdataBoltAction, "*.cat"))
	more, _ := filepath.Glob(filepath.Join(bsdataBoltAction, "v3", "*.cat"))
	var crews []*crewexp.Crew
	for _, path := range append(paths, more...) {
		a, err := babsdata.Load(path, battlescribe.DefaultLimits)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range a.Vehicles {
			im := a.VehicleFile(v, a.DefaultStart(v))
			if im.File == nil {
				continue
			}
			crew, errs := crewexp.Check(v.Name+".toml", im.File)
			if errs.Err() != nil {
				t.Fatalf("%s: %v", v.Name, errs)
			}
			crews = append(crews, crew)
		}
	}
	return crews
}
