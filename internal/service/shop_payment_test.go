package service_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/payment"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestMembershipRenewal: a 12-month membership paid by card on 10 Feb 2026
// runs to 10 Feb 2027; a renewal bought the same day runs on from there to
// 10 Feb 2028, not from today. A replayed event changes nothing; a refund
// ends the periods and locks what they unlocked.
func TestMembershipRenewal(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		m := w.product(t, &core.StoreProduct{Kind: core.StoreMembership, Name: "Pedigree", Price: 2900, MembershipMonths: 12, Unlocks: []string{"pedigree"}})
		ctx := context.Background()
		buy := func(event string) *core.StoreOrder {
			w.cart(t, w.fancier, m, 1, 0)
			o, err := w.checkout(w.fancier)
			must(t, err)
			ev := &core.PaymentEvent{ID: event, Type: "checkout.session.completed", Kind: core.CheckoutStore, OrderID: o.ID, Paid: true, Amount: 2900, Currency: core.EUR}
			must(t, w.svc.Orders.HandlePaymentEvent(ctx, ev))
			must(t, w.svc.Orders.HandlePaymentEvent(ctx, ev)) // replayed
			got, err := db.FindStoreOrder(ctx, o.ID)
			must(t, err)
			if len(got.History) != 2 || got.Status.Status != core.OrderPaidOnline {
				t.Fatalf("history %d, status %s", len(got.History), got.Status.Status)
			}
			return got
		}
		buy("evt_1")
		buy("evt_2")
		ms, err := w.svc.Shop.Memberships(w.as(w.fancier))
		must(t, err)
		day := func(t time.Time) string { return t.UTC().Format("2006-01-02") }
		if len(ms) != 2 || day(ms[0].StartsAt) != "2027-02-10" || day(ms[0].EndsAt) != "2028-02-10" || day(ms[1].EndsAt) != "2027-02-10" {
			t.Fatalf("periods %v–%v, %v–%v", ms[0].StartsAt, ms[0].EndsAt, ms[1].StartsAt, ms[1].EndsAt)
		}
		ok, err := w.svc.Shop.HasFeature(ctx, w.fancier.ID, "pedigree")
		must(t, err)
		if !ok {
			t.Fatal("the membership does not unlock the pedigree")
		}
		// Reminders: 14 days before the last period's end, then 3 days.
		for _, c := range []struct {
			at   string
			want int
		}{{"2028-01-26T08:00:00Z", 0}, {"2028-01-27T09:00:00Z", 1}, {"2028-01-28T09:00:00Z", 0}, {"2028-02-07T09:00:00Z", 1}} {
			*w.clock, _ = time.Parse(time.RFC3339, c.at)
			n, err := w.svc.Shop.RemindMemberships(ctx)
			must(t, err)
			if n != c.want {
				t.Fatalf("at %s: %d reminders, want %d", c.at, n, c.want)
			}
		}
		*w.clock = fixedNow
		for _, o := range []int64{ms[0].OrderID, ms[1].OrderID} {
			_, err := w.svc.Shop.ChangeStoreOrderStatus(w.as(w.merchant), o, service.StoreStatusInput{Status: core.OrderRefunded, Note: "Changed mind"})
			must(t, err)
		}
		if ok, _ := w.svc.Shop.HasFeature(ctx, w.fancier.ID, "pedigree"); ok {
			t.Fatal("a refunded membership still unlocks")
		}
	})
}

func storeCompleted(id string, orderID, amount int64) []byte {
	return []byte(fmt.Sprintf(`{"id": %q, "object": "event", "type": "checkout.session.completed", "data": {"object": {"id": "cs_test_store",
  "object": "checkout.session", "client_reference_id": "store-%d", "amount_total": %d, "currency": "eur", "payment_status": "paid"}}}`, id, orderID, amount))
}

// TestStoreCardPayment: through stripe-mock, a cart paid partly by a gift
// card (25.00 of 59.97) opens a Checkout for the 34.97 left; the signed
// webhook marks it paid once, however often it is replayed, and a
// registration with the same id is left alone.
func TestStoreCardPayment(t *testing.T) {
	stripeURL := testutil.StartStripeMock(t)
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		cards := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: "whsec_x", APIBase: stripeURL})
		w.svc = w.with(service.Deps{Orders: service.OrderConfig{PublicURL: "http://localhost:8080"}, Cards: cards})
		ctx := context.Background()
		gift := w.product(t, &core.StoreProduct{Kind: core.StoreGiftCard, Name: "Gift card", GiftCardAmounts: []int64{2500}})
		cap := w.product(t, &core.StoreProduct{Kind: core.StoreItem, Name: "Loft cap", Price: 1999})
		w.cart(t, w.merchant, gift, 1, 2500)
		bought, err := w.checkout(w.merchant)
		must(t, err)
		w.pay(t, bought)
		giftCards, err := db.FindGiftCardsByOrder(ctx, bought.ID)
		must(t, err)

		w.cart(t, w.fancier, cap, 3, 0)
		o, err := w.checkout(w.fancier, giftCards[0].Code)
		must(t, err)
		if o.Total != 3497 {
			t.Fatalf("left to pay %d", o.Total)
		}
		_, err = w.svc.Shop.StartStoreCardPayment(w.as(w.buyer), o.ID)
		wantErr(t, err, core.ENOTFOUND, "") // only the customer pays their order
		sess, err := w.svc.Shop.StartStoreCardPayment(w.as(w.fancier), o.ID)
		must(t, err)
		if sess.ID == "" || sess.URL == "" {
			t.Fatalf("session %+v", sess)
		}
		handle := func(payload []byte) error {
			ev, err := cards.ParseEvent(payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_x", Timestamp: time.Now()}).Header)
			if err != nil {
				return err
			}
			return w.svc.Orders.HandlePaymentEvent(ctx, ev)
		}
		must(t, handle(storeCompleted("evt_short", o.ID, 3000))) // not the amount left
		must(t, handle(storeCompleted("evt_paid", o.ID, 3497)))
		must(t, handle(storeCompleted("evt_paid", o.ID, 3497)))  // replayed
		must(t, handle(storeCompleted("evt_again", o.ID, 3497))) // a second event for a paid order
		got, err := db.FindStoreOrder(ctx, o.ID)
		must(t, err)
		if got.Status.Status != core.OrderPaidOnline || got.Status.Method != core.PayCard || len(got.History) != 2 || *got.InvoiceNumber != 2 {
			t.Fatalf("status %s %s, %d rows, invoice %v", got.Status.Status, got.Status.Method, len(got.History), got.InvoiceNumber)
		}
	})
}

// TestCheckoutLines: the card provider's lines add up to what is left to
// pay after the discount and gift cards, with no negative line.
func TestCheckoutLines(t *testing.T) {
	o := &core.StoreOrder{Total: 2597, Lines: []*core.StoreOrderLine{
		{Name: "Cap", Quantity: 3, UnitAmount: 1999, Discount: 900}, {Name: "Calendar", Quantity: 1, UnitAmount: 1200, Discount: 180}}}
	lines := service.CheckoutLines(o)
	var sum int64
	for _, l := range lines {
		if l.Amount <= 0 || l.Quantity != 1 {
			t.Errorf("line %+v", l)
		}
		sum += l.Amount * int64(l.Quantity)
	}
	if sum != o.Total || lines[0].Name != "3 × Cap" {
		t.Fatalf("lines %+v add up to %d, want %d", lines, sum, o.Total)
	}
}

// TestGiftCardTriesLimited: each code tried counts, wrong or right; past
// 20 an hour for one account the look-up answers 429 whatever the code, and
// a checkout with a code too.
func TestGiftCardTriesLimited(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		for i := range core.GiftCardTriesPerUser.Max {
			_, err := w.svc.Shop.GiftCardBalance(w.as(w.fancier), fmt.Sprintf("WRONG-%d", i), "192.0.2.1")
			wantErr(t, err, core.EINVALID, core.MsgGiftCardInvalid)
		}
		_, err := w.svc.Shop.GiftCardBalance(w.as(w.fancier), "ABCD-EFGH-JKMN-PQRS-TUVW", "192.0.2.1")
		wantErr(t, err, core.ETOOMANY, core.MsgGiftCardTries)
		cap := w.product(t, &core.StoreProduct{Kind: core.StoreItem, Name: "Loft cap", Price: 1999})
		w.cart(t, w.fancier, cap, 1, 0)
		_, err = w.checkout(w.fancier, "ABCD-EFGH-JKMN-PQRS-TUVW")
		wantErr(t, err, core.ETOOMANY, core.MsgGiftCardTries)
		// Another account from another client is not held up.
		_, err = w.svc.Shop.GiftCardBalance(w.as(w.buyer), "ABCD-EFGH-JKMN-PQRS-TUVW", "198.51.100.7")
		wantErr(t, err, core.EINVALID, core.MsgGiftCardInvalid)
	})
}

// TestCheckoutWithPromoCode: 15 % off store items takes 3.00 off a 19.99
// cap (2.9985 rounded half up) and nothing off a 25.00 gift card, so the
// order comes to 41.99. The account's second code of the campaign is
// refused and changes nothing; cancelling the unpaid order frees it.
func TestCheckoutWithPromoCode(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		cap := w.product(t, &core.StoreProduct{Kind: core.StoreItem, Name: "Loft cap", Price: 1999, Stock: ptr(5)})
		gift := w.product(t, &core.StoreProduct{Kind: core.StoreGiftCard, Name: "Gift card", GiftCardAmounts: []int64{2500}})
		camp := &core.Campaign{LoftID: &w.loft.ID, Name: "Spring", PercentBP: 1500, AppliesTo: []core.DiscountTarget{core.DiscountStoreItems}}
		must(t, w.svc.Campaigns.CreateCampaign(w.as(w.merchant), camp))
		_, err := w.svc.Campaigns.SetPromoCode(w.as(w.merchant), camp.ID, "SPRING15")
		must(t, err)
		checkout := func(code string) (*core.StoreOrder, error) {
			return w.svc.Shop.Checkout(w.as(w.fancier), service.CheckoutInput{Seller: &w.loft.ID, PromoCode: code, ClientAddr: "192.0.2.1",
				Billing: core.BillingAddress{Name: "Fay", Street: "Duivenweg 1", Zipcode: "6811", City: "Arnhem", Country: "NL"}})
		}
		w.cart(t, w.fancier, cap, 1, 0)
		w.cart(t, w.fancier, gift, 1, 2500)
		o, err := checkout(" spring15 ")
		must(t, err)
		if o.Subtotal != 4499 || o.Discount != 300 || o.Total != 4199 || o.PromoCode != "SPRING15" || o.Lines[0].Discount != 300 || o.Lines[1].Discount != 0 {
			t.Fatalf("order %+v, lines %+v %+v", o, o.Lines[0], o.Lines[1])
		}
		w.cart(t, w.fancier, cap, 1, 0)
		_, err = checkout("SPRING15")
		wantErr(t, err, core.EINVALID, core.MsgPromotionAlreadyRedeemed)
		if w.stock(t, cap) != 4 {
			t.Fatal("a refused code took stock")
		}
		_, err = checkout("NOSUCHCODE")
		wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
		_, err = w.svc.Shop.ChangeStoreOrderStatus(w.as(w.fancier), o.ID, service.StoreStatusInput{Status: core.OrderCancelled})
		must(t, err)
		again, err := checkout("SPRING15")
		must(t, err)
		if again.Discount != 300 {
			t.Fatalf("after the cancellation: discount %d", again.Discount)
		}
	})
}

// TestRevokedThenCancelledWithdraws: a membership paid, its payment revoked
// and the order then cancelled no longer unlocks anything.
func TestRevokedThenCancelledWithdraws(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStoreWorld(t, db)
		m := w.product(t, &core.StoreProduct{Kind: core.StoreMembership, Name: "Pedigree", Price: 2900, MembershipMonths: 12, Unlocks: []string{"pedigree"}})
		w.cart(t, w.fancier, m, 1, 0)
		o, err := w.checkout(w.fancier)
		must(t, err)
		w.pay(t, o)
		for _, st := range []core.OrderStatus{core.OrderPaymentRevoked, core.OrderCancelled} {
			_, err := w.svc.Shop.ChangeStoreOrderStatus(w.as(w.merchant), o.ID, service.StoreStatusInput{Status: st})
			must(t, err)
		}
		if ok, _ := w.svc.Shop.HasFeature(context.Background(), w.fancier.ID, "pedigree"); ok {
			t.Fatal("a cancelled order's membership still unlocks")
		}
	})
}
