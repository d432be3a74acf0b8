// Package payment talks to the card provider, Stripe: hosted Checkout pages
// for confirmed registrations and signed webhooks that report payments.
package payment

import (
	"context"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/stripe/stripe-go/v82"
	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/oneloft/oneloft/internal/core"
)

// Stripe implements core.CardPayments with Stripe Checkout.
type Stripe struct {
	client        *stripe.Client
	webhookSecret string
}

// StripeConfig configures the client. APIBase is empty for Stripe itself
// and points at stripe-mock in tests.
type StripeConfig struct {
	SecretKey     string
	WebhookSecret string
	APIBase       string
}

// NewStripe returns the Stripe client.
func NewStripe(cfg StripeConfig) *Stripe {
	var opts []stripe.ClientOption
	if cfg.APIBase != "" {
		b := stripe.GetBackendWithConfig(stripe.APIBackend, &stripe.BackendConfig{URL: stripe.String(cfg.APIBase), LeveledLogger: &stripe.LeveledLogger{Level: stripe.LevelError}})
		opts = append(opts, stripe.WithBackends(&stripe.Backends{API: b, Connect: b, Uploads: b, MeterEvents: b}))
	}
	return &Stripe{client: stripe.NewClient(cfg.SecretKey, opts...), webhookSecret: cfg.WebhookSecret}
}

// CreateCheckout creates a hosted payment page for the order's lines.
func (s *Stripe) CreateCheckout(ctx context.Context, r core.CheckoutRequest) (*core.CheckoutSession, error) {
	params := &stripe.CheckoutSessionCreateParams{
		Mode:              stripe.String(string(stripe.CheckoutSessionModePayment)),
		SuccessURL:        stripe.String(r.SuccessURL),
		CancelURL:         stripe.String(r.CancelURL),
		ClientReferenceID: stripe.String(clientReference(r.Kind, r.OrderID)),
		Metadata:          map[string]string{"order_id": strconv.FormatInt(r.OrderID, 10), "reference": r.Reference, "kind": string(r.Kind)},
		PaymentIntentData: &stripe.CheckoutSessionCreatePaymentIntentDataParams{Description: stripe.String("oneloft " + r.Reference)},
	}
	if r.Email != "" {
		params.CustomerEmail = stripe.String(r.Email)
	}
	for _, l := range r.Lines {
		params.LineItems = append(params.LineItems, &stripe.CheckoutSessionCreateLineItemParams{
			Quantity: stripe.Int64(int64(l.Quantity)),
			PriceData: &stripe.CheckoutSessionCreateLineItemPriceDataParams{
				Currency:    stripe.String(strings.ToLower(string(r.Currency))),
				UnitAmount:  stripe.Int64(l.Amount),
				ProductData: &stripe.CheckoutSessionCreateLineItemPriceDataProductDataParams{Name: stripe.String(l.Name)},
			},
		})
	}
	sess, err := s.client.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return nil, checkoutError(err)
	}
	return &core.CheckoutSession{ID: sess.ID, URL: sess.URL}, nil
}

// MsgCardsUnavailable answers a checkout while Stripe cannot be reached or
// fails on its side: the fancier can try again or pay by bank transfer.
const MsgCardsUnavailable = "Card payments are unavailable at the moment. Please try again later or pay by bank transfer."

// checkoutError tells an outage (no answer, or Stripe's own 5xx) from a
// refused request: only the first is worth trying again later.
func checkoutError(err error) error {
	var se *stripe.Error
	if !errors.As(err, &se) || se.HTTPStatusCode >= 500 {
		return fmt.Errorf("payment: stripe checkout: %w: %w", err, core.Errorf(core.EUNAVAILABLE, MsgCardsUnavailable))
	}
	return fmt.Errorf("payment: stripe checkout: %w", err)
}

// ParseEvent verifies the Stripe-Signature header and reads a Checkout event.
// Without a secret nothing is verified: every event is refused, since one
// signed with the empty key would otherwise pass.
func (s *Stripe) ParseEvent(payload []byte, signature string) (*core.PaymentEvent, error) {
	if s.webhookSecret == "" {
		return nil, core.Errorf(core.EINVALID, "The webhook signature is invalid.")
	}
	ev, err := webhook.ConstructEventWithOptions(payload, signature, s.webhookSecret, webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil || signedInFuture(signature, time.Now()) {
		return nil, core.Errorf(core.EINVALID, "The webhook signature is invalid.")
	}
	out := &core.PaymentEvent{ID: ev.ID, Type: string(ev.Type)}
	if !strings.HasPrefix(out.Type, "checkout.session.") {
		return out, nil
	}
	var sess stripe.CheckoutSession
	if err := sess.UnmarshalJSON(ev.Data.Raw); err != nil {
		return nil, core.Errorf(core.EINVALID, "The webhook payload is malformed.")
	}
	out.Kind, out.OrderID = parseClientReference(sess.ClientReferenceID)
	if sess.ClientReferenceID == "" {
		out.Kind = core.CheckoutKind(sess.Metadata["kind"])
		out.OrderID, _ = strconv.ParseInt(sess.Metadata["order_id"], 10, 64)
	}
	out.Session, out.Amount = sess.ID, sess.AmountTotal
	out.Currency = core.Currency(strings.ToUpper(string(sess.Currency)))
	out.Paid = sess.PaymentStatus == stripe.CheckoutSessionPaymentStatusPaid
	return out, nil
}

// clientReference names the order of a checkout: its id for a
// registration, as before the store, and "store-" and the id for a store
// order, so that an event says which table its order is in.
func clientReference(k core.CheckoutKind, id int64) string {
	if k == core.CheckoutRegistration {
		return strconv.FormatInt(id, 10)
	}
	return string(k) + "-" + strconv.FormatInt(id, 10)
}

// parseClientReference reads what clientReference wrote; id 0 for anything else.
func parseClientReference(s string) (core.CheckoutKind, int64) {
	kind, num, found := strings.Cut(s, "-")
	if !found {
		kind, num = "", s
	}
	id, err := strconv.ParseInt(num, 10, 64)
	if err != nil || (kind != "" && core.CheckoutKind(kind) != core.CheckoutStore) {
		return "", 0
	}
	return core.CheckoutKind(kind), id
}

// signedInFuture reports a signature header whose timestamp is more than
// webhook.DefaultTolerance ahead of now. Stripe's library refuses old
// signatures only; one dated ahead would let a captured event be replayed
// until that date, so a clock that far off is refused as forged.
func signedInFuture(header string, now time.Time) bool {
	for _, part := range strings.Split(header, ",") {
		if v, ok := strings.CutPrefix(part, "t="); ok {
			t, err := strconv.ParseInt(v, 10, 64)
			return err != nil || time.Unix(t, 0).After(now.Add(webhook.DefaultTolerance))
		}
	}
	return true
}
