package config

import (
	"bytes"
	"image"
	"image/gif"
	"image/jpeg"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// writePicture writes a flat w x h picture to dir/name, as JPEG when the
// name ends in .jpg, else as PNG.
func writePicture(t *testing.T, dir, name string, w, h int) {
	t.Helper()
	img := image.NewGray(image.Rect(0, 0, w, h))
	var buf bytes.Buffer
	var err error
	if strings.HasSuffix(name, ".jpg") {
		err = jpeg.Encode(&buf, img, nil)
	} else {
		err = png.Encode(&buf, img)
	}
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), buf.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
}

const pictureSections = `
sections:
  - {kind: sudoku, size: 4, grade: easy, count: 2}
`

// TestPictureKeys loads configs naming pictures from the config's folder
// and checks what each refuses, at the key's file and line, and what it
// takes.
func TestPictureKeys(t *testing.T) {
	dir := t.TempDir()
	writePicture(t, dir, "sharp.png", 1800, 1300)
	writePicture(t, dir, "photo.jpg", 800, 600)
	writePicture(t, dir, "mark.png", 300, 150)
	writePicture(t, dir, "tiny.png", 60, 30)
	var g bytes.Buffer
	if err := gif.Encode(&g, image.NewGray(image.Rect(0, 0, 8, 8)), nil); err != nil {
		t.Fatal(err)
	}
	for name, data := range map[string][]byte{"anim.gif": g.Bytes(), "notes.png": []byte("not a picture")} {
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, tt := range []struct {
		name, yaml string
		want       []string // each a line of the error, in order; none: the config loads
	}{
		{"sharp", "page: {size: 8x10}\ncover: {image: sharp.png, logo: mark.png}\npages:\n  - {kind: intro, text: Hi, image: photo.jpg}\n", nil},
		{"soft picture", "page: {size: 8x10}\ncover:\n  image: photo.jpg\n",
			[]string{"DIR/c.yaml:3: cover.image: photo.jpg is 800x600 px; at its printed size of 4.69x3.49in it would be 170 dpi; print needs 300 dpi: at least 1408x1056 px"}},
		{"sharp on a smaller trim", "page: {size: 4x6in, margin: 0.4in}\ncover:\n  image: photo.jpg\n", nil},
		{"soft logo", "cover:\n  logo: tiny.png\n",
			[]string{"DIR/c.yaml:2: cover.logo: tiny.png is 60x30 px; at its printed size of 1x0.5in it would be 60 dpi; print needs 300 dpi: at least 300x150 px"}},
		{"missing", "cover:\n  image: nowhere.png\npages:\n  - {kind: intro, text: Hi, image: gone.jpg}\n",
			[]string{"DIR/c.yaml:2: cover.image: nowhere.png: no such file in DIR", "DIR/c.yaml:4: pages[0].image: gone.jpg: no such file in DIR"}},
		{"not a picture", "cover:\n  image: notes.png\n  logo: anim.gif\n",
			[]string{"DIR/c.yaml:2: cover.image: notes.png: not a PNG or JPEG file", "DIR/c.yaml:3: cover.logo: anim.gif: gif data; want a PNG or JPEG file"}},
		{"a folder", "cover:\n  image: .\n", []string{"DIR/c.yaml:2: cover.image: .: is a directory"}},
		{"a device", "cover:\n  image: /dev/null\n", []string{"DIR/c.yaml:2: cover.image: /dev/null: not a regular file"}},
		{"choose and image", "cover:\n  image: sharp.png\n  choose: 1\n", []string{"DIR/c.yaml:3: cover.choose: the front shows cover.image, not a puzzle: leave out choose or image"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			path := filepath.Join(dir, "c.yaml")
			if err := os.WriteFile(path, []byte(tt.yaml+pictureSections), 0o644); err != nil {
				t.Fatal(err)
			}
			cfg, err := Load(path)
			if tt.want == nil {
				if err != nil {
					t.Fatalf("got %v, want the config to load", err)
				}
				if cfg.Cover.Image != nil && cfg.Cover.Image.Image == nil {
					t.Error("cover.image read as an empty picture")
				}
				return
			}
			if err == nil {
				t.Fatalf("got no error, want %q", tt.want)
			}
			got := strings.ReplaceAll(err.Error(), dir, "DIR")
			if lines := strings.Split(got, "\n"); !equalLines(lines, tt.want) {
				t.Errorf("got\n%s\nwant\n%s", got, strings.Join(tt.want, "\n"))
			}
		})
	}
}

func equalLines(a, b []string) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// TestPictureReadOnce checks that a file named by two keys is read and
// decoded once: both keys hold the same picture.
func TestPictureReadOnce(t *testing.T) {
	dir := t.TempDir()
	writePicture(t, dir, "sharp.png", 1800, 1300)
	path := filepath.Join(dir, "c.yaml")
	yaml := "page: {size: 8x10}\ncover: {image: sharp.png}\npages:\n  - {kind: intro, text: Hi, image: sharp.png}\n" + pictureSections
	if err := os.WriteFile(path, []byte(yaml), 0o644); err != nil {
		t.Fatal(err)
	}
	cfg, err := Load(path)
	if err != nil {
		t.Fatal(err)
	}
	if a, b := cfg.Cover.Image.Image, cfg.Matter[0].Image.Image; a != b {
		t.Errorf("cover.image and pages[0].image are two pictures (%p, %p); want one", a, b)
	}
	front, _ := cfg.MatterPages()
	if front[0].Image != cfg.Cover.Image.Image {
		t.Error("the intro page's layout has not the picture")
	}
}
