package raster

// SetBandPixels sets the pixels a shape is rasterised in at once, for a
// test, and returns what restores it.
func SetBandPixels(n int) (restore func()) {
	old := bandPixels
	bandPixels = n
	return func() { bandPixels = old }
}
