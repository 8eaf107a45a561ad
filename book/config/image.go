package config

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"os"
	"path/filepath"

	"go.yaml.in/yaml/v3"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/cover"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

// Picture is a PNG or JPEG file a config names (cover.image, cover.logo,
// pages[].image), read and decoded once.
type Picture struct {
	*draw.Image
	node *yaml.Node // where it was named, for the checks made once the page is known
	path string     // the YAML path, e.g. "cover.image"
}

// maxPictureBytes bounds the files a config may name (draw.MaxImagePixels
// bounds their pixels).
const maxPictureBytes = 64 << 20

// picture reads the file a key names, relative to the config's folder
// when the path is relative, into *dst. A file named twice is read once.
func (d *decoder) picture(dst **Picture) func(*yaml.Node, string) {
	return func(n *yaml.Node, path string) {
		var name string
		d.text(&name)(n, path)
		if name == "" {
			return
		}
		n = target(n)
		file := name
		if !filepath.IsAbs(file) && d.file != "" {
			file = filepath.Join(filepath.Dir(d.file), file)
		}
		if d.pictures == nil {
			d.pictures = map[string]*draw.Image{}
		}
		img, ok := d.pictures[file]
		if !ok {
			var err error
			if img, err = readPicture(name, file); err != nil {
				d.errorf(n, path, "%s: %v", name, err)
				return
			}
			d.pictures[file] = img
		}
		*dst = &Picture{Image: img, node: n, path: path}
	}
}

// readPicture reads and decodes the PNG or JPEG file at file, called
// name in messages.
func readPicture(name, file string) (*draw.Image, error) {
	f, err := os.Open(file)
	if err != nil {
		if errors.Is(err, fs.ErrNotExist) {
			return nil, fmt.Errorf("no such file in %s", filepath.Dir(file))
		}
		return nil, errors.Unwrap(err)
	}
	defer f.Close()
	// Only a regular file: a device or a pipe (/dev/stdin) could block
	// the check or never end.
	switch fi, err := f.Stat(); {
	case err != nil:
		return nil, errors.Unwrap(err)
	case fi.IsDir():
		return nil, errors.New("is a directory")
	case !fi.Mode().IsRegular():
		return nil, errors.New("not a regular file")
	}
	data, err := io.ReadAll(io.LimitReader(f, maxPictureBytes+1))
	if err != nil {
		return nil, errors.Unwrap(err)
	}
	if len(data) > maxPictureBytes {
		return nil, fmt.Errorf("larger than %d MB", maxPictureBytes>>20)
	}
	img, err := draw.DecodeImage(name, data)
	if err != nil {
		return nil, unwrapAll(err)
	}
	return img, nil
}

// unwrapAll is err's innermost reason: draw's message less its prefix.
func unwrapAll(err error) error {
	for {
		u := errors.Unwrap(err)
		if u == nil {
			return err
		}
		err = u
	}
}

// checkPictures refuses a cover picture or logo that would print under
// layout.MinImageDPI at its size on the cover, saying how many pixels
// would do. (An extra page's picture is drawn smaller instead, with a
// note: the page is the program's layout, not the user's.)
func (d *decoder) checkPictures(cfg *Config) {
	if s := cfg.Page.Spec; !(s.Width > 0 && s.Height > 0) {
		return // page: is refused; no size to check against
	}
	c := cover.Cover{Spec: cover.Spec{Width: cfg.Page.Spec.Width, Height: cfg.Page.Spec.Height, Pages: 1}}
	if p := cfg.Cover.Image; p != nil {
		area := c.PictureArea(p.Aspect())
		d.resolution(p, p.CropTo(area.W/area.H), area.W, area.H)
	}
	if p := cfg.Cover.Logo; p != nil {
		w, h := cover.LogoSize(p.Aspect())
		d.resolution(p, p.Image, w, h)
	}
}

// resolution refuses p when its part shown, drawn w x h points, prints
// under layout.MinImageDPI.
func (d *decoder) resolution(p *Picture, shown *draw.Image, w, h float64) {
	dpi := shown.DPI(w, h)
	if dpi >= layout.MinImageDPI-0.5 {
		return
	}
	pw, ph := p.Size()
	k := layout.MinImageDPI / dpi
	d.errorf(p.node, p.path, "%s is %dx%d px; at its printed size of %.3gx%.3gin it would be %.0f dpi; print needs %d dpi: at least %dx%d px",
		p.Name, pw, ph, w/layout.Inch, h/layout.Inch, math.Floor(dpi), layout.MinImageDPI,
		int(math.Ceil(float64(pw)*k)), int(math.Ceil(float64(ph)*k)))
}
