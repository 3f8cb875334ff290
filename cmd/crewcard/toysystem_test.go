package main

// An example game system that lives only in this test, as database/sql's
// fake driver does: a toy duel, joined to its cards in this file and
// registered with one line, with nothing else in the repository changed.
// It proves the seam of cmd/internal/system: check, render (cards, roster,
// QR codes), show, decode and serve take a system they have never heard of.

import (
	"bytes"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/crewcard/crewcard/cmd/internal/cardtest"

	"github.com/BurntSushi/toml"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/layout"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

// toyEnv, set to 1, registers the toy: only in the process that
// TestToySystem starts, so that the other tests never see it.
const toyEnv = "CREWCARD_TOY"

func init() {
	if os.Getenv(toyEnv) == "1" {
		system.Register(toy{}) // the toy's one registration line
	}
}

// toyData holds the toy's templates and files.
//
//go:embed testdata/toy
var toyData embed.FS

// The toy duel's names, its saved-state tag (unused by the real systems)
// and its cards' templates.
const (
	toyName   = "toy-duel"
	toyTag    = saved.System(200)
	toyMaxLen = 24 // the longest name, characters: 4 bytes each stay under saved.MaxPayload
)

var toyFaces = [2]string{"toy-front", "toy-back"}

// toy is the toy duel: a duellist with a name and a luck of 1 to 6 (T1).
type toy struct{}

func (toy) Info() system.Info {
	return system.Info{
		Name: toyName, Tag: toyTag, Noun: [2]string{"duellist", "duellists"}, Faces: [][2]string{toyFaces},
		Roster: []system.Column{
			{ID: system.NameColumn, Head: "Duellist"}, {ID: "luck", Head: "Luck", Num: true},
			{ID: "code", Head: "Code"}, {ID: system.PointsColumn, Head: "Points", Num: true},
		},
	}
}

func (toy) Template(name string) ([]byte, bool) {
	if name != toyFaces[0] && name != toyFaces[1] {
		return nil, false
	}
	src, err := toyData.ReadFile("testdata/toy/" + name + ".toml")
	return src, err == nil
}

// duelFile is a toy file as TOML holds it.
type duelFile struct {
	System   string `toml:"system"`
	Duellist struct {
		Name string `toml:"name"`
		Luck *int   `toml:"luck"`
	} `toml:"duellist"`
}

func (toy) Check(name string, src []byte) (system.Doc, model.ErrorList) {
	var f duelFile
	locs, errs := model.Decode(name, src, &f, "a duellist file")
	if locs == nil {
		return nil, errs
	}
	pos := func(key string) model.Pos { return locs.Pos(name, key) }
	d := &duel{file: name, name: f.Duellist.Name, pos: pos}
	if msg := model.CheckText(d.name, true, toyMaxLen); msg != "" {
		errs.Add(pos("duellist.name"), "duellist.name", "", "%s", msg)
	}
	switch l := f.Duellist.Luck; {
	case l == nil:
		errs.Add(pos("duellist"), "duellist.luck", "T1", "luck is missing; give 1 to 6")
	case *l < 1 || *l > 6:
		errs.Add(pos("duellist.luck"), "duellist.luck", "T1", "luck must be 1 to 6, not %d", *l)
	default:
		d.luck = *l
	}
	if errs.Err() == nil {
		errs = append(errs, system.Glyphs([]system.KeyText{{Key: "duellist.name", Text: d.name}}, pos)...)
	}
	errs.Sort()
	if errs.Err() != nil {
		return nil, errs
	}
	return d, errs
}

// Probe is the fullest duellist: the longest name of wide letters.
func (toy) Probe(linkBase string) (press.Probe, error) {
	if linkBase == "" {
		linkBase = saved.DefaultBase
	}
	d := &duel{file: "probe.toml", name: strings.Repeat("W", toyMaxLen), luck: 6}
	card, err := d.Card(0, linkBase)
	return press.Probe{Card: card, About: "a duellist with the longest name"}, err
}

// File writes the duellist of a saved state: its body is the luck, a
// byte, then the name.
func (toy) File(s saved.Sealed) ([]byte, error) {
	if s.Version != 1 {
		return nil, fmt.Errorf("%w: toy-duel body version %d; this test reads 1", saved.ErrVersion, s.Version)
	}
	if len(s.Body) < 2 || !utf8.Valid(s.Body[1:]) {
		return nil, fmt.Errorf("%w: a toy-duel body is a luck byte and a name", saved.ErrMalformed)
	}
	var f duelFile
	luck := int(s.Body[0])
	f.System, f.Duellist.Name, f.Duellist.Luck = toyName, string(s.Body[1:]), &luck
	var b bytes.Buffer
	enc := toml.NewEncoder(&b)
	enc.Indent = ""
	err := enc.Encode(f)
	return b.Bytes(), err
}

// duel is a checked toy file.
type duel struct {
	file, name string
	luck       int
	pos        func(key string) model.Pos
}

func (d *duel) Name() string          { return d.file }
func (d *duel) System() system.System { return toy{} }
func (d *duel) Cards() int            { return 1 }
func (d *duel) Summary() string {
	return fmt.Sprintf("%s: duellist %q, luck %d", d.file, d.name, d.luck)
}

func (d *duel) payload() []byte {
	return saved.Seal(saved.Sealed{System: toyTag, Version: 1, Body: append([]byte{byte(d.luck)}, d.name...)})
}

func (d *duel) Link(linkBase string) (link, code string, err error) {
	p := d.payload()
	link, err = saved.Link(linkBase, saved.Text(p))
	return link, saved.ShortCode(p), err
}

func (d *duel) Card(_ int, linkBase string) (press.Card, error) {
	link, code, err := d.Link(linkBase)
	if err != nil {
		return press.Card{}, err
	}
	v := layout.View{Text: map[string]string{"name": d.name, "luck": "Luck " + strconv.Itoa(d.luck), "code": code}, QR: link}
	return press.Card{Front: toyFaces[0], Back: toyFaces[1], View: v}, nil
}

// Explain puts a name that does not lay out at its key.
func (d *duel) Explain(_ int, err error, _ *press.Kit, _ string) error {
	var fe *layout.FitError
	if errors.As(err, &fe) && fe.Slot == "name" && d.pos != nil {
		return &model.Error{Pos: d.pos("duellist.name"), Path: "duellist.name", Msg: fmt.Sprintf("%q does not fit the card; shorten it", d.name)}
	}
	return &model.Error{Pos: model.Pos{File: d.file}, Msg: "the duellist's card: " + err.Error()}
}

func (d *duel) Roster() ([]string, int) {
	_, code, _ := d.Link(saved.DefaultBase) // the code is the payload's, whatever the base
	return []string{d.name, strconv.Itoa(d.luck), code, ""}, 0
}

// duelView is a duellist as show --json gives it.
type duelView struct {
	Name string `json:"name"`
	Luck int    `json:"luck"`
}

func (d *duel) Show() (string, any) {
	return fmt.Sprintf("%s, luck %d: wins a duel on a roll of %d or less (T1)\n", d.name, d.luck, d.luck), duelView{d.name, d.luck}
}

// TestToySystem runs TestToySystemInside in a process of its own, the
// only one where the toy is registered: the registry is global, and the
// other tests check the list of systems. Here, without the toy, its code
// is a game system this crewcard does not know.
func TestToySystem(t *testing.T) {
	needs.Long(t, "a whole toy system rendered, served and scanned")
	if os.Getenv(toyEnv) == "1" {
		t.Skip("the toy's own process runs TestToySystemInside")
	}
	if slices.Contains(system.Names(), toyName) {
		t.Fatalf("the toy is registered without %s=1: %q", toyEnv, system.Names())
	}
	link, _, err := (&duel{name: "Ada", luck: 4}).Link(saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	if code, _, stderr := runCLI(t, "", "decode", link); code != exitInvalid || !strings.Contains(stderr, "game system 200, which this crewcard does not know") {
		t.Errorf("decode %s without the toy = exit %d\n%s\nwant exit %d: an unknown system", link, code, stderr, exitInvalid)
	}
	cmd := exec.Command(os.Args[0], "-test.run=^TestToySystemInside$", "-test.v")
	cmd.Env = append(os.Environ(), toyEnv+"=1")
	out, err := cmd.CombinedOutput()
	if err != nil || !bytes.Contains(out, []byte("--- PASS: TestToySystemInside ")) {
		t.Fatalf("TestToySystemInside with %s=1: %v\n%s", toyEnv, err, out)
	}
	if testing.Verbose() || bytes.Contains(out, []byte("--- SKIP")) {
		t.Logf("TestToySystemInside:\n%s", out)
	}
}

// TestToySystemInside drives the whole command, in-process, on the toy's
// files: check refuses its rule's breach at its key, render prints its card
// and its roster row beside a crew's, decode gives back its file, and serve
// lists it and opens its code.
func TestToySystemInside(t *testing.T) {
	if os.Getenv(toyEnv) != "1" {
		t.Skip("TestToySystem runs it, with the toy registered")
	}
	const ada = "testdata/toy/ada.toml"
	t.Run("usage", func(t *testing.T) {
		for _, args := range [][]string{{"-h"}, {"check", "-h"}, {"render", "-h"}} {
			if code, _, stderr := runCLI(t, "", args...); code != exitOK || !strings.Contains(stderr, "and duellist files") {
				t.Errorf("crewcard %q = exit %d, usage\n%s\nwant one naming duellist files", args, code, stderr)
			}
		}
	})
	t.Run("check", func(t *testing.T) {
		for _, tc := range []struct {
			name, stdin string
			args        []string
			code        int
			stdout      string
			stderr      string // a line of it
		}{
			{"legal", "", []string{"-v", ada}, exitOK, ada + `: duellist "Ada", luck 4` + "\n", ""},
			{"luck", "", []string{"testdata/toy/unlucky.toml"}, exitInvalid, "",
				"testdata/toy/unlucky.toml:4:1: duellist.luck: luck must be 1 to 6, not 9 (T1)\n"},
			{"unknown key", "", []string{"testdata/toy/hat.toml"}, exitInvalid, "",
				"testdata/toy/hat.toml:4:1: duellist.hat: unknown key\n"},
			{"misspelt system", "system = \"toy-dule\"\n", []string{"-"}, exitInvalid, "", `did you mean "toy-duel"?`},
		} {
			code, stdout, stderr := runCLI(t, tc.stdin, append([]string{"check"}, tc.args...)...)
			if code != tc.code || stdout != tc.stdout || !strings.Contains(stderr, tc.stderr) || tc.stderr == "" && stderr != "" {
				t.Errorf("%s: check %q = exit %d, stdout %q, stderr\n%s\nwant exit %d, stdout %q, stderr holding %q",
					tc.name, tc.args, code, stdout, stderr, tc.code, tc.stdout, tc.stderr)
			}
		}
	})

	var shown struct {
		duelView
		Link string `json:"link"`
		Code string `json:"code"`
	}
	code, stdout, stderr := runCLI(t, "", "show", "--json", ada)
	if err := json.Unmarshal([]byte(stdout), &shown); code != exitOK || err != nil || shown.Link == "" || shown.Name != "Ada" || shown.Luck != 4 {
		t.Fatalf("show --json %s = exit %d, %v\n%s%s\nwant Ada, luck 4, with a link", ada, code, err, stdout, stderr)
	}
	short := shown.Code

	t.Run("render", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "cards.pdf")
		args := []string{"render", "--sheet", "a4", "-o", out, ada, tigerSample}
		if code, _, stderr := runCLI(t, "", args...); code != exitOK {
			t.Fatalf("%q = exit %d\n%s", args, code, stderr)
		}
		cardtest.Tools(t, "pdftotext", "pdftoppm", "zbarimg")
		pages := cardtest.PageTexts(t, out)
		roster := slices.IndexFunc(pages, func(p string) bool { return strings.Contains(p, "Roster:") })
		if roster < 0 {
			t.Fatalf("no page of %d has the roster", len(pages))
		}
		text := cardtest.Run(t, "pdftotext", "-layout", "-f", strconv.Itoa(roster+1), "-l", strconv.Itoa(roster+1), out, "-")
		row := regexp.MustCompile(`(?m)^\s*1\s+Ada\s+4\s+` + short + `\s*$`)
		for _, want := range []string{"Roster: 1 crew, 300 points; 1 duellist\n", "Crew or duellist", "Luck"} {
			if !strings.Contains(text, want) {
				t.Errorf("the roster lacks %q:\n%s", want, text)
			}
		}
		if !row.MatchString(text) {
			t.Errorf("the roster has no row %q:\n%s", row, text)
		}
		var links []string
		for _, p := range cardtest.ScanPages(t, out, 300, len(pages)) {
			links = append(links, p...)
		}
		if !slices.Contains(links, shown.Link) {
			t.Errorf("the QR codes of %s hold %q, not the toy's %q", out, links, shown.Link)
		}
	})

	t.Run("decode", func(t *testing.T) {
		code, src, stderr := runCLI(t, "", "decode", shown.Link)
		if code != exitOK {
			t.Fatalf("decode %s = exit %d\n%s", shown.Link, code, stderr)
		}
		if code, _, stderr := runCLI(t, src, "check", "-"); code != exitOK {
			t.Errorf("check of decode's file = exit %d\n%s\nthe file:\n%s", code, stderr, src)
		}
		var again struct {
			duelView
			Link string `json:"link"`
		}
		_, js, _ := runCLI(t, src, "show", "--json", "-")
		if err := json.Unmarshal([]byte(js), &again); err != nil || again.duelView != shown.duelView || again.Link != shown.Link {
			t.Errorf("decode's file shows %s (%v), want %+v, link %s\nthe file:\n%s", js, err, shown.duelView, shown.Link, src)
		}
	})

	t.Run("serve", func(t *testing.T) {
		url, _ := startServe(t, "--addr", "127.0.0.1:0", "--sheet", "none", ada, tigerSample)
		status, index := httpGet(t, url+"/")
		file := regexp.MustCompile(`href="(/crew/[^"]*ada[^"]*)"`).FindStringSubmatch(index)
		if status != 200 || !strings.Contains(index, `data-label="Crew or duellist">Ada</td>`) || file == nil {
			t.Fatalf("GET /: status %d, want Ada and a link to her file\n%.3000s", status, index)
		}
		if !strings.Contains(index, "<th>Luck</th>") || !strings.Contains(index, `<td class="num" data-label="Luck">4</td>`) {
			t.Errorf("GET /: the list of files lacks the toy's own column, Luck 4\n%.3000s", index)
		}
		if status, page := httpGet(t, url+file[1]); status != 200 || !strings.Contains(page, "<h1>Ada</h1>") || !strings.Contains(page, "luck 4") {
			t.Errorf("GET %s: status %d, want Ada with luck 4\n%.3000s", file[1], status, page)
		}
		code := shown.Link[strings.LastIndex(shown.Link, "/")+1:]
		status, page := httpGet(t, url+"/"+code)
		if status != 200 || !strings.Contains(page, "<h1>Ada</h1>") || !strings.Contains(page, "Download duellist file") {
			t.Errorf("GET /%s: status %d, want Ada's page and a duellist file to download\n%.3000s", code, status, page)
		}
		_, want, _ := runCLI(t, "", "decode", code)
		if status, got := httpGet(t, url+"/download/"+code); status != 200 || got != want || want == "" {
			t.Errorf("GET /download/%s: status %d,\n%s\nwant what decode prints\n%s", code, status, got, want)
		}
	})
}
