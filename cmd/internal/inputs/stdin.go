package inputs

import (
	"context"
	"fmt"
	"io"
)

// ReadAll reads r to its end, as io.ReadAll does, unless ctx ends first:
// then it returns at once, with an error that says reading stopped and
// why ("reading stopped: interrupt signal received"). A caller bounds r
// (io.LimitReader), so that what is read stays bounded.
//
// Standard input that sends nothing, or sends slowly, would otherwise
// hold a command past Ctrl-C: a blocked read of it cannot be ended
// portably. So r is read in a goroutine, and when ctx ends that goroutine
// is left behind, blocked in r.Read until r sends or closes; its result
// goes to a buffered channel nobody reads. That leak is meant for a
// command that is about to exit, as every caller is once its context
// ends; do not call ReadAll in a loop on a reader that may block.
func ReadAll(ctx context.Context, r io.Reader) ([]byte, error) {
	if ctx.Done() == nil { // never ends: a file, say
		return io.ReadAll(r)
	}
	if ctx.Err() != nil {
		return nil, stopped(ctx)
	}
	type result struct {
		data []byte
		err  error
	}
	done := make(chan result, 1) // buffered: a read left behind never blocks on it
	go func() {
		data, err := io.ReadAll(r)
		done <- result{data, err}
	}()
	select {
	case res := <-done:
		return res.data, res.err
	case <-ctx.Done():
		return nil, stopped(ctx)
	}
}

// stopped is the error of a read that ctx ended.
func stopped(ctx context.Context) error {
	return fmt.Errorf("reading stopped: %v", context.Cause(ctx))
}
