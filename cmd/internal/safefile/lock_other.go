//go:build !unix

package safefile

import (
	"context"
	"os"
)

// lockOpen locks nothing here, so two concurrent runs are not serialised;
// the write is still atomic. On Windows a lock would need an open handle on
// the crew file, and os.Rename (MoveFileEx) cannot replace a file that has
// open handles: that needs a rename with POSIX semantics, as os.Root.Rename
// does, in ReplaceAll first.
func lockOpen(ctx context.Context, path string) (*os.File, error) { return nil, nil }
