package core

import (
	"fmt"
	"strings"
)

// ibanLengths is the length of an IBAN per country, from the SWIFT IBAN
// registry (ISO 13616). A country missing here has no IBAN.
var ibanLengths = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BI": 27,
	"BR": 29, "BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DJ": 27, "DK": 18, "DO": 28,
	"EE": 20, "EG": 29, "ES": 24, "FI": 18, "FK": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23,
	"GL": 18, "GR": 27, "GT": 28, "HN": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26,
	"IT": 27, "JO": 30, "KW": 30, "KZ": 20, "LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21,
	"LY": 25, "MC": 27, "MD": 24, "ME": 22, "MK": 19, "MN": 20, "MR": 27, "MT": 31, "MU": 30, "NI": 28,
	"NL": 18, "NO": 15, "OM": 23, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22,
	"RU": 33, "SA": 24, "SC": 31, "SD": 18, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "SO": 23, "ST": 25,
	"SV": 28, "TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20, "YE": 30,
}

// Messages of the bank details, in the style of SPEC §5.
const (
	MsgIBANCharacters = "The IBAN may only contain letters and digits."
	MsgIBANCountry    = "The IBAN must start with a country that uses IBANs (like DE or FR)."
	MsgIBANChecksum   = "The IBAN is not valid: its check digits do not match. Please check for a typo."
	MsgBIC            = "The BIC must have 8 or 11 characters: 4 letters for the bank, 2 for the country, 2 letters or digits for the place and optionally 3 for the branch."
)

func msgIBANLength(country string, n int) string {
	return fmt.Sprintf("An IBAN from %s has %d characters.", country, n)
}

// compact drops the spaces people type or copy into bank codes and makes
// them upper case: "de89 3704…" and "DE893704…" are the same IBAN.
func compact(s string) string {
	return strings.ToUpper(strings.Join(strings.Fields(s), ""))
}

// NormalizeIBAN is how an IBAN is stored: without spaces, upper case.
func NormalizeIBAN(s string) string { return compact(s) }

// NormalizeBIC is how a BIC is stored: without spaces, upper case.
func NormalizeBIC(s string) string { return compact(s) }

// CheckIBAN returns why iban (normalized, see NormalizeIBAN) is not a valid
// IBAN, or "": only letters and digits, a known country, the registry's length
// for it, and the ISO 7064 mod-97 check digits.
func CheckIBAN(iban string) string {
	for _, r := range iban {
		if !(r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return MsgIBANCharacters
		}
	}
	if len(iban) < 2 {
		return MsgIBANCountry
	}
	n, ok := ibanLengths[iban[:2]]
	if !ok {
		return MsgIBANCountry
	}
	if len(iban) != n {
		return msgIBANLength(iban[:2], n)
	}
	if ibanMod97(iban) != 1 {
		return MsgIBANChecksum
	}
	return ""
}

// ibanMod97 is the remainder of the IBAN read as a number, its first four
// characters moved to the end and every letter written as 10..35.
func ibanMod97(iban string) int {
	rem := 0
	for _, r := range iban[4:] + iban[:4] {
		if r >= 'A' {
			rem = (rem*100 + int(r-'A') + 10) % 97
		} else {
			rem = (rem*10 + int(r-'0')) % 97
		}
	}
	return rem
}

// CheckBIC returns why bic (normalized) is not a BIC (ISO 9362), or "".
func CheckBIC(bic string) string {
	if len(bic) != 8 && len(bic) != 11 {
		return MsgBIC
	}
	for i, r := range bic {
		letter := r >= 'A' && r <= 'Z'
		digit := r >= '0' && r <= '9'
		if i < 6 && !letter || i >= 6 && !letter && !digit {
			return MsgBIC
		}
	}
	return ""
}
