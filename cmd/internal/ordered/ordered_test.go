package ordered

import (
	"runtime"
	"sync"
	"testing"
	"time"
)

// TestOrder: consume sees every index once, in order, with its own result,
// however the work calls finish; for any n, including 0 and 1.
func TestOrder(t *testing.T) {
	for _, tc := range []struct {
		name     string
		n, ahead int
	}{
		{"none", 0, 4},
		{"one", 1, 4},
		{"ahead 1", 50, 1},
		{"ahead 0 counts as 1", 20, 0},
		{"ahead 7", 200, 7},
		{"ahead past n", 30, 100},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var got []int
			Run(tc.n, tc.ahead, func(i int) int {
				if i%3 == 0 {
					time.Sleep(time.Duration(i%5) * 100 * time.Microsecond) // finish out of order
				}
				return i * i
			}, func(i, v int) {
				if v != i*i {
					t.Errorf("consume(%d, %d), want consume(%d, %d)", i, v, i, i*i)
				}
				got = append(got, i)
			})
			if len(got) != tc.n {
				t.Fatalf("consume called %d times, want %d", len(got), tc.n)
			}
			for k, i := range got {
				if i != k {
					t.Fatalf("call %d of consume got index %d, want %d", k, i, k)
				}
			}
		})
	}
}

// TestWindow: work(i) never starts before consume(i-ahead) has returned,
// and work does run ahead: while consume(0) waits, work(0) … work(ahead-1)
// all start, and work(ahead) does not.
func TestWindow(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	const n, ahead = 100, 5
	var mu sync.Mutex
	started, done := 0, 0 // work calls begun; consume calls returned
	Run(n, ahead, func(i int) int {
		mu.Lock()
		defer mu.Unlock()
		if i >= done+ahead {
			t.Errorf("work(%d) started with %d consume calls returned, want at most %d ahead", i, done, ahead)
		}
		started++
		return i
	}, func(i, _ int) {
		if i == 0 {
			deadline := time.Now().Add(5 * time.Second)
			for {
				mu.Lock()
				s := started
				mu.Unlock()
				if s >= ahead || time.Now().After(deadline) {
					break
				}
				time.Sleep(time.Millisecond)
			}
			time.Sleep(20 * time.Millisecond) // time for a work call past the window to start
			mu.Lock()
			if started != ahead {
				t.Errorf("while consume(0) waits, %d work calls started, want %d", started, ahead)
			}
			mu.Unlock()
		}
		mu.Lock()
		done++
		mu.Unlock()
	})
	if started != n || done != n {
		t.Errorf("%d work and %d consume calls, want %d of each", started, done, n)
	}
}
