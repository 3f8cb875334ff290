package serve

import (
	"fmt"
	"net/http"
	"time"
)

// maxStreams bounds the open event streams, each a connection held open.
const maxStreams = 64

// keepAlive is how often an idle event stream gets a comment, so that a
// stream whose reader went away is noticed and closed.
const keepAlive = 15 * time.Second

// events streams Server-Sent Events: "reload" whenever the inputs change.
// The page names the generation it shows (?since=GEN); a page older than
// the inputs gets its reload at once.
func (s *Server) events(w http.ResponseWriter, r *http.Request) {
	rc := http.NewResponseController(w)
	if s.inputs.subscribers() >= maxStreams {
		textError(w, http.StatusServiceUnavailable, fmt.Sprintf("more than %d pages are open; close some\n", maxStreams))
		return
	}
	ch := s.inputs.subscribe()
	defer s.inputs.unsubscribe(ch)
	// The stream lives longer than the server's timeouts allow a request:
	// nothing more is read, and each write gets its own deadline.
	rc.SetReadDeadline(time.Time{})
	send := func(msg string) bool {
		rc.SetWriteDeadline(time.Now().Add(writeTimeout))
		if _, err := fmt.Fprint(w, msg); err != nil {
			return false
		}
		return rc.Flush() == nil
	}
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	since := r.URL.Query().Get("since")
	if !send("retry: 1000\n\n") {
		return
	}
	tick := time.NewTicker(keepAlive)
	defer tick.Stop()
	for {
		if gen := s.inputs.current().gen; gen != since {
			if !send("event: reload\ndata: " + gen + "\n\n") {
				return
			}
			since = gen
		}
		select {
		case <-ch:
		case <-tick.C:
			if !send(": still here\n\n") {
				return
			}
		case <-r.Context().Done():
			return
		case <-s.done:
			return
		}
	}
}
