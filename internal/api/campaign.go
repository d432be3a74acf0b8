package api

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"strconv"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// Campaign is a discount staff offer through coupons or a promotional code.
type Campaign struct {
	ID          int64      `json:"id"`
	LoftID      *int64     `json:"loft_id,omitempty" doc:"The loft whose sales it discounts; absent: the service's"`
	Name        string     `json:"name"`
	PercentBP   int        `json:"percent_bp" doc:"Basis points off each line (1250 = 12.5 %); 0 when amount_off is set"`
	AmountOff   int64      `json:"amount_off" doc:"Cents off the eligible lines together; 0 when percent_bp is set"`
	Currency    string     `json:"currency,omitempty" enum:"EUR,USD" doc:"Of amount_off"`
	AppliesTo   []string   `json:"applies_to" enum:"store_items,entry_fees,activations"`
	StartsAt    *time.Time `json:"starts_at,omitempty" doc:"Redeemable from; absent: from its creation"`
	EndsAt      *time.Time `json:"ends_at,omitempty" doc:"Redeemable until just before; absent: for ever"`
	MaxUses     *int       `json:"max_uses,omitempty" doc:"Redemptions in all; absent: no limit"`
	Uses        int        `json:"uses" doc:"Redemptions so far (released ones not counted)"`
	Coupons     int        `json:"coupons" doc:"Single-use coupons generated"`
	CouponsUsed int        `json:"coupons_used"`
	PromoCode   string     `json:"promo_code,omitempty" doc:"The shared promotional code in force"`
	CreatedAt   time.Time  `json:"created_at"`
}

func toCampaign(c *core.Campaign) Campaign {
	out := Campaign{ID: c.ID, LoftID: c.LoftID, Name: c.Name, PercentBP: c.PercentBP, AmountOff: c.AmountOff, Currency: string(c.Currency),
		AppliesTo: make([]string, len(c.AppliesTo)), StartsAt: c.StartsAt, EndsAt: c.EndsAt, MaxUses: c.MaxUses, Uses: c.Uses,
		Coupons: c.Coupons, CouponsUsed: c.CouponsUsed, PromoCode: c.PromoCode, CreatedAt: c.CreatedAt}
	for i, t := range c.AppliesTo {
		out.AppliesTo[i] = string(t)
	}
	return out
}

// CampaignInput creates a campaign or changes one. Errors name the fields
// below; core's "percent" is answered as percent_bp.
type CampaignInput struct {
	Name      string     `json:"name" maxLength:"200"`
	PercentBP int        `json:"percent_bp,omitempty" minimum:"0" maximum:"1000000" doc:"Basis points: 1 % is 100, at most 10000"`
	AmountOff int64      `json:"amount_off,omitempty" minimum:"0" doc:"Cents"`
	Currency  string     `json:"currency,omitempty" maxLength:"3"`
	AppliesTo []string   `json:"applies_to" maxItems:"3" doc:"store_items, entry_fees, activations"`
	StartsAt  *time.Time `json:"starts_at,omitempty"`
	EndsAt    *time.Time `json:"ends_at,omitempty"`
	MaxUses   *int       `json:"max_uses,omitempty"`
}

func (in CampaignInput) core(loftID *int64) *core.Campaign {
	c := &core.Campaign{LoftID: loftID, Name: in.Name, PercentBP: in.PercentBP, AmountOff: in.AmountOff, Currency: core.Currency(in.Currency),
		StartsAt: in.StartsAt, EndsAt: in.EndsAt, MaxUses: in.MaxUses}
	for _, t := range in.AppliesTo {
		c.AppliesTo = append(c.AppliesTo, core.DiscountTarget(t))
	}
	return c
}

// campaignFields answers core's field names as the input's.
func campaignFields(err error) error {
	e, ok := err.(*core.Error)
	if !ok || e.Fields["percent"] == nil {
		return err
	}
	out := &core.Error{Code: e.Code, Message: e.Message, Fields: map[string][]string{}}
	for k, v := range e.Fields {
		if k == "percent" {
			k = "percent_bp"
		}
		out.Fields[k] = v
	}
	return out
}

// CouponBatchInput asks for new coupons.
type CouponBatchInput struct {
	Count int `json:"count" doc:"1 to 1000"`
}

// CouponBatch is what a batch made: the campaign with its new count.
type CouponBatch struct {
	Created  int      `json:"created"`
	Campaign Campaign `json:"campaign"`
}

// PromoCodeInput sets a campaign's shared promotional code.
type PromoCodeInput struct {
	Code string `json:"code" maxLength:"64" doc:"4 to 32 letters and digits (spaces and dashes are dropped, stored in capitals); empty removes it"`
}

type campaignIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"Campaign id"`
}

// campaignsDoc describes who manages campaigns.
const campaignsDoc = "A loft's merchants for the loft's campaigns, admins for the service's and any loft's."

func (s *Server) listLoftCampaigns(ctx context.Context, in *loftIDInput) (*bodyOf[[]Campaign], error) {
	list, err := s.svc.Campaigns.FindCampaigns(ctx, &in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(list, toCampaign))
}

func (s *Server) createLoftCampaign(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"Loft id"`
	Body CampaignInput
}) (*bodyOf[Campaign], error) {
	c := in.Body.core(&in.ID)
	if err := s.svc.Campaigns.CreateCampaign(ctx, c); err != nil {
		return nil, campaignFields(err)
	}
	return reply(toCampaign(c))
}

func (s *Server) listServiceCampaigns(ctx context.Context, _ *struct{}) (*bodyOf[[]Campaign], error) {
	list, err := s.svc.Campaigns.FindCampaigns(ctx, nil)
	if err != nil {
		return nil, err
	}
	return reply(toAll(list, toCampaign))
}

func (s *Server) createServiceCampaign(ctx context.Context, in *struct{ Body CampaignInput }) (*bodyOf[Campaign], error) {
	c := in.Body.core(nil)
	if err := s.svc.Campaigns.CreateCampaign(ctx, c); err != nil {
		return nil, campaignFields(err)
	}
	return reply(toCampaign(c))
}

func (s *Server) getCampaign(ctx context.Context, in *campaignIDInput) (*bodyOf[Campaign], error) {
	c, err := s.svc.Campaigns.FindCampaign(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toCampaign(c))
}

func (s *Server) updateCampaign(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"Campaign id"`
	Body CampaignInput
}) (*bodyOf[Campaign], error) {
	c, err := s.svc.Campaigns.UpdateCampaign(ctx, in.ID, in.Body.core(nil))
	if err != nil {
		return nil, campaignFields(err)
	}
	return reply(toCampaign(c))
}

func (s *Server) generateCoupons(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"Campaign id"`
	Body CouponBatchInput
}) (*bodyOf[CouponBatch], error) {
	codes, err := s.svc.Campaigns.GenerateCoupons(ctx, in.ID, in.Body.Count)
	if err != nil {
		return nil, err
	}
	c, err := s.svc.Campaigns.FindCampaign(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(CouponBatch{Created: len(codes), Campaign: toCampaign(c)})
}

func (s *Server) exportCoupons(ctx context.Context, in *campaignIDInput) (*fileOutput, error) {
	_, codes, err := s.svc.Campaigns.Coupons(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &fileOutput{ContentType: "text/csv; charset=utf-8", Body: couponsCSV(codes),
		ContentDisposition: fmt.Sprintf(`attachment; filename="campaign-%d-coupons.csv"`, in.ID)}, nil
}

// couponsCSV writes a campaign's coupons, one a line: the code as people
// read it, whether it was used, and when (UTC).
func couponsCSV(codes []*core.CampaignCode) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"code", "used", "used_at"})
	for _, c := range codes {
		at := ""
		if c.UsedAt != nil {
			at = c.UsedAt.UTC().Format(time.RFC3339)
		}
		_ = w.Write([]string{c.Display(), strconv.FormatBool(c.UsedAt != nil), at})
	}
	w.Flush()
	return b.Bytes()
}

func (s *Server) setPromoCode(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"Campaign id"`
	Body PromoCodeInput
}) (*bodyOf[Campaign], error) {
	c, err := s.svc.Campaigns.SetPromoCode(ctx, in.ID, in.Body.Code)
	if err != nil {
		return nil, err
	}
	return reply(toCampaign(c))
}

// DiscountQuoteInput is a registration about to be placed and a code.
type DiscountQuoteInput struct {
	Code      string           `json:"code" maxLength:"64"`
	Positions []OrderItemInput `json:"positions" maxItems:"20"`
}

// DiscountQuote is what a code takes off a registration about to be placed.
type DiscountQuote struct {
	CampaignName string          `json:"campaign_name"`
	Discount     int64           `json:"discount" doc:"Cents off in all"`
	Total        int64           `json:"total" doc:"Cents to pay after the discount"`
	Currency     string          `json:"currency" enum:"EUR,USD"`
	Positions    []OrderPosition `json:"positions" doc:"The priced positions with each one's discount"`
}

// quoteDiscountDoc describes quote-registration-discount.
const quoteDiscountDoc = "The signed-in customer's registration, priced as place-order would, with the code's discount; nothing is " +
	"stored and the code stays free until the order is placed. A code that cannot be used answers 400 on code: " +
	"\"" + core.MsgCouponUsedOrEnded + "\", \"" + core.MsgPromotionAlreadyRedeemed + "\", or that it is another seller's " +
	"or applies to nothing ordered."

func (s *Server) quoteRegistrationDiscount(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"Season id"`
	Body DiscountQuoteInput
}) (*bodyOf[DiscountQuote], error) {
	items := make([]service.OrderItem, len(in.Body.Positions))
	for i, p := range in.Body.Positions {
		items[i] = service.OrderItem{ProductID: p.ProductID, Quantity: p.Quantity}
	}
	o, err := s.orders.QuoteDiscount(ctx, in.ID, in.Body.Code, items)
	if err != nil {
		return nil, err
	}
	out := DiscountQuote{CampaignName: o.DiscountName, Discount: o.Discount, Total: o.Total, Currency: string(o.Currency),
		Positions: make([]OrderPosition, len(o.Positions))}
	for i, p := range o.Positions {
		out.Positions[i] = OrderPosition{ProductID: p.ProductID, ProductCategoryID: int(p.Category), Name: p.Name, Quantity: p.Quantity,
			Amount: p.Amount, PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve, Discount: p.Discount}
	}
	return reply(out)
}
