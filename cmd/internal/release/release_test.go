package release

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"crypto/sha256"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/crewcard/crewcard/cmd/internal/press"
	"github.com/crewcard/crewcard/layout/needs"
)

// repo is the checkout's root, from this package's folder.
const repo = "../../.."

// targets are the platforms .ci/release builds, as GOOS/GOARCH.
var targets = []string{"darwin/amd64", "darwin/arm64", "linux/amd64", "linux/arm64", "windows/amd64", "windows/arm64"}

// need skips the test when a tool is missing, and fails it under CI=true.
func need(t *testing.T, tools ...string) {
	t.Helper()
	needs.Programs(t, "install them as .ci/run does", tools...)
}

// TestRelease runs .ci/release into a new folder: it holds the six
// archives and SHA256SUMS, whose sums are the archives'; each archive
// holds the binary built for its platform (read from its headers), the
// README with the images it shows, the manual and the fonts' licence; and the Linux binary of this machine's
// architecture runs, printing its usage. Six cross builds take minutes on
// a cold build cache: a long test, which .ci/run runs.
func TestRelease(t *testing.T) {
	needs.Long(t, "six cross builds of the release")
	need(t, "go", "sh", "tar", "gzip", "zip", "sha256sum")
	dir := t.TempDir()
	start := time.Now()
	cmd := exec.Command(filepath.Join(repo, ".ci/release"), dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf(".ci/release %s: %v\n%s", dir, err, out)
	}
	t.Logf(".ci/release took %s", time.Since(start).Round(time.Second))

	sums := readSums(t, filepath.Join(dir, "SHA256SUMS"))
	var names []string
	for _, target := range targets {
		goos, goarch, _ := strings.Cut(target, "/")
		name := fmt.Sprintf("crewcard_%s_%s_%s.tar.gz", press.Version, goos, goarch)
		if goos == "windows" {
			name = strings.TrimSuffix(name, ".tar.gz") + ".zip"
		}
		names = append(names, name)
		b, err := os.ReadFile(filepath.Join(dir, name))
		if err != nil {
			t.Errorf("%s: %v", target, err)
			continue
		}
		if got := fmt.Sprintf("%x", sha256.Sum256(b)); sums[name] != got {
			t.Errorf("SHA256SUMS gives %s %q, its sum is %s", name, sums[name], got)
		}
		files, err := unpack(name, b)
		if err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		t.Logf("%s: %d bytes, %d files", name, len(b), len(files))
		top := strings.TrimSuffix(strings.TrimSuffix(name, ".zip"), ".tar.gz") + "/"
		wants := []string{"README.md", "manual/commands.md", "manual/code.md", "fonts/LICENSE-Apache-2.0.txt", "samples/regular-tiger.toml"}
		for _, m := range regexp.MustCompile(`<img src="([^"]+)"`).FindAllStringSubmatch(string(files[top+"README.md"]), -1) {
			wants = append(wants, m[1]) // the images the README shows
		}
		for _, want := range wants {
			if _, ok := files[top+want]; !ok {
				t.Errorf("%s holds no %s", name, top+want)
			}
		}
		exe := top + "crewcard"
		if goos == "windows" {
			exe += ".exe"
		}
		if err := checkBinary(files[exe], goos, goarch); err != nil {
			t.Errorf("%s: %s: %v", name, exe, err)
		}
		if target == runtime.GOOS+"/"+runtime.GOARCH && goos == "linux" { // the one binary that runs here
			runHelp(t, files[exe])
		}
	}
	if got := slices.Sorted(maps.Keys(sums)); !slices.Equal(got, names) {
		t.Errorf("SHA256SUMS lists %v, want %v", got, names)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	if len(entries) != len(targets)+1 {
		t.Errorf("the release holds %d files, want the %d archives and SHA256SUMS", len(entries), len(targets))
	}
}

// TestReleaseRefusesVersion gives .ci/release a version that is not the
// code's: it refuses before building anything, naming the code's.
func TestReleaseRefusesVersion(t *testing.T) {
	need(t, "sh")
	dir := t.TempDir()
	out, err := exec.Command(filepath.Join(repo, ".ci/release"), dir, "v9.9.9").CombinedOutput()
	var exit *exec.ExitError
	if !errors.As(err, &exit) || !strings.Contains(string(out), "bump press.Version") || !strings.Contains(string(out), press.Version) {
		t.Errorf(".ci/release %s v9.9.9: %v, %q; want a refusal naming %s", dir, err, out, press.Version)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("a refused release wrote %d files", len(entries))
	}
}

// readSums reads sha256sum's output: "<hex>  <name>" a line.
func readSums(t *testing.T, path string) map[string]string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	sums := map[string]string{}
	for line := range strings.Lines(string(b)) {
		sum, name, ok := strings.Cut(strings.TrimSuffix(line, "\n"), "  ")
		if !ok || len(sum) != 64 {
			t.Fatalf("%s: %q is not sha256sum's line", path, line)
		}
		sums[name] = sum
	}
	return sums
}

// unpack returns the regular files of a .tar.gz or .zip by path.
func unpack(name string, b []byte) (map[string][]byte, error) {
	files := map[string][]byte{}
	if strings.HasSuffix(name, ".zip") {
		zr, err := zip.NewReader(bytes.NewReader(b), int64(len(b)))
		if err != nil {
			return nil, err
		}
		for _, f := range zr.File {
			if f.FileInfo().IsDir() {
				continue
			}
			r, err := f.Open()
			if err != nil {
				return nil, err
			}
			files[f.Name], err = io.ReadAll(r)
			r.Close()
			if err != nil {
				return nil, err
			}
		}
		return files, nil
	}
	gz, err := gzip.NewReader(bytes.NewReader(b))
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			return files, nil
		} else if err != nil {
			return nil, err
		}
		if h.Typeflag == tar.TypeReg {
			if files[h.Name], err = io.ReadAll(tr); err != nil {
				return nil, err
			}
		}
	}
}

// checkBinary reads an executable's headers: its format must be its
// system's and its machine its architecture's.
func checkBinary(b []byte, goos, goarch string) error {
	if b == nil {
		return errors.New("missing")
	}
	r := bytes.NewReader(b)
	var machine string
	switch goos {
	case "linux":
		f, err := elf.NewFile(r)
		if err != nil {
			return err
		}
		machine = map[elf.Machine]string{elf.EM_X86_64: "amd64", elf.EM_AARCH64: "arm64"}[f.Machine]
	case "darwin":
		f, err := macho.NewFile(r)
		if err != nil {
			return err
		}
		machine = map[macho.Cpu]string{macho.CpuAmd64: "amd64", macho.CpuArm64: "arm64"}[f.Cpu]
	case "windows":
		f, err := pe.NewFile(r)
		if err != nil {
			return err
		}
		machine = map[uint16]string{pe.IMAGE_FILE_MACHINE_AMD64: "amd64", pe.IMAGE_FILE_MACHINE_ARM64: "arm64"}[f.Machine]
	}
	if machine != goarch {
		return fmt.Errorf("built for %q, want %s", machine, goarch)
	}
	return nil
}

// runHelp runs a binary with -h: it exits 0 with the usage on stderr.
func runHelp(t *testing.T, b []byte) {
	t.Helper()
	exe := filepath.Join(t.TempDir(), "crewcard")
	if err := os.WriteFile(exe, b, 0o755); err != nil {
		t.Fatal(err)
	}
	var stdout, stderr bytes.Buffer
	cmd := exec.Command(exe, "-h")
	cmd.Stdout, cmd.Stderr = &stdout, &stderr
	if err := cmd.Run(); err != nil {
		t.Errorf("crewcard -h: %v\n%s", err, &stderr)
	}
	if !strings.HasPrefix(stderr.String(), "usage: crewcard <command>") || stdout.Len() != 0 {
		t.Errorf("crewcard -h printed %q on stdout and %q on stderr, want the usage on stderr", &stdout, &stderr)
	}
}
