// Package site writes the static viewer site: a folder whose page decodes a
// crew card's QR link in the browser, offline, and shows the crew.
package site

//go:generate go run ./gen -o assets/tables.js

import (
	"bytes"
	"context"
	"crypto/sha256"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/crewcard/crewcard/cmd/internal/manual"
	"github.com/crewcard/crewcard/cmd/internal/safefile"
)

//go:embed assets
var assets embed.FS

// Marker is the file that marks a folder as written by Write, so that a
// later Write may replace the site's files there.
const Marker = ".crewcard-site"

// markerText starts the marker file; a line a file of the site follows
// it, as sha256sum prints it: the SHA-256 of the bytes written, two spaces
// and the file's name.
const markerText = markerHead + " it replaces the files listed below while they hold what it wrote, and leaves every other file here alone.\n"

// markerHead starts every marker that Write has written, this version's
// and earlier ones, which listed only the files' names.
const markerHead = "Written by crewcard site;"

// manualDir is the folder of the manual's pages in the site.
const manualDir = "manual/"

// baseSlot is where 404.html gets its <base>: a host answers every unknown
// path with it, /C/CODE too, so its assets are found from the site's root.
const baseSlot = "<!--base-->"

// Files returns the site's files by name: index.html, 404.html (the same
// page, with its links rooted at root, the URL path the site is served
// under, such as "/"), their assets, the manual's pages (manual/), and the
// web app's manifest, icons and service worker.
func Files(root string) (map[string][]byte, error) { return FilesWith(root, nil) }

// FilesWith is Files with the studio's WebAssembly (nil: none, and the
// studio page then says how to build it).
func FilesWith(root string, studio *Studio) (map[string][]byte, error) {
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
	if studio != nil {
		files[StudioWasm], files[ImportWasm], files[StudioExec] = studio.Wasm, studio.Import, studio.Exec
	}
	for name, b := range manual.Pages() {
		files[manualDir+name] = b
	}
	if err := addOffline(files); err != nil {
		return nil, err
	}
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
// are replaced, together or not at all, and every other file stays. A file
// of the site's names that an earlier Write did not leave as it is there
// (the user's own file, one edited since, a symbolic link or a special
// file) is never replaced, not even with force: Write refuses and writes
// nothing. A file that the marker of an earlier version lists by name
// only, with no digest, is replaced only with force, since nothing tells
// whether it was edited since. It returns the names written, sorted.
func Write(ctx context.Context, dir, root string, force bool) ([]string, error) {
	return WriteWith(ctx, dir, root, force, "")
}

// WriteWith is Write with the studio's WebAssembly, read from the folder
// studio as .ci/studio builds it (ReadStudio); "" writes the site without
// it.
func WriteWith(ctx context.Context, dir, root string, force bool, studio string) ([]string, error) {
	var st *Studio
	if studio != "" {
		var err error
		if st, err = ReadStudio(studio); err != nil {
			return nil, err
		}
	}
	files, err := FilesWith(root, st)
	if err != nil {
		return nil, err
	}
	if err := checkDir(dir, files, force); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	made := os.Mkdir(filepath.Join(dir, manualDir), 0o755)
	if made != nil && !errors.Is(made, fs.ErrExist) {
		return nil, made
	}
	names := slices.Sorted(maps.Keys(files))
	marker := markerText
	paths, data := []string{filepath.Join(dir, Marker)}, [][]byte{nil}
	for _, name := range names {
		marker += digest(files[name]) + "  " + name + "\n"
		paths = append(paths, filepath.Join(dir, name))
		data = append(data, files[name])
	}
	data[0] = []byte(marker)
	if err := safefile.ReplaceAll(ctx, paths, data, force); err != nil {
		if made == nil {
			os.Remove(filepath.Join(dir, manualDir)) // the folder this run made, empty: nothing written
		}
		return nil, err
	}
	return names, nil
}

// checkDir refuses a dir that is not a folder, or a folder where a file of
// the site's names is not one an earlier Write left (checkOwn), or, unless
// force, a folder with files that an earlier Write did not make.
func checkDir(dir string, files map[string][]byte, force bool) error {
	info, err := os.Stat(dir)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !info.IsDir():
		return fmt.Errorf("%s: is not a folder; give a folder for the site (new or empty)", dir)
	}
	if err := checkManual(dir); err != nil {
		return err
	}
	if err := checkOwn(dir, files, force); err != nil {
		return err
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

// checkManual refuses a dir whose folder of the manual's pages is a
// symbolic link or not a folder: the pages are never written through a link.
func checkManual(dir string) error {
	path := filepath.Join(dir, manualDir)
	info, err := os.Lstat(strings.TrimSuffix(path, "/"))
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil
	case err != nil:
		return err
	case !info.IsDir():
		return fmt.Errorf("%s: is a link or a file, where crewcard site writes the manual's pages; move it away, or give another folder; nothing written", path)
	}
	return nil
}

// digest is the SHA-256 of b in hex, as the marker records it.
func digest(b []byte) string { return fmt.Sprintf("%x", sha256.Sum256(b)) }

// checkOwn refuses a dir where a file of the site's names (files, and the
// Marker) is not one that an earlier Write left as it is: a symbolic link
// or a special file, a file no marker lists, or one whose bytes are not
// those the marker records (edited since). A file that holds the bytes
// this Write would write is never refused. A file that a marker of an
// earlier version lists by name only, with no digest, cannot be told from
// one edited since: it is refused unless force.
func checkOwn(dir string, files map[string][]byte, force bool) error {
	own, err := readMarker(dir)
	if err != nil {
		return err
	}
	var unproven []string // listed with no digest, and not the bytes this Write writes
	for _, name := range slices.Sorted(maps.Keys(files)) {
		path := filepath.Join(dir, name)
		info, err := os.Lstat(path)
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err := ownable(path, info, err); err != nil {
			return err
		}
		b, err := safefile.ReadInput(path, "a file of the site")
		if err != nil {
			return err
		}
		sum, listed := own[name]
		switch {
		case bytes.Equal(b, files[name]):
		case !listed:
			return fmt.Errorf("%s: crewcard site did not write it, and this run would replace it; move it away, or give another folder; nothing written", path)
		case sum == "" && !force:
			unproven = append(unproven, name)
		case sum != "" && sum != digest(b):
			return fmt.Errorf("%s: changed since crewcard site wrote it, and this run would replace it; move it away (or delete it to take the new one), or give another folder; nothing written", path)
		}
	}
	if len(unproven) > 0 {
		more := ""
		if len(unproven) > 1 {
			more = fmt.Sprintf(" (and %s, for the same reason)", strings.Join(unproven[1:], ", "))
		}
		return fmt.Errorf("%s: an earlier crewcard site wrote it, but its marker keeps no digest, so an edit since cannot be told, and this run would replace it%s; give --force to replace it, or move it away to keep it; nothing written", filepath.Join(dir, unproven[0]), more)
	}
	return nil
}

// readMarker returns the files that the Marker in dir lists, by name, with
// the SHA-256 each had when written ("" for a marker of an earlier version,
// which listed only names); none when there is no marker.
func readMarker(dir string) (map[string]string, error) {
	path := filepath.Join(dir, Marker)
	info, err := os.Lstat(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err := ownable(path, info, err); err != nil {
		return nil, err
	}
	b, err := safefile.ReadInput(path, "the marker of the site")
	if err != nil {
		return nil, err
	}
	if !bytes.HasPrefix(b, []byte(markerHead)) {
		return nil, fmt.Errorf("%s: crewcard site did not write it, and this run would replace it; move it away, or give another folder; nothing written", path)
	}
	own := map[string]string{}
	for _, line := range strings.Split(string(b), "\n")[1:] {
		if sum, name, ok := strings.Cut(line, "  "); ok {
			own[name] = sum
		} else if line != "" {
			own[line] = ""
		}
	}
	return own, nil
}

// ownable refuses a file that Write may never replace, whatever it holds:
// a symbolic link (it would write where the link leads) or a special file.
func ownable(path string, info os.FileInfo, err error) error {
	switch {
	case err != nil:
		return err
	case info.Mode()&os.ModeSymlink != 0:
		return fmt.Errorf("%s: is a symbolic link, which crewcard site never writes through; remove it, or give another folder; nothing written", path)
	case !info.Mode().IsRegular():
		return fmt.Errorf("%s: is not a regular file; move it away, or give another folder; nothing written", path)
	}
	return nil
}
