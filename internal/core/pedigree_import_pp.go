package core

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Pigeon Planner (pigeonplanner.com, the desktop pedigree program most
// fanciers use, GPL) exports its pigeons as CSV; its source publishes the
// layout. Version 2 writes the band and its year apart ("band", "year",
// "sire band", "sire year", …); version 3 writes the ring in parts
// ("country", "letters", "number", "year") beside the whole "band", and the
// parents' bands as "sire" and "dam". Both carry "visible" and "loft",
// which no ordinary pedigree CSV has. Sexes are numbers: 0 cock, 1 hen,
// 2 young bird, 3 unknown — the opposite of the 1/0 a spreadsheet means.

// PigeonPlannerFormat names the format in an import's report.
const PigeonPlannerFormat = "pigeon-planner"

// IsPigeonPlannerExport reports whether a CSV header is Pigeon Planner's.
func IsPigeonPlannerExport(header []string) bool {
	has := func(name string) bool {
		return slices.ContainsFunc(header, func(h string) bool { return strings.EqualFold(strings.TrimSpace(h), name) })
	}
	return has("band") && has("visible") && has("loft")
}

// pigeonPlannerColumns are the header each field is read from, for the
// report: the ring is put together from several columns.
var pigeonPlannerColumns = map[string]string{
	"ring": "band", "name": "name", "sex": "sex", "color": "colour", "strain": "strain", "sire": "sire", "dam": "dam",
}

// pigeonPlannerLine reads one line of a Pigeon Planner export into the
// fields of a pedigree CSV line.
func pigeonPlannerLine(header, rec []string) map[string]string {
	col := map[string]string{}
	for i, h := range header {
		if i < len(rec) {
			col[strings.ToLower(strings.TrimSpace(h))] = strings.TrimSpace(rec[i])
		}
	}
	f := map[string]string{
		"name": col["name"], "color": col["colour"], "strain": col["strain"],
		"sex": pigeonPlannerSex(col["sex"]),
	}
	if col["number"] != "" {
		f["ring"] = pigeonPlannerRing(col["country"], col["letters"]+col["number"], col["year"])
	} else {
		f["ring"] = pigeonPlannerRing("", col["band"], col["year"])
	}
	for _, parent := range []string{"sire", "dam"} {
		if band := col[parent+" band"]; band != "" {
			f[parent] = pigeonPlannerRing("", band, col[parent+" year"])
		} else if band := col[parent]; band != "" {
			f[parent] = pigeonPlannerBand(band)
		}
	}
	return f
}

// pigeonPlannerSex turns the program's sex number into a word ParseSex
// reads; anything else is passed on for ParseSex to refuse.
func pigeonPlannerSex(s string) string {
	switch s {
	case "0":
		return "cock"
	case "1":
		return "hen"
	case "2", "3":
		return ""
	}
	return s
}

// pigeonPlannerBand reads a parent's band as the program prints it: the
// band, a slash and the year ("NL 1234567 / 2023"), or a whole ring.
func pigeonPlannerBand(s string) string {
	if band, year, ok := strings.Cut(s, "/"); ok {
		if y := strings.TrimSpace(year); len(y) == 2 || len(y) == 4 {
			if _, err := strconv.Atoi(y); err == nil {
				return pigeonPlannerRing("", band, y)
			}
		}
	}
	return s
}

// pigeonPlannerRing writes a band and its year the way the country's
// federation prints its rings, so that CheckPedigreeRing can judge it. A
// band that is a whole ring already is kept. The country comes from the
// band's leading letters when not given apart.
func pigeonPlannerRing(country, band, year string) string {
	band = NormalizeRing(band)
	if CheckPedigreeRing(band) == "" && len(band) > 2 && band[2] == '-' {
		return band
	}
	country = strings.ToUpper(strings.TrimSpace(country))
	if country == "" {
		i := strings.IndexFunc(band, func(r rune) bool { return r < 'A' || r > 'Z' })
		if i == 2 {
			country, band = band[:2], strings.TrimLeft(band[2:], "-")
		}
	}
	year = strings.TrimSpace(year)
	if country == "" || year == "" || band == "" {
		return band // refused by the ring check, with the line named
	}
	full, yy := year, year
	switch len(year) {
	case 2:
		full = "20" + year
	case 4:
		yy = year[2:]
	}
	parts := strings.Split(band, "-")
	switch country {
	case "NL":
		return fmt.Sprintf("NL-%s-%s", full, band)
	case "BE":
		return fmt.Sprintf("BE-%s-%s", band, yy)
	case "GB":
		return fmt.Sprintf("GB-%s-%s", yy, strings.Join(parts, ""))
	case "PT":
		if len(parts) == 2 {
			return fmt.Sprintf("PT-%s-%s-%s", parts[0], full, parts[1])
		}
		return fmt.Sprintf("PT-%s-%s", full, band)
	}
	if len(parts) == 2 { // DE, PL and most: club, year, serial
		return fmt.Sprintf("%s-%s-%s-%s", country, parts[0], yy, parts[1])
	}
	return fmt.Sprintf("%s-%s-%s", country, yy, band)
}
