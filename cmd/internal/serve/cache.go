package serve

import "sync"

// maxCached bounds the bytes of the pages kept drawn, so that a folder of
// thousands of files does not keep every page it has shown.
const maxCached = 16 << 20

// pageCache keeps the pages built for one generation of the inputs, the
// file pages by slug and the list at / as indexKey. A page depends only on
// the generation's entries and the server's fixed configuration, and a new
// generation drops them all, so a page kept is the page that would be
// built again.
type pageCache struct {
	mu      sync.Mutex
	gen     string
	pages   map[string][]byte
	size    int                      // bytes held
	drawing map[string]chan struct{} // gen+"/"+slug -> closed when its draw ends
}

// put keeps the page of slug in generation gen, dropping the pages of any
// other generation, unless it would pass maxCached.
func (c *pageCache) put(gen, slug string, b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.gen != gen || c.pages == nil {
		c.gen, c.pages, c.size = gen, map[string][]byte{}, 0
	}
	if _, ok := c.pages[slug]; ok || c.size+len(b) > maxCached {
		return
	}
	c.pages[slug] = b
	c.size += len(b)
}

// claim returns the page of slug in generation gen when it is kept;
// else true when the caller is to draw it, and must call done after; else
// a channel closed when the request that draws it already ends, so that a
// burst of requests for one page draws it once.
func (c *pageCache) claim(gen, slug string) ([]byte, <-chan struct{}, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if b, ok := c.pages[slug]; ok && c.gen == gen {
		return b, nil, false
	}
	key := gen + "/" + slug
	if ch, ok := c.drawing[key]; ok {
		return nil, ch, false
	}
	if c.drawing == nil {
		c.drawing = map[string]chan struct{}{}
	}
	c.drawing[key] = make(chan struct{})
	return nil, nil, true
}

// done ends the caller's claim on the page of slug in generation gen.
func (c *pageCache) done(gen, slug string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	key := gen + "/" + slug
	close(c.drawing[key])
	delete(c.drawing, key)
}
