package killer

import (
	"bytes"
	"context"
	"fmt"
	"testing"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/gentest"
)

// TestAppendLineIsFormat checks that AppendLine appends the line Format
// writes, without its newline, for the givens and the solution of
// generated killers of every size, and refuses what Format refuses.
func TestAppendLineIsFormat(t *testing.T) {
	k := Kind{}
	for _, o := range offered {
		for seed := range uint64(3) {
			p, err := k.Generate(context.Background(), gen.Params{Rows: o.n, Cols: o.n, Grade: o.grades[0], MinGivens: int(seed), MaxGivens: int(seed) * 2}, gentest.Seeded(seed))
			if err != nil {
				t.Fatal(err)
			}
			for _, g := range [][][]int{p.Givens, p.Solution} {
				name := fmt.Sprintf("%dx%d seed %d", o.n, o.n, seed)
				var want bytes.Buffer
				if err := k.Format(&want, p, g); err != nil {
					t.Fatalf("%s: Format: %v", name, err)
				}
				got, err := k.AppendLine([]byte("x"), p, g)
				if err != nil {
					t.Fatalf("%s: AppendLine: %v", name, err)
				}
				if w := "x" + string(bytes.TrimSuffix(want.Bytes(), []byte("\n"))); string(got) != w {
					t.Errorf("%s: got %q, want %q", name, got, w)
				}
			}
		}
	}
	p, err := k.Generate(context.Background(), gen.Params{Rows: 4, Cols: 4, Grade: gen.Easy}, gentest.Seeded(1))
	if err != nil {
		t.Fatal(err)
	}
	p.Cages = p.Cages[1:] // a cell in no cage
	wantErr := k.Format(new(bytes.Buffer), p, p.Givens)
	got, err := k.AppendLine([]byte("x"), p, p.Givens)
	if err == nil || wantErr == nil || err.Error() != wantErr.Error() || string(got) != "x" {
		t.Errorf("a cell in no cage: got %q, %v; want \"x\", %v", got, err, wantErr)
	}
}
