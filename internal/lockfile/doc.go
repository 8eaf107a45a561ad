// Package lockfile takes exclusive OS file locks (flock(2) on Unix,
// LockFileEx on Windows) that name the process holding them, so that two
// runs never write into one folder, or one archive, at the same time.
//
// The lock belongs to the open file, not to its name: the holder removes
// the file when it releases the lock, and a process that locked a file
// removed (or replaced) meanwhile tries again on the file now at the path.
// So no lock file stays behind, and none is ever shared by two holders.
//
// A command that writes into a folder takes DirName in it for the whole
// run, after making the folder and before reading or removing anything
// in it:
//
//	lk, err := lockfile.Acquire(ctx, filepath.Join(dir, lockfile.DirName), wait)
//	if err != nil {
//		return err // a *HeldError names the lock and its holder
//	}
//	defer lk.Release()
package lockfile
