package payment_test

import (
	"context"
	"fmt"
	"net"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/payment"
	"github.com/oneloft/oneloft/internal/testutil"
)

const secret = "whsec_test_secret"

func TestCreateCheckout(t *testing.T) {
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIBase: testutil.StartStripeMock(t)})
	sess, err := s.CreateCheckout(context.Background(), core.CheckoutRequest{OrderID: 7, Reference: "OL1-ABC", Email: "fay@example.org",
		Currency: core.EUR, SuccessURL: "http://localhost/ok", CancelURL: "http://localhost/no",
		Lines: []core.CheckoutLine{{Name: "1 + 1", Amount: 40000, Quantity: 2}}})
	if err != nil {
		t.Fatal(err)
	}
	// stripe-mock checks every parameter's name and type against Stripe's API
	// description, so a session back means the request has Stripe's shape.
	if sess.ID == "" {
		t.Fatalf("got %+v", sess)
	}
}

// CompletedEvent is a checkout.session.completed event as Stripe sends it.
func CompletedEvent(id string, orderID, amount int64, currency, paymentStatus string) []byte {
	return []byte(fmt.Sprintf(`{"id": %q, "object": "event", "api_version": "2025-06-30.basil", "type": "checkout.session.completed",
  "data": {"object": {"id": "cs_test_1", "object": "checkout.session", "client_reference_id": "%d", "metadata": {"order_id": "%d"},
  "amount_total": %d, "currency": %q, "payment_status": %q, "status": "complete"}}}`, id, orderID, orderID, amount, currency, paymentStatus))
}

func TestParseEvent(t *testing.T) {
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret})
	payload := CompletedEvent("evt_1", 42, 80000, "eur", "paid")
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: time.Now()})
	ev, err := s.ParseEvent(payload, signed.Header)
	if err != nil {
		t.Fatal(err)
	}
	if ev.ID != "evt_1" || ev.OrderID != 42 || ev.Amount != 80000 || ev.Currency != core.EUR || !ev.Paid || ev.Session != "cs_test_1" {
		t.Fatalf("got %+v", ev)
	}
	for _, tt := range []struct {
		name    string
		payload []byte
		header  string
	}{
		{"ErrForged", payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "whsec_other", Timestamp: time.Now()}).Header},
		{"ErrTampered", CompletedEvent("evt_1", 43, 1, "eur", "paid"), signed.Header},
		{"ErrOld", payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: time.Now().Add(-time.Hour)}).Header},
		// A signature dated ahead would keep a captured event valid until then.
		{"ErrInTheFuture", payload, webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: secret, Timestamp: time.Now().Add(6 * time.Minute)}).Header},
		{"ErrNoSignature", payload, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if _, err := s.ParseEvent(tt.payload, tt.header); core.ErrorCode(err) != core.EINVALID {
				t.Fatalf("got %v", err)
			}
		})
	}
}

// TestParseEventWithoutSecret: an adapter built without a webhook secret
// refuses every event, even one signed with the empty key (security review,
// item 1).
func TestParseEventWithoutSecret(t *testing.T) {
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123"})
	payload := CompletedEvent("evt_1", 42, 80000, "eur", "paid")
	signed := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: payload, Secret: "", Timestamp: time.Now()})
	if ev, err := s.ParseEvent(payload, signed.Header); core.ErrorCode(err) != core.EINVALID {
		t.Fatalf("got %+v, %v; want EINVALID", ev, err)
	}
}

// A checkout while Stripe cannot be reached is an outage (503 with a clear
// message), not an internal error.
func TestCreateCheckoutStripeUnreachable(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := "http://" + ln.Addr().String()
	ln.Close()
	s := payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: secret, APIBase: closed})
	_, err = s.CreateCheckout(context.Background(), core.CheckoutRequest{OrderID: 7, Reference: "OL1-ABC", Currency: core.EUR,
		SuccessURL: "http://localhost/ok", CancelURL: "http://localhost/no", Lines: []core.CheckoutLine{{Name: "1", Amount: 100, Quantity: 1}}})
	if core.ErrorCode(err) != core.EUNAVAILABLE || core.ErrorMessage(err) != payment.MsgCardsUnavailable {
		t.Fatalf("got %v (code %s), want %s", err, core.ErrorCode(err), core.EUNAVAILABLE)
	}
}
