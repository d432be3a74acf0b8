package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// MyOrders lists the signed-in customer's orders, newest first.
func (o *Orders) MyOrders(ctx context.Context) ([]*core.Order, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	os, _, err := o.store.FindOrders(ctx, core.OrderFilter{UserID: &u.ID})
	if err != nil {
		return nil, err
	}
	o.withDeadline(ctx, os...)
	return os, o.withNext(ctx, os...)
}

// OrderQuery selects a season's orders on the staff's desk.
type OrderQuery struct {
	Status  *core.OrderStatus
	Method  *core.PaymentMethod
	Search  string
	Overdue bool // only confirmed orders past their payment deadline
}

// SeasonOrders lists one page of a season's orders for the loft's staff,
// with who each is from and until when it must be paid.
func (o *Orders) SeasonOrders(ctx context.Context, seasonID int64, q OrderQuery, p core.Page) ([]HeldOrder, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if !q.Overdue {
		return o.heldOrders(ctx, seasonID, q, p.Offset(), p.PerPage)
	}
	// The deadline counts working days: overdue is decided here, not in SQL,
	// among the season's unpaid confirmed orders.
	all, _, err := o.heldOrders(ctx, seasonID, q, 0, 0)
	if err != nil {
		return nil, 0, err
	}
	return pageOf(all, p), len(all), nil
}

// SeasonOrdersAll is every order of SeasonOrders' query, for an export.
func (o *Orders) SeasonOrdersAll(ctx context.Context, seasonID int64, q OrderQuery) ([]HeldOrder, error) {
	all, _, err := o.heldOrders(ctx, seasonID, q, 0, 0)
	return all, err
}

func (o *Orders) heldOrders(ctx context.Context, seasonID int64, q OrderQuery, offset, limit int) ([]HeldOrder, int, error) {
	if err := o.requireSeasonStaff(ctx, seasonID); err != nil {
		return nil, 0, err
	}
	os, total, err := o.store.FindOrders(ctx, core.OrderFilter{SeasonID: &seasonID, Status: q.Status, Method: q.Method, Search: q.Search,
		Offset: offset, Limit: limit})
	if err != nil {
		return nil, 0, err
	}
	if err := o.withNext(ctx, os...); err != nil {
		return nil, 0, err
	}
	out := make([]HeldOrder, 0, len(os))
	users, teams := map[int64]*core.User{}, map[int64]*core.Team{}
	o.withDeadline(ctx, os...)
	for _, order := range os {
		h := HeldOrder{Order: order, HoldsUntil: order.PaymentDeadline}
		h.Overdue = h.HoldsUntil != nil && o.now().After(*h.HoldsUntil)
		if q.Overdue && !h.Overdue {
			continue
		}
		if h.Customer, err = cached(ctx, users, order.UserID, o.store.FindUserByID); err != nil {
			return nil, 0, err
		}
		if h.Team, err = cached(ctx, teams, order.TeamID, o.store.FindTeamByID); err != nil {
			return nil, 0, err
		}
		out = append(out, h)
	}
	return out, total, nil
}

// Stats computes a season's order statistics for the loft's staff.
func (o *Orders) Stats(ctx context.Context, seasonID int64) (core.OrderStats, error) {
	if err := o.requireSeasonStaff(ctx, seasonID); err != nil {
		return core.OrderStats{}, err
	}
	os, _, err := o.store.FindOrders(ctx, core.OrderFilter{SeasonID: &seasonID})
	if err != nil {
		return core.OrderStats{}, err
	}
	return core.ComputeOrderStats(os), nil
}

func (o *Orders) requireSeasonStaff(ctx context.Context, seasonID int64) error {
	season, err := o.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return err
	}
	return requireStaff(ctx, season.LoftID)
}

// Confirmation is everything a registration confirmation shows.
type Confirmation struct {
	Order    *core.Order
	Season   *core.Season
	Loft     *core.Loft
	Customer *core.User
	Team     *core.Team
	Pigeons  []*core.Pigeon
	Lang     string // the language to write it in
}

// Confirmation gathers an order's confirmation for its customer or the
// loft's staff in lang, or the customer's language when lang is not one of
// the product's; id 0 means the customer's latest order.
func (o *Orders) Confirmation(ctx context.Context, id int64, lang string) (*Confirmation, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	if id == 0 {
		latest, _, err := o.store.FindOrders(ctx, core.OrderFilter{UserID: &u.ID, Limit: 1})
		if err != nil {
			return nil, err
		} else if len(latest) == 0 {
			return nil, core.Errorf(core.ENOTFOUND, "You have no registration yet.")
		}
		id = latest[0].ID
	}
	order, err := o.FindOrder(ctx, id)
	if err != nil {
		return nil, err
	}
	c := &Confirmation{Order: order}
	if c.Season, err = o.store.FindSeasonByID(ctx, order.SeasonID); err != nil {
		return nil, err
	}
	if c.Loft, err = o.store.FindLoftByID(ctx, c.Season.LoftID); err != nil {
		return nil, err
	}
	if c.Customer, err = o.store.FindUserByID(ctx, order.UserID); err != nil {
		return nil, err
	}
	if c.Lang = lang; !core.IsLanguage(lang) {
		c.Lang = c.Customer.Language
	}
	if c.Team, err = o.store.FindTeamByID(ctx, order.TeamID); err != nil {
		return nil, err
	}
	c.Pigeons, _, err = o.store.FindPigeons(ctx, core.PigeonFilter{OrderID: &order.ID})
	return c, err
}
