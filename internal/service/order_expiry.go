package service

import (
	"context"
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// withDeadline sets the payment deadline of the orders that are due.
func (o *Orders) withDeadline(ctx context.Context, orders ...*core.Order) {
	terms := map[int64]core.PaymentTerms{}
	for _, order := range orders {
		if order.Status == nil || !order.Status.Status.IsDue() {
			continue
		}
		pt, ok := terms[order.SeasonID]
		if !ok {
			pt = o.paymentTerms(ctx, order.SeasonID)
			terms[order.SeasonID] = pt
		}
		order.PaymentDeadline = order.HoldsUntil(o.cfg.PendingHold, pt)
	}
}

// CancelUnpaid cancels confirmed orders whose payment deadline has passed:
// working days after the latest confirmation (or revoked payment), as the
// season's payment due date sets, else the configured default. Running it
// again changes nothing; instances share the work on PostgreSQL.
func (o *Orders) CancelUnpaid(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	var cancelled []*core.Order
	var deadlines []time.Time // of the cancelled, for their staff
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		cancelled, deadlines = nil, nil // a retried transaction starts over
		orders, err := o.store.FindUnpaidConfirmed(ctx, 500)
		if err != nil {
			return err
		}
		terms := map[int64]core.PaymentTerms{}
		now := o.now()
		for _, order := range orders {
			pt, ok := terms[order.SeasonID]
			if !ok {
				pt = o.paymentTerms(ctx, order.SeasonID)
				terms[order.SeasonID] = pt
			}
			// The claim chose the rows from an older snapshot; the status was
			// read after their locks were taken, so a payment committed
			// meanwhile shows here.
			deadline := core.PaymentDeadline(order.Status.CreatedAt, pt)
			if !now.After(deadline) ||
				core.CheckTransition(order.Status.Status, core.OrderCancelledUnpaid, core.RoleSystem) != nil {
				continue
			}
			e := &core.OrderStatusEntry{OrderID: order.ID, Status: core.OrderCancelledUnpaid, CreatedAt: now,
				Note: fmt.Sprintf("Not paid within %d working days.", pt.Days)}
			if err := o.store.CreateOrderStatus(ctx, e); err != nil {
				return err
			}
			if err := o.applyCancelled(ctx, order); err != nil {
				return err
			}
			order.Status = e
			cancelled = append(cancelled, order)
			deadlines = append(deadlines, deadline)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	for i, order := range cancelled {
		if customer, err := o.store.FindUserByID(ctx, order.UserID); err == nil {
			o.notify(ctx, order, customer)
		}
		o.tellStaffOverdue(ctx, order, deadlines[i])
	}
	return len(cancelled), nil
}

// ExpirePending cancels pending orders that nobody confirmed within
// PendingHold of their placing, with a note in their history and a mail to
// the customer: a pending order holds places, and may not hold them for
// ever. Running it again changes nothing; instances share the work on
// PostgreSQL.
func (o *Orders) ExpirePending(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	var expired []*core.Order
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		now := o.now()
		orders, err := o.store.FindPendingSince(ctx, now.Add(-o.cfg.PendingHold), 500)
		if err != nil {
			return err
		}
		for _, order := range orders {
			// Read after the claim's locks (see CancelUnpaid): confirmed or
			// cancelled meanwhile, the order is not expired.
			if order.Status.Status != core.OrderPending || !order.Status.CreatedAt.Before(now.Add(-o.cfg.PendingHold)) {
				continue
			}
			e := &core.OrderStatusEntry{OrderID: order.ID, Status: core.OrderCancelled, CreatedAt: now, Note: core.ExpiryNote(o.cfg.PendingHold)}
			if err := o.store.CreateOrderStatus(ctx, e); err != nil {
				return err
			}
			if err := o.applyCancelled(ctx, order); err != nil {
				return err
			}
			order.Status = e
			expired = append(expired, order)
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	for _, order := range expired {
		if customer, err := o.store.FindUserByID(ctx, order.UserID); err == nil {
			o.mail(ctx, order, customer, "order_expired", map[string]any{"Hours": int(o.cfg.PendingHold.Hours())})
		}
	}
	return len(expired), nil
}

// paymentTerms are the season's working days to pay (its payment due date's,
// else the configured default) and its loft's time zone.
func (o *Orders) paymentTerms(ctx context.Context, seasonID int64) core.PaymentTerms {
	terms := core.PaymentTerms{Days: o.cfg.PaymentDays, Loc: time.UTC}
	if dds, err := o.store.FindDueDates(ctx, seasonID); err == nil {
		for _, d := range dds {
			if d.Category == core.DuePayment && d.MaxDuration != nil {
				terms.Days = *d.MaxDuration
			}
		}
	}
	if season, err := o.store.FindSeasonByID(ctx, seasonID); err == nil {
		if loft, err := o.store.FindLoftByID(ctx, season.LoftID); err == nil {
			terms.Loc = loft.Location()
		}
	}
	return terms
}
