package core

import (
	"encoding/json"
	"fmt"
	"math/big"
	"sort"
)

// PrizeTable is the prize money of one race (a hot spot or the final): a
// pool, fixed or a share of the season's entry fees, and per place either an
// amount or a share of that pool. Amounts are integer cents in the season's
// currency; shares and the pool's percentage are in basis points (1/100 %).
type PrizeTable struct {
	Pool PrizePool `json:"pool"`
	// Mode says what Places hold: cents per place, or basis points of the pool.
	Mode PrizeMode `json:"mode"`
	// Places holds first place's prize first.
	Places []int64 `json:"places"`
}

// PrizePool is where a race's prize money comes from.
type PrizePool struct {
	Kind PoolKind `json:"kind"`
	// Amount is a fixed pool in cents (Kind fixed).
	Amount int64 `json:"amount"`
	// BasisPoints is the share of the season's paid entry fees (Kind
	// entry_fees): 2500 is 25 %.
	BasisPoints int64 `json:"basis_points"`
}

// PoolKind is where a pool's money comes from.
type PoolKind string

// Pool kinds.
const (
	PoolFixed     PoolKind = "fixed"      // the organiser puts up a set amount
	PoolEntryFees PoolKind = "entry_fees" // a share of the season's paid entry fees
)

// PrizeMode is what a prize table's places hold.
type PrizeMode string

// Prize modes.
const (
	PrizeAmounts PrizeMode = "amounts" // cents per place
	PrizeShares  PrizeMode = "shares"  // basis points of the pool per place
)

// Messages of prize tables.
const (
	MsgPrizePlaces     = "List at least one prize, first place first."
	MsgPrizeOverPool   = "The prizes add up to more than the pool."
	MsgPrizeSharesOver = "The shares add up to more than 100 %."
	MsgPrizeNotRace    = "Only hot spots and the final have prize money."
)

// MaxPrizePlaces bounds a prize table's length.
const MaxPrizePlaces = 10_000

// Validate checks the table and fills the defaults.
func (t *PrizeTable) Validate() error {
	f := FieldErrors{}
	if t.Pool.Kind == "" {
		t.Pool.Kind = PoolFixed
	}
	if t.Mode == "" {
		t.Mode = PrizeAmounts
	}
	OneOf(f, "pool.kind", t.Pool.Kind, PoolFixed, PoolEntryFees)
	OneOf(f, "mode", t.Mode, PrizeAmounts, PrizeShares)
	switch t.Pool.Kind {
	case PoolFixed:
		IntRange(f, "pool.amount", t.Pool.Amount, 0, IntRangeMax)
		t.Pool.BasisPoints = 0
	case PoolEntryFees:
		IntRange(f, "pool.basis_points", t.Pool.BasisPoints, 1, 10_000)
		t.Pool.Amount = 0
	}
	if len(t.Places) == 0 || len(t.Places) > MaxPrizePlaces {
		f.Add("places", MsgPrizePlaces)
	}
	var sum int64
	for i, p := range t.Places {
		hi := int64(IntRangeMax)
		if t.Mode == PrizeShares {
			hi = 10_000
		}
		IntRange(f, fmt.Sprintf("places[%d]", i), p, 0, hi)
		sum += p
	}
	switch {
	case t.Mode == PrizeShares && sum > 10_000:
		f.Add("places", MsgPrizeSharesOver)
	case t.Mode == PrizeAmounts && t.Pool.Kind == PoolFixed && sum > t.Pool.Amount:
		f.Add("places", MsgPrizeOverPool)
	}
	return f.Err()
}

// JSON is the table as stored; "" for none.
func (t *PrizeTable) JSON() string {
	if t == nil {
		return ""
	}
	b, _ := json.Marshal(t)
	return string(b)
}

// PoolOf is the race's pool given the season's paid entry fees in cents.
func (t *PrizeTable) PoolOf(entryFees int64) int64 {
	if t.Pool.Kind == PoolEntryFees {
		return mulDiv(entryFees, t.Pool.BasisPoints, 10_000)
	}
	return t.Pool.Amount
}

// PlacePrizes are the prizes of places 1, 2, … in cents for a pool. Shares
// are rounded down and the cents lost to rounding go to first place, so
// shares adding up to 100 % pay out the whole pool. Amounts stand as
// written, except that a pool of entry fees smaller than their sum pays the
// places in order until it runs out.
func (t *PrizeTable) PlacePrizes(pool int64) []int64 {
	out := make([]int64, len(t.Places))
	if t.Mode == PrizeShares {
		var paid, shares int64
		for i, bp := range t.Places {
			out[i] = mulDiv(pool, bp, 10_000)
			paid += out[i]
			shares += bp
		}
		if len(out) > 0 {
			out[0] += mulDiv(pool, shares, 10_000) - paid
		}
		return out
	}
	left := pool
	for i, a := range t.Places {
		out[i] = min(a, left)
		left -= out[i]
	}
	return out
}

// mulDiv is a×b/c rounded down without overflowing on the way.
func mulDiv(a, b, c int64) int64 {
	r := new(big.Int).Mul(big.NewInt(a), big.NewInt(b))
	return r.Quo(r, big.NewInt(c)).Int64()
}

// Placed is a ranked bird for prize money: its place (tied birds share one)
// in list order.
type Placed struct {
	PigeonID int64
	Place    int
}

// PrizeAward is how a race's prize money falls: each prized bird's prize,
// each basketed bird's refund of unfilled prizes, and what the organiser
// keeps.
type PrizeAward struct {
	Total    int64           // every place's prize
	Prizes   map[int64]int64 // pigeon → cents
	Refunds  map[int64]int64 // pigeon → cents
	Unfilled int64           // prizes of places nobody took
	Kept     int64           // of Unfilled and rounding, what the organiser keeps
}

// AwardPrizes shares out a race's prizes (cents per place, first first).
// Only places up to prizedPlaces (the prize ratio's) win. Birds tied on a
// place share the prizes of the places they take together equally (1,000,
// 600 and 400 with two birds tied first: 800, 800, 400); a cent that does
// not divide goes to the first of them in list order. Prizes of places
// nobody took follow rule: shared equally among the prized birds, kept by
// the organiser, or refunded equally to the basketed birds (only a pool of
// entry fees is refunded; the organiser's own pool is kept).
func AwardPrizes(prizes []int64, placed []Placed, prizedPlaces int, rule UnfilledPrizes, kind PoolKind, basketed []int64) PrizeAward {
	a := PrizeAward{Total: sumOf(prizes), Prizes: map[int64]int64{}, Refunds: map[int64]int64{}}
	if prizedPlaces < len(prizes) {
		for _, p := range prizes[prizedPlaces:] {
			a.Unfilled += p
		}
		prizes = prizes[:prizedPlaces]
	}
	taken := 0 // places given out so far
	var prized []int64
	for i := 0; i < len(placed); {
		j := i
		for j < len(placed) && placed[j].Place == placed[i].Place {
			j++
		}
		if placed[i].Place <= 0 || placed[i].Place > len(prizes) {
			i = j
			continue
		}
		from, to := placed[i].Place-1, min(placed[i].Place-1+j-i, len(prizes))
		var sum int64
		for _, p := range prizes[from:to] {
			sum += p
		}
		taken = max(taken, to)
		for k, share := range split(sum, j-i) {
			a.Prizes[placed[i+k].PigeonID] = share
			prized = append(prized, placed[i+k].PigeonID)
		}
		i = j
	}
	a.Unfilled += sumOf(prizes[taken:])
	switch {
	case a.Unfilled == 0:
	case rule == UnfilledShared && len(prized) > 0:
		for k, share := range split(a.Unfilled, len(prized)) {
			a.Prizes[prized[k]] += share
		}
	case rule == UnfilledRefunded && kind == PoolEntryFees && len(basketed) > 0:
		ids := append([]int64(nil), basketed...)
		sort.Slice(ids, func(i, j int) bool { return ids[i] < ids[j] })
		each := a.Unfilled / int64(len(ids))
		for _, id := range ids {
			a.Refunds[id] = each
		}
		a.Kept = a.Unfilled - each*int64(len(ids))
	default:
		a.Kept = a.Unfilled
	}
	return a
}

// split shares cents among n as equally as whole cents allow, the first
// ones getting a cent more.
func split(cents int64, n int) []int64 {
	out := make([]int64, n)
	for i := range out {
		out[i] = cents / int64(n)
		if int64(i) < cents%int64(n) {
			out[i]++
		}
	}
	return out
}

func sumOf(xs []int64) int64 {
	var s int64
	for _, x := range xs {
		s += x
	}
	return s
}
