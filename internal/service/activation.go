package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// ActivationInput orders an activation product for some of the customer's pigeons.
type ActivationInput struct {
	SeasonID  int64
	ProductID int64
	PigeonIDs []int64
}

// PlaceActivation orders a reserve or final-flight activation for eligible
// pigeons: one position per pigeon, priced by the server. The pigeons get
// the matching pending status at once; paying the order activates them.
func (o *Orders) PlaceActivation(ctx context.Context, in ActivationInput) (*core.Order, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	if len(in.PigeonIDs) == 0 {
		return nil, core.Invalid("pigeon_ids", "Choose at least one pigeon.")
	}
	order := &core.Order{SeasonID: in.SeasonID, UserID: u.ID, Reference: newReference(in.SeasonID)}
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		season, err := o.store.FindSeasonByID(ctx, in.SeasonID)
		if err != nil {
			return err
		}
		product, err := o.store.FindProductByID(ctx, in.ProductID)
		if err != nil || product.SeasonID != season.ID ||
			(product.Category != core.ProductReserveActivation && product.Category != core.ProductFinalFlightActivation) {
			return core.Invalid("product_id", "The selected product is not an activation of this season.")
		}
		dues, err := o.store.FindDueDates(ctx, season.ID)
		if err != nil {
			return err
		}
		if err := core.CheckActivationWindow(product.Category, dues, core.NewDate(o.now())); err != nil {
			return err
		}
		if product.MaxQuantity != nil && len(in.PigeonIDs) > *product.MaxQuantity {
			return core.Invalid("pigeon_ids", fmt.Sprintf("You can order at most %d of %s.", *product.MaxQuantity, product.Name))
		}
		// Eligibility is read under the pigeons' locks: two orders for one
		// pigeon at once must not both find it eligible.
		if err := o.store.LockPigeons(ctx, in.PigeonIDs); err != nil {
			return err
		}
		pending := core.PendingFor(product.Category)
		order.Currency = season.Currency
		var pigeons []*core.Pigeon
		for i, id := range in.PigeonIDs {
			p, err := o.store.FindPigeonByID(ctx, id)
			if err != nil || p.SeasonID != season.ID || p.Team == nil || p.Team.UserID != u.ID {
				return core.Invalid(fmt.Sprintf("pigeon_ids[%d]", i), "Choose one of your pigeons in this season.")
			}
			eligible := p.EligibleForReserveActivation()
			if product.Category == core.ProductFinalFlightActivation {
				eligible = p.EligibleForFinalFlight()
			}
			if !eligible {
				return core.Invalid(fmt.Sprintf("pigeon_ids[%d]", i), core.MsgAlreadyActive)
			}
			order.TeamID = p.TeamID
			pigeons = append(pigeons, p)
			pid := p.ID
			order.Positions = append(order.Positions, &core.OrderPosition{ProductID: product.ID, Category: product.Category,
				Name: product.Name + " " + p.Ring, Quantity: 1, Amount: product.Amount, PigeonID: &pid})
			order.Total += product.Amount
		}
		customer, err := o.store.FindUserByID(ctx, u.ID)
		if err != nil {
			return err
		}
		order.City, order.Street, order.Zipcode = orDefault(customer.City, "–"), orDefault(customer.Street, "–"), orDefault(customer.Zipcode, "–")
		order.Status = &core.OrderStatusEntry{Status: core.OrderPending, CreatedBy: &u.ID, CreatedAt: o.now()}
		if err := o.store.CreateOrder(ctx, order); err != nil {
			return err
		}
		for _, p := range pigeons {
			if err := o.pigeons.addStatus(ctx, p, pending, order.Reference); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	o.notify(ctx, order, u)
	return order, o.withNext(ctx, order)
}

// applyPaid activates the pigeons of a paid activation order: a reserve
// becomes an activated reserve, a final-flight candidate activated for the
// final. Runs inside the payment's transaction.
func (o *Orders) applyPaid(ctx context.Context, order *core.Order) error {
	if err := o.store.LockPigeons(ctx, positionPigeons(order)); err != nil {
		return err
	}
	for _, pos := range order.Positions {
		if pos.PigeonID == nil {
			continue
		}
		p, err := o.store.FindPigeonByID(ctx, *pos.PigeonID)
		if err != nil {
			return err
		}
		switch {
		case pos.Category == core.ProductReserveActivation && p.IsReserve():
			err = o.pigeons.addStatus(ctx, p, core.StatusActivatedReserve, order.Reference)
		case pos.Category == core.ProductFinalFlightActivation && (p.Progressive == nil || p.Progressive.Type != core.StatusActivatedFinalFlight):
			err = o.pigeons.addStatus(ctx, p, core.StatusActivatedFinalFlight, order.Reference)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// applyCancelled clears the pending activation of the pigeons of a
// cancelled (or rejected) activation order, so that they can be activated
// again; the audit log records it with the order's reference. Runs inside
// the cancelling transaction.
func (o *Orders) applyCancelled(ctx context.Context, order *core.Order) error {
	if order.Positions == nil {
		full, err := o.store.FindOrderByID(ctx, order.ID)
		if err != nil {
			return err
		}
		order.Positions = full.Positions
	}
	if err := o.store.LockPigeons(ctx, positionPigeons(order)); err != nil {
		return err
	}
	for _, pos := range order.Positions {
		if pos.PigeonID == nil || (pos.Category != core.ProductReserveActivation && pos.Category != core.ProductFinalFlightActivation) {
			continue
		}
		p, err := o.store.FindPigeonByID(ctx, *pos.PigeonID)
		if err != nil {
			return err
		}
		if p.Progressive == nil || p.Progressive.Type != core.PendingFor(pos.Category) {
			continue
		}
		if err := o.store.DeletePigeonStatus(ctx, p.Progressive.ID); err != nil {
			return err
		}
		if err := o.audit(ctx, "pigeon", p.ID, "clear_pending_activation", map[string]any{
			"subject": p.Ring, "order": order.Reference, "status": p.Progressive.Type.Code()}); err != nil {
			return err
		}
	}
	return nil
}

// positionPigeons are the pigeons the order's positions act on, to lock
// them all (in id order, see LockPigeons) before reading their statuses.
func positionPigeons(order *core.Order) []int64 {
	var ids []int64
	for _, pos := range order.Positions {
		if pos.PigeonID != nil {
			ids = append(ids, *pos.PigeonID)
		}
	}
	return ids
}

// PigeonInput are the details a customer may edit.
type PigeonInput struct {
	Ring, Name, Color string
	Sex               core.Sex
}

// UpdateMyPigeon lets the customer correct a pigeon of a confirmed (or paid)
// registration until the loft has assigned its chip ring (SPEC §4).
func (o *Orders) UpdateMyPigeon(ctx context.Context, id int64, in PigeonInput) (*core.Pigeon, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	var p *core.Pigeon
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if p, err = o.store.FindPigeonByID(ctx, id); err != nil || p.Team == nil || p.Team.UserID != u.ID || p.OrderID == nil {
			return core.Errorf(core.ENOTFOUND, "Pigeon not found.")
		}
		if p.ChipRing != "" {
			return core.Invalid("ring", "This pigeon has its chip ring: ask the loft to change it.")
		}
		order, err := o.store.FindOrderByID(ctx, *p.OrderID)
		if err != nil {
			return err
		}
		if !order.Status.Status.AllowsPigeonEdits() {
			return core.Invalid("ring", "Pigeons can be edited once the registration is confirmed.")
		}
		p.Ring, p.Name, p.Color, p.Sex = in.Ring, strings.TrimSpace(in.Name), strings.TrimSpace(in.Color), in.Sex
		if err := p.Validate(); err != nil {
			return err
		}
		return o.store.UpdatePigeon(ctx, p)
	})
	return p, err
}
