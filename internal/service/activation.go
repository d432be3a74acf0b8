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
	// Code is a campaign's coupon or promotional code, as typed; "" none.
	Code string
}

// PlaceActivation orders a reserve or final-flight activation for eligible
// pigeons: one position per pigeon, priced by the server. The order is
// confirmed at once (owed, with its payment deadline) and the pigeons get
// the matching pending status; paying the order activates them. A code
// takes a campaign's discount off the activations, as when registering; a
// refused code refuses the order.
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
		if err := o.productWindow(ctx, season, product.Category); err != nil {
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
		hold := core.PendingFor(product.Category)
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
		var plan *redeemPlan
		if strings.TrimSpace(in.Code) != "" {
			if plan, err = o.campaigns.prepare(ctx, in.Code, u.ID, &season.LoftID, discountLines(order), true); err != nil {
				return err
			}
			applyDiscount(order, plan.applied)
		}
		// Nothing is left for the loft to confirm: the product, its price,
		// its window and the birds are checked above.
		if err := o.confirmAtOnce(ctx, order, u); err != nil {
			return err
		}
		if plan != nil {
			if err := o.campaigns.commit(ctx, plan, u.ID, order.ID, 0); err != nil {
				return err
			}
		}
		for _, p := range pigeons {
			if err := o.pigeons.addStatus(ctx, p, hold, order.Reference); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	o.notify(ctx, order, u)
	o.withDeadline(ctx, order)
	o.tellStaffPlaced(ctx, order)
	return order, o.withNext(ctx, order)
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
		if p.ChipFitted() {
			return core.Invalid("ring", core.MsgChipFitted)
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
