//go:build !linux

package sudoku

import "time"

// threadCPU is 0 where the thread's CPU time is not read: benchmarks then
// report no CPU rate.
func threadCPU() time.Duration { return 0 }
