package serve

import (
	"context"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/cmd/internal/system"
	_ "github.com/crewcard/crewcard/cmd/internal/systems" // every game system
	"github.com/crewcard/crewcard/layout/impose"
	"github.com/crewcard/crewcard/layout/needs"
	"github.com/crewcard/crewcard/model/saved"
)

const samples = "../../../samples"

// testConfig is the configuration crewcard serve makes from its flags,
// with the sheet flags given (sheet "none" for card pages).

// hangGuard is how long a test waits for serve to stop before it calls it
// hung: a bound on a hang, far above what a busy machine takes, not a
// measure of speed.
const hangGuard = time.Minute

func testConfig(t testing.TB, linkBase string, args ...string) Config {
	t.Helper()
	cfg, err := newConfig(linkBase, args...)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

// newConfig is testConfig for a server that runs outside a test.
func newConfig(linkBase string, args ...string) (Config, error) {
	o := &press.Options{LinkBase: linkBase, Margin: impose.DefaultMargin, Program: "crewcard test",
		Sheet: press.Sheet{Paper: impose.Size{W: 210, H: 297}}, Backs: press.BacksDuplex}
	kit, err := system.NewKit(nil, nil, o)
	if err != nil {
		return Config{}, err
	}
	render := func(ctx context.Context, docs []system.Doc) ([]press.Document, []error) {
		kit, err := system.NewKit(docs, nil, o)
		if err != nil {
			return nil, []error{err}
		}
		n, card := system.Cards(docs, o.LinkBase)
		out, errs := press.Render(ctx, kit, n, card, o, system.Roster(docs, o.Stamp("test")))
		return out, system.Explain(docs, errs, kit, o.LinkBase)
	}
	return Config{Args: args, Kit: kit, Options: o, Render: render,
		Poll: 50 * time.Millisecond}, nil
}

// started is a server running on a loopback port.
type started struct {
	s    *Server
	url  string // http://127.0.0.1:PORT
	stop func() // stops the server and checks that it stopped cleanly
}

// start runs the server of cfg on a free loopback port until the test ends;
// it must then stop (within hangGuard) and without an error.
func start(t testing.TB, cfg Config) *started {
	t.Helper()
	return serveLocal(t, New(cfg))
}

// serveLocal serves s on a free loopback port.
func serveLocal(t testing.TB, s *Server) *started {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	return serveOn(t, s, ln)
}

func startOn(t testing.TB, cfg Config, ln net.Listener) *started {
	t.Helper()
	return serveOn(t, New(cfg), ln)
}

// serveOn runs s, made by New and perhaps changed by the test, on ln.
func serveOn(t testing.TB, s *Server, ln net.Listener) *started {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	st := &started{s: s, url: "http://" + ln.Addr().String()}
	stopped := false
	st.stop = func() {
		if stopped {
			return
		}
		stopped = true
		cancel()
		select {
		case err := <-done:
			if err != nil {
				t.Errorf("Serve ended with %v, want a clean shutdown", err)
			}
		case <-time.After(hangGuard):
			t.Errorf("Serve still running %v after its context ended", hangGuard)
		}
	}
	t.Cleanup(st.stop)
	return st
}

// get fetches path from the server and returns the answer and its body.
func (st *started) get(t testing.TB, path string) (*http.Response, string) {
	t.Helper()
	res, err := http.Get(st.url + path)
	if err != nil {
		t.Fatalf("GET %s: %v", path, err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatalf("GET %s: reading: %v", path, err)
	}
	return res, string(b)
}

// waitGen waits until the inputs' generation is no longer old.
func waitGen(t testing.TB, s *Server, old string) string {
	t.Helper()
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		if g := s.inputs.current().gen; g != old {
			return g
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatalf("the inputs' generation is still %s 3 s after a change", old)
	return ""
}

// checkDoc reads and checks the file at path, which must be legal.
func checkDoc(t testing.TB, path string) system.Doc {
	t.Helper()
	src, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	doc, errs := system.Check(path, src)
	if errs.Err() != nil {
		t.Fatal(errs)
	}
	return doc
}

// codeOf returns the code that the card of the file at path carries.
func codeOf(t testing.TB, path string) string {
	t.Helper()
	c, err := checkDoc(t, path).Card(0, "HTTP://X/")
	if err != nil {
		t.Fatal(err)
	}
	code := strings.TrimPrefix(c.View.QR, "HTTP://X/")
	if _, _, err := saved.Parse(code); err != nil {
		t.Fatalf("%s: the card's code %q: %v", path, code, err)
	}
	return code
}

// copyFile copies a sample into dir.
func copyFile(t testing.TB, src, dir string) string {
	t.Helper()
	b, err := os.ReadFile(src)
	if err != nil {
		t.Fatal(err)
	}
	dst := filepath.Join(dir, filepath.Base(src))
	if err := os.WriteFile(dst, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return dst
}

// needTool skips the test when a program is missing, except under CI=true,
// where it fails it.
func needTool(t testing.TB, names ...string) {
	t.Helper()
	needs.Programs(t, "install them as .ci/run does", names...)
}
