package api

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// StoreOrderLine is one product of a store order, or the auction lot its
// winner pays for, priced when ordered.
type StoreOrderLine struct {
	ProductID        *int64 `json:"product_id" nullable:"true" doc:"null: an auction lot's line"`
	AuctionLotID     *int64 `json:"auction_lot_id,omitempty" doc:"The lot an auction_lot line sells"`
	Kind             string `json:"kind" enum:"membership,gift_card,item,auction_lot"`
	Name             string `json:"name" doc:"In the customer's language when ordered"`
	Quantity         int    `json:"quantity"`
	UnitAmount       int64  `json:"unit_amount" doc:"Cents per unit"`
	Discount         int64  `json:"discount" doc:"Cents off the line's total"`
	MembershipMonths int    `json:"membership_months,omitempty"`
}

// BillingAddress is whom a store order's invoice is made out to.
type BillingAddress struct {
	Name    string `json:"name" maxLength:"128"`
	Street  string `json:"street" maxLength:"128"`
	Zipcode string `json:"zipcode" maxLength:"128"`
	City    string `json:"city" maxLength:"128"`
	Country string `json:"country" maxLength:"2" doc:"ISO 3166 alpha-2"`
}

func (b BillingAddress) core() core.BillingAddress {
	return core.BillingAddress{Name: b.Name, Street: b.Street, Zipcode: b.Zipcode, City: b.City, Country: b.Country}
}

// StoreOrderStatusEntry is one row of a store order's history.
type StoreOrderStatusEntry struct {
	ID        int64     `json:"id"`
	Code      string    `json:"order_status_type" enum:"confirmed,paid_online,paid_manually,cancelled,cancelled_unpaid,payment_revoked,refunded"`
	Method    string    `json:"method,omitempty" enum:"card,bank_transfer,cash,manual,gift_card"`
	Note      string    `json:"note,omitempty"`
	CreatedBy *int64    `json:"created_by,omitempty"`
	CreatedAt time.Time `json:"created_at"`
}

func toStoreStatusEntry(e *core.OrderStatusEntry) StoreOrderStatusEntry {
	return StoreOrderStatusEntry{ID: e.ID, Code: string(e.Status), Method: string(e.Method), Note: e.Note, CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt}
}

// StoreOrder is a checked-out cart of one seller.
type StoreOrder struct {
	ID            int64                   `json:"id"`
	Reference     string                  `json:"reference"`
	LoftID        *int64                  `json:"loft_id,omitempty" doc:"The selling loft; absent: the service"`
	Currency      string                  `json:"currency" enum:"EUR,USD"`
	Subtotal      int64                   `json:"subtotal" doc:"Cents, the lines before the discount"`
	Discount      int64                   `json:"discount" doc:"Cents the promotional code took off"`
	GiftCardPaid  int64                   `json:"gift_card_paid" doc:"Cents gift cards paid"`
	Total         int64                   `json:"total" doc:"Cents left to pay by card, transfer or cash"`
	Billing       BillingAddress          `json:"billing"`
	PromoCode     string                  `json:"promo_code,omitempty"`
	PayBy         time.Time               `json:"pay_by" doc:"An order unpaid by then is cancelled"`
	InvoiceNumber *int                    `json:"invoice_number,omitempty" doc:"The seller's sequential number, given on payment"`
	InvoicedAt    *time.Time              `json:"invoiced_at,omitempty"`
	CreatedAt     time.Time               `json:"created_at"`
	Lines         []StoreOrderLine        `json:"lines"`
	Status        StoreOrderStatusEntry   `json:"status" doc:"The latest"`
	History       []StoreOrderStatusEntry `json:"history,omitempty" doc:"Oldest first; in single-order answers"`
	BuyerName     string                  `json:"buyer_name"`
	BuyerEmail    string                  `json:"buyer_email"`
}

func toStoreOrder(o *core.StoreOrder) StoreOrder {
	b := o.Billing
	out := StoreOrder{ID: o.ID, Reference: o.Reference, LoftID: o.LoftID, Currency: string(o.Currency), Subtotal: o.Subtotal,
		Discount: o.Discount, GiftCardPaid: o.GiftCardPaid, Total: o.Total, PromoCode: o.PromoCode, PayBy: o.PayBy,
		Billing:       BillingAddress{Name: b.Name, Street: b.Street, Zipcode: b.Zipcode, City: b.City, Country: b.Country},
		InvoiceNumber: o.InvoiceNumber, InvoicedAt: o.InvoicedAt, CreatedAt: o.CreatedAt, Lines: []StoreOrderLine{},
		Status: toStoreStatusEntry(o.Status), BuyerName: o.BuyerName, BuyerEmail: o.BuyerEmail}
	for _, l := range o.Lines {
		out.Lines = append(out.Lines, StoreOrderLine{ProductID: optionalID(l.ProductID), AuctionLotID: optionalID(l.AuctionLotID),
			Kind: string(l.Kind), Name: l.Name, Quantity: l.Quantity,
			UnitAmount: l.UnitAmount, Discount: l.Discount, MembershipMonths: l.MembershipMonths})
	}
	for _, e := range o.History {
		out.History = append(out.History, toStoreStatusEntry(e))
	}
	return out
}

// GiftCard is a card an order bought, for its buyer and the seller's staff.
type GiftCard struct {
	Code     string `json:"code" doc:"Grouped by four: ABCD-EFGH-JKMN-PQRS-TUVW"`
	Currency string `json:"currency" enum:"EUR,USD"`
	Amount   int64  `json:"amount" doc:"Cents the card was bought for"`
	Balance  int64  `json:"balance" doc:"Cents left"`
}

// StoreOrderDetail is a store order with how to pay it and what it bought.
type StoreOrderDetail struct {
	Order        StoreOrder   `json:"order"`
	SellerName   string       `json:"seller_name"`
	NextStatuses []string     `json:"next_statuses" doc:"What the caller may move the order to"`
	Payable      bool         `json:"payable" doc:"The order awaits its payment"`
	Card         bool         `json:"card" doc:"Card payment is available"`
	Bank         *BankAccount `json:"bank,omitempty" doc:"The seller's payee; absent when bank transfer is not offered"`
	Reference    string       `json:"reference" doc:"The transfer's purpose"`
	EPCPayload   string       `json:"epc_payload,omitempty"`
	EPCQR        string       `json:"epc_qr,omitempty" doc:"The SEPA transfer QR code as an SVG data: URI"`
	GiftCards    []GiftCard   `json:"gift_cards"`
}

func toStoreOrderDetail(v *service.StoreOrderView) StoreOrderDetail {
	out := StoreOrderDetail{Order: toStoreOrder(v.Order), SellerName: v.SellerName, NextStatuses: []string{}, Payable: v.Payable,
		Card: v.Card, Reference: v.Reference, EPCPayload: v.EPCPayload, EPCQR: qrDataURI(v.EPCPayload), GiftCards: []GiftCard{}}
	for _, s := range v.Next {
		out.NextStatuses = append(out.NextStatuses, string(s))
	}
	if b := v.Payee; b != nil {
		out.Bank = &BankAccount{Holder: b.Holder, IBAN: b.IBAN, BIC: b.BIC, Bank: b.Bank}
	}
	for _, c := range v.GiftCards {
		out.GiftCards = append(out.GiftCards, GiftCard{Code: c.Code, Currency: string(c.Currency), Amount: c.Amount, Balance: c.Balance})
	}
	return out
}

// CheckoutInput checks out the caller's cart of one seller.
type CheckoutInput struct {
	LoftID    *int64         `json:"loft_id,omitempty" required:"false" doc:"The seller whose cart is checked out; absent: the service"`
	Billing   BillingAddress `json:"billing"`
	PromoCode string         `json:"promo_code,omitempty" required:"false" maxLength:"64"`
	GiftCards []string       `json:"gift_cards,omitempty" required:"false" maxItems:"5" doc:"Codes, spent in this order"`
}

const checkoutDoc = "The signed-in customer's cart lines of one seller become an order: the server prices them, checks " +
	"each product's window, lifetime and per-order maximum, takes the stock, applies the code and spends the gift cards in " +
	"one transaction; any refusal (400, the cart line named) changes nothing. What gift cards pay whole is paid at once; " +
	"anything else awaits card, transfer or cash for 7 days. Gift-card codes count against the account's and client's tries (429)."

func (s *Server) checkout(ctx context.Context, in *struct{ Body CheckoutInput }) (*bodyOf[StoreOrder], error) {
	b := in.Body
	o, err := s.svc.Shop.Checkout(ctx, service.CheckoutInput{Seller: b.LoftID, Billing: b.Billing.core(), PromoCode: b.PromoCode,
		GiftCards: b.GiftCards, ClientAddr: clientAddress(ctx)})
	if err != nil {
		return nil, err
	}
	return reply(toStoreOrder(o))
}

// StoreOrders is a list of store orders, newest first.
type StoreOrders struct {
	Orders []StoreOrder `json:"orders"`
}

func toStoreOrders(os []*core.StoreOrder) StoreOrders {
	out := StoreOrders{Orders: []StoreOrder{}}
	for _, o := range os {
		out.Orders = append(out.Orders, toStoreOrder(o))
	}
	return out
}

func (s *Server) listMyStoreOrders(ctx context.Context, _ *struct{}) (*bodyOf[StoreOrders], error) {
	os, err := s.svc.Shop.MyStoreOrders(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toStoreOrders(os))
}

type storeOrderStatusFilter struct {
	Status string `query:"status" required:"false" enum:"confirmed,paid_online,paid_manually,cancelled,cancelled_unpaid,payment_revoked,refunded"`
}

func (f storeOrderStatusFilter) status() *core.OrderStatus {
	if f.Status == "" {
		return nil
	}
	st := core.OrderStatus(f.Status)
	return &st
}

func (s *Server) listLoftStoreOrders(ctx context.Context, in *struct {
	ID     int64  `path:"id" minimum:"1" doc:"Loft id"`
	Status string `query:"status" required:"false" enum:"confirmed,paid_online,paid_manually,cancelled,cancelled_unpaid,payment_revoked,refunded"`
}) (*bodyOf[StoreOrders], error) {
	os, err := s.svc.Shop.SellerStoreOrders(ctx, &in.ID, storeOrderStatusFilter{Status: in.Status}.status())
	if err != nil {
		return nil, err
	}
	return reply(toStoreOrders(os))
}

func (s *Server) listServiceStoreOrders(ctx context.Context, in *storeOrderStatusFilter) (*bodyOf[StoreOrders], error) {
	os, err := s.svc.Shop.SellerStoreOrders(ctx, nil, in.status())
	if err != nil {
		return nil, err
	}
	return reply(toStoreOrders(os))
}

func (s *Server) getStoreOrder(ctx context.Context, in *orderIDInput) (*bodyOf[StoreOrderDetail], error) {
	v, err := s.svc.Shop.StoreOrder(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toStoreOrderDetail(v))
}

// StoreOrderStatusInput moves a store order on.
type StoreOrderStatusInput struct {
	Status string `json:"status" enum:"paid_manually,cancelled,payment_revoked,refunded"`
	Method string `json:"method,omitempty" required:"false" enum:"cash,bank_transfer,manual" doc:"How staff were paid; with paid_manually"`
	Note   string `json:"note,omitempty" required:"false" maxLength:"1000"`
}

const storeOrderStatusDoc = "The customer cancels an order awaiting payment; the seller's staff record a payment " +
	"(cash, bank transfer, manual), cancel, revoke a payment or record a refund (merchants). A cancellation or refund gives " +
	"gift-card amounts back; a cancellation the stock too; a refund ends the memberships and voids the gift cards bought."

func (s *Server) setStoreOrderStatus(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body StoreOrderStatusInput
}) (*bodyOf[StoreOrder], error) {
	o, err := s.svc.Shop.ChangeStoreOrderStatus(ctx, in.ID, service.StoreStatusInput{Status: core.OrderStatus(in.Body.Status),
		Method: core.PaymentMethod(in.Body.Method), Note: in.Body.Note})
	if err != nil {
		return nil, err
	}
	return reply(toStoreOrder(o))
}

func (s *Server) startStoreCardPayment(ctx context.Context, in *orderIDInput) (*bodyOf[Checkout], error) {
	sess, err := s.svc.Shop.StartStoreCardPayment(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(Checkout{URL: sess.URL, SessionID: sess.ID})
}

// Membership is one period of a membership the account bought.
type Membership struct {
	ProductID   int64     `json:"product_id"`
	ProductName string    `json:"product_name"`
	OrderID     int64     `json:"order_id"`
	Unlocks     []string  `json:"unlocks"`
	StartsAt    time.Time `json:"starts_at"`
	EndsAt      time.Time `json:"ends_at" doc:"Excluded"`
	Active      bool      `json:"active" doc:"The period covers now"`
}

// Memberships are the account's periods, the latest end first.
type Memberships struct {
	Memberships []Membership `json:"memberships"`
}

func (s *Server) listMyMemberships(ctx context.Context, _ *struct{}) (*bodyOf[Memberships], error) {
	ms, err := s.svc.Shop.Memberships(ctx)
	if err != nil {
		return nil, err
	}
	out := Memberships{Memberships: []Membership{}}
	now := time.Now()
	for _, m := range ms {
		out.Memberships = append(out.Memberships, Membership{ProductID: m.ProductID, ProductName: m.ProductName, OrderID: m.OrderID,
			Unlocks: m.Unlocks, StartsAt: m.StartsAt, EndsAt: m.EndsAt, Active: m.Active(now)})
	}
	return reply(out)
}

// GiftCardBalance is what a card has left.
type GiftCardBalance struct {
	Currency string `json:"currency" enum:"EUR,USD"`
	Balance  int64  `json:"balance" doc:"Cents left"`
	LoftID   *int64 `json:"loft_id,omitempty" doc:"The loft it pays at; absent: the service"`
}

func (s *Server) lookUpGiftCard(ctx context.Context, in *struct {
	Body struct {
		Code string `json:"code" maxLength:"64"`
	}
}) (*bodyOf[GiftCardBalance], error) {
	c, err := s.svc.Shop.GiftCardBalance(ctx, in.Body.Code, clientAddress(ctx))
	if err != nil {
		return nil, err
	}
	return reply(GiftCardBalance{Currency: string(c.Currency), Balance: c.Balance, LoftID: c.LoftID})
}

// StorePDF renders a store order's documents in a language (blank: the
// customer's): its invoice, and the gift cards it bought, to print.
type StorePDF interface {
	Invoice(w io.Writer, v *service.StoreOrderView, lang string) error
	GiftCards(w io.Writer, v *service.StoreOrderView, lang string) error
}

type storeDocInput struct {
	ID   int64  `path:"id" minimum:"1"`
	Lang string `query:"lang" required:"false" doc:"Language of the PDF; default: the customer's"`
}

// MsgNoInvoice answers the invoice of an order not paid yet.
const MsgNoInvoice = "The invoice is made when the order is paid."

func (s *Server) exportStoreInvoice(ctx context.Context, in *storeDocInput) (*pdfOutput, error) {
	v, err := s.svc.Shop.StoreOrder(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	if v.Order.InvoiceNumber == nil {
		return nil, core.Invalid("status", MsgNoInvoice)
	}
	return pdfFile(fmt.Sprintf("invoice-%s.pdf", v.Order.Reference), "private, no-store",
		func(w io.Writer) error { return s.storePDF.Invoice(w, v, in.Lang) })
}

func (s *Server) exportStoreGiftCards(ctx context.Context, in *storeDocInput) (*pdfOutput, error) {
	v, err := s.svc.Shop.StoreOrder(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	if len(v.GiftCards) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "The order bought no gift cards.")
	}
	return pdfFile(fmt.Sprintf("gift-cards-%s.pdf", v.Order.Reference), "private, no-store",
		func(w io.Writer) error { return s.storePDF.GiftCards(w, v, in.Lang) })
}
