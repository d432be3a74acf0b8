package core

import (
	"fmt"
	"slices"
	"strings"
)

// The sale of a lot (issue 30): closing a lot sold places a store order for
// its winner (StoreLineAuctionLot).

// LineName is what the winner's store order calls the lot: its title and
// the pigeon's ring, as invoices name what they bill.
func (l *AuctionLot) LineName(ring string) string {
	return fmt.Sprintf("%s (%s)", l.Title, ring)
}

// BuyerCountry is the country a buyer's new team and invoice take: the
// first real one of the countries their teams race for, else the selling
// loft's. An account has no country of its own, and "XX" (unknown) is no
// country to race for; "XX" is left only when the loft has none either.
func BuyerCountry(teamCountries []string, loftCountry string) string {
	for _, c := range slices.Concat(teamCountries, []string{loftCountry}) {
		if c = strings.ToUpper(strings.TrimSpace(c)); len(c) == 2 && c != "XX" {
			return c
		}
	}
	return "XX"
}
