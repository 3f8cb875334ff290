// Package ordered runs work on every core and hands the results back in
// index order.
package ordered

import "runtime"

// Run calls work(i) for every i in [0, n) on every core and consume(i, v)
// with each result v, one at a time, in increasing i, on the calling
// goroutine. work runs at most ahead indices in front of consume: work(i)
// does not start before consume(i-ahead) has returned, so ahead bounds the
// results held at once (an ahead below 1 counts as 1). Run returns when
// every call of work and consume has returned.
func Run[T any](n, ahead int, work func(i int) T, consume func(i int, v T)) {
	ahead = max(ahead, 1)
	slots := make([]chan T, n)
	for i := range slots {
		slots[i] = make(chan T, 1)
	}
	jobs := make(chan int)
	window := make(chan struct{}, ahead)
	go func() {
		for i := range n {
			window <- struct{}{}
			jobs <- i
		}
		close(jobs)
	}()
	for range max(1, min(runtime.GOMAXPROCS(0), n)) {
		go func() {
			for i := range jobs {
				slots[i] <- work(i)
			}
		}()
	}
	for i := range n {
		v := <-slots[i]
		slots[i] = nil
		consume(i, v)
		<-window
	}
}
