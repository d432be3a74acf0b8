package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// promoRedeemer applies promotional codes and coupons to store orders
// (Campaigns); nil until campaigns exist on this server.
type promoRedeemer interface {
	Release(ctx context.Context, orderID, storeOrderID int64) error
}

// applyPromoCode takes the code's discount off the order's lines.
func (s *Shop) applyPromoCode(ctx context.Context, order *core.StoreOrder, code string) error {
	if strings.TrimSpace(code) == "" {
		return nil
	}
	return core.Invalid("promo_code", core.MsgCouponUsedOrEnded)
}
