package numberlink

import (
	"syscall"
	"time"
)

// threadCPU is the CPU time the calling thread has used (user and
// system), so that a benchmark can report figures that load on a shared
// machine moves less than wall time. The caller locks its OS thread.
func threadCPU() time.Duration {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
