package core

import "context"

// BasketLookupStore answers which of a few pigeons are in a flight's basket,
// without reading the whole basket.
type BasketLookupStore interface {
	// BasketedAmong returns the ids among pigeonIDs that are basketed for the flight.
	BasketedAmong(ctx context.Context, flightID int64, pigeonIDs []int64) (map[int64]bool, error)
}
