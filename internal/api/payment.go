package api

import "context"

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
	Reference string       `json:"reference" doc:"Put it in the transfer's purpose"`
	Card      bool         `json:"card" doc:"Card payment is available"`
	Bank      *BankAccount `json:"bank,omitempty" doc:"Absent when bank transfer is not offered"`
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
		Reference: info.Reference, Card: info.Card}
	if b := info.Bank; b != nil {
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
