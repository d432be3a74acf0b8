package service

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// HeldPlaces is who holds a season's places: its open orders with their
// customers, and what they hold together.
type HeldPlaces struct {
	Season *core.Season
	Used   core.SeasonUsage
	Orders []HeldOrder
}

// HeldOrder is an open order, its customer and team, and until when it
// holds its places unless someone acts (nil: for good, it is paid).
type HeldOrder struct {
	Order      *core.Order
	Customer   *core.User
	Team       *core.Team
	HoldsUntil *time.Time
	// Overdue: a confirmed order whose payment deadline has passed (the
	// nightly job cancels it); set in the staff's order lists.
	Overdue bool
}

// maxHeldOrders bounds the list; a season with more open orders is shown
// its oldest first.
const maxHeldOrders = 1000

// HeldPlaces lists the season's open orders for its staff, oldest first,
// with who placed them and until when they hold their places.
func (o *Orders) HeldPlaces(ctx context.Context, seasonID int64) (*HeldPlaces, error) {
	season, err := o.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireStaff(ctx, season.LoftID); err != nil {
		return nil, err
	}
	orders, _, err := o.store.FindOrders(ctx, core.OrderFilter{SeasonID: &seasonID, Open: true, Limit: maxHeldOrders})
	if err != nil {
		return nil, err
	}
	used, err := o.store.SeasonPlaces(ctx, seasonID, 0)
	if err != nil {
		return nil, err
	}
	out := &HeldPlaces{Season: season, Used: used, Orders: make([]HeldOrder, 0, len(orders))}
	users, teams := map[int64]*core.User{}, map[int64]*core.Team{}
	terms := o.paymentTerms(ctx, seasonID)
	for i := len(orders) - 1; i >= 0; i-- { // the store lists newest first
		order := orders[i]
		h := HeldOrder{Order: order, HoldsUntil: order.HoldsUntil(o.cfg.PendingHold, terms)}
		if h.Customer, err = cached(ctx, users, order.UserID, o.store.FindUserByID); err != nil {
			return nil, err
		}
		if h.Team, err = cached(ctx, teams, order.TeamID, o.store.FindTeamByID); err != nil {
			return nil, err
		}
		out.Orders = append(out.Orders, h)
	}
	return out, nil
}

// cached finds a row once per id.
func cached[T any](ctx context.Context, seen map[int64]*T, id int64, find func(context.Context, int64) (*T, error)) (*T, error) {
	if v, ok := seen[id]; ok {
		return v, nil
	}
	v, err := find(ctx, id)
	if err != nil {
		return nil, err
	}
	seen[id] = v
	return v, nil
}
