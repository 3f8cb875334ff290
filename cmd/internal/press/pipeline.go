package press

import "runtime"

// pipeline runs plan(i) for i in [0, n) on every core, at most planAhead
// ahead of consume, which gets the results one at a time in index order.
func pipeline(n int, plan func(i int) (Faces, error), consume func(i int, f Faces, err error)) {
	type result struct {
		f   Faces
		err error
	}
	slots := make([]chan result, n)
	for i := range slots {
		slots[i] = make(chan result, 1)
	}
	jobs := make(chan int)
	window := make(chan struct{}, planAhead)
	go func() {
		for i := 0; i < n; i++ {
			window <- struct{}{}
			jobs <- i
		}
		close(jobs)
	}()
	for w := 0; w < workers(n); w++ {
		go func() {
			for i := range jobs {
				f, err := plan(i)
				slots[i] <- result{f, err}
			}
		}()
	}
	for i := 0; i < n; i++ {
		r := <-slots[i]
		slots[i] = nil
		<-window
		consume(i, r.f, r.err)
	}
}

// workers is the number of planning goroutines for n cards.
func workers(n int) int { return max(1, min(runtime.GOMAXPROCS(0), n)) }
