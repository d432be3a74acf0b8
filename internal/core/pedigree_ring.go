package core

import (
	"fmt"
	"regexp"
	"strconv"
	"time"
)

// ringFormat is how one country's federation writes its rings, after
// NormalizeRing: the pattern, with the year as its first group, and an
// example for the message that refuses a ring.
type ringFormat struct {
	re      *regexp.Regexp
	example string
}

// ringFormats are the federations whose ring layout is fixed and widely
// printed; other countries' rings are checked by the general shape
// (ValidRing).
var ringFormats = map[string]ringFormat{
	"NL": {regexp.MustCompile(`^NL-(\d{4})-\d{7}$`), "NL-2026-1234567"},
	"BE": {regexp.MustCompile(`^BE-\d{7}-(\d{2})$`), "BE-1234567-26"},
	"DE": {regexp.MustCompile(`^DE-\d{4,5}-(\d{2})-\d{1,5}$`), "DE-0123-26-456"},
	"PL": {regexp.MustCompile(`^PL-\d{3,4}-(\d{2})-\d{1,6}$`), "PL-0123-26-1234"},
	"GB": {regexp.MustCompile(`^GB-(\d{2})-[A-Z]{1,2}\d{4,5}$`), "GB-26-A12345"},
	"PT": {regexp.MustCompile(`^PT-\d{1,3}-(\d{4})-\d{1,7}$`), "PT-1-2026-1234567"},
}

// CheckPedigreeRing returns why a normalised ring cannot be, or "" when it
// can: a country with a known layout must follow it, and a ring's year
// must be from 1950 to next year.
func CheckPedigreeRing(ring string) string {
	f, known := ringFormats[ring[:min(2, len(ring))]]
	if !known {
		if !ValidRing(ring) {
			return "The ring number must look like DE-0123-26-4567."
		}
		return ""
	}
	m := f.re.FindStringSubmatch(ring)
	if m == nil {
		return fmt.Sprintf("The ring number must look like %s.", f.example)
	}
	year, _ := strconv.Atoi(m[1])
	if len(m[1]) == 2 {
		// Two digits name the nearest year not after next year.
		year += 2000
		if year > time.Now().Year()+1 {
			year -= 100
		}
	}
	if year < 1950 || year > time.Now().Year()+1 {
		return "The ring's year is not possible."
	}
	return ""
}
