// Package serve is crewcard serve: a read-only web server that lists the
// crews of the files it is given with their problems, draws their cards as
// SVG from the same display list as the PDF, reloads the open page when a
// file changes, opens scanned codes, and renders the PDF on request.
package serve

import (
	"context"
	"errors"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"sync"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/inputs"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
)

// DefaultAddr is where serve listens unless told otherwise: loopback only.
const DefaultAddr = "127.0.0.1:8421"

// DefaultPoll is how often the inputs are looked at for changes.
const DefaultPoll = 250 * time.Millisecond

// Server timeouts. A PDF of many crews takes a while, so writes may take
// long; the event stream lifts the write deadline for itself.
const (
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 10 * time.Second
	writeTimeout      = 2 * time.Minute
	idleTimeout       = time.Minute
	shutdownGrace     = 300 * time.Millisecond
)

// Config is what the command line gives the server.
type Config struct {
	Addr string   // HOST:PORT to listen on; "" is DefaultAddr
	LAN  bool     // allow an address that is not loopback
	Args []string // the inputs as given: files, folders, globs, built-in deck ids
	// Kit holds the templates and fonts the cards are drawn with.
	Kit *press.Kit
	// Options are the render flags: the link base and the print options.
	Options *press.Options
	// Render makes the PDF documents of docs, as render does.
	Render func(ctx context.Context, docs []system.Doc) ([]press.Document, []error)
	Poll   time.Duration // how often to look for changes; 0 is DefaultPoll
	Log    io.Writer     // where the address, warnings and failures go

	settle time.Duration // how long a change must hold still; 0 is defaultSettle (tests lengthen it)
}

// Server answers the pages of one serve run.
type Server struct {
	cfg    Config
	inputs *watcher
	mux    *http.ServeMux
	styles styleCache    // hash → CSS lifted out of the card SVGs, the latest kept
	draws  *budget       // the pages built at once: the list at /, pages of cards
	pdfs   *budget       // the PDFs rendered at once: one
	drawn  pageCache     // the file pages drawn for the current inputs
	done   chan struct{} // closed when the server stops: ends event streams
	stop   sync.Once
	// loopback: only Host headers naming this machine are answered, so
	// that a page elsewhere cannot read the crews by DNS rebinding.
	loopback bool
}

// New checks the inputs once and returns the server's handler.
func New(cfg Config) *Server {
	if cfg.Poll <= 0 {
		cfg.Poll = DefaultPoll
	}
	if cfg.Log == nil {
		cfg.Log = io.Discard
	}
	s := &Server{cfg: cfg, done: make(chan struct{}), loopback: true,
		draws: newBudget("pages built", drawSlots(), maxDrawWait, drawWait),
		pdfs:  newBudget("PDFs rendered", 1, maxPDFWait, pdfWait)}
	s.inputs = newWatcher(cfg.Args, expandArg, readArg)
	if cfg.settle > 0 {
		s.inputs.settle = cfg.settle
	}
	s.routes()
	return s
}

// Run listens on cfg.Addr and serves until ctx ends. An address that is not
// loopback needs cfg.LAN, and then a warning says what it exposes.
func Run(ctx context.Context, cfg Config) error {
	if cfg.Addr == "" {
		cfg.Addr = DefaultAddr
	}
	if err := CheckAddr(cfg.Addr, cfg.LAN); err != nil {
		return err
	}
	loop, _ := isLoopback(cfg.Addr)
	ln, err := net.Listen("tcp", cfg.Addr)
	if err != nil {
		return fmt.Errorf("--addr %s: %v; give another port with --addr 127.0.0.1:PORT", cfg.Addr, err)
	}
	s := New(cfg)
	s.loopback = loop
	return s.Serve(ctx, ln)
}

// Serve answers on ln until ctx ends, then shuts down cleanly.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	log := s.cfg.Log
	addr := ln.Addr().String()
	snap := s.inputs.current()
	fmt.Fprintf(log, "crewcard serve: %s at http://%s/ (Ctrl-C stops)\n", count(len(snap.files), "file"), addr)
	for _, p := range snap.problems() {
		fmt.Fprintln(log, p)
	}
	if !s.loopback {
		fmt.Fprintf(log, "crewcard serve: warning: listening on %s, reachable from the network: anyone who reaches this machine "+
			"can read %s and their cards, and open any code; to make printed cards open here, "+
			"render with --link-base HTTP://THIS-MACHINE:%s/\n", addr, strings.Join(s.cfg.Args, ", "), port(addr))
	}
	srv := &http.Server{
		Handler:           s,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    16 << 10,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	go s.inputs.poll(ctx, s.cfg.Poll)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		s.Close()
		return err
	case <-ctx.Done():
	}
	s.Close()
	// Requests under way saw ctx end (BaseContext), so they are quick to
	// finish. A browser's spare connection that never sent a request
	// would hold Shutdown for 5 s: after the grace it is closed.
	sctx, cancel := context.WithTimeout(context.Background(), shutdownGrace)
	defer cancel()
	if err := srv.Shutdown(sctx); err != nil {
		srv.Close()
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// Close ends the event streams, so that a shutdown need not wait for them.
func (s *Server) Close() { s.stop.Do(func() { close(s.done) }) }

// CheckAddr checks the address to listen on: HOST:PORT, and loopback
// unless lan is set.
func CheckAddr(addr string, lan bool) error {
	loop, err := isLoopback(addr)
	if err != nil {
		return err
	}
	if !loop && !lan {
		return fmt.Errorf("--addr %s: not a loopback address, so every machine that reaches this one could read the crews; "+
			"give --lan as well to mean it, or listen on 127.0.0.1", addr)
	}
	return nil
}

// isLoopback reports whether the host of addr is a loopback address or
// localhost. An empty host means every interface.
func isLoopback(addr string) (bool, error) {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return false, fmt.Errorf("--addr %q: %v; give HOST:PORT, such as %s", addr, err, DefaultAddr)
	}
	if strings.EqualFold(host, "localhost") {
		return true, nil
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback(), nil
}

func port(addr string) string {
	_, p, _ := net.SplitHostPort(addr)
	return p
}

// count writes n and a noun, in the plural unless n is 1.
func count(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// expandArg resolves one argument into the files it names, as render does.
func expandArg(a string) ([]string, []error) {
	names, _, errs := inputs.Expand([]string{a})
	return names, errs
}

// readArg reads one resolved input: its name for messages and its bytes.
// Serve never reads standard input, so no read waits for ever.
func readArg(name string) (string, []byte, error) {
	in, err := inputs.Read(context.Background(), name, nil)
	return in.Name, in.Data, err
}
