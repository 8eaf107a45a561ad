//go:build !linux

package numberlink

import "time"

// threadCPU is 0 where the thread's CPU time is not read: benchmarks then
// report no CPU figures.
func threadCPU() time.Duration { return 0 }
