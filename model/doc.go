// Package model holds what every game system shares: positions, the error
// list, strict TOML decoding with a key locator, name suggestion and size
// limits. Each system's rules live in a package below it (crewexp, …), and
// no system package imports another.
package model
