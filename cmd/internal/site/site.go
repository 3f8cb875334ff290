// Package site writes the static viewer site: a folder whose page decodes a
// crew card's QR link in the browser, offline, and shows the crew.
package site

//go:generate go run ./gen -o assets/tables.js

import (
	"context"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/safefile"
)

//go:embed assets
var assets embed.FS

// Marker is the file that marks a folder as written by Write, so that a
// later Write may replace the site's files there.
const Marker = ".crewcard-site"

// markerText starts the marker file; the site's file names follow it.
const markerText = "Written by crewcard site; it replaces the files listed below, and leaves every other file here alone.\n"

// baseSlot is where 404.html gets its <base>: a host answers every unknown
// path with it, /C/CODE too, so its assets are found from the site's root.
const baseSlot = "<!--base-->"

// Files returns the site's files by name: index.html, 404.html (the same
// page, with its links rooted at root, the URL path the site is served
// under, such as "/") and their assets.
func Files(root string) (map[string][]byte, error) {
	if err := checkRoot(root); err != nil {
		return nil, err
	}
	files := map[string][]byte{}
	err := fs.WalkDir(assets, "assets", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := assets.ReadFile(path)
		files[strings.TrimPrefix(path, "assets/")] = b
		return err
	})
	if err != nil {
		return nil, err
	}
	page := string(files["index.html"])
	if !strings.Contains(page, baseSlot) { // unreachable: a test holds the page to it
		return nil, errors.New("site: index.html has no place for its base")
	}
	files["index.html"] = []byte(strings.Replace(page, baseSlot+"\n", "", 1))
	files["404.html"] = []byte(strings.Replace(page, baseSlot, `<base href="`+root+`">`, 1))
	return files, nil
}

// checkRoot checks the URL path the site is served under, as ParseRoot
// gives it: its final slash already there.
func checkRoot(root string) error {
	parsed, err := ParseRoot(root)
	if err == nil && parsed != root {
		err = fmt.Errorf("%q: must end with /, such as %s", root, parsed)
	}
	return err
}

// ParseRoot returns the URL path the site is served under, as the --root
// flag gives it, with a final slash added if it lacks one. It must be an
// absolute path on the site's own host: one "/" first, never "//" (which a
// browser reads as another host), no "." or ".." part, and only letters,
// digits and -._~ between the slashes, which a URL path keeps as they are
// (no scheme, backslash, space, control character or escape).
func ParseRoot(root string) (string, error) {
	const how = "give the URL path the site is served under, such as / or /viewer/"
	switch {
	case root == "":
		return "", fmt.Errorf("%q: %s", root, how)
	case !strings.HasPrefix(root, "/"):
		return "", fmt.Errorf("%q: must start with /: %s, on the host that serves it", root, how)
	case strings.Contains(root, "//"):
		return "", fmt.Errorf("%q: holds \"//\", with which a browser leaves the site's host; %s", root, how)
	}
	for i, r := range root {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("/-._~", r)) {
			return "", fmt.Errorf("%q: %q at offset %d; use letters, digits and -._~ between the slashes", root, r, i)
		}
	}
	if !strings.HasSuffix(root, "/") {
		root += "/"
	}
	for _, part := range strings.Split(root, "/") {
		if part == "." || part == ".." {
			return "", fmt.Errorf("%q: holds %q, which a browser resolves away; give the path itself, such as /viewer/", root, part)
		}
	}
	return root, nil
}

// Write writes the site into dir, creating it if needed. A folder that
// holds other files is refused unless it is a site written before (it
// holds the Marker) or force is set; either way, only the site's own files
// are replaced, together or not at all, and every other file stays. It
// returns the names written, sorted.
func Write(ctx context.Context, dir, root string, force bool) ([]string, error) {
	files, err := Files(root)
	if err != nil {
		return nil, err
	}
	if err := checkDir(dir, force); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	names := make([]string, 0, len(files))
	for name := range files {
		names = append(names, name)
	}
	sort.Strings(names)
	paths := []string{filepath.Join(dir, Marker)}
	data := [][]byte{[]byte(markerText + strings.Join(names, "\n") + "\n")}
	for _, name := range names {
		paths = append(paths, filepath.Join(dir, name))
		data = append(data, files[name])
	}
	if err := safefile.ReplaceAll(ctx, paths, data, force); err != nil {
		return nil, err
	}
	return names, nil
}

// checkDir refuses a dir that is not a folder, or a folder with files that
// an earlier Write did not make, unless force.
func checkDir(dir string, force bool) error {
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !info.IsDir():
		return fmt.Errorf("%s: is not a folder; give a folder for the site (new or empty)", dir)
	}
	entries, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	if len(entries) == 0 || force {
		return nil
	}
	if _, err := os.Lstat(filepath.Join(dir, Marker)); err == nil {
		return nil
	}
	more := ""
	if len(entries) > 1 {
		more = fmt.Sprintf(" and %d more", len(entries)-1)
	}
	return fmt.Errorf("%s: holds files that crewcard site did not write (%s%s); give a new or empty folder, or --force to write the site beside them; nothing written", dir, entries[0].Name(), more)
}
