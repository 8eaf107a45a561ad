//go:build windows

package lockfile

import (
	"errors"
	"os"

	"golang.org/x/sys/windows"
)

// removeMayFail says whether removing an open lock file may fail: on
// Windows it does while another process has the file open.
const removeMayFail = true

// lock takes an exclusive lock of one byte of f, far past its end so
// that others may still read the process id, without waiting; it reports
// false when another handle holds it.
func lock(f *os.File) (bool, error) {
	ol := &windows.Overlapped{OffsetHigh: 1 << 30}
	err := windows.LockFileEx(windows.Handle(f.Fd()), windows.LOCKFILE_EXCLUSIVE_LOCK|windows.LOCKFILE_FAIL_IMMEDIATELY, 0, 1, 0, ol)
	switch {
	case err == nil:
		return true, nil
	case errors.Is(err, windows.ERROR_LOCK_VIOLATION), errors.Is(err, windows.ERROR_IO_PENDING):
		return false, nil
	}
	return false, err
}
