package service

import (
	"context"
	"fmt"
	"log/slog"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Staff notices tell a loft's staff what needs them: a registration or an
// activation waiting for confirmation (and, before it expires, once more),
// a transport request, a payment made online, an order cancelled as
// overdue. They go through the mailer (the notification centre), so they
// reach the bell always and mail and push as each person chose.

// staffNotice is one notice about an order for a loft's staff.
type staffNotice struct {
	kind     core.NoticeKind
	template string
	// key makes the notice once per person: a job that runs again, or on
	// another instance, tells nobody twice.
	key string
	// agents: the loft's active agents hear it as well as its merchants;
	// agentID: of the agents, only this one (the one a transport asks for).
	agents  bool
	agentID int64
	tab     string // the overview's tab the notice opens, "" for the orders
	extra   map[string]any
}

// tellStaff sends n about order to the loft's active merchants (and the
// agents it concerns) in their languages, and counts the notices made (not
// those whose key was used before). Failures are logged: the change the
// notice is about is stored either way.
func (o *Orders) tellStaff(ctx context.Context, order *core.Order, n staffNotice) (sent int) {
	ctx = core.SystemContext(ctx)
	season, err := o.store.FindSeasonByID(ctx, order.SeasonID)
	if err != nil {
		slog.ErrorContext(ctx, "staff notice", "order", order.ID, "err", err)
		return 0
	}
	loft, err := o.store.FindLoftByID(ctx, season.LoftID)
	if err != nil {
		slog.ErrorContext(ctx, "staff notice", "order", order.ID, "err", err)
		return 0
	}
	staff, err := o.staffFor(ctx, loft.ID, n)
	if err != nil {
		slog.ErrorContext(ctx, "staff notice", "order", order.ID, "err", err)
		return 0
	}
	customer := ""
	if u, err := o.store.FindUserByID(ctx, order.UserID); err == nil {
		customer = u.FullName()
	}
	link := fmt.Sprintf("%s/overview/%d", o.cfg.PublicURL, loft.ID)
	if n.tab != "" {
		link += "?tab=" + n.tab
	}
	for _, u := range staff {
		data := map[string]any{"FirstName": u.FirstName, "Reference": order.Reference, "Loft": loft.Name, "Season": season.Name,
			"Customer": customer, "Total": core.FormatMoney(order.Total, order.Currency), "Link": link}
		for k, v := range n.extra {
			data[k] = v
		}
		m := core.Mail{To: u.Email, Name: u.FullName(), Language: u.Language, Template: n.template,
			Data: data, UserID: u.ID, Kind: n.kind, Key: n.key}
		created := true
		if centre, ok := o.mailer.(*Notifications); ok {
			created, err = centre.notify(ctx, m)
		} else {
			err = o.mailer.SendMail(ctx, m)
		}
		if created {
			sent++
		}
		if err != nil {
			slog.ErrorContext(ctx, "staff notice", "order", order.ID, "user", u.ID, "kind", n.kind, "err", err)
		}
	}
	return sent
}

// staffFor lists the loft's active merchants and the agents n concerns.
func (o *Orders) staffFor(ctx context.Context, loftID int64, n staffNotice) ([]*core.User, error) {
	ps, err := o.store.FindPermissions(ctx, loftID)
	if err != nil {
		return nil, err
	}
	var out []*core.User
	for _, p := range ps {
		agent := p.IsAgent && (n.agents || p.UserID == n.agentID)
		if !p.IsActive || (!p.IsMerchant && !agent) || hasUser(out, p.UserID) {
			continue
		}
		u, err := o.store.FindUserByID(ctx, p.UserID)
		if err != nil {
			return nil, err
		}
		if !u.Blocked() {
			out = append(out, u)
		}
	}
	return out, nil
}

// loftTime writes a moment as staff read it: in the loft's time zone, its
// abbreviation beside it (the mail says "loft time").
func (o *Orders) loftTime(ctx context.Context, seasonID int64, t time.Time) string {
	return t.In(o.paymentTerms(ctx, seasonID).Loc).Format("2006-01-02 15:04 MST")
}

// expiresAt is when a pending order stops holding its places (ExpirePending).
func (o *Orders) expiresAt(order *core.Order) time.Time {
	return order.Status.CreatedAt.Add(o.cfg.PendingHold)
}

// tellStaffPlaced tells the loft about an order just placed: a
// registration to its merchants and agents with the hour it expires
// unless confirmed; an activation, owed at once, to its merchants with
// its payment deadline (withDeadline has set it).
func (o *Orders) tellStaffPlaced(ctx context.Context, order *core.Order) {
	n := staffNotice{kind: core.NoticeStaffRegistration, template: "staff_order_pending", agents: true,
		key: fmt.Sprintf("staff_order_pending:%d", order.ID)}
	expires := o.expiresAt(order)
	if order.IsActivation() {
		n = staffNotice{kind: core.NoticeStaffActivation, template: "staff_activation_ordered",
			key: fmt.Sprintf("staff_activation_ordered:%d", order.ID)}
		if order.PaymentDeadline != nil {
			expires = *order.PaymentDeadline
		}
	}
	n.extra = map[string]any{"Expires": o.loftTime(ctx, order.SeasonID, expires), "Pigeons": len(positionPigeons(order))}
	o.tellStaff(ctx, order, n)
}

// tellStaffTransport tells the loft's merchants and the agent asked about
// a transport request.
func (o *Orders) tellStaffTransport(ctx context.Context, t *core.Transport) {
	order, err := o.store.FindOrderByID(ctx, t.OrderID)
	if err != nil {
		return
	}
	o.tellStaff(ctx, order, staffNotice{kind: core.NoticeStaffTransport, template: "staff_transport_requested", agentID: t.AgentID,
		key: fmt.Sprintf("staff_transport:%d", t.ID), tab: "transports",
		extra: map[string]any{"Date": t.PickupDate.String(), "Address": t.Address}})
}

// tellStaffPaidOnline tells the loft's merchants that a customer paid by card.
func (o *Orders) tellStaffPaidOnline(ctx context.Context, order *core.Order) {
	o.tellStaff(ctx, order, staffNotice{kind: core.NoticeStaffPayment, template: "staff_paid_online",
		key: fmt.Sprintf("staff_paid_online:%d:%d", order.ID, order.Status.ID)})
}

// tellStaffOverdue tells the loft's merchants and agents that a confirmed
// order was not paid by its deadline (CancelUnpaid cancelled it): a bank
// transfer on its way may still need a look.
func (o *Orders) tellStaffOverdue(ctx context.Context, order *core.Order, deadline time.Time) {
	o.tellStaff(ctx, order, staffNotice{kind: core.NoticeStaffOverdue, template: "staff_order_overdue", agents: true,
		key:   fmt.Sprintf("staff_order_overdue:%d:%d", order.ID, order.Status.ID),
		extra: map[string]any{"Deadline": o.loftTime(ctx, order.SeasonID, deadline)}})
}

// RemindPending tells the staff once more about each pending order that
// expires within core.PendingReminder of now: a registration nobody
// confirmed is not lost silently. Each order once per person (the notices'
// keys), however often the job runs and on however many instances; it
// returns how many notices it made.
func (o *Orders) RemindPending(ctx context.Context) (int, error) {
	ctx = core.SystemContext(ctx)
	now := o.now()
	var due []*core.Order
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		orders, err := o.store.FindPendingSince(ctx, now.Add(core.PendingReminder(o.cfg.PendingHold)-o.cfg.PendingHold), 500)
		if err != nil {
			return err
		}
		for _, order := range orders {
			if order.Status.Status == core.OrderPending && o.expiresAt(order).After(now) {
				due = append(due, order)
			}
		}
		return nil
	})
	if err != nil {
		return 0, err
	}
	sent := 0
	for _, order := range due {
		kind := core.NoticeStaffRegistration
		if order.IsActivation() {
			kind = core.NoticeStaffActivation
		}
		sent += o.tellStaff(ctx, order, staffNotice{kind: kind, template: "staff_order_reminder", agents: !order.IsActivation(),
			key:   fmt.Sprintf("staff_order_reminder:%d", order.ID),
			extra: map[string]any{"Expires": o.loftTime(ctx, order.SeasonID, o.expiresAt(order))}})
	}
	return sent, nil
}
