package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// Transport via agents (core/transport.go): the customer of a confirmed or
// paid order asks one of the loft's agents to carry its pigeons; staff of
// the loft confirm or reject it, the customer cancels while it waits.

// TransportDesk is a request with its order and customer, for the agents.
type TransportDesk struct {
	Transport *core.Transport
	Order     *core.Order
	Customer  *core.User
	Team      *core.Team
}

// OrderAgents lists the active agents of the order's loft, for its customer
// to choose from.
func (o *Orders) OrderAgents(ctx context.Context, orderID int64) ([]*core.User, error) {
	_, loftID, err := o.customerOrder(ctx, orderID)
	if err != nil {
		return nil, err
	}
	return o.agents(ctx, loftID)
}

// RequestTransport records the customer's request for one agent to carry
// the order's pigeons; one request waits or stands at a time.
func (o *Orders) RequestTransport(ctx context.Context, orderID int64, t *core.Transport) (*core.Transport, error) {
	t.OrderID = orderID
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		if err := o.store.LockOrder(ctx, orderID); err != nil { // two requests at once: one stands
			return err
		}
		order, loftID, err := o.customerOrder(ctx, orderID)
		if err != nil {
			return err
		}
		if st := order.Status.Status; !st.IsDue() && !st.IsPaid() {
			return core.Invalid("order_id", core.MsgTransportOrder)
		}
		loft, err := o.store.FindLoftByID(ctx, loftID)
		if err != nil {
			return err
		}
		if err := core.CheckTransportRequest(t, loft.Today(o.now())); err != nil {
			return err
		}
		agents, err := o.agents(ctx, loftID)
		if err != nil {
			return err
		}
		if !hasUser(agents, t.AgentID) {
			return core.Invalid("agent_id", core.MsgTransportAgent)
		}
		if order.LatestTransport != nil {
			if st := order.LatestTransport.Status.Status; st == core.TransportPending || st == core.TransportConfirmed {
				return core.Invalid("order_id", core.MsgTransportOpen)
			}
		}
		t.Status = &core.TransportStatusEntry{Status: core.TransportPending, CreatedBy: actorID(ctx)}
		return o.store.CreateTransport(ctx, t)
	})
	if err != nil {
		return nil, err
	}
	o.tellStaffTransport(ctx, t)
	return o.store.FindTransportByID(ctx, t.ID)
}

// AnswerTransport moves a request on: staff of the loft confirm or reject
// it (with a reason), its customer cancels it; each answer is history.
func (o *Orders) AnswerTransport(ctx context.Context, id int64, next core.TransportStatus, note string) (*core.Transport, error) {
	if err := core.CheckNote(note); err != nil {
		return nil, err
	}
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		if err := o.store.LockTransport(ctx, id); err != nil { // answers are serial
			return err
		}
		t, err := o.store.FindTransportByID(ctx, id)
		if err != nil {
			return err
		}
		order, err := o.store.FindOrderByID(ctx, t.OrderID)
		if err != nil {
			return err
		}
		season, err := o.store.FindSeasonByID(ctx, order.SeasonID)
		if err != nil {
			return err
		}
		a := core.ActorFrom(ctx)
		staff := a.IsStaffOf(season.LoftID)
		if !staff && (a.User == nil || a.User.ID != order.UserID) {
			if a.User == nil {
				return errSignIn()
			}
			return core.Errorf(core.ENOTFOUND, "Transport not found.")
		}
		if err := core.CheckTransportAnswer(t.Status.Status, next, staff, note); err != nil {
			return err
		}
		return o.store.CreateTransportStatus(ctx, &core.TransportStatusEntry{TransportID: id, Status: next, Note: strings.TrimSpace(note),
			CreatedBy: actorID(ctx), CreatedAt: o.now()})
	})
	if err != nil {
		return nil, err
	}
	t, err := o.store.FindTransportByID(ctx, id)
	if err == nil && next != core.TransportCancelled {
		o.mailTransport(ctx, t)
	}
	return t, err
}

// mailTransport tells the customer that the loft answered their request.
func (o *Orders) mailTransport(ctx context.Context, t *core.Transport) {
	order, err := o.store.FindOrderByID(ctx, t.OrderID)
	if err != nil {
		return
	}
	customer, err := o.store.FindUserByID(ctx, order.UserID)
	if err != nil {
		return
	}
	extra := map[string]any{"Date": t.PickupDate.String(), "Note": t.Status.Note}
	if t.Agent != nil {
		extra["Agent"] = t.Agent.FullName()
	}
	o.mailAs(ctx, order, customer, "transport_"+string(t.Status.Status), core.NoticeTransport, extra)
}

// LoftTransports lists a loft's transport requests for its staff, newest
// first, with each order and customer.
func (o *Orders) LoftTransports(ctx context.Context, loftID int64, status *core.TransportStatus) ([]TransportDesk, error) {
	if err := requireStaff(ctx, loftID); err != nil {
		return nil, err
	}
	if _, err := o.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	ts, err := o.store.FindTransports(ctx, core.TransportFilter{LoftID: &loftID, Status: status})
	if err != nil {
		return nil, err
	}
	out := make([]TransportDesk, len(ts))
	users, teams := map[int64]*core.User{}, map[int64]*core.Team{}
	for i, t := range ts {
		d := TransportDesk{Transport: t}
		if d.Order, err = o.store.FindOrderByID(ctx, t.OrderID); err != nil {
			return nil, err
		}
		if d.Customer, err = cached(ctx, users, d.Order.UserID, o.store.FindUserByID); err != nil {
			return nil, err
		}
		if d.Team, err = cached(ctx, teams, d.Order.TeamID, o.store.FindTeamByID); err != nil {
			return nil, err
		}
		out[i] = d
	}
	return out, nil
}

// customerOrder is an order of the signed-in customer (with its latest
// transport) and its loft; ENOTFOUND for anyone else's.
func (o *Orders) customerOrder(ctx context.Context, orderID int64) (*core.Order, int64, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, 0, errSignIn()
	}
	order, err := o.store.FindOrderByID(ctx, orderID)
	if err != nil || order.UserID != u.ID {
		return nil, 0, core.Errorf(core.ENOTFOUND, "Order not found.")
	}
	season, err := o.store.FindSeasonByID(ctx, order.SeasonID)
	if err != nil {
		return nil, 0, err
	}
	return order, season.LoftID, o.withNext(ctx, order)
}

// agents are the loft's active agents.
func (o *Orders) agents(ctx context.Context, loftID int64) ([]*core.User, error) {
	ps, err := o.store.FindPermissions(ctx, loftID)
	if err != nil {
		return nil, err
	}
	var out []*core.User
	for _, p := range ps {
		if p.IsAgent && p.IsActive {
			u, err := o.store.FindUserByID(ctx, p.UserID)
			if err != nil {
				return nil, err
			}
			out = append(out, u)
		}
	}
	return out, nil
}

func hasUser(us []*core.User, id int64) bool {
	for _, u := range us {
		if u.ID == id {
			return true
		}
	}
	return false
}
