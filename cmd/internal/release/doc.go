// Package release holds no code: its tests check what ships crewcard
// without Go, which lives outside the Go packages. TestRelease runs
// .ci/release and checks its archives, sums and binaries; TestWorkflows
// runs actionlint on .github/workflows, which publish the site and the
// releases.
package release
