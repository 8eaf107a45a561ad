package calcudoku

import (
	"fmt"
	"strings"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Options are Calcudoku's own parameters, gen.Params.Options of its
// puzzles; the zero value asks for the defaults: every operation, shown.
type Options struct {
	// Operations names the operations cages may use: "" or "all" (+, -,
	// ×, ÷), "add" (+ only), "add-subtract" or "add-multiply".
	Operations string
	// HideOperations prints the targets alone (show_operations: false).
	HideOperations bool
}

// opts returns the options of p, the defaults when it has none, and false
// when p holds another kind's.
func opts(p gen.Params) (Options, bool) { return gen.OptionsOf[Options](p) }

// operationSets are the values of operations, each with the operations it
// allows.
var operationSets = map[string]string{
	"all":          "+-×÷",
	"add":          "+",
	"add-subtract": "+-",
	"add-multiply": "+×",
}

// allowed returns the operations o allows, as a string of their signs.
func (o Options) allowed() string {
	if o.Operations == "" {
		return operationSets["all"]
	}
	return operationSets[o.Operations]
}

// keys are Calcudoku's own keys: operations and show_operations.
var keys = []gen.Key{
	{Name: "operations", Form: "a string", Example: "add", Help: "cage operations: all, add, add-subtract or add-multiply (default all)",
		Set: gen.SetOption(func(o *Options, s string) error {
			s = strings.ToLower(strings.TrimSpace(s))
			if _, ok := operationSets[s]; !ok {
				return fmt.Errorf("must be all, add, add-subtract or add-multiply, not %q", s)
			}
			if s == "all" {
				s = ""
			}
			o.Operations = s
			return nil
		}),
		Get: func(p gen.Params) string { o, _ := opts(p); return o.Operations }},
	{Name: "show_operations", Form: "true or false", Example: "false", Help: "print each cage's operation beside its target (default true)",
		Set: gen.SetOption(func(o *Options, s string) error {
			switch strings.ToLower(strings.TrimSpace(s)) {
			case "true", "yes":
				o.HideOperations = false
			case "false", "no":
				o.HideOperations = true
			default:
				return fmt.Errorf("must be true or false, not %q", s)
			}
			return nil
		}),
		Get: func(p gen.Params) string {
			if o, _ := opts(p); o.HideOperations {
				return "false"
			}
			return ""
		}},
}
