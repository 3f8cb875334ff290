package serve

import "sync"

// maxStyleBytes bounds the style sheets a server keeps: each card face
// lifts out one of its own (its fonts' subsets, 10–50 kB), and a serve
// run redraws its pages on every save for hours. The oldest go first; a
// page drawn again stores its own again.
const maxStyleBytes = 32 << 20

// styleCache holds the style sheets lifted out of the card SVGs, by name,
// up to maxStyleBytes in all. It is safe for use by many goroutines.
type styleCache struct {
	mu    sync.Mutex
	css   map[string][]byte
	order []string // names, oldest first
	bytes int
	limit int // maxStyleBytes, or less in tests
}

// load returns the sheet named name, if kept.
func (c *styleCache) load(name string) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	css, ok := c.css[name]
	return css, ok
}

// store keeps css under name, unless kept already, and lets the oldest
// sheets go while the cache holds more than its limit: the sheet just
// stored stays.
func (c *styleCache) store(name string, css []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if _, ok := c.css[name]; ok {
		return
	}
	if c.css == nil {
		c.css = map[string][]byte{}
	}
	c.css[name] = css
	c.order = append(c.order, name)
	c.bytes += len(css)
	limit := c.limit
	if limit == 0 {
		limit = maxStyleBytes
	}
	for c.bytes > limit && len(c.order) > 1 {
		old := c.order[0]
		c.order = c.order[1:]
		c.bytes -= len(c.css[old])
		delete(c.css, old)
	}
}
