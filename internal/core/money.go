package core

import (
	"fmt"
	"strconv"
	"strings"
)

// Currency is the currency of a season; all its prices use it.
type Currency string

// Currencies offered (SPEC §3).
const (
	EUR Currency = "EUR"
	USD Currency = "USD"
)

// Valid reports whether c is a supported currency.
func (c Currency) Valid() bool { return c == EUR || c == USD }

// Money is an amount in minor units (cents) with its currency. Never a float.
type Money struct {
	Amount   int64    `json:"amount"`
	Currency Currency `json:"currency"`
}

// FormatMoney writes an amount as SPEC §9 says: EUR with German formatting
// and the euro sign after the number, USD with English formatting and the
// dollar sign before it.
func FormatMoney(cents int64, c Currency) string {
	neg := cents < 0
	if neg {
		cents = -cents
	}
	thousands, decimal := ".", ","
	if c == USD {
		thousands, decimal = ",", "."
	}
	whole := strconv.FormatInt(cents/100, 10)
	var b strings.Builder
	for i, r := range whole {
		if i > 0 && (len(whole)-i)%3 == 0 {
			b.WriteString(thousands)
		}
		b.WriteRune(r)
	}
	num := fmt.Sprintf("%s%s%02d", b.String(), decimal, cents%100)
	sign := ""
	if neg {
		sign = "-"
	}
	if c == USD {
		return sign + "$" + num
	}
	return sign + num + " €"
}
