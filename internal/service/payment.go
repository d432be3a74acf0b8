package service

import (
	"context"
	"fmt"
	"log/slog"

	"github.com/oneloft/oneloft/internal/core"
)

// BankAccount is the server-wide account bank transfers go to when neither
// the season nor its loft names a payee.
type BankAccount struct {
	Holder, IBAN, BIC, Bank string
}

// PaymentInfo tells a customer how to pay a confirmed order.
type PaymentInfo struct {
	Order   *core.Order
	Payable bool
	Card    bool        // card payment is configured
	Payee   *core.Payee // where a bank transfer goes; nil: bank transfer is not offered
	// Reference is what the transfer's remittance text says: the payee's
	// reference pattern filled for this order, or the order's reference.
	Reference string
	// EPCPayload is the text of the SEPA credit transfer QR code (EPC069-12);
	// empty when there is none (not euros, or no payee).
	EPCPayload string
}

// PaymentInfo returns what the customer needs to pay an order: the amount,
// the payee and the reference for a transfer, whether card works.
func (o *Orders) PaymentInfo(ctx context.Context, id int64) (*PaymentInfo, error) {
	order, err := o.FindOrder(ctx, id)
	if err != nil {
		return nil, err
	}
	season, err := o.store.FindSeasonByID(ctx, order.SeasonID)
	if err != nil {
		return nil, err
	}
	payee, err := o.payeeFor(ctx, season)
	if err != nil {
		return nil, err
	}
	st := order.Status.Status
	info := &PaymentInfo{Order: order, Payable: st.IsDue(), Card: o.cards != nil, Payee: payee,
		Reference: payee.TransferReference(order, season.Name)}
	info.EPCPayload, _ = core.EPCPayload(payee, order.Total, order.Currency, info.Reference)
	return info, nil
}

// MsgCardsNotConfigured answers card payments on a server without a card
// provider (503, as any operation whose dependency is missing).
const MsgCardsNotConfigured = "Card payments are not configured."

// StartCardPayment creates a hosted card payment page for the customer's
// confirmed order and records the attempt.
func (o *Orders) StartCardPayment(ctx context.Context, id int64) (*core.CheckoutSession, error) {
	if o.cards == nil {
		return nil, core.Errorf(core.EUNAVAILABLE, MsgCardsNotConfigured)
	}
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	order, err := o.store.FindOrderByID(ctx, id)
	if err != nil || order.UserID != u.ID {
		return nil, core.Errorf(core.ENOTFOUND, "Order not found.")
	}
	if !order.Status.Status.IsDue() {
		return nil, core.Invalid("status", "Only a confirmed registration can be paid.")
	}
	req := core.CheckoutRequest{OrderID: order.ID, Reference: order.Reference, Email: u.Email, Currency: order.Currency,
		SuccessURL: fmt.Sprintf("%s/registrations/%d?payment=success", o.cfg.PublicURL, order.ID),
		CancelURL:  fmt.Sprintf("%s/registrations/%d?payment=cancelled", o.cfg.PublicURL, order.ID)}
	if order.Total <= 0 {
		return nil, core.Invalid("status", "This registration has nothing to pay by card.")
	}
	// The discounted lines, which add up to the total the webhook checks.
	req.Lines = core.CheckoutLines(order.Positions)
	sess, err := o.cards.CreateCheckout(ctx, req)
	if err != nil {
		return nil, err
	}
	err = o.store.CreatePayment(ctx, &core.Payment{OrderID: order.ID, Provider: "stripe", SessionID: sess.ID, Amount: order.Total, Currency: order.Currency})
	return sess, err
}

// HandlePaymentWebhook checks a provider's signed event and applies it (see
// HandlePaymentEvent); a forged or malformed one changes nothing.
func (o *Orders) HandlePaymentWebhook(ctx context.Context, payload []byte, signature string) error {
	if o.cards == nil {
		return core.Errorf(core.EUNAVAILABLE, MsgCardsNotConfigured)
	}
	ev, err := o.cards.ParseEvent(payload, signature)
	if err != nil {
		return err
	}
	return o.HandlePaymentEvent(ctx, ev)
}

// HandlePaymentEvent applies a verified provider event once: a replayed
// event changes nothing; a completed, paid checkout for the order's exact
// amount marks the order paid online.
func (o *Orders) HandlePaymentEvent(ctx context.Context, ev *core.PaymentEvent) error {
	ctx = core.SystemContext(ctx)
	var (
		order      *core.Order
		storeOrder *core.StoreOrder
	)
	registration := ev.Kind == core.CheckoutRegistration
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		regID := ev.OrderID
		if !registration {
			regID = 0 // the events' order_id names registrations only
		}
		if err := o.store.RecordPaymentEvent(ctx, ev.ID, ev.Type, regID, o.now()); core.ErrorCode(err) == core.ECONFLICT {
			return errSeen
		} else if err != nil {
			return err
		}
		if ev.Type != "checkout.session.completed" && ev.Type != "checkout.session.async_payment_succeeded" || !ev.Paid {
			return nil
		}
		if !registration {
			var err error
			storeOrder, err = o.shop.HandleStorePaymentEvent(ctx, ev)
			return err
		}
		err := o.store.LockOrder(ctx, ev.OrderID) // deliveries of several events for one order are serial
		if err == nil {
			order, err = o.store.FindOrderByID(ctx, ev.OrderID)
		}
		if core.ErrorCode(err) == core.ENOTFOUND {
			// Answering an error would make the provider retry for days.
			slog.WarnContext(ctx, "payment for an unknown order", "order", ev.OrderID, "event", ev.ID)
			order = nil
			return nil
		} else if err != nil {
			return err
		}
		if ev.Amount != order.Total || ev.Currency != order.Currency {
			slog.WarnContext(ctx, "payment does not match the order", "order", order.ID, "amount", ev.Amount, "currency", ev.Currency)
			order = nil
			return nil
		}
		if order.Status.Status.IsPaid() {
			order = nil
			return nil
		}
		if err := core.CheckTransition(order.Status.Status, core.OrderPaidOnline, core.RoleSystem); err != nil {
			slog.WarnContext(ctx, "payment for an order that cannot be paid", "order", order.ID, "status", order.Status.Status)
			order = nil
			return nil
		}
		e := &core.OrderStatusEntry{OrderID: order.ID, Status: core.OrderPaidOnline, Method: core.PayCard, CreatedAt: o.now(),
			Note: "Stripe " + ev.Session}
		order.Status = e
		if err := o.store.CreateOrderStatus(ctx, e); err != nil {
			return err
		}
		return o.applyPaid(ctx, order)
	})
	if err == errSeen {
		return nil
	}
	if err == nil && storeOrder != nil {
		o.shop.afterStatus(ctx, storeOrder, nil)
	}
	if err == nil && order != nil {
		if customer, err := o.store.FindUserByID(ctx, order.UserID); err == nil {
			o.notify(ctx, order, customer)
		}
		o.tellStaffPaidOnline(ctx, order)
	}
	return err
}

var errSeen = core.Errorf(core.ECONFLICT, "event already handled")
