package book

import (
	"context"
	"errors"

	"github.com/puzzlebook/puzzlebook/layout"
)

// stagePNG stages one PNG file per page of c in dir as page-001.png, ...,
// rendering pages on the worker pool. It returns the files of an earlier
// build in dir that the new one does not replace, to remove after commit.
// TODO(book): wire to layout.WritePNG once the PNG backend lands.
func stagePNG(ctx context.Context, st *staging, dir string, c layout.Composed, cfg *Config, opt Options) ([]string, error) {
	return nil, errors.New("book: png output is not available yet")
}
