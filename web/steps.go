package web

import (
	"context"
	"fmt"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Steps returns the hints of p for its page: the steps of k's explanation
// (gen.Stepper) when k has one and it finds p unique, else nil (a hint
// then reveals one cell).
func Steps(ctx context.Context, k gen.Kind, p *gen.Puzzle) ([]gen.Step, error) {
	s, ok := k.(gen.Stepper)
	if !ok {
		return nil, nil
	}
	ex, err := s.Steps(ctx, p)
	if err != nil {
		return nil, fmt.Errorf("web: hints: %w", err)
	}
	if ex.Status != gen.StatusUnique && ex.Status != gen.StatusUnfinished {
		return nil, nil
	}
	return ex.Steps, nil
}
