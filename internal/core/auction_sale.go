package core

import (
	"fmt"
	"slices"
	"strings"
)

// The sale of a lot (issue 30): closing a lot sold places a store order for
// its winner (StoreLineAuctionLot); once that order is paid the pigeon goes
// to the winner's team in the loft, with an "assigned" status that says why.

// LineName is what the winner's store order calls the lot: its title and
// the pigeon's ring, as invoices name what they bill.
func (l *AuctionLot) LineName(ring string) string {
	return fmt.Sprintf("%s (%s)", l.Title, ring)
}

// SaleNote is the note of the status that gives the sold pigeon to its
// buyer: the pigeon's history says where it came from.
func (l *AuctionLot) SaleNote() string {
	return fmt.Sprintf("Bought at auction: lot %d, %s", l.ID, FormatMoney(l.Price, l.Currency))
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

// FreeTeamName is name, or name with the first of " (2)", " (3)"… that no
// team of the loft has yet (taken lists the loft's names that could clash):
// team names are unique in a loft, and a buyer's new team is named after
// them, whom another fancier may share a name with.
func FreeTeamName(name string, taken []string) string {
	used := map[string]bool{}
	for _, t := range taken {
		used[t] = true
	}
	out := name
	for i := 2; used[out]; i++ {
		out = fmt.Sprintf("%s (%d)", name, i)
	}
	return out
}
