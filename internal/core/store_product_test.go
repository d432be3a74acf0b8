package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func timep(s string) *time.Time {
	t, err := time.Parse(time.RFC3339, s)
	if err != nil {
		panic(err)
	}
	return &t
}

// wantInvalid checks err against a table row: nil when field is "", else an
// invalid *Error with a message for field, that message when msg is not "".
func wantInvalid(t *testing.T, err error, field, msg string) {
	t.Helper()
	switch {
	case field == "":
		if err != nil {
			t.Fatalf("got %v, want nil", err)
		}
	case err == nil:
		t.Fatalf("got nil, want a message for %s", field)
	default:
		if got := invalidMessage(t, err, field); msg != "" && got != msg {
			t.Errorf("got %q, want %q", got, msg)
		}
	}
}

// invalidMessage is the first message err holds for field, "" for nil;
// the test fails when err is not an invalid *Error with a message there.
func invalidMessage(t *testing.T, err error, field string) string {
	t.Helper()
	if err == nil {
		return ""
	}
	e, ok := err.(*core.Error)
	if !ok || e.Code != core.EINVALID {
		t.Fatalf("got %v, want an invalid error", err)
	}
	if len(e.Fields[field]) == 0 {
		t.Fatalf("got fields %v, want a message for %s", e.Fields, field)
	}
	return e.Fields[field][0]
}

func TestStoreProductValidate(t *testing.T) {
	item := func(edit func(p *core.StoreProduct)) *core.StoreProduct {
		p := &core.StoreProduct{Kind: core.StoreItem, Name: "Loft cap", Price: 1999, Currency: core.EUR}
		edit(p)
		return p
	}
	for _, tt := range []struct {
		name      string
		p         *core.StoreProduct
		wantField string // "" : valid
		wantMsg   string // checked when set
	}{
		{"OKItem", item(func(p *core.StoreProduct) { p.Stock, p.MaxPerOrder, p.MaxLifetime = intp(5), intp(2), intp(3) }), "", ""},
		{"OKFreeItem", item(func(p *core.StoreProduct) { p.Price = 0 }), "", ""},
		{"OKWindow", item(func(p *core.StoreProduct) {
			p.AvailableFrom, p.AvailableUntil = timep("2026-03-01T00:00:00Z"), timep("2026-04-01T00:00:00Z")
		}), "", ""},
		{"OKMembership12", item(func(p *core.StoreProduct) {
			p.Kind, p.MembershipMonths, p.Unlocks = core.StoreMembership, 12, []string{"pedigree"}
		}), "", ""},
		{"OKMembership24", item(func(p *core.StoreProduct) {
			p.Kind, p.MembershipMonths, p.Unlocks = core.StoreMembership, 24, []string{"pedigree", "race_stats"}
		}), "", ""},
		{"OKGiftCardFixed", item(func(p *core.StoreProduct) {
			p.Kind, p.Price, p.GiftCardAmounts = core.StoreGiftCard, 0, []int64{2500, 5000, 10000}
		}), "", ""},
		{"OKGiftCardChosen", item(func(p *core.StoreProduct) {
			p.Kind, p.Price, p.GiftCardMin, p.GiftCardMax = core.StoreGiftCard, 0, 1000, 50000
		}), "", ""},
		{"ErrKind", item(func(p *core.StoreProduct) { p.Kind = "ticket" }), "kind", ""},
		{"ErrName", item(func(p *core.StoreProduct) { p.Name = " " }), "name", "The name field is required."},
		{"ErrNameLine", item(func(p *core.StoreProduct) { p.Name = "Cap\nred" }), "name", ""},
		{"ErrCurrency", item(func(p *core.StoreProduct) { p.Currency = "GBP" }), "currency", ""},
		{"ErrNegativePrice", item(func(p *core.StoreProduct) { p.Price = -1 }), "price", "The price must be at least 0."},
		{"ErrStock", item(func(p *core.StoreProduct) { p.Stock = intp(-1) }), "stock", core.MsgNumber},
		{"OKSoldOutStock", item(func(p *core.StoreProduct) { p.Stock = intp(0) }), "", ""},
		{"ErrMaxPerOrderZero", item(func(p *core.StoreProduct) { p.MaxPerOrder = intp(0) }), "max_per_order", core.MsgNumber},
		{"ErrMaxLifetimeZero", item(func(p *core.StoreProduct) { p.MaxLifetime = intp(0) }), "max_lifetime", core.MsgNumber},
		{"ErrWindowEmpty", item(func(p *core.StoreProduct) {
			p.AvailableFrom, p.AvailableUntil = timep("2026-03-01T00:00:00Z"), timep("2026-03-01T00:00:00Z")
		}), "available_until", core.MsgDateRange},
		{"ErrWindowBounds", item(func(p *core.StoreProduct) { p.AvailableUntil = timep("9999-01-01T00:00:00Z") }), "available_until", core.MsgDateBounds},
		{"ErrItemMonths", item(func(p *core.StoreProduct) { p.MembershipMonths = 12 }), "membership_months", ""},
		{"ErrItemUnlocks", item(func(p *core.StoreProduct) { p.Unlocks = []string{"pedigree"} }), "unlocks", ""},
		{"ErrItemGiftAmounts", item(func(p *core.StoreProduct) { p.GiftCardAmounts = []int64{500} }), "gift_card_amounts", ""},
		{"ErrMembershipMonths", item(func(p *core.StoreProduct) {
			p.Kind, p.MembershipMonths, p.Unlocks = core.StoreMembership, 6, []string{"pedigree"}
		}), "membership_months", "The selected membership months is invalid."},
		{"ErrMembershipNoUnlocks", item(func(p *core.StoreProduct) { p.Kind, p.MembershipMonths = core.StoreMembership, 12 }), "unlocks", ""},
		{"ErrFeatureName", item(func(p *core.StoreProduct) {
			p.Kind, p.MembershipMonths, p.Unlocks = core.StoreMembership, 12, []string{"Pedigree tool"}
		}), "unlocks", core.MsgFeatureName},
		{"ErrFeatureTwice", item(func(p *core.StoreProduct) {
			p.Kind, p.MembershipMonths, p.Unlocks = core.StoreMembership, 12, []string{"pedigree", "pedigree"}
		}), "unlocks", core.MsgAlreadyExists},
		{"ErrGiftCardPrice", item(func(p *core.StoreProduct) {
			p.Kind, p.GiftCardAmounts = core.StoreGiftCard, []int64{2500}
		}), "price", core.MsgGiftCardPriceSet},
		{"ErrGiftCardNoAmounts", item(func(p *core.StoreProduct) { p.Kind, p.Price = core.StoreGiftCard, 0 }), "gift_card_amounts", core.MsgGiftCardAmountSet},
		{"ErrGiftCardBothWays", item(func(p *core.StoreProduct) {
			p.Kind, p.Price, p.GiftCardAmounts, p.GiftCardMin, p.GiftCardMax = core.StoreGiftCard, 0, []int64{2500}, 1000, 5000
		}), "gift_card_amounts", core.MsgGiftCardAmountSet},
		{"ErrGiftCardZeroAmount", item(func(p *core.StoreProduct) {
			p.Kind, p.Price, p.GiftCardAmounts = core.StoreGiftCard, 0, []int64{2500, 0}
		}), "gift_card_amounts", "The gift card amounts must be at least 1."},
		{"ErrGiftCardMaxBelowMin", item(func(p *core.StoreProduct) {
			p.Kind, p.Price, p.GiftCardMin, p.GiftCardMax = core.StoreGiftCard, 0, 5000, 1000
		}), "gift_card_max", ""},
		{"ErrGiftCardMinZero", item(func(p *core.StoreProduct) {
			p.Kind, p.Price, p.GiftCardMax = core.StoreGiftCard, 0, 1000
		}), "gift_card_min", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.p.Validate()
			wantInvalid(t, err, tt.wantField, tt.wantMsg)
		})
	}
}

func TestStoreProductUnitPrice(t *testing.T) {
	fixed := &core.StoreProduct{Kind: core.StoreGiftCard, GiftCardAmounts: []int64{2500, 5000}}
	chosen := &core.StoreProduct{Kind: core.StoreGiftCard, GiftCardMin: 1000, GiftCardMax: 20000}
	item := &core.StoreProduct{Kind: core.StoreItem, Price: 1999}
	for _, tt := range []struct {
		name    string
		p       *core.StoreProduct
		amount  int64
		want    int64
		wantErr bool
	}{
		{"OKItemIgnoresAmount", item, 0, 1999, false},
		{"OKFixed", fixed, 5000, 5000, false},
		{"ErrFixedOther", fixed, 3000, 0, true},
		{"OKChosenLow", chosen, 1000, 1000, false},
		{"OKChosenHigh", chosen, 20000, 20000, false},
		{"OKChosenBetween", chosen, 4250, 4250, false},
		{"ErrChosenBelow", chosen, 999, 0, true},
		{"ErrChosenAbove", chosen, 20001, 0, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := tt.p.UnitPrice(tt.amount)
			if (err != nil) != tt.wantErr || got != tt.want {
				t.Fatalf("got %d, %v; want %d, error %v", got, err, tt.want, tt.wantErr)
			}
			if tt.wantErr && invalidMessage(t, err, "gift_card_amount") != core.MsgGiftCardAmount {
				t.Errorf("got %v, want %q", err, core.MsgGiftCardAmount)
			}
		})
	}
}

func TestCheckPurchase(t *testing.T) {
	now := *timep("2026-03-15T12:00:00Z")
	p := &core.StoreProduct{Kind: core.StoreItem, Price: 1999, Currency: core.EUR,
		AvailableFrom: timep("2026-03-01T00:00:00Z"), AvailableUntil: timep("2026-04-01T00:00:00Z"),
		Stock: intp(4), MaxPerOrder: intp(3), MaxLifetime: intp(5)}
	soldOut := *p
	soldOut.Stock = intp(0)
	unlimited := &core.StoreProduct{Kind: core.StoreItem, Price: 1999, Currency: core.EUR}
	for _, tt := range []struct {
		name        string
		p           *core.StoreProduct
		qty, before int
		now         time.Time
		wantField   string
		wantMsg     string
	}{
		{"OK", p, 3, 0, now, "", ""},
		{"OKUnlimited", unlimited, 1000, 999, now, "", ""},
		{"OKFirstMoment", p, 1, 0, *p.AvailableFrom, "", ""},
		{"OKLifetimeExactly", p, 2, 3, now, "", ""}, // 3 + 2 = 5, the maximum
		{"OKStockExactly", p, 3, 0, now, "", ""},
		{"ErrZero", p, 0, 0, now, "quantity", "The quantity must be at least 1."},
		{"ErrBeforeWindow", p, 1, 0, p.AvailableFrom.Add(-time.Second), "product_id", core.MsgNotOnSale},
		{"ErrWindowEndExcluded", p, 1, 0, *p.AvailableUntil, "product_id", core.MsgNotOnSale},
		{"ErrLifetimeReached", p, 1, 5, now, "quantity", core.MsgMaximumLifetime},
		{"ErrLifetimeWouldPass", p, 3, 3, now, "quantity", core.MsgMaximumLifetime}, // 3 + 3 = 6 > 5
		{"ErrPerOrder", p, 4, 0, now, "quantity", "You can buy at most 3 of this product in one order."},
		{"ErrSoldOut", &soldOut, 1, 0, now, "quantity", core.MsgSoldOut},
		{"ErrOverStock", func() *core.StoreProduct { q := *p; q.Stock = intp(2); return &q }(), 3, 0, now, "quantity", "Only 2 left."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.p.CheckPurchase(tt.qty, tt.before, tt.now)
			wantInvalid(t, err, tt.wantField, tt.wantMsg)
		})
	}
}

func TestSameSeller(t *testing.T) {
	one, alsoOne, two := int64(1), int64(1), int64(2)
	for _, tt := range []struct {
		name string
		a, b *int64
		want bool
	}{
		{"ServiceService", nil, nil, true},
		{"SameLoft", &one, &alsoOne, true},
		{"OtherLoft", &one, &two, false},
		{"LoftService", &one, nil, false},
		{"ServiceLoft", nil, &two, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.SameSeller(tt.a, tt.b); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}
