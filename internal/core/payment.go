package core

import (
	"context"
	"time"
)

// CheckoutRequest asks the card provider for a hosted payment page.
type CheckoutRequest struct {
	Kind       CheckoutKind
	OrderID    int64
	Reference  string
	Email      string
	Currency   Currency
	Lines      []CheckoutLine
	SuccessURL string
	CancelURL  string
}

// CheckoutKind says which orders a payment is for: registrations (the
// empty kind, as every payment made before the store) or store orders.
type CheckoutKind string

// Checkout kinds.
const (
	CheckoutRegistration CheckoutKind = ""
	CheckoutStore        CheckoutKind = "store"
)

// CheckoutLine is one priced line of the payment page.
type CheckoutLine struct {
	Name     string
	Amount   int64 // cents per unit
	Quantity int
}

// CheckoutSession is the provider's hosted page for one payment.
type CheckoutSession struct {
	ID  string
	URL string
}

// PaymentEvent is a verified notification from the card provider.
type PaymentEvent struct {
	ID       string // the provider's event id: handling it twice changes nothing
	Type     string
	Kind     CheckoutKind // which orders OrderID numbers
	OrderID  int64
	Session  string
	Paid     bool
	Amount   int64
	Currency Currency
}

// CardPayments is the card provider (Stripe Checkout).
type CardPayments interface {
	CreateCheckout(ctx context.Context, r CheckoutRequest) (*CheckoutSession, error)
	// ParseEvent verifies a webhook's signature and reads the event;
	// EINVALID for a forged or malformed one.
	ParseEvent(payload []byte, signature string) (*PaymentEvent, error)
}

// Payment is a card payment attempt of an order.
type Payment struct {
	ID        int64
	OrderID   int64
	Provider  string
	SessionID string
	Amount    int64
	Currency  Currency
	CreatedAt time.Time
}

// PaymentStore persists payment attempts and the provider events handled.
type PaymentStore interface {
	CreatePayment(ctx context.Context, p *Payment) error
	// RecordPaymentEvent stores an event id; ECONFLICT when it was seen before.
	RecordPaymentEvent(ctx context.Context, eventID, kind string, orderID int64, at time.Time) error
}
