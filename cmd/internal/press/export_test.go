package press

// UnderProbe has d's probes say that no card takes more than one card, so
// that a run of fuller cards finds out its split only as it writes.
func UnderProbe(d *Kit) {
	for name := range d.probePages {
		d.probePages[name] = 1
	}
}

// WithoutFaceFormat takes away the backend of face format f, as in a
// program that registers none, until the function it returns is called.
func WithoutFaceFormat(f Format) (restore func()) {
	was, ok := faceFormats[f]
	delete(faceFormats, f)
	return func() {
		if ok {
			faceFormats[f] = was
		}
	}
}
