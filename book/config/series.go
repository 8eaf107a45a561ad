package config

import (
	"path/filepath"

	"go.yaml.in/yaml/v3"
)

// Series is a book's place in a series of volumes.
type Series struct {
	// Archive is the file, relative to the config's folder when the
	// config names a relative path, that records every puzzle printed in
	// the series' volumes: a volume naming it repeats none of them, and
	// adds its own once it is written. Empty: the book is no series'.
	Archive string
}

// series reads the series key.
func (d *decoder) series(n *yaml.Node, path string, dst *Series) {
	seen := d.mapping(n, path, []field{
		{"archive", d.text(&dst.Archive)},
	})
	if _, ok := seen["archive"]; !ok && target(n).Kind == yaml.MappingNode {
		d.errorf(n, path+".archive", "is required: the file that records the series' puzzles")
	}
	if dst.Archive != "" && !filepath.IsAbs(dst.Archive) && d.file != "" {
		dst.Archive = filepath.Join(filepath.Dir(d.file), dst.Archive)
	}
}
