package serve

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/system/crewcards/gen"
	"github.com/crewcard/crewcard/model/saved"
)

// repeatedFolder writes n crew files of 1 MiB that list one upgrade about
// 95,000 times (gen.Repeated): within a file's limits, each with a
// problem for every listing but the first.
func repeatedFolder(t *testing.T, n int) string {
	t.Helper()
	src, _ := gen.Repeated()
	dir := t.TempDir()
	for i := range n {
		if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("many-%d.toml", i)), src, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// TestIndexWithinBudget: five files of 1 MiB, each with some 95,000
// problems, make a list at / and file pages within the budget of a page,
// which tell the first problems of each kind and how many more are left
// out, where they made a page of 9 MB each.
func TestIndexWithinBudget(t *testing.T) {
	st := start(t, testConfig(t, saved.DefaultBase, repeatedFolder(t, 5)))
	for _, path := range []string{"/", "/crew/many-0"} {
		res, body := st.get(t, path)
		if res.StatusCode != http.StatusOK || len(body) > maxPage {
			t.Errorf("GET %s: status %d, %d bytes; want 200 within the budget of %d bytes", path, res.StatusCode, len(body), maxPage)
			continue
		}
		if !strings.Contains(body, "… and 95301 more like it from here on (U3)") {
			t.Errorf("GET %s does not say how many problems it leaves out\n%.2000s", path, body)
		}
		t.Logf("GET %s: %d bytes", path, len(body))
	}
}

// TestIndexCut: past the lines of problems a page lists of one file, of
// every file, and past the files the list gives, the page says what it
// left out and why; a page past the bytes of a page is not built but
// told.
func TestIndexCut(t *testing.T) {
	defer func(p, f, l, r int) { maxPage, maxFileLines, maxListLines, maxListRows = p, f, l, r }(maxPage, maxFileLines, maxListLines, maxListRows)
	maxFileLines, maxListLines, maxListRows = 5, 8, 3
	st := start(t, testConfig(t, saved.DefaultBase, repeatedFolder(t, 4)))
	res, body := st.get(t, "/")
	for _, want := range []string{
		"list cut at 5 lines: " + filepath.Join(st.s.cfg.Args[0], "many-0.toml") + " has 95312 problems",
		"95312 problems, not listed here: the list gives 8 lines of problems at most",
		"list cut at 3 files: 1 more is served",
		"4 files",
	} {
		if !strings.Contains(body, want) {
			t.Errorf("GET /: status %d, lacks %q\n%.3000s", res.StatusCode, want, body)
		}
	}
	if _, body := st.get(t, "/crew/many-3"); !strings.Contains(body, "list cut at 5 lines") {
		t.Errorf("GET /crew/many-3 (a file the list leaves out): its problems not cut\n%.2000s", body)
	}
	if res, body := st.get(t, "/cards.pdf"); res.StatusCode != http.StatusUnprocessableEntity ||
		!strings.HasSuffix(body, "… list cut at 8 lines: 3 more files with problems not listed here; the list at / shows them\n") {
		t.Errorf("GET /cards.pdf: status %d, want 422 and the problems cut at 8 lines\n%s", res.StatusCode, body)
	}

	maxPage = 2 << 10
	old := st.s.inputs.current().gen
	os.Remove(filepath.Join(st.s.cfg.Args[0], "many-3.toml")) // a new generation: the list is built again
	waitGen(t, st.s, old)
	res, body = st.get(t, "/")
	if res.StatusCode != http.StatusInternalServerError || len(body) > maxPage || !strings.Contains(body, "more than the 2 KiB") {
		t.Errorf("GET / past the bytes of a page: status %d, %d bytes, want 500 and why within the budget\n%s", res.StatusCode, len(body), body)
	}
}

// TestIndexIsBudgeted: the list at / is built within the draw budget, once
// for each generation of the inputs: with every slot taken it is answered
// as kept, and once a file changes, 503 until a slot is free.
func TestIndexIsBudgeted(t *testing.T) {
	dir := t.TempDir()
	tiger := copyFile(t, filepath.Join(samples, "regular-tiger.toml"), dir)
	s := New(testConfig(t, saved.DefaultBase, dir))
	s.draws = newBudget("pages built", 1, 1, 100*time.Millisecond)
	st := serveLocal(t, s)
	if res, _ := st.get(t, "/"); res.StatusCode != http.StatusOK {
		t.Fatalf("GET /: %d, want 200", res.StatusCode)
	}
	release, err := s.draws.acquire(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if res, _ := st.get(t, "/"); res.StatusCode != http.StatusOK {
		t.Errorf("GET / built already, every slot taken: %d, want 200", res.StatusCode)
	}
	old := s.inputs.current().gen
	writeFile(t, tiger, strings.Replace(readFile(t, tiger), "Tiger 131", "Tiger 132", 1))
	waitGen(t, s, old)
	if res, body := st.get(t, "/"); res.StatusCode != http.StatusServiceUnavailable || !strings.Contains(body, "busy") {
		t.Errorf("GET / of a new generation, every slot taken: %d, %q; want 503", res.StatusCode, body)
	}
	release()
	if res, body := st.get(t, "/"); res.StatusCode != http.StatusOK || !strings.Contains(body, "Tiger 132") {
		t.Errorf("GET / once a slot is free: %d, want 200 with the saved name", res.StatusCode)
	}
}
