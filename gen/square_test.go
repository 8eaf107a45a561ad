package gen

import (
	"errors"
	"testing"
)

// TestCheckSquareGrade refuses each of the four problems with the key it
// belongs to and the message every square kind gave before, and passes
// what holds.
func TestCheckSquareGrade(t *testing.T) {
	reaches := map[int][]Grade{4: {Easy, Medium}, 6: {Easy, Medium, Hard, Expert}}
	for _, c := range []struct {
		p     Params
		param string
		msg   string
	}{
		{Params{Rows: 3}, "size", "toy: size must be 4 to 6, not 3"},
		{Params{Rows: 6, Cols: 5}, "size", "toy: the grid is square: cols must be 6, not 5"},
		{Params{Rows: 6, Grade: Expert + 1}, "grade", "toy: unknown grade " + (Expert + 1).String()},
		{Params{Rows: 4, Grade: Hard}, "grade", "toy: grade hard is out of reach for 4x4 (it reaches [easy medium]; a hint)"},
		{Params{Rows: 4, Grade: Medium}, "", ""},
		{Params{Rows: 6, Cols: 6, Grade: Expert}, "", ""},
	} {
		err := CheckSquareGrade("toy", c.p, 4, 6, reaches, "a hint")
		var pe *ParamError
		switch {
		case c.msg == "" && err != nil:
			t.Errorf("%+v: got %v, want nil", c.p, err)
		case c.msg != "" && (!errors.As(err, &pe) || pe.Param != c.param || err.Error() != c.msg):
			t.Errorf("%+v: got %v, want %q at %s", c.p, err, c.msg, c.param)
		}
	}
	if err := CheckSquareGrade("toy", Params{Rows: 4, Grade: Hard}, 4, 6, nil, ""); err != nil {
		t.Errorf("without reaches: got %v, want every grade let through", err)
	}
}
