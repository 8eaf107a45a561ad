package draw

import "testing"

func TestRecorder(t *testing.T) {
	var r Recorder
	grey := Gray(0.5)
	r.Line(Point{X: 1, Y: 2}, Point{X: 3, Y: 2}, Stroke{Width: 0.75})
	r.Polyline([]Point{{X: 0, Y: 0}, {X: 1, Y: 1}, {X: 2, Y: 0}}, Stroke{Width: 1, Round: true})
	r.Rect(Rect{X: 1, Y: 1, W: 10, H: 5}, &grey, Stroke{})
	r.Rotate(Point{X: 5, Y: 5}, 90, func(c Canvas) {
		c.Circle(Point{X: 5, Y: 5}, 2, nil, Stroke{Width: 0.5, Gray: 0.25})
		c.Text(5, 9, "7", Font{Face: Heavy, Size: 12}, AlignCenter)
	})
	want := "line 1.00,2.00 -> 3.00,2.00 w=0.75 gray=0.00\n" +
		"polyline 0.00,0.00 -> 1.00,1.00 -> 2.00,0.00 w=1.00 gray=0.00 round\n" +
		"rect 1.00,1.00 10.00x5.00 fill=0.50\n" +
		"rotate 90.00 about 5.00,5.00\n" +
		"circle 5.00,5.00 r=2.00 w=0.50 gray=0.25\n" +
		"text 5.00,9.00 \"7\" heavy 12.00pt gray=0.00 center\n" +
		"end rotate\n"
	if got := r.String(); got != want {
		t.Errorf("got\n%s\nwant\n%s", got, want)
	}
	if got, want := r.TextWidth("77", Font{Size: 10}), TextWidth("77", Font{Size: 10}); got != want {
		t.Errorf("TextWidth: got %v, want %v", got, want)
	}
	r.Reset()
	if got := r.String(); got != "" {
		t.Errorf("after Reset: got %q, want nothing", got)
	}
}
