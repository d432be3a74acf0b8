package core

import (
	"context"
	"fmt"
	"io"
	"strings"
	"time"
)

// CampaignCodeKind is how a campaign's code is used: a single-use coupon,
// or the campaign's shared promotional code that many accounts may type.
type CampaignCodeKind string

// Campaign code kinds.
const (
	CodeCoupon CampaignCodeKind = "coupon"
	CodePromo  CampaignCodeKind = "promo"
)

// Coupon and promotional code limits. A coupon is 12 characters of
// GiftCardAlphabet, three groups of four: log2(31) × 12 ≈ 59 bits, far past
// guessing one of a campaign's thousand coupons; it only takes money off,
// so it needs less than a gift card, which is money.
const (
	CouponCodeLength = 12
	MaxCouponBatch   = 1000
	MinPromoCode     = 4
	MaxPromoCode     = 32
)

// Messages of campaign codes.
const (
	MsgPromoCode     = "A promotional code is 4 to 32 letters and digits."
	MsgCodeTaken     = "This code is in use already; choose another."
	MsgCouponBatch   = "Generate between 1 and 1000 coupons at a time."
	MsgCodeNoLines   = "This code does not apply to anything in this order."
	MsgCodeElsewhere = "This code is not valid for this seller."
)

// CampaignCode is a code that redeems a campaign. Codes are stored
// normalised (NormalizeCampaignCode) and are unique across all campaigns.
type CampaignCode struct {
	ID         int64
	CampaignID int64
	Code       string // normalised: upper case, no spaces or dashes
	Kind       CampaignCodeKind
	// RetiredAt is when a promotional code was replaced; it redeems no
	// more. Coupons are never retired.
	RetiredAt *time.Time
	// UsedAt is when a coupon was redeemed (its redemption, if any).
	UsedAt    *time.Time
	CreatedAt time.Time
}

// Display writes the code as people read it: a coupon in groups of four
// (ABCD-EFGH-JKMN), a promotional code as staff chose it.
func (c *CampaignCode) Display() string {
	if c.Kind == CodeCoupon {
		return groupCode(c.Code)
	}
	return c.Code
}

// NewCouponCode draws a coupon code from rand (crypto/rand.Reader in use),
// normalised.
func NewCouponCode(rand io.Reader) (string, error) {
	code, err := randomCode(rand, CouponCodeLength)
	if err != nil {
		return "", fmt.Errorf("coupon code: %w", err)
	}
	return code, nil
}

// NormalizeCampaignCode reads a code as people type it: any case, with
// spaces or dashes anywhere or none. Coupons and promotional codes are
// stored this way, so that "summer-26" finds SUMMER26.
func NormalizeCampaignCode(s string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '-', ' ', '\t', '\u00a0':
			return -1
		}
		return r
	}, strings.ToUpper(strings.TrimSpace(s)))
}

// CheckPromoCode checks a normalised promotional code: 4 to 32 ASCII
// letters and digits, so that it can be read out, printed and typed on any
// keyboard.
func CheckPromoCode(code string) error {
	if len(code) < MinPromoCode || len(code) > MaxPromoCode || strings.Trim(code, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") != "" {
		return Invalid("code", MsgPromoCode)
	}
	return nil
}

// CampaignRedemption is one use of a campaign by an account, on a
// registration order (OrderID) or a store order (StoreOrderID).
type CampaignRedemption struct {
	ID           int64
	CampaignID   int64
	CodeID       int64
	SingleUse    bool // the code is a coupon: the database keeps it to one redemption
	UserID       int64
	OrderID      *int64
	StoreOrderID *int64
	AmountOff    int64 // cents off the order
	CreatedAt    time.Time
}

// CampaignFilter selects campaigns: a loft's, or the service's own.
type CampaignFilter struct {
	LoftID  *int64
	Service bool // the service's own campaigns (no loft)
}

// CampaignStore persists campaigns, their codes and redemptions.
type CampaignStore interface {
	// FindCampaignByID returns the campaign with its counts; ENOTFOUND.
	FindCampaignByID(ctx context.Context, id int64) (*Campaign, error)
	// FindCampaigns lists campaigns, newest first, with their counts.
	FindCampaigns(ctx context.Context, f CampaignFilter) ([]*Campaign, error)
	CreateCampaign(ctx context.Context, c *Campaign) error
	// UpdateCampaign changes what a campaign offers; not its loft.
	UpdateCampaign(ctx context.Context, c *Campaign) error
	// LockCampaign serialises the redemptions of a campaign (row lock on
	// PostgreSQL); ENOTFOUND.
	LockCampaign(ctx context.Context, id int64) error
	// CreateCampaignCodes stores codes; ECONFLICT when one exists already.
	CreateCampaignCodes(ctx context.Context, codes []*CampaignCode) error
	// SetPromoCode makes code the campaign's promotional code, retiring the
	// one it had; an empty code only retires. ECONFLICT when another
	// campaign has the code.
	SetPromoCode(ctx context.Context, campaignID int64, code string, at time.Time) error
	// FindCampaignCode finds a normalised code, retired or not; ENOTFOUND.
	FindCampaignCode(ctx context.Context, code string) (*CampaignCode, error)
	// FindCampaignCodes lists a campaign's codes of a kind in the order
	// made, with when each coupon was used.
	FindCampaignCodes(ctx context.Context, campaignID int64, kind CampaignCodeKind) ([]*CampaignCode, error)
	// CountRedemptions counts the campaign's redemptions, the account's
	// among them, and whether the code has one.
	CountRedemptions(ctx context.Context, campaignID, userID, codeID int64) (campaign, account int, codeUsed bool, err error)
	// CreateRedemption stores a redemption; ECONFLICT when the account has
	// one in the campaign or the coupon is used.
	CreateRedemption(ctx context.Context, r *CampaignRedemption) error
	// DeleteRedemptions removes the redemptions of a registration order (or
	// a store order) and returns how many.
	DeleteRedemptions(ctx context.Context, orderID, storeOrderID int64) (int, error)
}
