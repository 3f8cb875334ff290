package serve

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/crewcard/crewcard/model/saved"
)

// serveChildEnv, set to the inputs, makes the test binary a server of
// them, as crewcard serve --addr 127.0.0.1:0 INPUTS is, until an
// interrupt; testASEnv names the address-space limit, in bytes, that it
// starts under.
const (
	serveChildEnv = "CREWCARD_TEST_SERVE"
	testASEnv     = "CREWCARD_TEST_AS"
)

// init runs the server when the test binary is started as one: it sets
// the limit and starts the binary again under it (the Go runtime reserves
// less address space when it starts limited, and more than the limit when
// it does not), then serves until an interrupt.
func init() {
	inputs := os.Getenv(serveChildEnv)
	if inputs == "" {
		return
	}
	if v := os.Getenv(testASEnv); v != "" {
		os.Unsetenv(testASEnv)
		n, err := strconv.ParseUint(v, 10, 64)
		if err == nil {
			err = execLimited(n)
		}
		fmt.Fprintf(os.Stderr, "%s=%s: %v\n", testASEnv, v, err)
		os.Exit(2)
	}
	cfg, err := newConfig(saved.DefaultBase, strings.Fields(inputs)...)
	if err == nil {
		ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
		cfg.Addr, cfg.Log, cfg.Poll = "127.0.0.1:0", os.Stderr, 0
		err = Run(ctx, cfg)
		stop()
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "crewcard serve: %v\n", err)
		os.Exit(1)
	}
	os.Exit(0)
}

// execLimited starts this binary again, with its arguments and
// environment, under an address-space limit of n bytes. What exec needs is
// allocated before the limit is set: the runtime already holds more
// address space than the limit, and an allocation after it (as
// syscall.Exec makes, copying the environment) could find none and die
// "out of memory" before the exec.
func execLimited(n uint64) error {
	path, err := syscall.BytePtrFromString("/proc/self/exe")
	if err != nil {
		return err
	}
	argv, err := syscall.SlicePtrFromStrings(os.Args)
	if err != nil {
		return err
	}
	envv, err := syscall.SlicePtrFromStrings(os.Environ())
	if err != nil {
		return err
	}
	if err := syscall.Setrlimit(syscall.RLIMIT_AS, &syscall.Rlimit{Cur: n, Max: n}); err != nil {
		return err
	}
	_, _, errno := syscall.RawSyscall(syscall.SYS_EXECVE, uintptr(unsafe.Pointer(path)), uintptr(unsafe.Pointer(&argv[0])), uintptr(unsafe.Pointer(&envv[0])))
	return errno
}

// heaviestPage is the built-in deck whose page draws the most: 64 cards.
const heaviestPage = "fow-v4-quick-reference"

// TestServeBurstUnderMemoryLimit runs the server as a process limited
// to 1 GB of address space (as a small container would) and asks it for
// its heaviest page 200 times at once. Every request is answered, with the
// page or with 503 and Retry-After, and the server still answers after.
// Without a bound on the pages drawn at once, serve died here with "fatal
// error: out of memory" and dropped every connection.
func TestServeBurstUnderMemoryLimit(t *testing.T) {
	if testing.Short() {
		t.Skip("draws a heavy page many times")
	}
	cmd := exec.Command(os.Args[0])
	cmd.Env = append(os.Environ(), serveChildEnv+"="+heaviestPage, testASEnv+"=1073741824",
		// glibc gives each thread its own 64 MB malloc arena, which
		// alone fills the limit. Go reserves most of the rest at start,
		// leaving about 250 MB: GOMEMLIMIT says so, and serve sizes its
		// budget of pages drawn at once from it.
		"MALLOC_ARENA_MAX=1", "GOMEMLIMIT=256MiB")
	stderr, err := cmd.StderrPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	exited := make(chan struct{}) // closed when serve has exited, with waitErr
	var waitErr error
	log := &lockedBuffer{}
	addr := make(chan string, 1)
	go func() {
		re := regexp.MustCompile(`at (http://[^/]+)/`)
		sc := bufio.NewScanner(stderr)
		for sc.Scan() {
			fmt.Fprintln(log, sc.Text())
			if m := re.FindStringSubmatch(sc.Text()); m != nil {
				addr <- m[1]
			}
		}
		waitErr = cmd.Wait()
		close(exited)
	}()
	t.Cleanup(func() {
		cmd.Process.Signal(os.Interrupt)
		select {
		case <-exited:
		case <-time.After(hangGuard):
			cmd.Process.Kill()
			<-exited
		}
	})
	var url string
	select {
	case url = <-addr:
	case <-exited:
		t.Fatalf("serve exited at once: %v\n%.2000s", waitErr, log)
	case <-time.After(10 * time.Second):
		t.Fatalf("serve did not say where it listens within 10 s\n%.2000s", log)
	}

	client := &http.Client{Timeout: 2 * time.Minute, Transport: &http.Transport{DisableKeepAlives: true}}
	const n = 200
	var wg sync.WaitGroup
	var mu sync.Mutex
	answers := map[string]int{}
	for range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got := fetch(client, url+"/crew/"+heaviestPage)
			mu.Lock()
			answers[got]++
			mu.Unlock()
		}()
	}
	wg.Wait()
	t.Logf("%d GETs of /crew/%s: %v; peak %s", n, heaviestPage, answers, peak(cmd.Process.Pid))
	for got, k := range answers {
		if got != "200" && got != "503 Retry-After" {
			t.Errorf("%d of %d GETs answered %s, want 200, or 503 with Retry-After", k, n, got)
		}
	}
	if t.Failed() {
		t.Logf("serve said:\n%.1000s", log)
	}
	if answers["200"] == 0 {
		t.Errorf("no GET of %d drew the page", n)
	}
	if got := fetch(client, url+"/crew/"+heaviestPage); got != "200" {
		t.Errorf("GET after the burst: %s, want 200", got)
	}
	select {
	case <-exited:
		t.Fatalf("serve exited: %v\n%.3000s", waitErr, log)
	default:
	}
}

// fetch GETs url and describes the answer: its status, and Retry-After
// for a 503, or the error.
func fetch(c *http.Client, url string) string {
	res, err := c.Get(url)
	if err != nil {
		msg := err.Error()
		return "error: " + msg[strings.LastIndex(msg, ": ")+2:] // no ports: one key for each kind
	}
	defer res.Body.Close()
	if _, err := io.Copy(io.Discard, res.Body); err != nil {
		return fmt.Sprintf("%d, then reading: %v", res.StatusCode, err)
	}
	s := strconv.Itoa(res.StatusCode)
	if res.StatusCode == http.StatusServiceUnavailable && res.Header.Get("Retry-After") != "" {
		s += " Retry-After"
	}
	return s
}

// peak is a process's peak resident memory, as Linux counts it.
func peak(pid int) string {
	b, _ := os.ReadFile(fmt.Sprintf("/proc/%d/status", pid))
	for l := range strings.Lines(string(b)) {
		if v, ok := strings.CutPrefix(l, "VmHWM:"); ok {
			return strings.TrimSpace(v)
		}
	}
	return "unknown"
}
