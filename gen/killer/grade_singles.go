package killer

import "fmt"

// fullHouse places the last digit of a house with one empty cell.
func (g *grader) fullHouse() bool {
	for k, u := range g.b.g.units {
		empty, seen := -1, uint16(0)
		for _, i := range u {
			if g.val[i] == 0 {
				if empty >= 0 {
					empty = -2
					break
				}
				empty = i
			} else {
				seen |= bit(int(g.val[i]))
			}
		}
		if empty < 0 || count(g.full&^seen) != 1 || g.cand[empty]&^seen == 0 {
			continue
		}
		d := digitOf(g.full &^ seen)
		place, elim := g.place(empty, d)
		g.step(fullHouse, func() string {
			return fmt.Sprintf("%s is the last empty cell of %s, which lacks only %d.", g.name(empty), g.b.g.unitName(k), d)
		}, place, elim)
		return true
	}
	return false
}

// hiddenSingle places a digit that a house can put in one cell only.
func (g *grader) hiddenSingle() bool {
	for k, u := range g.b.g.units {
		for d := 1; d <= g.n; d++ {
			at, places := -1, 0
			for _, i := range u {
				if g.cand[i]&bit(d) != 0 {
					at, places = i, places+1
				}
			}
			if places != 1 || g.val[at] != 0 {
				continue
			}
			place, elim := g.place(at, d)
			g.step(hiddenSingle, func() string {
				return fmt.Sprintf("%s needs a %d and only %s can take it.", capital(g.b.g.unitName(k)), d, g.name(at))
			}, place, elim)
			return true
		}
	}
	return false
}

// nakedSingle places the one candidate left in a cell.
func (g *grader) nakedSingle() bool {
	for i := range g.n * g.n {
		if g.val[i] != 0 || count(g.cand[i]) != 1 {
			continue
		}
		d := digitOf(g.cand[i])
		place, elim := g.place(i, d)
		g.step(nakedSingle, func() string { return fmt.Sprintf("Only %d fits %s.", d, g.name(i)) }, place, elim)
		return true
	}
	return false
}

// name names cell i as explanations do: "r3c5".
func (g *grader) name(i int) string { return fmt.Sprintf("r%dc%d", i/g.n+1, i%g.n+1) }

// capital returns s with its first letter in upper case.
func capital(s string) string {
	if s == "" || s[0] < 'a' || s[0] > 'z' {
		return s
	}
	return string(s[0]-'a'+'A') + s[1:]
}
