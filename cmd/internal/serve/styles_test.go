package serve

import (
	"fmt"
	"testing"
)

// TestStyleCacheBounded: a server that draws new faces for ever keeps at
// most its limit of style sheets, the latest; the sheet just stored is
// always there, even one larger than the limit.
func TestStyleCacheBounded(t *testing.T) {
	c := styleCache{limit: 1000}
	for i := range 500 {
		c.store(fmt.Sprintf("card-%d.css", i), make([]byte, 30))
	}
	if c.bytes > c.limit || len(c.css) != 33 || len(c.order) != len(c.css) {
		t.Errorf("after 500 sheets of 30 bytes: %d bytes in %d sheets (order %d), want at most %d bytes, 33 sheets", c.bytes, len(c.css), len(c.order), c.limit)
	}
	if _, ok := c.load("card-499.css"); !ok {
		t.Error("the latest sheet is gone")
	}
	if _, ok := c.load("card-0.css"); ok {
		t.Error("the oldest sheet is kept")
	}
	c.store("big.css", make([]byte, 5000))
	if css, ok := c.load("big.css"); !ok || len(css) != 5000 || len(c.css) != 1 {
		t.Errorf("a sheet over the limit: kept %v, %d sheets; want it alone", ok, len(c.css))
	}
}
