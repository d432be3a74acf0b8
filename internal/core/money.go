package core

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
