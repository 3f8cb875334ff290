package serve

import (
	"fmt"
	"os"
	"time"
)

// look is one input as a poll saw it: its resolved source and the stat of
// its file, and those of the files it names (a force's unit files), so
// that the next poll can tell which inputs changed.
type look struct {
	src  source
	fi   os.FileInfo // nil when the stat failed
	fail string      // why the source resolves to nothing, or the stat failed
	refs []look      // the files the input named when it was last checked (system.Refers)
}

// same reports whether two looks saw the same file unchanged: the same
// path, the same file (inode) with the same size, time and mode, or the
// same failure; and the same of each file it names.
func (a look) same(b look) bool {
	if a.src.path != b.src.path || a.fail != b.fail || (a.fi == nil) != (b.fi == nil) || !sameLooks(a.refs, b.refs) {
		return false
	}
	return a.fi == nil || os.SameFile(a.fi, b.fi) && a.fi.Size() == b.fi.Size() &&
		a.fi.ModTime().Equal(b.fi.ModTime()) && a.fi.Mode() == b.fi.Mode()
}

// lookAt stats the file of one source.
func lookAt(s source) look {
	l := look{src: s}
	if len(s.errs) > 0 {
		l.fail = fmt.Sprint(s.errs)
	} else if fi, err := os.Stat(s.path); err != nil {
		l.fail = err.Error()
	} else {
		l.fi = fi
	}
	return l
}

// lookRefs stats the files at paths, named by an input.
func lookRefs(paths []string) []look {
	var out []look
	for _, p := range paths {
		out = append(out, lookAt(source{path: p}))
	}
	return out
}

// lookAll resolves the arguments and stats each file, and each file that
// an input named when it was last checked: one stat a file.
func (w *watcher) lookAll() []look {
	srcs := w.resolve()
	out := make([]look, len(srcs))
	for i, s := range srcs {
		out[i] = lookAt(s)
		if k, ok := w.kept[s.path]; ok {
			out[i].refs = lookRefs(k.entry.refs)
		}
	}
	return out
}

// sameLooks reports whether two polls saw the same inputs unchanged.
func sameLooks(a, b []look) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if !a[i].same(b[i]) {
			return false
		}
	}
	return true
}

// kept is an input's entry as last checked, with the look it was checked
// after.
type kept struct {
	look  look
	entry *entry
}

// entries checks the inputs that changed since they were last checked and
// keeps the entries of the others; it returns an entry for each look, and
// what to keep for the next time.
func (w *watcher) entries(looks []look) ([]*entry, map[string]kept) {
	out := make([]*entry, len(looks))
	next := make(map[string]kept, len(looks))
	for i, l := range looks {
		k, ok := w.kept[l.src.path]
		if ok && k.look.same(l) {
			e := *k.entry // a snapshot is never changed: each takes a copy
			out[i] = &e
		} else {
			out[i], l.refs = w.load(l.src)
		}
		next[l.src.path] = kept{l, out[i]}
	}
	return out, next
}

// pollShare bounds the share of a processor that looking for changes
// takes: a poll waits at least pollShare times as long as the last look
// took, so that a folder of thousands of files is looked at less often.
const pollShare = 20

// pollEvery is how long to wait for the next look, at least d, when the
// last one took took.
func pollEvery(d, took time.Duration) time.Duration {
	return max(d, pollShare*took)
}
