package outfile

import "io"

// Checked is a writer that keeps the first error of its writes, so that a
// command whose output could not be written (a full disk, /dev/full, a
// closed pipe) can tell, whatever it printed.
type Checked struct {
	W   io.Writer
	Err error // the first write's error, or nil
}

func (c *Checked) Write(p []byte) (int, error) {
	if c.Err != nil {
		return 0, c.Err
	}
	n, err := c.W.Write(p)
	if err != nil {
		c.Err = err
	}
	return n, err
}
