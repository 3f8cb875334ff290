package battlescribe

import (
	"fmt"
	"path/filepath"
	"strings"
	"sync"

	"github.com/crewcard/crewcard/model"
)

// whole is what one import has read (Limits.Whole): the bytes of every
// file, counted against MaxTotal, and each file parsed, so that it is
// parsed once however many catalogues, links or forces name it.
type whole struct {
	name string // the roster or catalogue imported, as messages name it

	mu     sync.Mutex
	read   int64             // bytes read, every file's
	parsed map[string]parsed // by cleaned path
	parses map[string]int    // times each file was parsed: once (tests read it)
}

// parsed is a file as read: its root element and its name in messages
// (a zipped roster's names its entry).
type parsed struct {
	root *Node
	name string
}

// Whole returns lim for one import, of the roster or catalogue name: the
// files read with the limits it returns count against MaxTotal together,
// and each is read and parsed once, its element shared by every catalogue
// that needs it (a game system, a library). Limits of an import already
// are returned as they are, so that a reader that starts one inside
// another's import joins it.
func (lim Limits) Whole(name string) Limits {
	if lim.whole == nil {
		lim.whole = &whole{name: name, parsed: map[string]parsed{}, parses: map[string]int{}}
	}
	return lim
}

// room is the most a file may hold: MaxBytes, or what the import has left
// when that is less.
func (lim Limits) room() int64 {
	w := lim.whole
	if w == nil || lim.MaxTotal <= 0 {
		return lim.MaxBytes
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	return max(0, min(lim.MaxBytes, lim.MaxTotal-w.read))
}

// take counts n bytes read of the file path against the import's budget,
// and says so when they pass it.
func (lim Limits) take(path string, n int64) error {
	w := lim.whole
	if w == nil || lim.MaxTotal <= 0 {
		return nil
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.read+n > lim.MaxTotal {
		fix := "a catalogue that links fewer or smaller ones imports"
		if ext := strings.ToLower(filepath.Ext(w.name)); ext == ".ros" || ext == ".rosz" {
			fix = "split the roster into rosters of fewer forces, or import its catalogues one at a time"
		}
		return fmt.Errorf("%s: reading %s passes the %s one import may read, its files together (%s read before it); %s",
			w.name, path, model.SizeText(lim.MaxTotal), model.SizeText(w.read), fix)
	}
	w.read += n
	return nil
}

// over says whether n bytes read of a file pass the room lim left it, and
// why: the limit of a file, or the import's.
func (lim Limits) over(path string, n int64, what string) error {
	if n > lim.MaxBytes {
		return fmt.Errorf("%s: larger than the %s limit%s", path, model.SizeText(lim.MaxBytes), what)
	}
	return lim.take(path, n)
}

// cached returns the file at path as the import parsed it already.
func (lim Limits) cached(path string) (parsed, bool) {
	w := lim.whole
	if w == nil {
		return parsed{}, false
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	p, ok := w.parsed[filepath.Clean(path)]
	return p, ok
}

// keep keeps the file at path, parsed, for the rest of the import.
func (lim Limits) keep(path string, p parsed) {
	w := lim.whole
	if w == nil {
		return
	}
	w.mu.Lock()
	defer w.mu.Unlock()
	key := filepath.Clean(path)
	w.parsed[key] = p
	w.parses[key]++
}
