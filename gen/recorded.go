package gen

// SymmetryName is the name of s that configs and manifests write, or ""
// for SymmetryDefault: a record leaves the kind's own choice unnamed.
func SymmetryName(s Symmetry) string {
	if s == SymmetryDefault {
		return ""
	}
	return s.String()
}

// EndsName is what manifests record of the ends of a puzzle of kind k
// made with p, as configs write them, with the kind's default filled in
// (Defaulter): "given" or "free" for Hidato, "" for kinds without ends.
func EndsName(k Kind, p Params) string {
	if df, ok := k.(Defaulter); ok {
		p = df.Defaults(p)
	}
	if p.Ends == EndsDefault {
		return ""
	}
	return p.Ends.String()
}
