package core

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"io"
	"maps"
	"strings"
)

// PedigreeColumns are the fields a pedigree CSV carries, in the order of
// an export.
var PedigreeColumns = []string{"ring", "name", "sex", "color", "strain", "breeder", "sire", "dam", "hatched_on", "notes"}

// columnAliases are header names other programs and languages use for a
// field, lower-cased: a file is mapped by them unless the user maps it.
var columnAliases = map[string][]string{
	"ring":       {"ring", "ring number", "band", "band number", "ringnummer", "ring nr", "bague", "anilla", "obrączka"},
	"name":       {"name", "naam", "nom", "nombre"},
	"sex":        {"sex", "geslacht", "geschlecht", "sexe", "sexo", "płeć"},
	"color":      {"color", "colour", "kleur", "farbe", "couleur"},
	"strain":     {"strain", "stam", "abstammung", "souche", "linia"},
	"breeder":    {"breeder", "kweker", "züchter", "eleveur", "éleveur", "criador", "hodowca"},
	"sire":       {"sire", "father", "vader", "vater", "père", "pere", "padre", "ojciec", "sire ring"},
	"dam":        {"dam", "mother", "moeder", "mutter", "mère", "mere", "madre", "matka", "dam ring"},
	"hatched_on": {"hatched_on", "hatched", "hatch date", "born", "geboren", "date of birth"},
	"notes":      {"notes", "note", "remarks", "opmerkingen", "bemerkungen"},
}

// MaxImportRows bounds one import.
const MaxImportRows = 5000

// ImportLine is one line of a pedigree CSV, by field.
type ImportLine struct {
	Line   int // in the file, the header being line 1
	Fields map[string]string
}

// ImportProblem is why a line (0: the file) cannot be imported.
type ImportProblem struct {
	Line    int
	Field   string
	Message string
}

// ParsePedigreeCSV reads a CSV (comma or semicolon separated, with a header
// line) and maps its columns to fields: mapping names the header of each
// field; a field it leaves out is found by its usual header names. It
// answers the lines, the headers, the mapping used and the file's
// problems (a line's own problems are found later).
func ParsePedigreeCSV(data []byte, mapping map[string]string) ([]ImportLine, []string, map[string]string, []ImportProblem) {
	data = bytes.TrimPrefix(data, []byte("\xef\xbb\xbf"))
	r := csv.NewReader(bytes.NewReader(data))
	r.Comma = sniffComma(data)
	r.FieldsPerRecord = -1
	header, err := r.Read()
	if err != nil {
		return nil, nil, nil, []ImportProblem{{Message: "The file is empty or not a CSV file."}}
	}
	for i := range header {
		header[i] = strings.TrimSpace(header[i])
	}
	if len(mapping) == 0 && IsPigeonPlannerExport(header) {
		// Pigeon Planner's columns need no mapping.
		used := maps.Clone(pigeonPlannerColumns)
		lines, problems := readLines(r, func(rec []string) map[string]string { return pigeonPlannerLine(header, rec) })
		return lines, header, used, problems
	}
	index, used, problems := mapColumns(header, mapping)
	if len(problems) > 0 {
		return nil, header, used, problems
	}
	lines, problems := readLines(r, func(rec []string) map[string]string {
		fields := map[string]string{}
		for field, i := range index {
			if i < len(rec) {
				fields[field] = strings.TrimSpace(rec[i])
			}
		}
		return fields
	})
	return lines, header, used, problems
}

// readLines reads the lines after the header, each into its fields; blank
// lines are skipped, and a line that is not CSV or one line too many
// refuses the file.
func readLines(r *csv.Reader, fields func(rec []string) map[string]string) ([]ImportLine, []ImportProblem) {
	var lines []ImportLine
	for n := 2; ; n++ {
		rec, err := r.Read()
		if err == io.EOF {
			return lines, nil
		}
		if err != nil {
			return nil, []ImportProblem{{Line: n, Message: "This line is not valid CSV."}}
		}
		if len(lines) == MaxImportRows {
			return nil, []ImportProblem{{Message: fmt.Sprintf("A file may hold at most %d pigeons.", MaxImportRows)}}
		}
		if line := (ImportLine{Line: n, Fields: fields(rec)}); !line.empty() {
			lines = append(lines, line)
		}
	}
}

// empty reports whether a line has no field filled (a blank line of a
// spreadsheet).
func (l ImportLine) empty() bool {
	for _, v := range l.Fields {
		if v != "" {
			return false
		}
	}
	return true
}

// sniffComma takes a semicolon when the header line has more of them than
// commas (spreadsheets in many European languages write so).
func sniffComma(data []byte) rune {
	first, _, _ := bytes.Cut(data, []byte("\n"))
	if bytes.Count(first, []byte(";")) > bytes.Count(first, []byte(",")) {
		return ';'
	}
	return ','
}

func mapColumns(header []string, mapping map[string]string) (map[string]int, map[string]string, []ImportProblem) {
	index, used := map[string]int{}, map[string]string{}
	var problems []ImportProblem
	find := func(name string) int {
		for i, h := range header {
			if strings.EqualFold(h, name) {
				return i
			}
		}
		return -1
	}
	for _, field := range PedigreeColumns {
		if name, ok := mapping[field]; ok {
			if name == "" {
				continue // mapped to nothing: not imported
			}
			i := find(name)
			if i < 0 {
				problems = append(problems, ImportProblem{Field: field, Message: fmt.Sprintf("The file has no column %q.", name)})
				continue
			}
			index[field], used[field] = i, header[i]
			continue
		}
		for _, alias := range columnAliases[field] {
			if i := find(alias); i >= 0 {
				index[field], used[field] = i, header[i]
				break
			}
		}
	}
	if _, ok := index["ring"]; !ok && len(problems) == 0 {
		problems = append(problems, ImportProblem{Field: "ring", Message: "Choose the column that holds the ring numbers."})
	}
	return index, used, problems
}

// ParseSex reads a sex as files write it: cock/hen, male/female, 1/0, the
// usual letters and words of the product's languages; "" is unknown.
func ParseSex(s string) (Sex, bool) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return SexUnknown, true
	case "cock", "c", "m", "male", "1", "doffer", "mâle", "male pigeon", "macho", "samiec", "täuber", "tauber":
		return Cock, true
	case "hen", "h", "f", "female", "0", "duivin", "weibchen", "täubin", "taubin", "femelle", "hembra", "samica":
		return Hen, true
	case "unknown", "u", "?", "-":
		return SexUnknown, true
	}
	return "", false
}
