// Package threadcpu reads the CPU time of the calling thread, so that a
// benchmark can report figures that load on a shared machine moves less
// than wall time. The caller locks its OS thread (runtime.LockOSThread).
package threadcpu

import (
	"syscall"
	"time"
)

// Used returns the CPU time (user and system) the calling thread has
// used, or 0 when it cannot be read.
func Used() time.Duration {
	const rusageThread = 1 // RUSAGE_THREAD
	var ru syscall.Rusage
	if syscall.Getrusage(rusageThread, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
