package service_test

import (
	"context"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestRegistrationDiscount(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		camp := campaignOf(&s.loft.ID, 1250, core.DiscountEntryFees) // 12.5 %
		must(t, s.svc.Campaigns.CreateCampaign(s.as(s.merchant), camp))
		_, err := s.svc.Campaigns.SetPromoCode(s.as(s.merchant), camp.ID, "FLY26")
		must(t, err)
		ctx := s.as(s.fancier)

		// 12.5 % of 2 × 400.00 = 100.00 off: 700.00 to pay.
		q, err := s.orders.QuoteDiscount(ctx, s.season.ID, "fly-26", s.input(2).Items)
		must(t, err)
		if q.Total != 70000 || q.Discount != 10000 || q.Positions[0].Discount != 10000 || q.DiscountName != "Spring" {
			t.Fatalf("quote: got total %d, discount %d", q.Total, q.Discount)
		}
		in := s.input(2)
		in.Code = "fly26"
		o, err := s.orders.PlaceOrder(ctx, in)
		must(t, err)
		read, err := s.orders.FindOrder(ctx, o.ID)
		must(t, err)
		if read.Total != 70000 || read.Discount != 10000 || read.DiscountName != "Spring" || read.Positions[0].Discount != 10000 ||
			read.Positions[0].Due() != 70000 {
			t.Fatalf("got total %d, discount %d %q, position %+v", read.Total, read.Discount, read.DiscountName, read.Positions[0])
		}
		lines := core.CheckoutLines(read.Positions)
		if len(lines) != 1 || lines[0].Amount != 35000 || lines[0].Quantity != 2 {
			t.Fatalf("checkout lines: %+v", lines)
		}

		t.Run("ErrSecondOrderSameCampaign", func(t *testing.T) {
			in := s.input(1)
			in.Code = "FLY26"
			_, err := s.orders.PlaceOrder(ctx, in)
			wantErr(t, err, core.EINVALID, core.MsgPromotionAlreadyRedeemed)
			if _, n, _ := db.FindOrders(context.Background(), core.OrderFilter{SeasonID: &s.season.ID}); n != 1 {
				t.Fatalf("got %d orders, want 1: a refused code places nothing", n)
			}
		})
		t.Run("ErrUnknownCode", func(t *testing.T) {
			in := s.input(1)
			in.Code = "NOPE"
			_, err := s.orders.PlaceOrder(ctx, in)
			wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
		})
		t.Run("ErrStoreOnlyCampaign", func(t *testing.T) {
			store := campaignOf(&s.loft.ID, 1000, core.DiscountStoreItems)
			must(t, s.svc.Campaigns.CreateCampaign(s.as(s.merchant), store))
			_, err := s.svc.Campaigns.SetPromoCode(s.as(s.merchant), store.ID, "SHOPONLY")
			must(t, err)
			_, err = s.orders.QuoteDiscount(ctx, s.season.ID, "SHOPONLY", s.input(1).Items)
			wantErr(t, err, core.EINVALID, core.MsgCodeNoLines)
		})
		t.Run("OKCancelReleases", func(t *testing.T) {
			_, err := s.orders.ChangeStatus(ctx, o.ID, core.OrderCancelled, "", "")
			must(t, err)
			in := s.input(1)
			in.Code = "FLY26"
			o2, err := s.orders.PlaceOrder(ctx, in)
			must(t, err)
			if o2.Total != 35000 || o2.Discount != 5000 {
				t.Fatalf("got total %d, discount %d", o2.Total, o2.Discount)
			}
		})
	})
}
