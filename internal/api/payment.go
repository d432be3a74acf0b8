package api

import (
	"context"
	"time"
)

// BankAccount is where bank transfers go.
type BankAccount struct {
	Holder string `json:"holder"`
	IBAN   string `json:"iban"`
	BIC    string `json:"bic"`
	Bank   string `json:"bank"`
}

// PaymentInfo tells the customer how to pay a registration.
type PaymentInfo struct {
	OrderID   int64        `json:"order_id"`
	Payable   bool         `json:"payable" doc:"The order is confirmed and unpaid"`
	Amount    int64        `json:"amount" doc:"Cents"`
	Currency  string       `json:"currency" enum:"EUR,USD"`
	Reference string       `json:"reference" doc:"Put it in the transfer's purpose: the payee's reference pattern filled for this order"`
	PayBy     *time.Time   `json:"pay_by,omitempty" doc:"The payment deadline of a confirmed order"`
	Card      bool         `json:"card" doc:"Card payment is available"`
	Bank      *BankAccount `json:"bank,omitempty" doc:"The payee: the season's, else its loft's, else the server's; absent when bank transfer is not offered"`
	// EPCPayload and EPCQR are the SEPA credit transfer QR code (EPC069-12)
	// banking apps read; only for euros.
	EPCPayload string `json:"epc_payload,omitempty" doc:"The QR code's text (EPC069-12, version 002); absent unless the currency is EUR and there is a payee"`
	EPCQR      string `json:"epc_qr,omitempty" doc:"The QR code as an SVG data: URI"`
}

// Checkout is a hosted card payment page.
type Checkout struct {
	URL       string `json:"url"`
	SessionID string `json:"session_id"`
}

func (s *Server) getOrderPayment(ctx context.Context, in *orderIDInput) (*bodyOf[PaymentInfo], error) {
	info, err := s.orders.PaymentInfo(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	out := PaymentInfo{OrderID: info.Order.ID, Payable: info.Payable, Amount: info.Order.Total, Currency: string(info.Order.Currency),
		Reference: info.Reference, Card: info.Card, EPCPayload: info.EPCPayload, EPCQR: qrDataURI(info.EPCPayload)}
	if info.Payable {
		out.PayBy = info.Order.PaymentDeadline
	}
	if b := info.Payee; b != nil {
		out.Bank = &BankAccount{Holder: b.Holder, IBAN: b.IBAN, BIC: b.BIC, Bank: b.Bank}
	}
	return reply(out)
}

func (s *Server) startCardPayment(ctx context.Context, in *orderIDInput) (*bodyOf[Checkout], error) {
	sess, err := s.orders.StartCardPayment(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(Checkout{URL: sess.URL, SessionID: sess.ID})
}

// stripeWebhookDoc describes stripe-webhook.
const stripeWebhookDoc = "Signed by Stripe (Stripe-Signature); each event is handled once. A forged or malformed event answers 400 and changes nothing."

func (s *Server) stripeWebhook(ctx context.Context, in *struct {
	Signature string `header:"Stripe-Signature"`
	RawBody   []byte
}) (*struct{}, error) {
	return nil, s.orders.HandlePaymentWebhook(ctx, in.RawBody, in.Signature)
}
