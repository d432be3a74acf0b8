package core

// The stock sale (issue 30): during a season's "pigeon sale" due date, the
// loft sells its unassigned birds through "sale" products. Buyers order
// from the stock they were shown; the stock may have moved since.

// Stock sale messages (SPEC §8), in the product's own wording.
const (
	MsgInventoryOutOfDate = "Inventory data out of date"
	MsgNoInventoryFlight  = "No inventory flight for season"
	MsgTooManyPigeons     = "Rejected order too many pigeons"
)

// SaleStock is a season's stock of birds for sale, as read in the order's
// transaction.
type SaleStock struct {
	Available int  // unassigned birds that can be sold now
	Sold      int  // birds the season's stock sale has sold so far
	MaxSales  *int // the most the season sells (SPEC §5); nil: no limit
	// Version changes whenever the stock does (a bird sold, assigned or
	// added). The buyer's page sends the version it showed, so an order
	// made on a stale count is refused rather than filled differently.
	Version int64
	// InventoryFlight: the season has the flight its birds for sale were
	// counted in; without it there is no stock to sell from.
	InventoryFlight bool
}

// CheckSaleOrder refuses an order of requested birds from stock, as seen by
// the buyer at versionSeen: ECONFLICT when the stock changed since, so the
// page reloads it; EINVALID otherwise.
func CheckSaleOrder(stock SaleStock, requested int, versionSeen int64) error {
	switch {
	case !stock.InventoryFlight:
		return Errorf(EINVALID, MsgNoInventoryFlight)
	case versionSeen != stock.Version:
		return Errorf(ECONFLICT, MsgInventoryOutOfDate)
	case requested < 1:
		return Invalid("quantity", "The quantity must be at least 1.")
	// Subtracting keeps a huge request from overflowing into a pass.
	case requested > stock.Available,
		stock.MaxSales != nil && requested > *stock.MaxSales-stock.Sold:
		return Invalid("quantity", MsgTooManyPigeons)
	}
	return nil
}
