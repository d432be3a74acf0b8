package service

import (
	"context"
	"crypto/rand"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// setStatus moves a store order to a new status and does what the step
// means for stock, gift cards and memberships, in the caller's transaction.
// The order's row lock is taken first and the order read again, so that of
// two concurrent changes (a webhook and a cancel, say) the second sees the
// first's result.
func (s *Shop) setStatus(ctx context.Context, order *core.StoreOrder, to core.OrderStatus, role core.OrderRole, method core.PaymentMethod, note string) error {
	if err := s.store.LockStoreOrder(ctx, order.ID); err != nil {
		return err
	}
	fresh, err := s.store.FindStoreOrder(ctx, order.ID)
	if err != nil {
		return err
	}
	*order = *fresh
	if err := core.CheckStoreTransition(order.Status.Status, to, role); err != nil {
		return err
	}
	e := &core.OrderStatusEntry{OrderID: order.ID, Status: to, Method: method, Note: note, CreatedBy: actorID(ctx)}
	if err := s.store.CreateStoreOrderStatus(ctx, e); err != nil {
		return err
	}
	order.Status, order.History = e, append(order.History, e)
	switch {
	case to.IsPaid() && order.InvoiceNumber == nil:
		// The first payment invoices and delivers; paying again after a
		// revoked payment has both already.
		if err := s.store.NextInvoiceNumber(ctx, order, s.now()); err != nil {
			return err
		}
		return s.fulfil(ctx, order)
	case to == core.OrderCancelled || to == core.OrderCancelledUnpaid:
		if err := s.giveBack(ctx, order, true); err != nil {
			return err
		}
		if order.InvoiceNumber != nil {
			// Paid once, then the payment was revoked: what it delivered goes too.
			return s.withdraw(ctx, order)
		}
	case to == core.OrderRefunded:
		if err := s.giveBack(ctx, order, false); err != nil {
			return err
		}
		return s.withdraw(ctx, order)
	}
	return nil
}

// withdraw takes back what a paid order delivered: its gift cards stop
// paying and its membership periods end now.
func (s *Shop) withdraw(ctx context.Context, order *core.StoreOrder) error {
	if err := s.store.VoidGiftCards(ctx, order.ID); err != nil {
		return err
	}
	return s.store.EndMemberships(ctx, order.ID, s.now())
}

// giveBack returns what the order took from gift cards. A cancelled order
// delivered nothing, so its stock and its promotional code come back too;
// a refunded one's items may be gone, and its code was used.
func (s *Shop) giveBack(ctx context.Context, order *core.StoreOrder, cancelled bool) error {
	spends, err := s.store.GiftCardSpends(ctx, order.ID)
	if err != nil {
		return err
	}
	for card, amount := range spends {
		if err := s.store.SpendGiftCard(ctx, card, order.ID, -amount); err != nil {
			return err
		}
	}
	if !cancelled {
		return nil
	}
	for _, l := range order.Lines {
		if l.ProductID == 0 {
			continue // an auction lot's line: the pigeon never left the loft
		}
		if err := s.store.ReturnStock(ctx, l.ProductID, l.Quantity); err != nil {
			return err
		}
	}
	return s.promos.Release(ctx, 0, order.ID)
}

// fulfil delivers a paid order: a membership period per membership unit,
// renewing from the end of the account's current one, a gift card per
// gift-card unit, and an auction lot's pigeon to its buyer.
func (s *Shop) fulfil(ctx context.Context, order *core.StoreOrder) error {
	// Periods run on the UTC calendar: the account has no time zone of its
	// own, and the dates are shown in the viewer's.
	loc := time.UTC
	for _, l := range order.Lines {
		if l.Kind == core.StoreLineAuctionLot {
			if err := s.lots.handOver(ctx, order, l); err != nil {
				return err
			}
			continue
		}
		for range l.Quantity {
			switch l.Kind {
			case core.StoreMembership:
				if err := s.addMembership(ctx, order, l, loc); err != nil {
					return err
				}
			case core.StoreGiftCard:
				code, err := core.NewGiftCardCode(rand.Reader)
				if err != nil {
					return err
				}
				card := &core.GiftCard{Code: code, LoftID: order.LoftID, Currency: order.Currency, Amount: l.UnitAmount, OrderID: order.ID}
				if err := s.store.CreateGiftCard(ctx, card); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// addMembership adds one period of the line's membership after the
// account's latest period of the same product, or from now.
func (s *Shop) addMembership(ctx context.Context, order *core.StoreOrder, l *core.StoreOrderLine, loc *time.Location) error {
	p, err := s.store.FindStoreProduct(ctx, l.ProductID)
	if err != nil {
		return err
	}
	have, err := s.store.FindMemberships(ctx, order.UserID)
	if err != nil {
		return err
	}
	var end *time.Time
	for _, m := range have {
		if m.ProductID == p.ID && (end == nil || m.EndsAt.After(*end)) {
			end = &m.EndsAt
		}
	}
	start, stop := core.RenewedPeriod(end, s.now(), l.MembershipMonths, loc)
	return s.store.CreateMembership(ctx, &core.Membership{UserID: order.UserID, ProductID: p.ID, OrderID: order.ID,
		Unlocks: p.Unlocks, StartsAt: start, EndsAt: stop})
}

// afterStatus mails the customer about the order's new status, and the gift
// cards a payment delivered. Called after the transaction: a mail that
// fails is logged and never undoes the change.
func (s *Shop) afterStatus(ctx context.Context, order *core.StoreOrder, buyer *core.User) {
	if buyer == nil {
		var err error
		if buyer, err = s.store.FindUserByID(ctx, order.UserID); err != nil {
			return
		}
	}
	data := map[string]any{"FirstName": buyer.FirstName, "Reference": order.Reference,
		"Total": core.FormatMoney(order.Total, order.Currency), "Link": fmt.Sprintf("%s/store/orders/%d", s.cfg.PublicURL, order.ID)}
	template := "store_order_" + string(order.Status.Status)
	if order.Status.Status.IsPaid() {
		template = "store_order_paid"
		cards, err := s.store.FindGiftCardsByOrder(ctx, order.ID)
		if err != nil {
			slog.ErrorContext(ctx, "store order gift cards", "order", order.ID, "err", err)
		}
		if len(cards) > 0 {
			var lines []string
			for _, c := range cards {
				lines = append(lines, c.Code+"  ("+core.FormatMoney(c.Amount, c.Currency)+")")
			}
			data["GiftCards"] = strings.Join(lines, "\n")
			template = "store_order_paid_gift_cards"
		}
	}
	err := s.mailer.SendMail(ctx, core.Mail{To: buyer.Email, Name: buyer.FullName(), Language: buyer.Language,
		Template: template, Data: data})
	if err != nil {
		slog.ErrorContext(ctx, "store order mail", "order", order.ID, "status", order.Status.Status, "err", err)
	}
}
