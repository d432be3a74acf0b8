package core

import "strings"

// CSVSafe keeps a spreadsheet from reading a person's text as a formula
// (OWASP CSV injection): a leading = + - @ tab or return gets a quote.
func CSVSafe(s string) string {
	if s != "" && strings.ContainsRune("=+-@\t\r", rune(s[0])) {
		return "'" + s
	}
	return s
}
