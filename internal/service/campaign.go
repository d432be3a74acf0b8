package service

import (
	"context"
	"crypto/rand"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// Campaigns are discounts staff offer (issue 28): a loft's merchants for
// their loft's sales, admins for the service's and any loft's. A campaign
// is redeemed with one of its single-use coupons or its shared promotional
// code, once per account, by the store's checkout and by registrations.
type Campaigns struct {
	*base
	store campaignsStore
}

// requireCampaignStaff lets admins through for the service's campaigns
// (nil loft), and a loft's merchants (and admins) for the loft's.
func requireCampaignStaff(ctx context.Context, loftID *int64) error {
	if loftID == nil {
		return requireAdmin(ctx)
	}
	return requireMerchant(ctx, *loftID)
}

// FindCampaigns lists a loft's campaigns, or the service's (nil), newest
// first, with their uses.
func (c *Campaigns) FindCampaigns(ctx context.Context, loftID *int64) ([]*core.Campaign, error) {
	if err := requireCampaignStaff(ctx, loftID); err != nil {
		return nil, err
	}
	if loftID != nil {
		if _, err := c.store.FindLoftByID(ctx, *loftID); err != nil {
			return nil, err
		}
	}
	return c.store.FindCampaigns(ctx, core.CampaignFilter{LoftID: loftID, Service: loftID == nil})
}

// FindCampaign returns a campaign to its staff.
func (c *Campaigns) FindCampaign(ctx context.Context, id int64) (*core.Campaign, error) {
	camp, err := c.store.FindCampaignByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := requireCampaignStaff(ctx, camp.LoftID); err != nil {
		return nil, err
	}
	return camp, nil
}

// CreateCampaign checks and stores a new campaign of camp.LoftID (nil: the
// service's).
func (c *Campaigns) CreateCampaign(ctx context.Context, camp *core.Campaign) error {
	if err := requireCampaignStaff(ctx, camp.LoftID); err != nil {
		return err
	}
	normalizeCampaign(camp)
	if err := camp.Validate(); err != nil {
		return err
	}
	camp.CreatedBy, camp.CreatedAt = actorID(ctx), c.now()
	return c.store.InTx(ctx, func(ctx context.Context) error {
		if camp.LoftID != nil {
			if _, err := c.store.FindLoftByID(ctx, *camp.LoftID); err != nil {
				return err
			}
		}
		if err := c.store.CreateCampaign(ctx, camp); err != nil {
			return err
		}
		return c.audit(ctx, "campaign", camp.ID, "created", campaignAudit(camp))
	})
}

// UpdateCampaign changes what a campaign offers, its name, window and
// uses; its loft stays. Uses so far stay counted.
func (c *Campaigns) UpdateCampaign(ctx context.Context, id int64, upd *core.Campaign) (*core.Campaign, error) {
	var out *core.Campaign
	err := c.store.InTx(ctx, func(ctx context.Context) error {
		camp, err := c.FindCampaign(ctx, id)
		if err != nil {
			return err
		}
		camp.Name, camp.PercentBP, camp.AmountOff, camp.Currency = upd.Name, upd.PercentBP, upd.AmountOff, upd.Currency
		camp.AppliesTo, camp.StartsAt, camp.EndsAt, camp.MaxUses = upd.AppliesTo, upd.StartsAt, upd.EndsAt, upd.MaxUses
		normalizeCampaign(camp)
		if err := camp.Validate(); err != nil {
			return err
		}
		if err := c.store.UpdateCampaign(ctx, camp); err != nil {
			return err
		}
		out = camp
		return c.audit(ctx, "campaign", camp.ID, "updated", campaignAudit(camp))
	})
	return out, err
}

// normalizeCampaign trims the name and forgets the currency of a
// percentage, which takes off in any currency.
func normalizeCampaign(c *core.Campaign) {
	c.Name = strings.TrimSpace(c.Name)
	if c.PercentBP != 0 {
		c.Currency = ""
	}
}

func campaignAudit(c *core.Campaign) map[string]any {
	return map[string]any{"name": c.Name, "percent_bp": c.PercentBP, "amount_off": c.AmountOff, "currency": c.Currency,
		"applies_to": c.AppliesTo, "starts_at": c.StartsAt, "ends_at": c.EndsAt, "max_uses": c.MaxUses}
}

// GenerateCoupons makes n (1 to core.MaxCouponBatch) new single-use
// coupons for the campaign and returns them.
func (c *Campaigns) GenerateCoupons(ctx context.Context, id int64, n int) ([]*core.CampaignCode, error) {
	if n < 1 || n > core.MaxCouponBatch {
		return nil, core.Invalid("count", core.MsgCouponBatch)
	}
	camp, err := c.FindCampaign(ctx, id)
	if err != nil {
		return nil, err
	}
	// A drawn code equal to a stored one (1 in 2^59 per pair) fails the
	// batch on the unique index; drawing again is the cure. Each attempt
	// is its own transaction: a failed insert ends one on PostgreSQL.
	for attempt := 0; ; attempt++ {
		codes, err := drawCoupons(camp.ID, n, c.now)
		if err != nil {
			return nil, err
		}
		err = c.store.InTx(ctx, func(ctx context.Context) error {
			if err := c.store.CreateCampaignCodes(ctx, codes); err != nil {
				return err
			}
			return c.audit(ctx, "campaign", camp.ID, "coupons_generated", map[string]any{"count": n})
		})
		if core.ErrorCode(err) != core.ECONFLICT || attempt == 2 {
			return codes, err
		}
	}
}

func drawCoupons(campaignID int64, n int, now core.Clock) ([]*core.CampaignCode, error) {
	seen := make(map[string]bool, n)
	codes := make([]*core.CampaignCode, 0, n)
	for len(codes) < n {
		code, err := core.NewCouponCode(rand.Reader)
		if err != nil {
			return nil, err
		}
		if !seen[code] {
			seen[code] = true
			codes = append(codes, &core.CampaignCode{CampaignID: campaignID, Code: code, Kind: core.CodeCoupon, CreatedAt: now()})
		}
	}
	return codes, nil
}

// Coupons lists the campaign's coupons in the order made, with when each
// was used: what staff export as CSV to print or mail.
func (c *Campaigns) Coupons(ctx context.Context, id int64) (*core.Campaign, []*core.CampaignCode, error) {
	camp, err := c.FindCampaign(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	codes, err := c.store.FindCampaignCodes(ctx, id, core.CodeCoupon)
	return camp, codes, err
}

// SetPromoCode makes code (as staff type it; stored normalised) the
// campaign's shared promotional code, replacing the one it had, which
// redeems no more; an empty code removes it. A code another campaign, or a
// coupon, has answers MsgCodeTaken.
func (c *Campaigns) SetPromoCode(ctx context.Context, id int64, code string) (*core.Campaign, error) {
	code = core.NormalizeCampaignCode(code)
	if code != "" {
		if err := core.CheckPromoCode(code); err != nil {
			return nil, err
		}
	}
	var out *core.Campaign
	err := c.store.InTx(ctx, func(ctx context.Context) error {
		camp, err := c.FindCampaign(ctx, id)
		if err != nil {
			return err
		}
		if code != "" {
			k, err := c.store.FindCampaignCode(ctx, code)
			switch {
			case err == nil && (k.CampaignID != id || k.Kind != core.CodePromo):
				return core.Invalid("code", core.MsgCodeTaken)
			case err != nil && core.ErrorCode(err) != core.ENOTFOUND:
				return err
			}
		}
		err = c.store.SetPromoCode(ctx, id, code, c.now())
		if core.ErrorCode(err) == core.ECONFLICT { // taken meanwhile
			return core.Invalid("code", core.MsgCodeTaken)
		} else if err != nil {
			return err
		}
		camp.PromoCode = code
		out = camp
		return c.audit(ctx, "campaign", id, "promo_code_set", map[string]any{"code": code})
	})
	return out, err
}
