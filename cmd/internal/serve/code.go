package serve

import (
	"errors"
	"fmt"
	"net/http"

	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
	"github.com/crewcard/crewcard/model/saved"
)

// maxCodeLen bounds a code in a path, as decode bounds its input.
const maxCodeLen = 4096

// opened is a code opened as crewcard decode opens it.
type opened struct {
	code string     // the code, upper case
	src  []byte     // the file decode prints
	doc  system.Doc // the file, checked
}

// open decodes the code of a path's last segment exactly as crewcard decode
// decodes a link that ends in it. A code that fails comes back with
// decode's messages and the status to answer: 404 for what is not a
// crewcard code at all (such as /HELLO), 400 for a damaged, truncated or
// newer one.
func open(in string) (opened, int, []string) {
	if len(in) > maxCodeLen {
		return opened{}, http.StatusBadRequest, []string{fmt.Sprintf("input is longer than %d characters; a card's code is much shorter", maxCodeLen)}
	}
	sealed, payload, err := saved.Parse("/" + in) // a link's path, as the static site reads it
	if err != nil {
		status := http.StatusBadRequest
		if errors.Is(err, saved.ErrForeign) || errors.Is(err, saved.ErrEmpty) {
			status = http.StatusNotFound
		}
		return opened{}, status, []string{err.Error()}
	}
	src, err := system.File(sealed)
	if err != nil {
		return opened{}, http.StatusBadRequest, []string{err.Error()}
	}
	doc, errs := system.Check("<decoded>", src)
	if errs.Err() != nil {
		msgs := []string{"the code decodes, but the file it holds breaks the rules:"}
		for _, err := range errs.Errors().Capped(model.MaxAlike) {
			msgs = append(msgs, err.Error())
		}
		return opened{}, http.StatusBadRequest, msgs
	}
	return opened{code: saved.Text(payload), src: src, doc: doc}, http.StatusOK, nil
}

// fileName is the name the downloaded file is offered under.
func (o *opened) fileName() string {
	return textSlug(system.Cells(o.doc)[system.NameColumn]) + ".toml"
}

// code answers /<code> and /C/<code>: the card, its state, and the file.
func (s *Server) code(w http.ResponseWriter, r *http.Request) {
	in := r.PathValue("code")
	o, status, msgs := open(in)
	data := struct {
		frame
		shown
		Code     string
		Problems []string
		FileName string
		What     string // "crew file" or "unit file"
	}{frame: frame{Title: "Code"}, Code: in, Problems: msgs}
	if status != http.StatusOK {
		s.page(w, "code", status, data)
		return
	}
	release, err := s.draws.acquire(r.Context())
	if err != nil {
		busy(w, err)
		return
	}
	defer release()
	sh, styles, err := s.show(o.doc)
	if err != nil {
		s.problemPage(w, http.StatusInternalServerError, "", "Code "+o.code, []string{err.Error()})
		return
	}
	data.shown, data.Styles, data.Title = sh, styles, sh.Heading
	data.Code, data.FileName, data.What = o.code, o.fileName(), system.Label(o.doc)
	s.page(w, "code", http.StatusOK, data)
}

// download answers the file a code holds, byte for byte as decode prints it.
func (s *Server) download(w http.ResponseWriter, r *http.Request) {
	o, status, msgs := open(r.PathValue("code"))
	if status != http.StatusOK {
		msg := ""
		for _, m := range msgs {
			msg += m + "\n"
		}
		textError(w, status, msg)
		return
	}
	w.Header().Set("Content-Type", "application/toml; charset=utf-8")
	w.Header().Set("Content-Disposition", `attachment; filename="`+o.fileName()+`"`)
	w.Header().Set("Cache-Control", "no-store")
	w.Write(o.src)
}
