package core

import "fmt"

// Registration limit messages (SPEC §5); the placeholders are filled in.
const (
	msgMaxPigeons = "You tried to register more than %d pigeons"
	msgMaxActive  = "You tried to register more than %d active pigeons"
	msgMaxReserve = "You tried to register more than %d reserve pigeons"
	msgSpotsLeft  = "There are only %d spots left, you ordered %d"
)

// SeasonUsage is what open orders hold: of a whole season, or of one
// fancier in it.
type SeasonUsage struct{ Active, Reserve int }

// Total is every place held.
func (u SeasonUsage) Total() int { return u.Active + u.Reserve }

// CheckLimits refuses an order for active and reserve places that takes a
// fancier, with what their open orders (mine) already hold, past the
// season's limits per fancier, or the season, with what every open order
// (season) holds, past its capacity. nil limits mean unlimited.
func CheckLimits(s *Season, season, mine SeasonUsage, active, reserve int) error {
	total := active + reserve
	f := FieldErrors{}
	if s.MaxPigeons != nil && mine.Total()+total > *s.MaxPigeons {
		f.Add("positions", fmt.Sprintf(msgMaxPigeons, *s.MaxPigeons))
	}
	if s.MaxActive != nil && mine.Active+active > *s.MaxActive {
		f.Add("positions", fmt.Sprintf(msgMaxActive, *s.MaxActive))
	}
	if s.MaxReserve != nil && mine.Reserve+reserve > *s.MaxReserve {
		f.Add("positions", fmt.Sprintf(msgMaxReserve, *s.MaxReserve))
	}
	if err := f.Err(); err != nil {
		return err
	}
	if left, limited := s.SpotsLeft(season); limited && total > left {
		return Invalid("positions", fmt.Sprintf(msgSpotsLeft, left, total))
	}
	return nil
}

// SpotsLeft is how many places of the season's capacity are free, never
// below 0; limited is false when the season has no capacity set.
func (s *Season) SpotsLeft(used SeasonUsage) (left int, limited bool) {
	if s.TotalSpots == nil {
		return 0, false
	}
	return max(*s.TotalSpots-used.Total(), 0), true
}

// OrderStats are a season's order figures (SPEC §4): closed orders are left
// out; entry-fee amounts (less any discount) are summed per product with the active and reserve
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
				ps.Amount += p.Due()
				ps.Active += p.Active()
				ps.Reserve += p.Reserve()
				st.PerProduct[p.ProductID] = ps
				st.Amount += p.Due()
				st.Active += p.Active()
				st.Reserve += p.Reserve()
			case ProductReserveActivation, ProductFinalFlightActivation:
				st.Activations[p.Category] += p.Quantity
			}
		}
	}
	return st
}
