package core

import (
	"context"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"slices"
	"time"
)

// The stock sale (issue 30): during a season's "pigeon sale" due date, the
// loft sells its own birds through "sale" products. The stock is the
// season's birds the loft marked "for sale" that came home from the
// inventory flight, a training flight that counts the birds present; a bird
// an open sale order holds is out of it. Buyers order from the stock they
// were shown; the stock may have moved since.

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
	Sold      int  // birds the buyer has bought from the season's stock so far
	MaxSales  *int // the most birds one buyer may buy (SPEC §5); nil: no limit
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

// SaleSettings are a season's stock sale settings, kept by the loft's staff.
type SaleSettings struct {
	SeasonID int64
	// InventoryFlightID is the training flight whose arrivals are the
	// birds present; nil: none chosen yet.
	InventoryFlightID *int64
	MaxSales          *int // per buyer; nil: no limit
	UpdatedAt         time.Time
}

// Validate checks the settings (SPEC §5: "Max sales" is not negative and
// below 2147483647).
func (s *SaleSettings) Validate() error {
	f := FieldErrors{}
	if s.MaxSales != nil && (*s.MaxSales < 0 || *s.MaxSales >= MaxSales) {
		f.Add("max_sales", fmt.Sprintf("The max sales must be between 0 and %d.", MaxSales-1))
	}
	return f.Err()
}

// CheckInventoryFlight refuses a flight that cannot count the season's
// stock: another season's, or a race rather than a training flight.
func CheckInventoryFlight(f *Flight, seasonID int64) error {
	if f.SeasonID != seasonID || f.Kind != FlightTraining {
		return Invalid("inventory_flight_id", "Choose a training flight of this season.")
	}
	return nil
}

// Counted reports whether the inventory flight has counted the birds: it
// has been released, so its arrivals are the birds present.
func (f *Flight) Counted() bool {
	return f.State != FlightComingSoon && f.State != FlightBasketing
}

// SaleHold is the open sale order that holds a stock bird.
type SaleHold struct {
	OrderID   int64
	Reference string
	Status    OrderStatus
	UserID    int64
	Buyer     string // the buyer's name
}

// StockBird is a bird of the loft's stock with the order holding it, if any.
type StockBird struct {
	Pigeon *Pigeon
	Hold   *SaleHold // nil: available
}

// StockVersion is a version of the stock that changes whenever the birds
// available do: a different inventory flight or count, a bird sold, held,
// released or added. It is derived from the stock itself, so nothing has to
// remember to bump it.
func StockVersion(flight *Flight, available []int64) int64 {
	ids := slices.Clone(available)
	slices.Sort(ids)
	h := fnv.New64a()
	b := make([]byte, 8)
	for _, v := range append([]int64{flight.ID, flight.Revision}, ids...) {
		binary.LittleEndian.PutUint64(b, uint64(v))
		_, _ = h.Write(b)
	}
	// Positive, so that it survives any client's integer type (within 2^53).
	return int64(h.Sum64() >> 11)
}

// SaleStore persists the stock sale.
type SaleStore interface {
	// FindSaleSettings returns the season's settings, empty when none are saved.
	FindSaleSettings(ctx context.Context, seasonID int64) (*SaleSettings, error)
	SaveSaleSettings(ctx context.Context, s *SaleSettings) error
	// FindStockBirds lists the season's birds marked for sale that came home
	// from the flight, by ring, each with the open sale order holding it.
	FindStockBirds(ctx context.Context, seasonID, flightID int64) ([]*StockBird, error)
	// CountSaleBirds counts the birds of the buyer's open (or paid) sale
	// orders of the season.
	CountSaleBirds(ctx context.Context, seasonID, userID int64) (int, error)
}
