package book

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
)

// TestWriteSetPNG draws two Numberlink puzzles and their answers, grey
// and in colour.
func TestWriteSetPNG(t *testing.T) {
	k, _ := kinds.Find("numberlink")
	es, err := GenerateSet(context.Background(), k, gen.Params{Rows: 6, Cols: 6, Grade: gen.Easy}, 2, 1, Options{})
	if err != nil {
		t.Fatalf("GenerateSet: %v", err)
	}
	tests := []struct {
		name   string
		colour bool
		want   string // the decoded image type
	}{
		{"grey", false, "*image.Gray"},
		{"colour", true, "*image.RGBA"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir := filepath.Join(t.TempDir(), "png")
			files, err := WriteSetPNG(context.Background(), k, es, SetPNG{Dir: dir, DPI: 72, Colour: tt.colour}, Options{Workers: 2})
			if err != nil {
				t.Fatalf("%s: WriteSetPNG: %v", tt.name, err)
			}
			var names []string
			for _, f := range files {
				names = append(names, filepath.Base(f))
			}
			if got, want := strings.Join(names, " "), "puzzle-001.png puzzle-002.png answer-001.png answer-002.png"; got != want {
				t.Errorf("%s: got files %s, want %s", tt.name, got, want)
			}
			for _, f := range files {
				data, err := os.ReadFile(f)
				if err != nil {
					t.Fatal(err)
				}
				img, err := png.Decode(bytes.NewReader(data))
				if err != nil {
					t.Fatalf("%s: %s: %v", tt.name, f, err)
				}
				if got := fmt.Sprintf("%T", img); got != tt.want {
					t.Errorf("%s: %s: got a %s, want a %s", tt.name, filepath.Base(f), got, tt.want)
				}
				if b := img.Bounds(); b.Dx() != 324 {
					t.Errorf("%s: %s: got %d pixels wide, want 324 (4.5 inches at 72 dpi)", tt.name, filepath.Base(f), b.Dx())
				}
			}
		})
	}
	if _, err := WriteSetPNG(context.Background(), k, es, SetPNG{Dir: t.TempDir(), DPI: 5}, Options{}); err == nil || !strings.Contains(err.Error(), "want 36 to 1200") {
		t.Errorf("5 dpi: got %v, want an error asking for 36 to 1200", err)
	}
}
