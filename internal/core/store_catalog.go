package core

import (
	"context"
	"time"
)

// Store catalogue messages (SPEC §8).
const (
	MsgCartQuantity = "The quantity must be between 1 and 99."
	MsgCartCurrency = "Your cart holds this seller's products in another currency: check those out first."
)

// StoreCatalogStore finds the sellers that have a store.
type StoreCatalogStore interface {
	// FindStoreLoftIDs lists the lofts with at least one product that is not
	// archived and whose window has not ended at now, lowest id first.
	FindStoreLoftIDs(ctx context.Context, now time.Time) ([]int64, error)
}

// Ended reports whether the product's window is over at now: it is no
// longer shown, while one not on sale yet is shown with its start.
func (p *StoreProduct) Ended(now time.Time) bool {
	return p.AvailableUntil != nil && !now.Before(*p.AvailableUntil)
}
