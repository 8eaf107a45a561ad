package gentest

import "regexp"

// namedRE matches the value a refusal names at its end, by the
// convention every kind's Validate follows: "... (use paths: 35-64)".
var namedRE = regexp.MustCompile(`\(use ([a-z_]+): ([^()]+)\)$`)

// NamedValue returns the key and value a refusal's message names for the
// caller to use instead ("paths", "35-64"), and false when it names none.
func NamedValue(msg string) (key, value string, ok bool) {
	m := namedRE.FindStringSubmatch(msg)
	if m == nil {
		return "", "", false
	}
	return m[1], m[2], true
}
