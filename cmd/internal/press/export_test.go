package press

// UnderProbe has d's probes say that no card takes more than one card, so
// that a run of fuller cards finds out its split only as it writes.
func UnderProbe(d *Kit) {
	for name := range d.probePages {
		d.probePages[name] = 1
	}
}
