package service

import (
	"context"
	"fmt"
	"log/slog"
	"slices"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// storeRole is the capacity in which the actor acts on a store order; the
// order is not found for anyone else.
func storeRole(ctx context.Context, o *core.StoreOrder) (core.OrderRole, error) {
	a := core.ActorFrom(ctx)
	switch {
	case a.System:
		return core.RoleSystem, nil
	case a.User == nil:
		return "", errSignIn()
	case o.LoftID == nil && a.IsAdmin(), o.LoftID != nil && a.IsMerchantOf(*o.LoftID):
		return core.RoleMerchant, nil
	case o.LoftID != nil && a.IsStaffOf(*o.LoftID):
		return core.RoleAgent, nil
	case a.User.ID == o.UserID:
		return core.RoleCustomer, nil
	}
	return "", core.Errorf(core.ENOTFOUND, "Order not found.")
}

// StoreOrderView is an order as its customer or the seller's staff see it:
// what they may do next, how to pay it and the gift cards it bought.
type StoreOrderView struct {
	Order     *core.StoreOrder
	Next      []core.OrderStatus
	Payable   bool
	Card      bool        // card payment is configured
	Payee     *core.Payee // where a transfer goes; nil: not offered
	Reference string      // the transfer's remittance text
	// EPCPayload is the text of the SEPA transfer QR code; "" when none.
	EPCPayload    string
	GiftCards     []*core.GiftCard
	SellerName    string
	SellerAddress []string // lines of the loft's first address; none for the service
}

// StoreOrder returns an order to its customer or the seller's staff.
func (s *Shop) StoreOrder(ctx context.Context, id int64) (*StoreOrderView, error) {
	o, err := s.store.FindStoreOrder(ctx, id)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return nil, core.Errorf(core.ENOTFOUND, "Order not found.")
	} else if err != nil {
		return nil, err
	}
	role, err := storeRole(ctx, o)
	if err != nil {
		return nil, err
	}
	v := &StoreOrderView{Order: o, Next: core.NextStoreStatuses(o.Status.Status, role), Payable: o.Status.Status.IsDue(),
		Card: s.cards != nil, SellerName: "oneloft"}
	if o.LoftID != nil {
		loft, err := s.store.FindLoftByID(ctx, *o.LoftID)
		if err != nil {
			return nil, err
		}
		v.SellerName = loft.Name
		if len(loft.Addresses) > 0 {
			a := loft.Addresses[0]
			v.SellerAddress = []string{a.Street, strings.TrimSpace(a.Zipcode + " " + a.City), loft.Country}
		}
	}
	if v.Payee, err = s.payee(ctx, o.LoftID); err != nil {
		return nil, err
	}
	v.Reference = v.Payee.TransferReference(&core.Order{ID: o.ID, Reference: o.Reference}, "")
	v.EPCPayload, _ = core.EPCPayload(v.Payee, o.Total, o.Currency, v.Reference)
	if v.GiftCards, err = s.store.FindGiftCardsByOrder(ctx, o.ID); err != nil {
		return nil, err
	}
	return v, nil
}

// payee is where a seller's transfers go: the loft's payee, else the
// server's bank account; nil when neither is set.
func (s *Shop) payee(ctx context.Context, loftID *int64) (*core.Payee, error) {
	if loftID != nil {
		if p, err := s.store.FindLoftPayee(ctx, *loftID); core.ErrorCode(err) != core.ENOTFOUND {
			return p, err
		}
	}
	if b := s.cfg.Bank; b.IBAN != "" {
		return &core.Payee{Holder: b.Holder, IBAN: core.NormalizeIBAN(b.IBAN), BIC: core.NormalizeBIC(b.BIC), Bank: b.Bank}, nil
	}
	return nil, nil
}

// MyStoreOrders lists the signed-in customer's store orders, newest first.
func (s *Shop) MyStoreOrders(ctx context.Context) ([]*core.StoreOrder, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	return s.store.FindStoreOrders(ctx, core.StoreOrderFilter{UserID: &u.ID, Limit: 200})
}

// SellerStoreOrders lists a seller's orders for its staff (loftID nil: the
// service's, for admins), newest first, of one status when given.
func (s *Shop) SellerStoreOrders(ctx context.Context, loftID *int64, status *core.OrderStatus) ([]*core.StoreOrder, error) {
	if err := requireSellerStaff(ctx, loftID); err != nil {
		return nil, err
	}
	if status != nil && !slices.Contains(core.StoreOrderStatuses, *status) {
		return nil, core.Invalid("status", "The selected status is invalid.")
	}
	return s.store.FindStoreOrders(ctx, core.StoreOrderFilter{LoftID: loftID, Service: loftID == nil, Status: status, Limit: 500})
}

// StoreStatusInput is a status change as staff or the customer ask for it.
type StoreStatusInput struct {
	Status core.OrderStatus
	Method core.PaymentMethod // for a payment recorded by staff
	Note   string
}

// ChangeStoreOrderStatus moves an order on as the lifecycle allows the
// actor: the customer cancels, staff record payments (cash, bank transfer
// or manual), cancel, revoke payments and record refunds.
func (s *Shop) ChangeStoreOrderStatus(ctx context.Context, id int64, in StoreStatusInput) (*core.StoreOrder, error) {
	if err := core.CheckNote(in.Note); err != nil {
		return nil, err
	}
	if in.Status.IsPaid() {
		if in.Status != core.OrderPaidManually || !slices.Contains([]core.PaymentMethod{core.PayCash, core.PayBankTransfer, core.PayManual}, in.Method) {
			return nil, core.Invalid("method", "The selected method is invalid.")
		}
	} else {
		in.Method = ""
	}
	var order *core.StoreOrder
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if order, err = s.store.FindStoreOrder(ctx, id); core.ErrorCode(err) == core.ENOTFOUND {
			return core.Errorf(core.ENOTFOUND, "Order not found.")
		} else if err != nil {
			return err
		}
		role, err := storeRole(ctx, order)
		if err != nil {
			return err
		}
		if err := s.setStatus(ctx, order, in.Status, role, in.Method, in.Note); err != nil {
			return err
		}
		return s.audit(ctx, "store_order", order.ID, "status", map[string]any{"status": in.Status, "method": in.Method})
	})
	if err != nil {
		return nil, err
	}
	s.afterStatus(ctx, order, nil)
	return order, nil
}

// StartStoreCardPayment creates a hosted card payment page for the
// customer's due order, with its lines less their discounts.
func (s *Shop) StartStoreCardPayment(ctx context.Context, id int64) (*core.CheckoutSession, error) {
	if s.cards == nil {
		return nil, core.Errorf(core.EUNAVAILABLE, MsgCardsNotConfigured)
	}
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	o, err := s.store.FindStoreOrder(ctx, id)
	if err != nil || o.UserID != u.ID {
		return nil, core.Errorf(core.ENOTFOUND, "Order not found.")
	}
	if !o.Status.Status.IsDue() {
		return nil, core.Invalid("status", "Only an order awaiting payment can be paid.")
	}
	req := core.CheckoutRequest{Kind: core.CheckoutStore, OrderID: o.ID, Reference: o.Reference, Email: u.Email, Currency: o.Currency,
		SuccessURL: fmt.Sprintf("%s/store/orders/%d?payment=success", s.cfg.PublicURL, o.ID),
		CancelURL:  fmt.Sprintf("%s/store/orders/%d?payment=cancelled", s.cfg.PublicURL, o.ID)}
	req.Lines = checkoutLines(o)
	sess, err := s.cards.CreateCheckout(ctx, req)
	if err != nil {
		return nil, err
	}
	return sess, s.store.CreateStorePayment(ctx, o.ID, "stripe", sess.ID, o.Total, o.Currency)
}

// checkoutLines are the order's lines as the card provider shows them:
// each line once at its discounted amount (a provider line has no negative
// amounts), taken in order until the amount left to pay is reached, so what
// gift cards paid comes off the last lines. They add up to the order's total.
func checkoutLines(o *core.StoreOrder) []core.CheckoutLine {
	var lines []core.CheckoutLine
	left := o.Total
	for _, l := range o.Lines {
		amount := min(l.LineTotal()-l.Discount, left)
		left -= amount
		if amount <= 0 {
			continue
		}
		name := l.Name
		if l.Quantity > 1 {
			name = fmt.Sprintf("%d × %s", l.Quantity, l.Name)
		}
		lines = append(lines, core.CheckoutLine{Name: name, Amount: amount, Quantity: 1})
	}
	return lines
}

// HandleStorePaymentEvent applies a verified, first-seen provider event of
// a store order: a completed, paid checkout for the order's exact amount
// marks it paid online. It runs in the event's transaction.
func (s *Shop) HandleStorePaymentEvent(ctx context.Context, ev *core.PaymentEvent) (*core.StoreOrder, error) {
	if err := s.store.LockStoreOrder(ctx, ev.OrderID); core.ErrorCode(err) == core.ENOTFOUND {
		slog.WarnContext(ctx, "payment for an unknown store order", "order", ev.OrderID, "event", ev.ID)
		return nil, nil
	} else if err != nil {
		return nil, err
	}
	o, err := s.store.FindStoreOrder(ctx, ev.OrderID)
	if err != nil {
		return nil, err
	}
	switch {
	case ev.Amount != o.Total || ev.Currency != o.Currency:
		slog.WarnContext(ctx, "payment does not match the store order", "order", o.ID, "amount", ev.Amount, "currency", ev.Currency)
		return nil, nil
	case o.Status.Status.IsPaid():
		return nil, nil
	case core.CheckStoreTransition(o.Status.Status, core.OrderPaidOnline, core.RoleSystem) != nil:
		slog.WarnContext(ctx, "payment for a store order that cannot be paid", "order", o.ID, "status", o.Status.Status)
		return nil, nil
	}
	return o, s.setStatus(ctx, o, core.OrderPaidOnline, core.RoleSystem, core.PayCard, "")
}

// ExpireStoreOrders cancels the orders still unpaid past their pay-by
// date, giving their stock and gift-card amounts back; it answers how many.
func (s *Shop) ExpireStoreOrders(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	due, err := s.store.FindDueStoreOrders(ctx, s.now())
	if err != nil {
		return 0, err
	}
	n := 0
	for _, o := range due {
		err := s.store.InTx(ctx, func(ctx context.Context) error {
			return s.setStatus(ctx, o, core.OrderCancelledUnpaid, core.RoleSystem, "", "")
		})
		if core.ErrorCode(err) == core.EINVALID {
			continue // paid or cancelled meanwhile
		} else if err != nil {
			return n, err
		}
		n++
		s.afterStatus(ctx, o, nil)
	}
	return n, nil
}
