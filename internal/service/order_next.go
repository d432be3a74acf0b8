package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// orderRole is the capacity in which a acts on an order of a season of
// loftID; false when the order is none of theirs.
func orderRole(a core.Actor, loftID int64, o *core.Order) (core.OrderRole, bool) {
	switch {
	case a.System:
		return core.RoleSystem, true
	case a.IsMerchantOf(loftID):
		return core.RoleMerchant, true
	case a.IsStaffOf(loftID):
		return core.RoleAgent, true
	case a.User != nil && a.User.ID == o.UserID:
		return core.RoleCustomer, true
	}
	return "", false
}

// withNext fills each order's Next with the statuses the actor may set, so
// that clients offer exactly what the lifecycle allows, and its latest
// transport request.
func (b *base) withNext(ctx context.Context, orders ...*core.Order) error {
	a := core.ActorFrom(ctx)
	lofts := map[int64]int64{} // season → loft
	for _, o := range orders {
		loftID, ok := lofts[o.SeasonID]
		if !ok {
			season, err := b.store.FindSeasonByID(ctx, o.SeasonID)
			if err != nil {
				return err
			}
			loftID, lofts[o.SeasonID] = season.LoftID, season.LoftID
		}
		o.Next = []core.OrderStatus{}
		if role, ok := orderRole(a, loftID, o); ok && o.Status != nil {
			o.Next = core.NextStatuses(o.Status.Status, role)
		}
	}
	ids, byID := make([]int64, len(orders)), make(map[int64]*core.Order, len(orders))
	for i, o := range orders {
		ids[i], byID[o.ID] = o.ID, o
	}
	ts, err := b.store.FindTransports(ctx, core.TransportFilter{OrderIDs: ids})
	if err != nil {
		return err
	}
	for _, t := range ts { // newest first
		if o := byID[t.OrderID]; o.LatestTransport == nil {
			o.LatestTransport = t
		}
	}
	return nil
}
