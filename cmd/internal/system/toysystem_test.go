package system_test

// An example game system that lives only in this test, as database/sql's
// fake driver does: a toy duel, joined to its cards in this file and
// registered with one line, with nothing else in the repository changed.
// It proves the seam of this package: check, render (cards, roster, QR
// codes), show, decode and serve take a system they have never heard of.

import (
	"bytes"
	"context"
	"embed"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
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
	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/serve"
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
	if src, err := decodeLink(link); err == nil || !strings.Contains(err.Error(), "game system 200, which this crewcard does not know") {
		t.Errorf("decode %s without the toy = %q, %v\nwant an unknown system", link, src, err)
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

// decodeLink gives back the file a scanned link holds, as crewcard decode
// does: it must check and fit the default card.
func decodeLink(link string) (string, error) {
	sealed, _, err := saved.Parse(link)
	if err != nil {
		return "", err
	}
	src, err := system.File(sealed)
	if err != nil {
		return "", err
	}
	doc, errs := system.Check("<decoded>", src)
	if errs.Err() == nil {
		errs = system.Fit(doc)
	}
	return string(src), errs.Err()
}

// checkFiles checks files as crewcard check -v does: the summary of each
// legal file, and every problem on a line of its own.
func checkFiles(t *testing.T, stdin string, names ...string) (ok bool, stdout, stderr string) {
	t.Helper()
	var out, errs strings.Builder
	ok = inputs.Each(context.Background(), names, strings.NewReader(stdin), &errs, system.Fit, func(d system.Doc) {
		fmt.Fprintln(&out, d.Summary())
	})
	return ok, out.String(), errs.String()
}

// showJSON returns a file's show --json.
func showJSON(t *testing.T, name string, src []byte) string {
	t.Helper()
	doc, errs := system.Check(name, src)
	if errs.Err() != nil {
		t.Fatalf("%s: %v", name, errs.Err())
	}
	v, err := system.ShowJSON(doc, saved.DefaultBase)
	if err != nil {
		t.Fatal(err)
	}
	b, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// TestToySystemInside drives the whole pipeline on the toy's files, as the
// command does: check refuses its rule's breach at its key, render prints
// its card and its roster row beside a crew's, decode gives back its file,
// and serve lists it and opens its code.
func TestToySystemInside(t *testing.T) {
	if os.Getenv(toyEnv) != "1" {
		t.Skip("TestToySystem runs it, with the toy registered")
	}
	const ada = "testdata/toy/ada.toml"
	tiger := filepath.Join(samplesDir, "regular-tiger.toml")
	t.Run("usage", func(t *testing.T) {
		// The usage of crewcard, check and render, each made by Kinds.
		if usage := system.Kinds("Render {and} files"); !strings.Contains(usage, "and duellist files") {
			t.Errorf("Kinds = %q, want a usage naming duellist files", usage)
		}
	})
	t.Run("check", func(t *testing.T) {
		for _, tc := range []struct {
			name, stdin string
			args        []string
			ok          bool
			stdout      string
			stderr      string // a line of it
		}{
			{"legal", "", []string{ada}, true, ada + `: duellist "Ada", luck 4` + "\n", ""},
			{"luck", "", []string{"testdata/toy/unlucky.toml"}, false, "",
				"testdata/toy/unlucky.toml:4:1: duellist.luck: luck must be 1 to 6, not 9 (T1)\n"},
			{"unknown key", "", []string{"testdata/toy/hat.toml"}, false, "",
				"testdata/toy/hat.toml:4:1: duellist.hat: unknown key\n"},
			{"misspelt system", "system = \"toy-dule\"\n", []string{"-"}, false, "", `did you mean "toy-duel"?`},
		} {
			ok, stdout, stderr := checkFiles(t, tc.stdin, tc.args...)
			if ok != tc.ok || stdout != tc.stdout || !strings.Contains(stderr, tc.stderr) || tc.stderr == "" && stderr != "" {
				t.Errorf("%s: check %q = ok %v, stdout %q, stderr\n%s\nwant ok %v, stdout %q, stderr holding %q",
					tc.name, tc.args, ok, stdout, stderr, tc.ok, tc.stdout, tc.stderr)
			}
		}
	})

	var shown struct {
		duelView
		Link string `json:"link"`
		Code string `json:"code"`
	}
	adaSrc, err := os.ReadFile(ada)
	if err != nil {
		t.Fatal(err)
	}
	js := showJSON(t, ada, adaSrc)
	if err := json.Unmarshal([]byte(js), &shown); err != nil || shown.Link == "" || shown.Name != "Ada" || shown.Luck != 4 {
		t.Fatalf("show --json %s = %v\n%s\nwant Ada, luck 4, with a link", ada, err, js)
	}
	short := shown.Code

	t.Run("render", func(t *testing.T) {
		docs := readDocs(t, ada, tiger)
		o := options()
		kit, err := system.NewKit(docs, nil, o)
		if err != nil {
			t.Fatal(err)
		}
		pdfs, errs := system.Render(context.Background(), docs, kit, o)
		if len(errs) > 0 || len(pdfs) != 1 {
			t.Fatalf("Render: %d documents, %v", len(pdfs), errs)
		}
		out := cardtest.WriteFile(t, t.TempDir(), "cards.pdf", pdfs[0].Data)
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
		src, err := decodeLink(shown.Link)
		if err != nil {
			t.Fatalf("decode %s: %v", shown.Link, err)
		}
		if ok, _, stderr := checkFiles(t, src, "-"); !ok {
			t.Errorf("check of decode's file fails\n%s\nthe file:\n%s", stderr, src)
		}
		var again struct {
			duelView
			Link string `json:"link"`
		}
		js := showJSON(t, "<stdin>", []byte(src))
		if err := json.Unmarshal([]byte(js), &again); err != nil || again.duelView != shown.duelView || again.Link != shown.Link {
			t.Errorf("decode's file shows %s (%v), want %+v, link %s\nthe file:\n%s", js, err, shown.duelView, shown.Link, src)
		}
	})

	t.Run("serve", func(t *testing.T) {
		url := serveFiles(t, ada, tiger)
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
		want, err := decodeLink(code)
		if status, got := httpGet(t, url+"/download/"+code); status != 200 || got != want || want == "" {
			t.Errorf("GET /download/%s: status %d,\n%s\nwant what decode prints (%v)\n%s", code, status, got, err, want)
		}
	})
}

// serveFiles runs crewcard serve's server on args, with card pages
// (--sheet none), until the test ends, and returns its URL.
func serveFiles(t *testing.T, args ...string) string {
	t.Helper()
	o := options()
	o.Sheet = press.NoSheet
	kit, err := system.NewKit(nil, nil, o)
	if err != nil {
		t.Fatal(err)
	}
	render := func(ctx context.Context, docs []system.Doc) ([]press.Document, []error) {
		return system.Render(ctx, docs, kit, o)
	}
	s := serve.New(serve.Config{Args: args, Kit: kit, Options: o, Render: render})
	srv := httptest.NewServer(s)
	t.Cleanup(func() { s.Close(); srv.Close() })
	return srv.URL
}

// httpGet fetches url and returns the status and the body.
func httpGet(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	var body []byte
	if err == nil {
		body, err = io.ReadAll(res.Body)
		res.Body.Close()
	}
	if err != nil {
		t.Fatalf("GET %s: %v", url, err)
	}
	return res.StatusCode, string(body)
}
