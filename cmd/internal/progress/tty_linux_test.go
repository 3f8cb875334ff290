package progress

import (
	"fmt"
	"os"
	"syscall"
	"testing"

	"golang.org/x/sys/unix"
)

// TestIsTerminalPty: the bar shows on a real terminal, the follower side of
// a new pseudo-terminal.
func TestIsTerminalPty(t *testing.T) {
	leader, err := os.OpenFile("/dev/ptmx", os.O_RDWR, 0)
	if err != nil {
		t.Skipf("no pseudo-terminals here: %v", err)
	}
	defer leader.Close()
	fd := int(leader.Fd())
	if err := unix.IoctlSetPointerInt(fd, unix.TIOCSPTLCK, 0); err != nil {
		t.Skipf("cannot unlock the pseudo-terminal: %v", err)
	}
	n, err := unix.IoctlGetInt(fd, unix.TIOCGPTN)
	if err != nil {
		t.Skipf("cannot name the pseudo-terminal: %v", err)
	}
	follower, err := os.OpenFile(fmt.Sprintf("/dev/pts/%d", n), os.O_RDWR|syscall.O_NOCTTY, 0)
	if err != nil {
		t.Skipf("cannot open the pseudo-terminal: %v", err)
	}
	defer follower.Close()
	if !isTerminal(follower) {
		t.Errorf("isTerminal(%s) = false, want true", follower.Name())
	}
	if p := New(follower, "rendering"); p.w == nil {
		t.Errorf("newProgress draws nothing on %s", follower.Name())
	}
}
