package core

import (
	"math/bits"
	"slices"
	"time"
)

// DiscountTarget is a kind of order line a campaign may take money off.
type DiscountTarget string

// Discount targets (issue 28): store items (merchandise and memberships),
// the entry fees of a registration, and pigeon activations.
const (
	DiscountStoreItems  DiscountTarget = "store_items"
	DiscountEntryFees   DiscountTarget = "entry_fees"
	DiscountActivations DiscountTarget = "activations"
)

// DiscountTargets lists every target.
var DiscountTargets = []DiscountTarget{DiscountStoreItems, DiscountEntryFees, DiscountActivations}

// Campaign messages (SPEC §8, word for word, capitalised as sentences like
// MsgWrongVerifyCode).
const (
	MsgCouponUsedOrEnded        = "Coupon already used or promotion ended"
	MsgPromotionAlreadyRedeemed = "Already redeemed a promotional code for this campaign"
	MsgDiscountKind             = "Give either a percentage or an amount off."
)

// MaxBasisPoints is 100 %: a percentage is kept in basis points (1 % = 100)
// so that 12.5 % needs no float.
const MaxBasisPoints = 10000

// StoreDiscountTarget is the target a store product's line counts as. Gift
// cards have none: a gift card bought at a discount would turn the discount
// into money spendable in any later order, past the campaign's limits.
func StoreDiscountTarget(k StoreProductKind) (DiscountTarget, bool) {
	if k == StoreItem || k == StoreMembership {
		return DiscountStoreItems, true
	}
	return "", false
}

// RegistrationDiscountTarget is the target a season product's line counts
// as; sale products (a pigeon sold on) have none.
func RegistrationDiscountTarget(c ProductCategory) (DiscountTarget, bool) {
	switch c {
	case ProductEntryFee:
		return DiscountEntryFees, true
	case ProductFinalFlightActivation, ProductReserveActivation:
		return DiscountActivations, true
	}
	return "", false
}

// Campaign is a discount staff offer through single-use coupon codes or a
// shared promotional code: a percentage or an amount off, on some kinds of
// lines, for a time, a number of times in all and once per account.
type Campaign struct {
	ID        int64
	LoftID    *int64 // whose orders it discounts; nil: the service's
	Name      string
	PercentBP int   // basis points off each eligible line; 0 when AmountOff is set
	AmountOff int64 // cents off the eligible lines together, in Currency
	Currency  Currency
	AppliesTo []DiscountTarget
	StartsAt  *time.Time // redeemable from this moment; nil: from its creation
	EndsAt    *time.Time // redeemable until just before this moment; nil: for ever
	MaxUses   *int       // redemptions in all; nil: no limit
	CreatedBy *int64
	CreatedAt time.Time

	// What the store counts for staff's lists: redemptions so far, coupons
	// made and used, and the promotional code in force ("" when none).
	Uses        int
	Coupons     int
	CouponsUsed int
	PromoCode   string
}

// Validate checks a campaign's fields.
func (c *Campaign) Validate() error {
	f := FieldErrors{}
	if Required(f, "name", c.Name) {
		Line(f, "name", c.Name, 128)
	}
	switch {
	case (c.PercentBP == 0) == (c.AmountOff == 0):
		f.Add("percent", MsgDiscountKind)
	case c.PercentBP != 0:
		IntRange(f, "percent", int64(c.PercentBP), 1, MaxBasisPoints)
	default:
		IntRange(f, "amount_off", c.AmountOff, 1, IntRangeMax)
		OneOf(f, "currency", c.Currency, EUR, USD)
	}
	if len(c.AppliesTo) == 0 {
		f.Add("applies_to", msgRequired("applies_to"))
	}
	for i, t := range c.AppliesTo {
		OneOf(f, "applies_to", t, DiscountTargets...)
		if slices.Contains(c.AppliesTo[:i], t) {
			f.Add("applies_to", MsgAlreadyExists)
		}
	}
	if c.StartsAt != nil {
		CheckTime(f, "starts_at", *c.StartsAt)
	}
	if c.EndsAt != nil {
		CheckTime(f, "ends_at", *c.EndsAt)
	}
	if c.StartsAt != nil && c.EndsAt != nil && !c.StartsAt.Before(*c.EndsAt) {
		f.Add("ends_at", MsgDateRange)
	}
	if c.MaxUses != nil && (*c.MaxUses < 1 || *c.MaxUses >= MaxSales) {
		f.Add("max_uses", MsgNumber)
	}
	return f.Err()
}

// Redemption is what is known when a code is redeemed: the moment, the
// campaign's redemptions so far (all accounts), this account's, and
// whether the code is a single-use coupon that was used already.
type Redemption struct {
	Now          time.Time
	CampaignUses int
	AccountUses  int
	CouponUsed   bool
}

// CheckRedeem refuses a redemption with the spec's messages: a campaign
// not started, ended or used up, or a coupon used, answers
// MsgCouponUsedOrEnded; a second redemption by one account in the campaign
// MsgPromotionAlreadyRedeemed, which is said first because it is the one
// the account can do nothing about with another code of the campaign.
func (c *Campaign) CheckRedeem(r Redemption) error {
	switch {
	case c.StartsAt != nil && r.Now.Before(*c.StartsAt), c.EndsAt != nil && !r.Now.Before(*c.EndsAt):
		return Invalid("code", MsgCouponUsedOrEnded)
	case r.AccountUses > 0:
		return Invalid("code", MsgPromotionAlreadyRedeemed)
	case r.CouponUsed, c.MaxUses != nil && r.CampaignUses >= *c.MaxUses:
		return Invalid("code", MsgCouponUsedOrEnded)
	}
	return nil
}

// DiscountLine is one line of an order as a discount sees it: its kind and
// its total (unit price × quantity) in cents.
type DiscountLine struct {
	Target   DiscountTarget
	Amount   int64
	Currency Currency
}

// Discount returns the cents the campaign takes off each line, in line
// order. A line of another kind, or of nothing, gets 0; no line ever gets
// more than its amount, so no line and no total goes below zero.
//
// A percentage is taken of each line and rounded half up to the cent,
// per line: 15 % of 19.99 is 2.9985, which gives 3.00 off.
//
// An amount off, in the campaign's currency, is at most the eligible
// lines' sum and is shared among them in proportion to their amounts; the
// cents that proportion leaves go, one each, to the lines with the largest
// remainders (the earlier line on a tie), so the shares add up exactly.
func Discount(lines []DiscountLine, c *Campaign) []int64 {
	off := make([]int64, len(lines))
	eligible := func(l DiscountLine) bool {
		return l.Amount > 0 && slices.Contains(c.AppliesTo, l.Target) && (c.PercentBP > 0 || l.Currency == c.Currency)
	}
	if c.PercentBP > 0 {
		bp := int64(min(c.PercentBP, MaxBasisPoints))
		for i, l := range lines {
			if eligible(l) {
				off[i], _ = mulDivRem(l.Amount, bp, MaxBasisPoints, true)
			}
		}
		return off
	}
	var total int64
	for _, l := range lines {
		if eligible(l) {
			total += l.Amount
		}
	}
	amount := min(max(c.AmountOff, 0), total)
	if amount == 0 {
		return off
	}
	rems := make([]int64, len(lines))
	left := amount
	for i, l := range lines {
		if eligible(l) {
			off[i], rems[i] = mulDivRem(amount, l.Amount, total, false)
			left -= off[i]
		}
	}
	for ; left > 0; left-- { // fewer cents left than eligible lines
		best := -1
		for i, l := range lines {
			if eligible(l) && off[i] < l.Amount && (best < 0 || rems[i] > rems[best]) {
				best = i
			}
		}
		off[best]++
		rems[best] = -1
	}
	return off
}

// mulDivRem is a·b/d for non-negative a, b and positive d, through 128 bits so
// that large lines cannot overflow, with the remainder; rounded half up
// when halfUp is set.
func mulDivRem(a, b, d int64, halfUp bool) (q, rem int64) {
	hi, lo := bits.Mul64(uint64(a), uint64(b))
	uq, ur := bits.Div64(hi, lo, uint64(d))
	if halfUp && 2*ur >= uint64(d) {
		uq++
	}
	return int64(uq), int64(ur)
}

// DiscountTotal adds up what Discount returned.
func DiscountTotal(off []int64) int64 {
	var sum int64
	for _, o := range off {
		sum += o
	}
	return sum
}
