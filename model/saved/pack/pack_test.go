package pack

import (
	"errors"
	"strings"
	"testing"

	"github.com/crewcard/crewcard/model/saved"
)

const letters = " ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

func TestRoundTrip(t *testing.T) {
	a := NewAlphabet(letters)
	var w Writer
	nums := []uint32{0, 1, 7, 8, 63, 64, 511, 1<<18 - 1}
	texts := []string{"", "Rex", "Т-34/85", "a.b", strings.Repeat("x", 64)}
	for _, n := range nums {
		w.NV(n)
	}
	w.Bool(true)
	w.Bits(5, 3)
	for _, s := range texts {
		a.Write(&w, s)
	}
	r := NewReader(w.Bytes())
	for _, n := range nums {
		if got := r.NV("n", 0, 1<<18-1); got != n {
			t.Errorf("NV = %d, want %d", got, n)
		}
	}
	if r.Bits(1) != 1 || r.In("three bits", 3, 5, 5) != 5 {
		t.Errorf("bits read back wrong: %v", r.Err())
	}
	for _, s := range texts {
		if got := a.Read(r, "text", 64); got != s {
			t.Errorf("Read = %q, want %q (%v)", got, s, r.Err())
		}
	}
	if err := r.End(); err != nil {
		t.Errorf("End = %v", err)
	}
}

func TestReaderRejects(t *testing.T) {
	a := NewAlphabet(letters)
	body := func(f func(w *Writer)) *Reader {
		var w Writer
		f(&w)
		return NewReader(w.Bytes())
	}
	tests := []struct {
		name string
		read func(r *Reader)
		r    *Reader
		want error
		msg  string
	}{
		{"not shortest", func(r *Reader) { r.NV("n", 0, 9) }, body(func(w *Writer) { w.Bits(8|1, 4); w.Bits(0, 4) }), saved.ErrMalformed, "n: number not in its shortest form"},
		{"out of range", func(r *Reader) { r.NV("n", 2, 6) }, body(func(w *Writer) { w.NV(7) }), saved.ErrMalformed, "n 7 out of range 2..6"},
		{"too long", func(r *Reader) { r.NV("n", 0, 9) }, body(func(w *Writer) { w.Bits(0xffffffff, 24); w.Bits(0, 8) }), saved.ErrMalformed, "longer than 6 groups"},
		{"short", func(r *Reader) { r.Bits(9) }, body(func(w *Writer) { w.Bits(0, 8) }), saved.ErrTruncated, "ends inside its fields"},
		{"trailing", func(r *Reader) { r.Bits(8) }, body(func(w *Writer) { w.Bits(0, 16) }), ErrTrailing, "1 more than its fields need"},
		{"padding", func(r *Reader) { r.Bits(4) }, body(func(w *Writer) { w.Bits(1, 8) }), saved.ErrMalformed, "padding bits are not zero"},
		{"raw text that packs", func(r *Reader) { a.Read(r, "name", 8) }, body(func(w *Writer) { w.Bool(false); w.NV(1); w.Bits('A', 8) }), saved.ErrMalformed, "name: text not in its shortest form"},
		{"escaped letter", func(r *Reader) { a.Read(r, "name", 8) }, body(func(w *Writer) { w.Bool(true); w.NV(1); w.Bits(Escape, 6); w.Bits('A', 8) }), saved.ErrMalformed, `'A' escaped`},
		{"text too long", func(r *Reader) { a.Read(r, "name", 2) }, body(func(w *Writer) { a.Write(w, "abc") }), saved.ErrMalformed, "name: 3 characters, at most 2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			tt.read(tt.r)
			err := tt.r.End()
			if !errors.Is(err, tt.want) || !strings.Contains(err.Error(), tt.msg) {
				t.Errorf("End = %v, want %v with %q", err, tt.want, tt.msg)
			}
		})
	}
}

func TestNewAlphabetPanics(t *testing.T) {
	for _, s := range []string{"abc", strings.Repeat("a", Escape)} {
		func() {
			defer func() {
				if recover() == nil {
					t.Errorf("NewAlphabet(%q) did not panic", s)
				}
			}()
			NewAlphabet(s)
		}()
	}
}
