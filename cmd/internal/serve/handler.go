package serve

import (
	"bytes"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io/fs"
	"mime"
	"net"
	"net/http"
	"path"
	"strings"

	"github.com/crewcard/crewcard/model"
)

//go:embed assets templates
var files embed.FS

// csp is the content security policy of every answer: nothing but this
// server's own files, no inline script. The card fonts come as data: URLs
// inside the stylesheet lifted out of the card SVGs.
const csp = "default-src 'self'; img-src 'self' data:; font-src 'self' data:; style-src 'self'; script-src 'self'; " +
	"base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

// pages are the page templates, each with the base layout.
var pages = map[string]*template.Template{}

func init() {
	funcs := template.FuncMap{"inc": func(i int) int { return i + 1 }}
	base := template.Must(template.New("base").Funcs(funcs).ParseFS(files, "templates/base.html"))
	for _, name := range []string{"index", "crew", "code", "error"} {
		pages[name] = template.Must(template.Must(base.Clone()).ParseFS(files, "templates/"+name+".html"))
	}
}

// ServeHTTP answers one request: it checks the Host, sets the security
// headers and routes the request.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	if s.loopback && !loopbackHost(r.Host) {
		http.Error(w, "crewcard serve listens on loopback and answers only to localhost, 127.0.0.1 or [::1], not "+
			r.Host+"; to serve the network, start it with --lan", http.StatusMisdirectedRequest)
		return
	}
	s.mux.ServeHTTP(w, r)
}

// routes sets up the server's routes. Every fixed route has a dot or more
// than one path segment, or is shorter than a code, so none can be taken
// for a card's code (base32, at least 8 characters), and the more specific
// patterns win over /{code} anyway.
func (s *Server) routes() {
	m := http.NewServeMux()
	m.HandleFunc("GET /{$}", s.index)
	m.HandleFunc("GET /crew/{slug}", s.crew)
	m.HandleFunc("GET /cards.pdf", s.pdf(""))
	m.HandleFunc("GET /cards-backs.pdf", s.pdf("-backs"))
	m.HandleFunc("GET /events", s.events)
	m.HandleFunc("GET /assets/{name}", s.asset)
	m.HandleFunc("GET /download/{code}", s.download)
	m.HandleFunc("GET /C/{code}", s.code)
	m.HandleFunc("GET /c/{code}", s.code)
	m.HandleFunc("GET /{code}", s.code)
	s.mux = m
}

// loopbackHost reports whether a Host header names this machine's loopback.
func loopbackHost(host string) bool {
	if h, _, err := net.SplitHostPort(host); err == nil {
		host = h
	}
	host = strings.TrimSuffix(strings.TrimPrefix(host, "["), "]")
	if strings.EqualFold(host, "localhost") {
		return true
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// frame is what every page's layout needs.
type frame struct {
	Title  string
	Gen    string   // the inputs' generation: the page reloads when it changes; "" never
	Styles []string // stylesheets lifted out of the card SVGs
}

// page writes the page named with data and status, or why it is not
// built (failed).
func (s *Server) page(w http.ResponseWriter, name string, status int, data any) {
	b, err := execute(name, data)
	if err != nil {
		b, status = failed(err)
	}
	writePage(w, status, b)
}

// errTooBig is why a page is not built: it passed maxPage.
var errTooBig = errors.New("too big")

// execute makes the page named with data, or errTooBig once it passes
// maxPage bytes: no more is built.
func execute(name string, data any) ([]byte, error) {
	b := &capped{max: maxPage}
	if err := pages[name].ExecuteTemplate(b, "base", data); err != nil {
		if b.over {
			return nil, errTooBig
		}
		return nil, fmt.Errorf("crewcard serve: page %s: %v", name, err)
	}
	return b.Bytes(), nil
}

// failed is the page, and its status, that tells why execute built none:
// a page past maxPage, or a template that fails (a bug in this package).
func failed(err error) ([]byte, int) {
	msg := err.Error()
	if errors.Is(err, errTooBig) {
		msg = fmt.Sprintf("crewcard serve: this page would be more than the %s a page may be, so it is not built: "+
			"a file's cards, state or history too long to show here; crewcard show FILE prints them", model.SizeText(int64(maxPage)))
	}
	b, err := errorPage("Page not built", "", []string{msg})
	if err != nil {
		return []byte(msg + "\n"), http.StatusInternalServerError
	}
	return b, http.StatusInternalServerError
}

// capped is a buffer that refuses to grow past max bytes.
type capped struct {
	bytes.Buffer
	max  int
	over bool
}

func (c *capped) Write(p []byte) (int, error) {
	if c.Len()+len(p) > c.max {
		c.over = true
		return 0, errTooBig
	}
	return c.Buffer.Write(p)
}

// writePage answers a page made by execute.
func writePage(w http.ResponseWriter, status int, b []byte) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b)
}

// problemPage answers with a page that lists problems.
func (s *Server) problemPage(w http.ResponseWriter, status int, gen, heading string, problems []string) {
	b, status := s.problems(status, gen, heading, problems)
	writePage(w, status, b)
}

// problems builds a page that lists problems, to answer with status.
func (s *Server) problems(status int, gen, heading string, problems []string) ([]byte, int) {
	b, err := errorPage(heading, gen, problems)
	if err != nil {
		return failed(err)
	}
	return b, status
}

// errorPage makes the page that lists problems under heading.
func errorPage(heading, gen string, problems []string) ([]byte, error) {
	return execute("error", struct {
		frame
		Heading  string
		Problems []string
	}{frame{Title: heading, Gen: gen}, heading, problems})
}

// asset answers an embedded file, or a stylesheet lifted out of the cards.
func (s *Server) asset(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("name")
	if css, ok := s.styles.load(name); ok {
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable") // named by its hash
		w.Write(css)
		return
	}
	b, err := fs.ReadFile(files, "assets/"+name)
	if err != nil {
		http.Error(w, "no asset "+name, http.StatusNotFound)
		return
	}
	ct := mime.TypeByExtension(path.Ext(name))
	if ct == "" {
		ct = "application/octet-stream"
	}
	w.Header().Set("Content-Type", ct)
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(b)
}
