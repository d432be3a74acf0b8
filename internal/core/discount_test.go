package core_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestDiscountPercent(t *testing.T) {
	items := []core.DiscountTarget{core.DiscountStoreItems}
	line := func(target core.DiscountTarget, cents int64) core.DiscountLine {
		return core.DiscountLine{Target: target, Amount: cents, Currency: core.EUR}
	}
	for _, tt := range []struct {
		name  string
		bp    int
		to    []core.DiscountTarget
		lines []core.DiscountLine
		want  string
	}{
		// 15 % of 19.99 = 2.9985 → rounded half up to 3.00.
		{"OK15PercentOf19.99", 1500, items, []core.DiscountLine{line(core.DiscountStoreItems, 1999)}, "[300]"},
		// 10 % of 0.05 = 0.005 → exactly half a cent rounds up to 0.01.
		{"OKHalfCentUp", 1000, items, []core.DiscountLine{line(core.DiscountStoreItems, 5)}, "[1]"},
		// 10 % of 0.04 = 0.004 → rounds down to 0.00.
		{"OKBelowHalfDown", 1000, items, []core.DiscountLine{line(core.DiscountStoreItems, 4)}, "[0]"},
		// 12.5 % of 9.99 = 1.24875 → 1.25.
		{"OK12.5Percent", 1250, items, []core.DiscountLine{line(core.DiscountStoreItems, 999)}, "[125]"},
		// Per line, not on the sum: 15 % of 0.05 is 0.0075 → 0.01 on each of
		// three lines, 0.03 in all, where 15 % of their sum 0.15 (0.0225)
		// would be 0.02.
		{"OKPerLine", 1500, items, []core.DiscountLine{line(core.DiscountStoreItems, 5), line(core.DiscountStoreItems, 5), line(core.DiscountStoreItems, 5)}, "[1 1 1]"},
		{"OKHundredPercent", 10000, items, []core.DiscountLine{line(core.DiscountStoreItems, 1999)}, "[1999]"},
		{"OKOtherKindsUntouched", 2000, items, []core.DiscountLine{
			line(core.DiscountEntryFees, 5000), line(core.DiscountStoreItems, 2500), line(core.DiscountActivations, 300)}, "[0 500 0]"},
		{"OKEntryFeesAndActivations", 2000, []core.DiscountTarget{core.DiscountEntryFees, core.DiscountActivations}, []core.DiscountLine{
			line(core.DiscountEntryFees, 5000), line(core.DiscountStoreItems, 2500), line(core.DiscountActivations, 300)}, "[1000 0 60]"},
		{"OKNoLines", 1500, items, nil, "[]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := core.Discount(tt.lines, &core.Campaign{PercentBP: tt.bp, AppliesTo: tt.to})
			if fmt.Sprint(got) != tt.want {
				t.Errorf("got %v, want %s", got, tt.want)
			}
		})
	}
}

func TestDiscountAmountOff(t *testing.T) {
	all := []core.DiscountTarget{core.DiscountStoreItems, core.DiscountEntryFees}
	eur := func(target core.DiscountTarget, cents int64) core.DiscountLine {
		return core.DiscountLine{Target: target, Amount: cents, Currency: core.EUR}
	}
	for _, tt := range []struct {
		name     string
		off      int64
		lines    []core.DiscountLine
		want     string
		wantDone int64 // the total taken off
	}{
		// 10.00 over 30.00 and 10.00: 7.50 and 2.50.
		{"OKProportional", 1000, []core.DiscountLine{eur(core.DiscountStoreItems, 3000), eur(core.DiscountStoreItems, 1000)}, "[750 250]", 1000},
		// 10.00 over three lines of 10.00: 3.33 each, 1 cent left, to the
		// first (all remainders tie).
		{"OKCentLeftToFirstOnTie", 1000, []core.DiscountLine{eur(core.DiscountStoreItems, 1000), eur(core.DiscountStoreItems, 1000), eur(core.DiscountStoreItems, 1000)}, "[334 333 333]", 1000},
		// 1.00 over 0.07, 0.33 and 19.60 (20.00 in all): exact shares 0.35,
		// 1.65 and 98 cents → 0, 1 and 98 with 1 cent left, which goes to
		// the largest remainder, the second line's 0.65.
		{"OKLargestRemainder", 100, []core.DiscountLine{eur(core.DiscountStoreItems, 7), eur(core.DiscountStoreItems, 33), eur(core.DiscountStoreItems, 1960)}, "[0 2 98]", 100},
		// 50.00 off 19.99 + 5.00: capped at the lines, which become 0.
		{"OKCappedAtLines", 5000, []core.DiscountLine{eur(core.DiscountStoreItems, 1999), eur(core.DiscountEntryFees, 500)}, "[1999 500]", 2499},
		// Only eligible lines share: 5.00 over the 20.00 item, not the activation.
		{"OKOnlyEligible", 500, []core.DiscountLine{eur(core.DiscountActivations, 2000), eur(core.DiscountStoreItems, 2000)}, "[0 500]", 500},
		{"OKOtherCurrencyUntouched", 500, []core.DiscountLine{{Target: core.DiscountStoreItems, Amount: 2000, Currency: core.USD}}, "[0]", 0},
		{"OKFreeLineUntouched", 500, []core.DiscountLine{eur(core.DiscountStoreItems, 0), eur(core.DiscountStoreItems, 800)}, "[0 500]", 500},
		{"OKNothingEligible", 500, []core.DiscountLine{eur(core.DiscountActivations, 2000)}, "[0]", 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := &core.Campaign{AmountOff: tt.off, Currency: core.EUR, AppliesTo: all}
			got := core.Discount(tt.lines, c)
			if fmt.Sprint(got) != tt.want {
				t.Errorf("got %v, want %s", got, tt.want)
			}
			if sum := core.DiscountTotal(got); sum != tt.wantDone {
				t.Errorf("total got %d, want %d", sum, tt.wantDone)
			}
			for i, l := range tt.lines {
				if got[i] < 0 || got[i] > max(l.Amount, 0) {
					t.Errorf("line %d: %d off %d", i, got[i], l.Amount)
				}
			}
		})
	}
}

// TestDiscountNeverNegative walks many amounts off over awkward lines: the
// shares always add up to min(off, eligible sum) and no line goes below zero.
func TestDiscountNeverNegative(t *testing.T) {
	lines := []core.DiscountLine{{core.DiscountStoreItems, 1, core.EUR}, {core.DiscountStoreItems, 333, core.EUR},
		{core.DiscountStoreItems, 7, core.EUR}, {core.DiscountStoreItems, 1999, core.EUR}}
	for off := int64(0); off <= 2400; off += 7 {
		got := core.Discount(lines, &core.Campaign{AmountOff: off, Currency: core.EUR, AppliesTo: []core.DiscountTarget{core.DiscountStoreItems}})
		if sum := core.DiscountTotal(got); sum != min(off, 2340) {
			t.Fatalf("off %d: total %d, want %d", off, sum, min(off, 2340))
		}
		for i, l := range lines {
			if got[i] < 0 || got[i] > l.Amount {
				t.Fatalf("off %d: line %d gets %d of %d", off, i, got[i], l.Amount)
			}
		}
	}
}

func TestCampaignValidate(t *testing.T) {
	start, end := timep("2026-05-01T00:00:00Z"), timep("2026-06-01T00:00:00Z")
	camp := func(edit func(c *core.Campaign)) *core.Campaign {
		c := &core.Campaign{Name: "Spring", PercentBP: 1500, AppliesTo: []core.DiscountTarget{core.DiscountStoreItems}}
		edit(c)
		return c
	}
	for _, tt := range []struct {
		name, wantField, wantMsg string
		c                        *core.Campaign
	}{
		{"OKPercent", "", "", camp(func(c *core.Campaign) { c.StartsAt, c.EndsAt, c.MaxUses = start, end, intp(100) })},
		{"OKAmount", "", "", camp(func(c *core.Campaign) { c.PercentBP, c.AmountOff, c.Currency = 0, 500, core.USD })},
		{"ErrName", "name", "The name field is required.", camp(func(c *core.Campaign) { c.Name = "" })},
		{"ErrNeither", "percent", core.MsgDiscountKind, camp(func(c *core.Campaign) { c.PercentBP = 0 })},
		{"ErrBoth", "percent", core.MsgDiscountKind, camp(func(c *core.Campaign) { c.AmountOff = 500 })},
		{"ErrOverHundred", "percent", "The percent may not be greater than 10000.", camp(func(c *core.Campaign) { c.PercentBP = 10001 })},
		{"ErrAmountCurrency", "currency", "The selected currency is invalid.", camp(func(c *core.Campaign) { c.PercentBP, c.AmountOff = 0, 500 })},
		{"ErrNoTargets", "applies_to", "The applies to field is required.", camp(func(c *core.Campaign) { c.AppliesTo = nil })},
		{"ErrTarget", "applies_to", "The selected applies to is invalid.", camp(func(c *core.Campaign) { c.AppliesTo = []core.DiscountTarget{"gift_cards"} })},
		{"ErrTargetTwice", "applies_to", core.MsgAlreadyExists, camp(func(c *core.Campaign) {
			c.AppliesTo = []core.DiscountTarget{core.DiscountEntryFees, core.DiscountEntryFees}
		})},
		{"ErrRange", "ends_at", core.MsgDateRange, camp(func(c *core.Campaign) { c.StartsAt, c.EndsAt = end, start })},
		{"ErrMaxUses", "max_uses", core.MsgNumber, camp(func(c *core.Campaign) { c.MaxUses = intp(0) })},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.c.Validate()
			wantInvalid(t, err, tt.wantField, tt.wantMsg)
		})
	}
}

func TestCampaignCheckRedeem(t *testing.T) {
	c := &core.Campaign{PercentBP: 1000, AppliesTo: []core.DiscountTarget{core.DiscountStoreItems},
		StartsAt: timep("2026-05-01T00:00:00Z"), EndsAt: timep("2026-06-01T00:00:00Z"), MaxUses: intp(50)}
	open := *timep("2026-05-15T10:00:00Z")
	for _, tt := range []struct {
		name string
		r    core.Redemption
		want string
	}{
		{"OK", core.Redemption{Now: open, CampaignUses: 49}, ""},
		{"OKFirstMoment", core.Redemption{Now: *c.StartsAt}, ""},
		{"ErrNotStarted", core.Redemption{Now: c.StartsAt.Add(-time.Second)}, core.MsgCouponUsedOrEnded},
		{"ErrEnded", core.Redemption{Now: *c.EndsAt}, core.MsgCouponUsedOrEnded},
		{"ErrUsedUp", core.Redemption{Now: open, CampaignUses: 50}, core.MsgCouponUsedOrEnded},
		{"ErrCouponUsed", core.Redemption{Now: open, CouponUsed: true}, core.MsgCouponUsedOrEnded},
		{"ErrSecondInCampaign", core.Redemption{Now: open, AccountUses: 1}, core.MsgPromotionAlreadyRedeemed},
		{"ErrSecondBeatsUsedUp", core.Redemption{Now: open, AccountUses: 1, CampaignUses: 50}, core.MsgPromotionAlreadyRedeemed},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := c.CheckRedeem(tt.r)
			if got := invalidMessage(t, err, "code"); tt.want == "" && err != nil || got != tt.want {
				t.Errorf("got %v, want %q", err, tt.want)
			}
		})
	}
}

func TestDiscountTargets(t *testing.T) {
	store := func(k core.StoreProductKind) func() (core.DiscountTarget, bool) {
		return func() (core.DiscountTarget, bool) { return core.StoreDiscountTarget(k) }
	}
	reg := func(c core.ProductCategory) func() (core.DiscountTarget, bool) {
		return func() (core.DiscountTarget, bool) { return core.RegistrationDiscountTarget(c) }
	}
	for _, tt := range []struct {
		name   string
		target func() (core.DiscountTarget, bool)
		want   core.DiscountTarget // "": none
	}{
		{"Item", store(core.StoreItem), core.DiscountStoreItems},
		{"Membership", store(core.StoreMembership), core.DiscountStoreItems},
		{"GiftCard", store(core.StoreGiftCard), ""},
		{"EntryFee", reg(core.ProductEntryFee), core.DiscountEntryFees},
		{"FinalActivation", reg(core.ProductFinalFlightActivation), core.DiscountActivations},
		{"ReserveActivation", reg(core.ProductReserveActivation), core.DiscountActivations},
		{"Sale", reg(core.ProductSale), ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got, ok := tt.target(); got != tt.want || ok != (tt.want != "") {
				t.Errorf("got %q, %v; want %q", got, ok, tt.want)
			}
		})
	}
}
