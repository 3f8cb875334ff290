//go:build linux || darwin || freebsd || netbsd || openbsd

package main

import (
	"os"
	"syscall"
	"unsafe"
)

// hasWindowSize reports whether f is a terminal with a window size, which
// tells a terminal from other character devices such as /dev/null.
func hasWindowSize(f *os.File) bool {
	var ws [4]uint16
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, f.Fd(), uintptr(syscall.TIOCGWINSZ), uintptr(unsafe.Pointer(&ws)))
	return errno == 0
}
