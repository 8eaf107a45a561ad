package daily

import (
	"fmt"
	"strings"
)

// CheckArchivePath refuses an archive path that SQLite would not read as
// a file name: it takes '?' and '#' as the start of a URI's options.
// Commands check it with their flags, a usage error before any work.
func CheckArchivePath(path string) error {
	if strings.ContainsAny(path, "?#") {
		return fmt.Errorf("daily: archive %s: the path may not hold '?' or '#'", path)
	}
	return nil
}
