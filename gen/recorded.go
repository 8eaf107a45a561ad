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
// made with p: the value of the kind's "ends" key (a path puzzle's
// choice of giving its first and last numbers), with the kind's default
// filled in (Defaulter), or "" for kinds without that key.
func EndsName(k Kind, p Params) string {
	key, ok := k.Describe().Key("ends")
	if !ok {
		return ""
	}
	if df, ok := k.(Defaulter); ok {
		p = df.Defaults(p)
	}
	return key.Get(p)
}
