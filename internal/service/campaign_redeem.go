package service

import (
	"context"
	"errors"

	"github.com/oneloft/oneloft/internal/core"
)

// RedeemRequest is a code typed at a checkout or registration, for the
// order it discounts.
type RedeemRequest struct {
	Code         string              // as the customer typed it
	UserID       int64               // the account redeeming
	SellerLoftID *int64              // the loft selling (nil: the service); must equal the campaign's
	Lines        []core.DiscountLine // the order's lines, in order
	OrderID      int64               // a registration order, or
	StoreOrderID int64               // a store order (exactly one of the two is set)
}

// AppliedDiscount is what a code takes off an order.
type AppliedDiscount struct {
	CampaignID   int64
	CampaignName string
	Off          []int64 // cents off each line of Lines
	Total        int64
}

// Redeem records the redemption of a code for an order and returns the
// discount, in the caller's transaction when ctx carries one (the store's
// InTx nests), so that the order and its redemption stand or fall
// together. It checks no permission: the caller places the order for
// r.UserID.
//
// The campaign's row is locked (PostgreSQL) while its uses are counted and
// the redemption is written, so that concurrent orders queue; the
// database's unique indexes (one redemption per account and campaign, one
// per coupon) stand behind that. Refusals are core.Invalid on "code": an
// unknown or retired code, a used coupon, a campaign not started, ended or
// used up answer core.MsgCouponUsedOrEnded; a second redemption by the
// account core.MsgPromotionAlreadyRedeemed; another seller's code
// core.MsgCodeElsewhere; an order with nothing the campaign applies to
// core.MsgCodeNoLines.
func (c *Campaigns) Redeem(ctx context.Context, r RedeemRequest) (*AppliedDiscount, error) {
	if (r.OrderID == 0) == (r.StoreOrderID == 0) {
		return nil, errors.New("campaigns: redeem for exactly one of an order and a store order")
	}
	var out *AppliedDiscount
	err := c.store.InTx(ctx, func(ctx context.Context) error {
		plan, err := c.prepare(ctx, r.Code, r.UserID, r.SellerLoftID, r.Lines, true)
		if err != nil {
			return err
		}
		out = plan.applied
		return c.commit(ctx, plan, r.UserID, r.OrderID, r.StoreOrderID)
	})
	if err != nil {
		return nil, err
	}
	return out, nil
}

// Quote checks a code against an order about to be placed and returns the
// discount it would give, recording nothing: what the customer sees before
// ordering. The redemption itself may still be refused (another order took
// the last use meanwhile).
func (c *Campaigns) Quote(ctx context.Context, code string, userID int64, seller *int64, lines []core.DiscountLine) (*AppliedDiscount, error) {
	plan, err := c.prepare(ctx, code, userID, seller, lines, false)
	if err != nil {
		return nil, err
	}
	return plan.applied, nil
}

// Release undoes the redemption of a cancelled, unpaid order (a
// registration's orderID, or a store order's storeOrderID) so that the
// account may use the campaign again and a coupon is free again. Releasing
// an order without a redemption does nothing. It runs in the caller's
// transaction when ctx carries one.
func (c *Campaigns) Release(ctx context.Context, orderID, storeOrderID int64) error {
	if (orderID == 0) == (storeOrderID == 0) {
		return errors.New("campaigns: release exactly one of an order and a store order")
	}
	return c.store.InTx(ctx, func(ctx context.Context) error {
		n, err := c.store.DeleteRedemptions(ctx, orderID, storeOrderID)
		if err != nil || n == 0 {
			return err
		}
		entity, id := "order", orderID
		if orderID == 0 {
			entity, id = "store_order", storeOrderID
		}
		return c.audit(ctx, entity, id, "discount_released", map[string]any{"redemptions": n})
	})
}

// redeemPlan is a code checked for an order: the campaign and code, and
// the discount; commit records it.
type redeemPlan struct {
	code    *core.CampaignCode
	applied *AppliedDiscount
}

// prepare finds the code's campaign, checks the redemption and computes
// the discount; with lock it first takes the campaign's row lock (call it
// in a transaction then) so that what it counted still holds at commit.
func (c *Campaigns) prepare(ctx context.Context, code string, userID int64, seller *int64, lines []core.DiscountLine, lock bool) (*redeemPlan, error) {
	norm := core.NormalizeCampaignCode(code)
	if norm == "" {
		return nil, core.Invalid("code", core.MsgCouponUsedOrEnded)
	}
	k, err := c.store.FindCampaignCode(ctx, norm)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return nil, core.Invalid("code", core.MsgCouponUsedOrEnded)
	} else if err != nil {
		return nil, err
	}
	if lock {
		if err := c.store.LockCampaign(ctx, k.CampaignID); err != nil {
			return nil, err
		}
	}
	camp, err := c.store.FindCampaignByID(ctx, k.CampaignID)
	if err != nil {
		return nil, err
	}
	if !core.SameSeller(camp.LoftID, seller) {
		return nil, core.Invalid("code", core.MsgCodeElsewhere)
	}
	if k.RetiredAt != nil {
		return nil, core.Invalid("code", core.MsgCouponUsedOrEnded)
	}
	all, mine, used, err := c.store.CountRedemptions(ctx, camp.ID, userID, k.ID)
	if err != nil {
		return nil, err
	}
	if err := camp.CheckRedeem(core.Redemption{Now: c.now(), CampaignUses: all, AccountUses: mine,
		CouponUsed: used && k.Kind == core.CodeCoupon}); err != nil {
		return nil, err
	}
	off := core.Discount(lines, camp)
	total := core.DiscountTotal(off)
	if total == 0 {
		return nil, core.Invalid("code", core.MsgCodeNoLines)
	}
	return &redeemPlan{code: k, applied: &AppliedDiscount{CampaignID: camp.ID, CampaignName: camp.Name, Off: off, Total: total}}, nil
}

// commit records a prepared redemption for an order. A unique index
// refusing it (a race prepare's lock did not order, which it should not
// let happen) answers the message of the rule it guards.
func (c *Campaigns) commit(ctx context.Context, p *redeemPlan, userID, orderID, storeOrderID int64) error {
	r := &core.CampaignRedemption{CampaignID: p.applied.CampaignID, CodeID: p.code.ID, SingleUse: p.code.Kind == core.CodeCoupon,
		UserID: userID, AmountOff: p.applied.Total, CreatedAt: c.now()}
	if orderID != 0 {
		r.OrderID = &orderID
	} else {
		r.StoreOrderID = &storeOrderID
	}
	err := c.store.CreateRedemption(ctx, r)
	if core.ErrorCode(err) == core.ECONFLICT {
		if r.SingleUse {
			return core.Invalid("code", core.MsgCouponUsedOrEnded)
		}
		return core.Invalid("code", core.MsgPromotionAlreadyRedeemed)
	}
	return err
}
