package manifest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strconv"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Params is the "params" object of a manifest's puzzle: every
// parameter its kind's generator was called with, in the spelling of
// config keys, so that the puzzle can be rebuilt from its record alone
// (book.Rebuild). Its JSON object holds rows, cols, grade and symmetry, then
// the kind's own keys in its descriptor's order (gen.Descriptor.Keys),
// then givens and pick. A value that leaves the choice to the kind (no
// grade, the default symmetry, no bound) is left out, and reads back as
// the zero value it was. docs/manifest.md describes the fields.
type Params struct {
	Rows     int
	Cols     int
	Grade    string // easy ... expert; "" for any
	Symmetry string // none, rotational or mirror; "" for the default
	Own      []Param
	Givens   string // "36" or "35-40"
	Pick     int    // the listed puzzle (gen.Lister); 0 for none
}

// Param is one of a kind's own keys as a manifest records it.
type Param struct {
	Key   string // the config key, e.g. "max_gap"
	Value string // as the key's Get writes it
	Whole bool   // written as a JSON number
}

// RecordParams returns the record of p, the params of a puzzle of kind k,
// as manifests write it.
func RecordParams(k gen.Kind, p gen.Params) *Params {
	m := &Params{Rows: p.Rows, Cols: p.Cols, Givens: p.GivensText(), Pick: p.Pick}
	if p.Grade != gen.AnyGrade {
		m.Grade = p.Grade.String()
	}
	if p.Symmetry != gen.SymmetryDefault {
		m.Symmetry = p.Symmetry.String()
	}
	for _, key := range k.Describe().Keys {
		if v := key.Get(p); v != "" {
			m.Own = append(m.Own, Param{Key: key.Name, Value: v, Whole: key.Whole})
		}
	}
	return m
}

// Gen returns the gen.Params m records for a puzzle of kind k:
// RecordParams(k, p).Gen(k) is p for every p k accepts. A key k does
// not have, or a value its key would not write, is an error.
func (m *Params) Gen(k gen.Kind) (gen.Params, error) {
	p := gen.Params{Rows: m.Rows, Cols: m.Cols, Pick: m.Pick}
	var err error
	if m.Grade != "" {
		if p.Grade, err = gen.ParseGrade(m.Grade); err != nil {
			return p, fmt.Errorf("manifest: params: grade: %w", err)
		}
	}
	if m.Symmetry != "" {
		if p.Symmetry, err = gen.ParseSymmetry(m.Symmetry); err != nil {
			return p, fmt.Errorf("manifest: params: symmetry: %w", err)
		}
	}
	d := k.Describe()
	for _, o := range m.Own {
		key, ok := d.Key(o.Key)
		switch {
		case !ok:
			return p, fmt.Errorf("manifest: params: %s: unknown key for %s", o.Key, k.Name())
		case o.Whole != key.Whole && key.Whole:
			return p, fmt.Errorf("manifest: params: %s: must be a number, not %q", o.Key, o.Value)
		case o.Whole != key.Whole:
			return p, fmt.Errorf("manifest: params: %s: must be a string, not %s", o.Key, o.Value)
		}
		if err := key.Set(&p, o.Value); err != nil {
			return p, fmt.Errorf("manifest: params: %s: %w", o.Key, err)
		}
		if got := key.Get(p); got != o.Value {
			return p, fmt.Errorf("manifest: params: %s: %q is not as a manifest writes it (it reads back as %q)", o.Key, o.Value, got)
		}
	}
	if m.Givens != "" {
		if p.MinGivens, p.MaxGivens, err = gen.ParseGivens(m.Givens); err != nil {
			return p, fmt.Errorf("manifest: params: givens: %w", err)
		}
	}
	return p, nil
}

// MarshalJSON writes m's object with its keys in order, leaving out those
// that hold the kind's choice.
func (m *Params) MarshalJSON() ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, `{"rows":%d,"cols":%d`, m.Rows, m.Cols)
	text := func(key, v string) {
		if v != "" {
			s, _ := json.Marshal(v) // a string always marshals
			fmt.Fprintf(&b, `,%q:%s`, key, s)
		}
	}
	text("grade", m.Grade)
	text("symmetry", m.Symmetry)
	for _, o := range m.Own {
		if !o.Whole {
			text(o.Key, o.Value)
			continue
		}
		if _, err := strconv.Atoi(o.Value); err != nil {
			return nil, fmt.Errorf("manifest: params: %s: %q is not a whole number", o.Key, o.Value)
		}
		fmt.Fprintf(&b, `,%q:%s`, o.Key, o.Value)
	}
	text("givens", m.Givens)
	if m.Pick != 0 {
		fmt.Fprintf(&b, `,"pick":%d`, m.Pick)
	}
	b.WriteByte('}')
	return b.Bytes(), nil
}

// UnmarshalJSON reads m's object, keeping the kind's own keys in the
// order the object gives them; which keys the kind has is for Params to
// say.
func (m *Params) UnmarshalJSON(data []byte) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.UseNumber()
	if t, err := dec.Token(); err != nil || t != json.Delim('{') {
		return fmt.Errorf("manifest: params: must be an object, not %s", data)
	}
	*m = Params{}
	for dec.More() {
		t, err := dec.Token()
		if err != nil {
			return err
		}
		key, _ := t.(string) // an object's keys are strings
		if err := m.field(key, dec); err != nil {
			return fmt.Errorf("manifest: params: %s: %w", key, err)
		}
	}
	return nil
}

// field reads the value of the object's key from dec.
func (m *Params) field(key string, dec *json.Decoder) error {
	switch key {
	case "rows":
		return dec.Decode(&m.Rows)
	case "cols":
		return dec.Decode(&m.Cols)
	case "grade":
		return dec.Decode(&m.Grade)
	case "symmetry":
		return dec.Decode(&m.Symmetry)
	case "givens":
		return dec.Decode(&m.Givens)
	case "pick":
		return dec.Decode(&m.Pick)
	}
	var v any
	if err := dec.Decode(&v); err != nil {
		return err
	}
	switch v := v.(type) {
	case json.Number:
		m.Own = append(m.Own, Param{Key: key, Value: v.String(), Whole: true})
	case string:
		m.Own = append(m.Own, Param{Key: key, Value: v})
	default:
		return fmt.Errorf("must be a number or a string, not %v", v)
	}
	return nil
}
