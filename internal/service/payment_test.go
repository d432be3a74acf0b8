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

func completed(id string, orderID, amount int64, status string) []byte {
	return []byte(fmt.Sprintf(`{"id": %q, "object": "event", "type": "checkout.session.completed", "data": {"object": {"id": "cs_test_1",
  "object": "checkout.session", "client_reference_id": "%d", "amount_total": %d, "currency": "eur", "payment_status": %q}}}`, id, orderID, amount, status))
}

func TestCardPayment(t *testing.T) {
	stripeURL := testutil.StartStripeMock(t)
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		cards := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: "whsec_x", APIBase: stripeURL})
		s.orders = s.ordersWith(service.Deps{Orders: service.OrderConfig{PublicURL: "http://localhost:8080"}, Cards: cards})
		o, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(2))
		must(t, err)
		_, err = s.orders.StartCardPayment(s.as(s.fancier), o.ID)
		wantErr(t, err, core.EINVALID, "Only a confirmed registration can be paid.")
		_, err = s.orders.ChangeStatus(s.as(s.merchant), o.ID, core.OrderConfirmed, "", "")
		must(t, err)
		_, err = s.orders.StartCardPayment(s.as(s.merchant), o.ID)
		wantErr(t, err, core.ENOTFOUND, "") // only the customer pays their order
		sess, err := s.orders.StartCardPayment(s.as(s.fancier), o.ID)
		must(t, err)
		if sess.ID == "" {
			t.Fatal("no session")
		}

		handle := func(payload []byte) error {
			ev, err := cards.ParseEvent(payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_x", Timestamp: time.Now()}).Header)
			if err != nil {
				return err
			}
			return s.orders.HandlePaymentEvent(context.Background(), ev)
		}
		history := func() int {
			got, _ := db.FindOrderByID(context.Background(), o.ID)
			return len(got.History)
		}
		must(t, handle(completed("evt_wrong_amount", o.ID, 100, "paid")))
		must(t, handle(completed("evt_unpaid", o.ID, 80000, "unpaid")))
		if n := history(); n != 2 {
			t.Fatalf("a wrong amount or an unpaid session changed the order: %d rows", n)
		}
		must(t, handle(completed("evt_ok", o.ID, 80000, "paid")))
		got, _ := db.FindOrderByID(context.Background(), o.ID)
		if got.Status.Status != core.OrderPaidOnline || got.Status.Method != core.PayCard || len(got.History) != 3 {
			t.Fatalf("after payment: %+v", got.Status)
		}
		must(t, handle(completed("evt_ok", o.ID, 80000, "paid")))    // replayed
		must(t, handle(completed("evt_again", o.ID, 80000, "paid"))) // a second event for a paid order
		if n := history(); n != 3 {
			t.Fatalf("replay changed the order: %d rows", n)
		}
		if fmt.Sprint(s.mail.templates()) != "[order_pending order_confirmed order_paid_online]" {
			t.Fatalf("mails: %v", s.mail.templates())
		}
		forged := completed("evt_forged", o.ID, 80000, "paid")
		if _, err := cards.ParseEvent(forged, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: forged, Secret: "whsec_evil"}).Header); core.ErrorCode(err) != core.EINVALID {
			t.Fatalf("forged: %v", err)
		}
	})
}

func TestPaymentInfo(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		o, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		info, err := s.orders.PaymentInfo(s.as(s.fancier), o.ID)
		must(t, err)
		if info.Payable || info.Card || info.Payee != nil || info.Reference != o.Reference {
			t.Fatalf("pending order without bank or card: %+v", info)
		}
		_, err = s.orders.StartCardPayment(s.as(s.fancier), o.ID)
		wantErr(t, err, core.EUNAVAILABLE, service.MsgCardsNotConfigured)
	})
}
