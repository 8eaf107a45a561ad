package layout_test

import (
	"fmt"

	"github.com/puzzlebook/puzzlebook/layout"
	"github.com/puzzlebook/puzzlebook/layout/draw"
)

func ExampleParsePageSize() {
	for _, s := range []string{"6x9", "a4", "7x10in", "210x297mm"} {
		w, h, err := layout.ParsePageSize(s)
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%s: %.2f x %.2f pt\n", s, w, h)
	}
	_, _, err := layout.ParsePageSize("7x9")
	fmt.Println(err)
	// Output:
	// 6x9: 432.00 x 648.00 pt
	// a4: 595.28 x 841.89 pt
	// 7x10in: 504.00 x 720.00 pt
	// 210x297mm: 595.28 x 841.89 pt
	// layout: page size "7x9": add a unit (in, mm, cm or pt), e.g. "7x9in"
}

func ExampleParseLength() {
	m, _ := layout.ParseLength("0.5in")
	g, _ := layout.ParseLength("3mm")
	fmt.Printf("%.2f %.2f\n", m, g)
	// Output: 36.00 8.50
}

func ExampleRecorder() {
	var r layout.Recorder
	r.Rect(draw.Rect{X: 36, Y: 36, W: 72, H: 72}, nil, draw.Stroke{Width: 1.5})
	f := draw.Font{Face: draw.Bold, Size: 12}
	r.Text(72, 72+draw.CapHeight(f)/2, "7", f, draw.AlignCenter)
	fmt.Print(r.String())
	fmt.Printf("width of 7: %.3f pt\n", r.TextWidth("7", f))
	// Output:
	// rect 36.00,36.00 72.00x72.00 w=1.50 gray=0.00
	// text 72.00,76.34 "7" bold 12.00pt gray=0.00 center
	// width of 7: 6.960 pt
}
