//go:build unix

package serve

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/crewcard/crewcard/model/saved"
)

// mkfifo makes a named pipe at path, or skips the test where there are
// none. When the test ends, a reader the pipe holds up is let go: a
// writer comes and goes.
func mkfifo(t *testing.T, path string) {
	t.Helper()
	if err := syscall.Mkfifo(path, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	t.Cleanup(func() {
		if f, err := os.OpenFile(path, os.O_WRONLY|syscall.O_NONBLOCK, 0); err == nil {
			f.Close()
		}
	})
}

// TestFIFOInFolder: a named pipe that turns up in a served folder is
// listed with its problem and never opened (opening it would wait for a
// writer for ever); the live view keeps going: a file added after it
// appears, and the pipe's problem goes when the pipe does.
func TestFIFOInFolder(t *testing.T) {
	folder := t.TempDir()
	copyFile(t, filepath.Join(samples, "regular-tiger.toml"), folder)
	st := start(t, testConfig(t, saved.DefaultBase, folder))
	gen := st.s.inputs.current().gen

	fifo := filepath.Join(folder, "pipe.toml")
	mkfifo(t, fifo)
	gen = waitGen(t, st.s, gen)
	problem := fifo + ": is a named pipe (FIFO), not a regular file; give a TOML file"
	if _, body := st.get(t, "/"); !strings.Contains(body, problem) || !strings.Contains(body, "/crew/regular-tiger") {
		t.Errorf("with a pipe: GET / lacks %q or the tiger\n%.1200s", problem, body)
	}

	copyFile(t, filepath.Join(samples, "unarmed-jeep.toml"), folder)
	gen = waitGen(t, st.s, gen)
	if _, body := st.get(t, "/"); !strings.Contains(body, "/crew/unarmed-jeep") {
		t.Errorf("a file added beside the pipe: GET / lacks it\n%.1200s", body)
	}

	if err := os.Remove(fifo); err != nil {
		t.Fatal(err)
	}
	waitGen(t, st.s, gen)
	if _, body := st.get(t, "/"); strings.Contains(body, "pipe.toml") || !strings.Contains(body, "/crew/unarmed-jeep") {
		t.Errorf("the pipe removed: GET / still names it, or lacks the jeep\n%.1200s", body)
	}
}

// TestFIFOAtStart: a served folder that holds a named pipe when serve
// starts does not hold the start up; the pipe is listed with its problem.
func TestFIFOAtStart(t *testing.T) {
	folder := t.TempDir()
	copyFile(t, filepath.Join(samples, "regular-tiger.toml"), folder)
	fifo := filepath.Join(folder, "pipe.toml")
	mkfifo(t, fifo)
	cfg := testConfig(t, saved.DefaultBase, folder)
	made := make(chan *Server, 1)
	go func() { made <- New(cfg) }()
	select {
	case s := <-made:
		got := strings.Join(s.inputs.current().problems(), "\n")
		if want := fifo + ": is a named pipe (FIFO)"; !strings.Contains(got, want) {
			t.Errorf("problems = %q, want %q", got, want)
		}
	case <-time.After(hangGuard):
		t.Fatalf("serve's start still waits on the pipe after %v", hangGuard)
	}
}
