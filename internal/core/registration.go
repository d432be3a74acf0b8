package core

import "fmt"

// Registration limit messages (SPEC §5); the placeholders are filled in.
const (
	msgMaxPigeons = "You tried to register more than %d pigeons"
	msgMaxActive  = "You tried to register more than %d active pigeons"
	msgMaxReserve = "You tried to register more than %d reserve pigeons"
	msgSpotsLeft  = "There are only %d spots left, you ordered %d"
)

// SeasonUsage is what a season's open orders already hold.
type SeasonUsage struct{ Active, Reserve int }

// CheckLimits refuses an order whose places exceed the season's limits
// (per order and what is left). nil limits mean unlimited.
func CheckLimits(s *Season, used SeasonUsage, active, reserve int) error {
	total := active + reserve
	f := FieldErrors{}
	if s.MaxPigeons != nil && total > *s.MaxPigeons {
		f.Add("positions", fmt.Sprintf(msgMaxPigeons, *s.MaxPigeons))
	}
	if s.MaxActive != nil && active > *s.MaxActive {
		f.Add("positions", fmt.Sprintf(msgMaxActive, *s.MaxActive))
	}
	if s.MaxReserve != nil && reserve > *s.MaxReserve {
		f.Add("positions", fmt.Sprintf(msgMaxReserve, *s.MaxReserve))
	}
	if err := f.Err(); err != nil {
		return err
	}
	left := func(max *int, used int) int { return *max - used }
	switch {
	case s.MaxPigeons != nil && total > left(s.MaxPigeons, used.Active+used.Reserve):
		return Invalid("positions", fmt.Sprintf(msgSpotsLeft, max0(left(s.MaxPigeons, used.Active+used.Reserve)), total))
	case s.MaxActive != nil && active > left(s.MaxActive, used.Active):
		return Invalid("positions", fmt.Sprintf(msgSpotsLeft, max0(left(s.MaxActive, used.Active)), active))
	case s.MaxReserve != nil && reserve > left(s.MaxReserve, used.Reserve):
		return Invalid("positions", fmt.Sprintf(msgSpotsLeft, max0(left(s.MaxReserve, used.Reserve)), reserve))
	}
	return nil
}

func max0(n int) int {
	if n < 0 {
		return 0
	}
	return n
}

// OrderStats are a season's order figures (SPEC §4): closed orders are left
// out; entry-fee amounts are summed per product with the active and reserve
// pigeons they bring, plus the activation counts.
type OrderStats struct {
	Orders      int
	Amount      int64 // cents of entry fees
	Active      int
	Reserve     int
	PerProduct  map[int64]ProductStats
	Activations map[ProductCategory]int
}

// ProductStats are the figures of one entry-fee product.
type ProductStats struct {
	Quantity int
	Amount   int64
	Active   int
	Reserve  int
}

// ComputeOrderStats sums the figures of orders whose latest status is not closed.
func ComputeOrderStats(orders []*Order) OrderStats {
	st := OrderStats{PerProduct: map[int64]ProductStats{}, Activations: map[ProductCategory]int{}}
	for _, o := range orders {
		if o.Status == nil || o.Status.Status.IsClosed() {
			continue
		}
		st.Orders++
		for _, p := range o.Positions {
			switch p.Category {
			case ProductEntryFee:
				ps := st.PerProduct[p.ProductID]
				ps.Quantity += p.Quantity
				ps.Amount += int64(p.Quantity) * p.Amount
				ps.Active += p.Active()
				ps.Reserve += p.Reserve()
				st.PerProduct[p.ProductID] = ps
				st.Amount += int64(p.Quantity) * p.Amount
				st.Active += p.Active()
				st.Reserve += p.Reserve()
			case ProductReserveActivation, ProductFinalFlightActivation:
				st.Activations[p.Category] += p.Quantity
			}
		}
	}
	return st
}
