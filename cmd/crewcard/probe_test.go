package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestTemplateProbe: a template that cannot hold a card is reported once,
// against its own file, however many crews are rendered.
func TestTemplateProbe(t *testing.T) {
	_, src, _ := runCLI(t, "", "template", "export", "crew-front")
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"unknown slot", `bind = "name"`, `bind = "nmae"`, `no text slot "nmae"`},
		{"unknown icon", "\n[[widget]]\n", "\n[[widget]]\nkind = \"icon\"\nicon = \"no-such-icon\"\nx = 4.0\ny = 4.0\nw = 5.0\nh = 5.0\n\n[[widget]]\n", "no-such-icon"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if !strings.Contains(src, tc.from) {
				t.Fatalf("the exported template has no %q", tc.from)
			}
			dir := t.TempDir()
			path := filepath.Join(dir, "front.toml")
			if err := os.WriteFile(path, []byte(strings.Replace(src, tc.from, tc.to, 1)), 0o644); err != nil {
				t.Fatal(err)
			}
			code, _, errs := runCLI(t, "", "render", samplesDir, "--template", path, "-o", filepath.Join(dir, "cards.pdf"))
			if code != exitInvalid {
				t.Fatalf("exit %d, want %d\n%s", code, exitInvalid, errs)
			}
			if n := strings.Count(errs, path+":"); n != 1 || !strings.Contains(errs, tc.want) {
				t.Errorf("stderr names %s %d times, want once with %q:\n%s", path, n, tc.want, errs)
			}
			if strings.Contains(errs, "samples/") {
				t.Errorf("a template error is blamed on a crew:\n%s", errs)
			}
		})
	}
}
