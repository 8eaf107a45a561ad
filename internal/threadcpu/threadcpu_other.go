//go:build !linux

// Package threadcpu reads the CPU time of the calling thread, so that a
// benchmark can report figures that load on a shared machine moves less
// than wall time. The caller locks its OS thread (runtime.LockOSThread).
package threadcpu

import "time"

// Used returns 0 where the thread's CPU time is not read: benchmarks then
// report no CPU figure.
func Used() time.Duration { return 0 }
