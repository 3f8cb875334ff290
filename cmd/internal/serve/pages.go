package serve

import (
	"encoding/json"
	"fmt"
	"net/http"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
)

// row is one file in the list of files.
type row struct {
	Slug, File string
	Cells      []cell // one for each of the list's columns
	Problems   []string
	OK         bool // legal: printed, though it may have warnings
}

// cell is one value of the list, whether it is a number, and its column's
// heading (which labels it where a narrow screen stacks a row's cells).
type cell struct {
	Text string
	Num  bool
	Head string
}

// index lists every input with its numbers, as its system's columns give
// them (system.Brief), and its problems: once for each generation of the
// inputs, within the draw budget (built).
func (s *Server) index(w http.ResponseWriter, r *http.Request) {
	snap := s.inputs.current()
	s.built(w, r, snap.gen, indexKey, func() ([]byte, int) { return s.indexPage(snap) })
}

// indexKey keeps the list at / among the file pages: no slug has a slash.
const indexKey = "/"

// indexPage builds the list of the inputs of snap: at most maxListRows
// files and maxListLines lines of their problems, saying what it leaves
// out.
func (s *Server) indexPage(snap *snapshot) ([]byte, int) {
	var legal []system.Doc
	for _, e := range snap.files {
		if e.Doc != nil {
			legal = append(legal, e.Doc)
		}
	}
	cols, cells := system.Brief(legal)
	var rows []row
	bad, k, lines := 0, 0, 0
	for _, e := range snap.files {
		if e.Doc == nil {
			bad++
		}
		if len(rows) == maxListRows {
			continue // counted, not listed
		}
		r := row{Slug: e.Slug, File: e.Display, Problems: e.Problems, OK: e.Doc != nil}
		if lines+len(r.Problems) > maxListLines {
			r.Problems = []string{fmt.Sprintf("%d problems, not listed here: the list gives %d lines of problems at most; the file's page lists them", e.Total, maxListLines)}
		}
		lines += len(r.Problems)
		for j, c := range cols {
			text := "—"
			if e.Doc != nil && cells[k][j] != "" {
				text = cells[k][j]
			}
			r.Cells = append(r.Cells, cell{text, c.Num, c.Head})
		}
		if e.Doc != nil {
			k++
		}
		rows = append(rows, r)
	}
	cut := ""
	if more := len(snap.files) - len(rows); more > 0 {
		are := map[bool]string{true: "is", false: "are"}[more == 1]
		cut = fmt.Sprintf("list cut at %d files: %d more %s served, each at its page and in cards.pdf, not listed here", maxListRows, more, are)
	}
	var heads []string
	for _, c := range cols {
		heads = append(heads, c.Head)
	}
	b, err := execute("index", struct {
		frame
		Heads    []string
		Rows     []row
		Files    int
		Bad      int
		Cut      string
		Backs    bool
		LinkBase string
	}{frame{Title: "Files", Gen: snap.gen}, heads, rows, len(snap.files), bad, cut, s.cfg.Options.Backs == press.BacksSeparate, s.cfg.Options.LinkBase})
	if err != nil {
		return failed(err)
	}
	return b, http.StatusOK
}

// built answers the page key of generation gen: as kept, or built by build
// once however many ask for it at once (the others wait for that build),
// within the draw budget s.draws, and kept for the generation when its
// status is 200. A request beyond the budget waits for its turn, or is
// told to come back.
func (s *Server) built(w http.ResponseWriter, r *http.Request, gen, key string, build func() ([]byte, int)) {
	for {
		b, wait, mine := s.drawn.claim(gen, key)
		if b != nil {
			writePage(w, http.StatusOK, b)
			return
		}
		if mine {
			break
		}
		select { // another request builds this page: take its result
		case <-wait:
		case <-r.Context().Done():
			return // the client is gone: there is no one to answer
		}
	}
	defer s.drawn.done(gen, key)
	release, err := s.draws.acquire(r.Context())
	if err != nil {
		busy(w, err)
		return
	}
	defer release()
	b, status := build()
	if status == http.StatusOK && gen == s.inputs.current().gen {
		s.drawn.put(gen, key, b)
	}
	writePage(w, status, b)
}

// shown is the part of a file's page that a decoded code's page shares.
type shown struct {
	Heading, Summary string
	Faces            []faces
	Show, JSON       string
}

// show draws a legal file's cards and states its show data; the styles
// are the stylesheets its cards need.
func (s *Server) show(doc system.Doc) (shown, []string, error) {
	faces, styles, err := s.showCards(doc)
	if err != nil {
		return shown{}, nil, err
	}
	text, data := doc.Show()
	js, err := json.MarshalIndent(data, "", "  ")
	if err != nil {
		return shown{}, nil, err
	}
	return shown{Heading: system.Cells(doc)[system.NameColumn], Summary: strings.TrimPrefix(doc.Summary(), doc.Name()+": "),
		Faces: faces, Show: text, JSON: string(js)}, styles, nil
}

// crew shows one input: its problems, its cards front and back, its show
// data and, for a crew, its history. A page of cards is drawn once for
// each generation of the inputs, and only as many at once as s.draws
// allows (built); a page of problems alone is cheap, and built at once.
func (s *Server) crew(w http.ResponseWriter, r *http.Request) {
	snap := s.inputs.current()
	e := snap.bySlug[r.PathValue("slug")]
	if e == nil {
		s.problemPage(w, http.StatusNotFound, snap.gen, "No such file",
			[]string{fmt.Sprintf("no input is named %q now: a file deleted or renamed, or a folder that no longer holds it; the list at / shows the files served", r.PathValue("slug"))})
		return
	}
	if e.Doc == nil {
		b, status := s.crewPage(snap, e)
		writePage(w, status, b)
		return
	}
	s.built(w, r, snap.gen, e.Slug, func() ([]byte, int) { return s.crewPage(snap, e) })
}

// crewPage builds the page of the input e of snap.
func (s *Server) crewPage(snap *snapshot, e *entry) ([]byte, int) {
	data := struct {
		frame
		shown
		File     string
		Problems []string
		History  string
	}{frame: frame{Title: e.Display, Gen: snap.gen}, File: e.Display, Problems: e.Problems}
	data.Heading = e.Display
	if e.Doc != nil {
		sh, styles, err := s.show(e.Doc)
		if err != nil {
			return s.problems(http.StatusInternalServerError, snap.gen, e.Display, []string{err.Error()})
		}
		data.shown, data.Styles = sh, styles
		data.Title = sh.Heading
		if h, ok := e.Doc.(system.Historian); ok {
			data.History = h.History()
		}
	}
	b, err := execute("crew", data)
	if err != nil {
		return failed(err)
	}
	return b, http.StatusOK
}

// pdf renders every input as render would, with serve's flags, and answers
// the document whose suffix is given ("" or "-backs"). Problems are told as
// text, with the status 422.
func (s *Server) pdf(suffix string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		snap := s.inputs.current()
		docs, ok := snap.docs()
		if !ok {
			textError(w, http.StatusUnprocessableEntity, "cards.pdf is rendered when every file is legal, as crewcard render does; "+
				"fix these files (the list at / shows them):\n"+badFiles(snap))
			return
		}
		if len(docs) == 0 {
			textError(w, http.StatusUnprocessableEntity, "no files to render: serve was given none that exist; give files, folders or globs\n")
			return
		}
		release, err := s.pdfs.acquire(r.Context())
		if err != nil {
			busy(w, err)
			return
		}
		defer release()
		out, errs := s.cfg.Render(r.Context(), docs)
		if len(errs) > 0 {
			var b strings.Builder
			for _, err := range errs {
				b.WriteString(err.Error() + "\n")
			}
			textError(w, http.StatusUnprocessableEntity, "the cards did not render:\n"+b.String())
			return
		}
		var parts [][]byte
		for _, d := range out {
			if d.Suffix == suffix {
				parts = append(parts, d.Data)
			}
		}
		switch {
		case len(parts) == 0:
			textError(w, http.StatusNotFound, "no separate backs: serve was started without --backs separate, so the backs are in /cards.pdf\n")
			return
		case len(parts) > 1:
			textError(w, http.StatusUnprocessableEntity, fmt.Sprintf("the run is split into %d files, too long for one PDF; render it with crewcard render -o OUT.pdf\n", len(parts)))
			return
		}
		w.Header().Set("Content-Type", "application/pdf")
		w.Header().Set("Content-Disposition", `inline; filename="cards`+suffix+`.pdf"`)
		w.Header().Set("Cache-Control", "no-store")
		w.Write(parts[0])
	}
}

// badFiles lists the problems of the inputs of snap that are not legal, a
// line each, at most maxListLines lines, and then how many files it
// leaves out.
func badFiles(snap *snapshot) string {
	var b strings.Builder
	lines, left := 0, 0
	for _, e := range snap.files {
		switch {
		case e.Doc != nil:
		case lines+len(e.Problems) > maxListLines:
			left++
		default:
			lines += len(e.Problems)
			b.WriteString(strings.Join(e.Problems, "\n") + "\n")
		}
	}
	if left > 0 {
		fmt.Fprintf(&b, "… list cut at %d lines: %s with problems not listed here; the list at / shows them\n", maxListLines, count(left, "more file"))
	}
	return b.String()
}

// textError answers msg as plain text with status.
func textError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write([]byte(msg))
}
