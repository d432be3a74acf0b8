package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// A registration may carry a campaign's code (issue 28): the discount is
// kept per position and on the order, whose total is the positions' less
// the discount, and the redemption is released when the order closes
// unpaid (applyCancelled).

// discountLines are the order's positions as a campaign sees them: entry
// fees and activations by their target, anything else with none.
func discountLines(order *core.Order) []core.DiscountLine {
	lines := make([]core.DiscountLine, len(order.Positions))
	for i, p := range order.Positions {
		t, _ := core.RegistrationDiscountTarget(p.Category)
		lines[i] = core.DiscountLine{Target: t, Amount: int64(p.Quantity) * p.Amount, Currency: order.Currency}
	}
	return lines
}

// applyDiscount puts a discount on the order's positions and total.
func applyDiscount(order *core.Order, d *AppliedDiscount) {
	for i, p := range order.Positions {
		p.Discount = d.Off[i]
	}
	order.Discount, order.DiscountName = d.Total, d.CampaignName
	order.Total -= d.Total
}

// QuoteDiscount prices a registration the signed-in customer is about to
// place and returns the order as it would be with the code's discount: its
// positions, discounts and total. Nothing is stored.
func (o *Orders) QuoteDiscount(ctx context.Context, seasonID int64, code string, items []OrderItem) (*core.Order, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	if strings.TrimSpace(code) == "" {
		return nil, core.Invalid("code", core.MsgCouponUsedOrEnded)
	}
	if len(items) == 0 {
		return nil, core.Invalid("positions", "Choose at least one product.")
	}
	season, err := o.openSeason(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	order := &core.Order{SeasonID: season.ID, UserID: u.ID, Currency: season.Currency}
	if err := o.price(ctx, order, season, items); err != nil {
		return nil, err
	}
	d, err := o.campaigns.Quote(ctx, code, u.ID, &season.LoftID, discountLines(order))
	if err != nil {
		return nil, err
	}
	applyDiscount(order, d)
	return order, nil
}
