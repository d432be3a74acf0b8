package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
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
	Reference string       `json:"reference" doc:"Put it in the transfer's purpose"`
	Card      bool         `json:"card" doc:"Card payment is available"`
	Bank      *BankAccount `json:"bank,omitempty" doc:"Absent when bank transfer is not offered"`
}

// Checkout is a hosted card payment page.
type Checkout struct {
	URL       string `json:"url"`
	SessionID string `json:"session_id"`
}

func (s *Server) paymentRoutes() {
	if s.orders == nil {
		return
	}
	huma.Register(s.api, huma.Operation{
		OperationID: "get-order-payment", Method: http.MethodGet, Path: "/api/custom/v1/user/orders/{id}/payment", Tags: []string{"payments"},
		Summary: "How to pay a registration", Description: "Amount, bank account and reference for a transfer; whether card works.", Security: bearer,
	}, func(ctx context.Context, in *orderIDInput) (*struct{ Body PaymentInfo }, error) {
		info, err := s.orders.PaymentInfo(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := PaymentInfo{OrderID: info.Order.ID, Payable: info.Payable, Amount: info.Order.Total, Currency: string(info.Order.Currency),
			Reference: info.Reference, Card: info.Card}
		if b := info.Bank; b != nil {
			out.Bank = &BankAccount{Holder: b.Holder, IBAN: b.IBAN, BIC: b.BIC, Bank: b.Bank}
		}
		return &struct{ Body PaymentInfo }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "start-card-payment", Method: http.MethodPost, Path: "/api/custom/v1/user/orders/{id}/checkout", Tags: []string{"payments"},
		Summary: "Pay a confirmed registration by card", Description: "Creates a Stripe Checkout page; send the browser to its url.", Security: bearer,
	}, func(ctx context.Context, in *orderIDInput) (*struct{ Body Checkout }, error) {
		sess, err := s.orders.StartCardPayment(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Checkout }{Body: Checkout{URL: sess.URL, SessionID: sess.ID}}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "stripe-webhook", Method: http.MethodPost, Path: "/api/payments/stripe/webhook", Tags: []string{"payments"},
		Summary:      "Stripe webhook",
		Description:  "Signed by Stripe (Stripe-Signature); each event is handled once. A forged or malformed event answers 400 and changes nothing.",
		MaxBodyBytes: 1 << 20,
	}, func(ctx context.Context, in *struct {
		Signature string `header:"Stripe-Signature"`
		RawBody   []byte
	}) (*struct{}, error) {
		if s.cards == nil {
			return nil, huma.Error404NotFound("Card payments are not configured.")
		}
		ev, err := s.cards.ParseEvent(in.RawBody, in.Signature)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		if err := s.orders.HandlePaymentEvent(ctx, ev); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return nil, nil
	})
}
