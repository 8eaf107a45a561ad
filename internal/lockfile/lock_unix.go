//go:build unix

package lockfile

import (
	"errors"
	"os"
	"syscall"
)

// removeMayFail says whether removing an open lock file may fail; not on
// Unix.
const removeMayFail = false

// lock takes f's exclusive flock without waiting; it reports false when
// another open file holds it.
func lock(f *os.File) (bool, error) {
	for {
		err := syscall.Flock(int(f.Fd()), syscall.LOCK_EX|syscall.LOCK_NB)
		switch {
		case err == nil:
			return true, nil
		case errors.Is(err, syscall.EWOULDBLOCK):
			return false, nil
		case errors.Is(err, syscall.EINTR):
			continue
		}
		return false, err
	}
}
