package core

// DisplayFields are the per-loft switches that decide which columns a list
// shows (SPEC §3), by area then field. A missing field means shown.
type DisplayFields map[string]map[string]bool

// DisplayFieldAreas lists every area with its fields, in display order (SPEC §3).
var DisplayFieldAreas = []struct {
	Area   string
	Fields []string
}{
	{"participants", []string{"team", "country", "fancier", "pigeonsCount"}},
	{"fanciers", []string{"ringDescriptor", "color", "sex", "pigeonName"}},
	{"results", []string{"rank", "fancier", "team", "country", "ringDescriptor", "time", "speed", "pigeonName"}},
	{"baskets", []string{"fancier", "team", "country", "ringDescriptor", "pigeonName", "time"}},
	{"aces", []string{"rank", "fancier", "team", "country", "ringDescriptor", "pigeonName", "speed"}},
}

// Complete returns every area and field, with d's switches applied over the default (shown).
func (d DisplayFields) Complete() DisplayFields {
	out := DisplayFields{}
	for _, a := range DisplayFieldAreas {
		out[a.Area] = map[string]bool{}
		for _, f := range a.Fields {
			v, ok := d[a.Area][f]
			out[a.Area][f] = !ok || v
		}
	}
	return out
}

// Validate refuses unknown areas and fields.
func (d DisplayFields) Validate() error {
	f := FieldErrors{}
	for area, fields := range d {
		known := knownDisplayFields(area)
		if known == nil {
			f.Add("display_fields."+area, "The selected area is invalid.")
			continue
		}
		for name := range fields {
			if !known[name] {
				f.Add("display_fields."+area+"."+name, "The selected field is invalid.")
			}
		}
	}
	return f.Err()
}

func knownDisplayFields(area string) map[string]bool {
	for _, a := range DisplayFieldAreas {
		if a.Area == area {
			m := map[string]bool{}
			for _, f := range a.Fields {
				m[f] = true
			}
			return m
		}
	}
	return nil
}
