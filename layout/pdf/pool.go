package pdf

import (
	"runtime"
	"sync"
)

// each calls f(0) ... f(n-1) on up to workers goroutines (one per CPU for
// 0 or less), handing out the indexes in order, and returns when all have
// returned. It is the one pool of the package: Encode draws pages and
// compresses objects with it, and Check checks pages.
func each(n, workers int, f func(i int)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	var wg sync.WaitGroup
	next := make(chan int)
	for range min(workers, n) {
		wg.Go(func() {
			for i := range next {
				f(i)
			}
		})
	}
	for i := range n {
		next <- i
	}
	close(next)
	wg.Wait()
}
