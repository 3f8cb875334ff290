package main

// stampLabel names the program and its version before label, for the
// margin stamp of sheets, the roster and the calibration page.
func stampLabel(label string) string { return "crewcard " + version + " · " + label }
