package service_test

import (
	"context"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/payment"
	"github.com/oneloft/oneloft/internal/service"
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

// TestDiscountedCardPayment pays a discounted registration by card
// (stripe-mock): the session is for the discounted total, and the webhook
// for that amount marks it paid. A registration with nothing left to pay
// is not sent to the card provider.
func TestDiscountedCardPayment(t *testing.T) {
	stripeURL := testutil.StartStripeMock(t)
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		cards := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: "whsec_x", APIBase: stripeURL})
		s.orders = s.ordersWith(service.Deps{Orders: service.OrderConfig{PublicURL: "http://localhost:8080"}, Cards: cards})
		for _, c := range []struct {
			code string
			bp   int
		}{{"THIRD26", 3333}, {"FREE26", 10000}} {
			camp := campaignOf(&s.loft.ID, c.bp, core.DiscountEntryFees)
			camp.Name = c.code
			must(t, s.svc.Campaigns.CreateCampaign(s.as(s.merchant), camp))
			_, err := s.svc.Campaigns.SetPromoCode(s.as(s.merchant), camp.ID, c.code)
			must(t, err)
		}
		// 33.33 % of 3 × 400.00 is 399.96: 800.04 to pay, three lines of 266.68.
		in := s.input(3)
		in.Code = "THIRD26"
		o, err := s.orders.PlaceOrder(s.as(s.fancier), in)
		must(t, err)
		if o.Total != 80004 {
			t.Fatalf("total %d, want 80004", o.Total)
		}
		_, err = s.orders.ChangeStatus(s.as(s.merchant), o.ID, core.OrderConfirmed, "", "")
		must(t, err)
		_, err = s.orders.StartCardPayment(s.as(s.fancier), o.ID)
		must(t, err)
		payload := completed("evt_discounted", o.ID, 80004, "paid")
		ev, err := cards.ParseEvent(payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_x", Timestamp: time.Now()}).Header)
		must(t, err)
		must(t, s.orders.HandlePaymentEvent(context.Background(), ev))
		if got, _ := db.FindOrderByID(context.Background(), o.ID); got.Status.Status != core.OrderPaidOnline {
			t.Fatalf("status %s, want paid_online", got.Status.Status)
		}

		other := newUser(t, s.svc, "free@example.org")
		freeIn := s.input(1)
		freeIn.TeamID, freeIn.NewTeam, freeIn.Code = 0, &core.Team{Name: "Free", Country: "DE"}, "FREE26"
		free, err := s.orders.PlaceOrder(s.as(other), freeIn)
		must(t, err)
		if free.Total != 0 {
			t.Fatalf("total %d, want 0", free.Total)
		}
		_, err = s.orders.ChangeStatus(s.as(s.merchant), free.ID, core.OrderConfirmed, "", "")
		must(t, err)
		_, err = s.orders.StartCardPayment(s.as(other), free.ID)
		wantErr(t, err, core.EINVALID, "This registration has nothing to pay by card.")
	})
}
