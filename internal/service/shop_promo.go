package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// promoRedeemer applies promotional codes and coupons to store orders
// (Campaigns) in the order's transaction, and frees them again when an
// unpaid order is cancelled.
type promoRedeemer interface {
	Redeem(ctx context.Context, r RedeemRequest) (*AppliedDiscount, error)
	Release(ctx context.Context, orderID, storeOrderID int64) error
}

// applyPromoCode redeems the code for the order and takes its discount off
// the order's lines: memberships and items; gift cards are never
// discounted (they are money). A refused code refuses the checkout.
func (s *Shop) applyPromoCode(ctx context.Context, order *core.StoreOrder, code string) error {
	code = strings.TrimSpace(code)
	if code == "" {
		return nil
	}
	lines := make([]core.DiscountLine, len(order.Lines))
	for i, l := range order.Lines {
		target, _ := core.StoreDiscountTarget(l.Kind)
		lines[i] = core.DiscountLine{Target: target, Amount: l.LineTotal(), Currency: order.Currency}
	}
	applied, err := s.promos.Redeem(ctx, RedeemRequest{Code: code, UserID: order.UserID, SellerLoftID: order.LoftID, Lines: lines,
		StoreOrderID: order.ID})
	if err != nil {
		return prefixFields(err, "promo_")
	}
	for i, l := range order.Lines {
		l.Discount = applied.Off[i]
	}
	order.Discount, order.PromoCode = applied.Total, strings.ToUpper(code)
	order.Total -= applied.Total
	return nil
}
