package numbrix_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
	"github.com/puzzlebook/puzzlebook/gen/numbrix"
)

// A 5x5 Numbrix for children: the same seed always gives this puzzle.
func ExampleKind_Generate() {
	rng := rand.New(rand.NewPCG(7, 7))
	p, err := numbrix.Numbrix.Generate(context.Background(), gen.Params{Rows: 5, Grade: gen.Easy}, rng)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(p.Grade, p.Technique)
	numbrix.Numbrix.Format(os.Stdout, p, p.Givens)
	// Output:
	// easy forced neighbour
	//  . 20  .  .  .
	//  . 17 16  .  .
	//  5  4  .  .  .
	//  .  1  .  .  .
	//  .  .  .  .  .
}

// Solve proves a Hidato unique; '#' marks holes.
func ExampleKind_Solve() {
	ps, err := numbrix.Hidato.Parse(strings.NewReader("1 # 5\n. 3 .\n"))
	if err != nil {
		fmt.Println(err)
		return
	}
	sol, err := numbrix.Hidato.Solve(context.Background(), ps[0])
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(sol.Count, "solution")
	numbrix.Hidato.Format(os.Stdout, ps[0], sol.Grid)
	// Output:
	// 1 solution
	// 1 # 5
	// 2 3 4
}
