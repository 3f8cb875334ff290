package system

import (
	"testing"

	"github.com/crewcard/crewcard/cmd/crewgen/gen"
)

func BenchmarkFit(b *testing.B) {
	files, err := gen.Crews(200, 1)
	if err != nil {
		b.Fatal(err)
	}
	var docs []Doc
	for i, f := range files {
		d, errs := Check("x.toml", f)
		if errs.Err() != nil {
			b.Fatal(i, errs)
		}
		docs = append(docs, d)
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if errs := Fit(docs[i%len(docs)]); len(errs) > 0 {
			b.Fatal(errs)
		}
	}
}
