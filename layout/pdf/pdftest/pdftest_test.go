package pdftest

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// minimal is a one-page PDF whose xref offsets are right.
func minimal() []byte {
	var b bytes.Buffer
	b.WriteString("%PDF-1.7\n")
	var offs []int
	for _, obj := range []string{
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 100 100] >>",
	} {
		offs = append(offs, b.Len())
		fmt.Fprintf(&b, "%d 0 obj\n%s\nendobj\n", len(offs), obj)
	}
	xref := b.Len()
	b.WriteString("xref\n0 4\n0000000000 65535 f \n")
	for _, o := range offs {
		fmt.Fprintf(&b, "%010d 00000 n \n", o)
	}
	fmt.Fprintf(&b, "trailer\n<< /Size 4 /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n", xref)
	return b.Bytes()
}

// TestComplaints: a well-formed file passes both validators; a file whose
// cross-reference table is broken, or whose stream's length is wrong, is
// complained of by each.
func TestComplaints(t *testing.T) {
	good := minimal()
	brokenXref := bytes.Replace(good, []byte("xref\n0 4\n"), []byte("xref\n0 9\n"), 1)
	dir := t.TempDir()
	write := func(name string, b []byte) string {
		p := filepath.Join(dir, name)
		if err := os.WriteFile(p, b, 0o644); err != nil {
			t.Fatal(err)
		}
		return p
	}
	if msg := Complaints(t, write("good.pdf", good)); msg != "" {
		t.Errorf("a well-formed PDF is complained of:\n%s", msg)
	}
	bad := write("bad.pdf", brokenXref)
	for _, v := range validators {
		if v.check(bad, dir) == "" {
			t.Errorf("%s finds nothing wrong with a broken cross-reference table", v.name)
		}
	}
}
