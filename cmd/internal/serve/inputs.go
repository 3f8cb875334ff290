package serve

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/inputs"
	"github.com/crewcard/crewcard/cmd/internal/slug"
	"github.com/crewcard/crewcard/cmd/internal/system"
	"github.com/crewcard/crewcard/model"
)

// entry is one input as last read: a legal file with its Doc, or a file
// with its problems, or an argument that names no file any more.
type entry struct {
	Slug     string     // the page's name: /crew/Slug
	Path     string     // the input as resolved: a path, or a built-in deck's id
	Display  string     // its name in messages
	Doc      system.Doc // nil when the file is not legal or not read
	Problems []string   // its problems, warnings too, as check prints them, cut at maxFileLines (cutLines)
	Total    int        // its problems, all of them
	refs     []string   // the files it names, read with it (system.Refers)
}

// snapshot is the inputs at one moment. It is never changed once made.
type snapshot struct {
	gen    string // changes whenever an input does; pages carry it
	files  []*entry
	bySlug map[string]*entry
}

// problems lists every problem of every input, one a line.
func (s *snapshot) problems() []string {
	var out []string
	for _, e := range s.files {
		out = append(out, e.Problems...)
	}
	return out
}

// docs returns the legal files, and whether every input is legal.
func (s *snapshot) docs() ([]system.Doc, bool) {
	var docs []system.Doc
	ok := true
	for _, e := range s.files {
		if e.Doc == nil {
			ok = false
			continue
		}
		docs = append(docs, e.Doc)
	}
	return docs, ok
}

// watcher re-reads the inputs whenever their files change and tells the
// subscribers.
type watcher struct {
	args     []string
	expand   func(string) ([]string, []error)
	read     func(string) (string, []byte, error)
	instance string // tells a restarted server's pages from the old ones
	n        int    // snapshots made
	settle   time.Duration
	snap     atomic.Pointer[snapshot]

	looks   []look          // the inputs as the current snapshot saw them
	kept    map[string]kept // the entries checked, by path
	checked atomic.Int64    // files read and checked, ever

	mu   sync.Mutex
	subs map[chan struct{}]bool
}

func newWatcher(args []string, expand func(string) ([]string, []error), read func(string) (string, []byte, error)) *watcher {
	w := &watcher{args: args, expand: expand, read: read, subs: map[chan struct{}]bool{}, settle: defaultSettle,
		instance: strconv.FormatInt(time.Now().UnixNano(), 36)}
	w.refresh(true)
	return w
}

func (w *watcher) current() *snapshot { return w.snap.Load() }

// poll looks at the inputs every d until ctx ends, or less often when a
// look that finds nothing changed takes long (pollEvery).
func (w *watcher) poll(ctx context.Context, d time.Duration) {
	t := time.NewTimer(d)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
			start := time.Now()
			next := d // a change's look waited for it to settle: no measure
			if w.refresh(false) {
				w.broadcast()
			} else {
				next = pollEvery(d, time.Since(start))
			}
			t.Reset(next)
		}
	}
}

// source is one resolved input, or an argument that resolves to nothing.
type source struct {
	path string
	errs []error // the argument names no file
}

// resolve expands the arguments as render does; a file named twice is kept
// once.
func (w *watcher) resolve() []source {
	var out []source
	seen := map[string]bool{}
	cwd, _ := os.Getwd()
	for _, a := range w.args {
		names, errs := w.expand(a)
		if len(names) == 0 && len(errs) > 0 {
			out = append(out, source{path: a, errs: errs})
			continue
		}
		for _, n := range names {
			if key := inputs.Key(cwd, n); !seen[key] {
				seen[key] = true
				out = append(out, source{path: n})
			}
		}
	}
	return out
}

// defaultSettle is how long a change must hold still before it is read,
// so that a file caught half written (an editor truncates, then writes) is
// not shown as broken; a change that keeps changing is read after
// settleTries.
const (
	defaultSettle = 30 * time.Millisecond
	settleTries   = 5
)

// refresh reads the inputs again if they changed since the last look (or
// always, with force), and reports whether it made a new snapshot. Only
// the files that changed are read and checked again (changes.go).
func (w *watcher) refresh(force bool) bool {
	looks := w.lookAll()
	if !force && sameLooks(looks, w.looks) {
		return false
	}
	for i := 0; !force && i < settleTries; i++ {
		time.Sleep(w.settle)
		again := w.lookAll()
		if sameLooks(again, looks) {
			break
		}
		looks = again
	}
	w.looks = looks
	w.n++
	snap := &snapshot{gen: w.instance + "-" + strconv.Itoa(w.n), bySlug: map[string]*entry{}}
	var entries []*entry
	entries, w.kept = w.entries(looks)
	for i, e := range entries {
		e.Slug = uniqueSlug(fileSlug(looks[i].src.path), snap.bySlug)
		snap.bySlug[e.Slug] = e
		snap.files = append(snap.files, e)
	}
	w.snap.Store(snap)
	return true
}

// load reads and checks one source, and stats the files it names before
// the check reads them, so that a change to one after it is seen.
func (w *watcher) load(src source) (*entry, []look) {
	e := &entry{Path: src.path, Display: src.path}
	w.checked.Add(1)
	if len(src.errs) > 0 {
		for _, err := range src.errs {
			e.Problems = append(e.Problems, err.Error())
		}
		e.Problems, e.Total = cutLines(e.Problems, len(src.errs), src.path), len(src.errs)
		return e, nil
	}
	display, data, err := w.read(src.path)
	if err != nil {
		e.Problems, e.Total = []string{err.Error()}, 1
		return e, nil
	}
	e.Display = display
	e.refs = system.Refers(display, data)
	refs := lookRefs(e.refs)
	doc, errs := system.Check(display, data)
	for _, err := range errs.Capped(model.MaxAlike) {
		e.Problems = append(e.Problems, err.Error())
	}
	e.Problems, e.Total = cutLines(e.Problems, len(errs), display), len(errs)
	if errs.Err() == nil {
		e.Doc = doc
	}
	return e, refs
}

// cutLines keeps the first maxFileLines lines of the problems of the file
// named display, total in all, and says so in a line after them when it
// cuts.
func cutLines(lines []string, total int, display string) []string {
	if len(lines) <= maxFileLines {
		return lines
	}
	return append(lines[:maxFileLines:maxFileLines], fmt.Sprintf("… list cut at %d lines: %s has %d problems, told in %d lines; crewcard check %s prints them all",
		maxFileLines, display, total, len(lines), display))
}

// fileSlug names a file's page after its base name: "samples/Regular Tiger.toml"
// is "regular-tiger".
func fileSlug(path string) string {
	return textSlug(strings.TrimSuffix(filepath.Base(path), filepath.Ext(path)))
}

// textSlug is s as a page's name (slug.ASCII), "file" when it has no
// letter or digit with an ASCII form.
func textSlug(s string) string {
	if t := slug.ASCII(s, 0); t != "" {
		return t
	}
	return "file"
}

// uniqueSlug returns s, or s-2, s-3, … when taken already holds it.
func uniqueSlug(s string, taken map[string]*entry) string {
	if taken[s] == nil {
		return s
	}
	for i := 2; ; i++ {
		if t := s + "-" + strconv.Itoa(i); taken[t] == nil {
			return t
		}
	}
}

// subscribe returns a channel that receives when the inputs change.
func (w *watcher) subscribe() chan struct{} {
	ch := make(chan struct{}, 1)
	w.mu.Lock()
	w.subs[ch] = true
	w.mu.Unlock()
	return ch
}

func (w *watcher) unsubscribe(ch chan struct{}) {
	w.mu.Lock()
	delete(w.subs, ch)
	w.mu.Unlock()
}

// subscribers is the number of open event streams.
func (w *watcher) subscribers() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	return len(w.subs)
}

func (w *watcher) broadcast() {
	w.mu.Lock()
	defer w.mu.Unlock()
	for ch := range w.subs {
		select {
		case ch <- struct{}{}:
		default: // already told
		}
	}
}
