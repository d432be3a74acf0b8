package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type campaignRow struct {
	bun.BaseModel `bun:"table:campaigns,alias:c"`

	ID        int64 `bun:",pk,autoincrement"`
	LoftID    *int64
	Name      string
	PercentBP int `bun:"percent_bp"`
	AmountOff int64
	Currency  string
	AppliesTo string // comma-separated targets
	StartsAt  *time.Time
	EndsAt    *time.Time
	MaxUses   *int
	CreatedBy *int64
	CreatedAt time.Time

	Uses        int    `bun:",scanonly"`
	Coupons     int    `bun:",scanonly"`
	CouponsUsed int    `bun:",scanonly"`
	PromoCode   string `bun:",scanonly"`
}

func toCampaignRow(c *core.Campaign) *campaignRow {
	targets := make([]string, len(c.AppliesTo))
	for i, t := range c.AppliesTo {
		targets[i] = string(t)
	}
	return &campaignRow{ID: c.ID, LoftID: c.LoftID, Name: c.Name, PercentBP: c.PercentBP, AmountOff: c.AmountOff, Currency: string(c.Currency),
		AppliesTo: strings.Join(targets, ","), StartsAt: c.StartsAt, EndsAt: c.EndsAt, MaxUses: c.MaxUses, CreatedBy: c.CreatedBy, CreatedAt: c.CreatedAt}
}

func (r *campaignRow) core() *core.Campaign {
	c := &core.Campaign{ID: r.ID, LoftID: r.LoftID, Name: r.Name, PercentBP: r.PercentBP, AmountOff: r.AmountOff, Currency: core.Currency(r.Currency),
		StartsAt: utcPtr(r.StartsAt), EndsAt: utcPtr(r.EndsAt), MaxUses: r.MaxUses, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC(),
		Uses: r.Uses, Coupons: r.Coupons, CouponsUsed: r.CouponsUsed, PromoCode: r.PromoCode}
	for _, t := range strings.Split(r.AppliesTo, ",") {
		if t != "" {
			c.AppliesTo = append(c.AppliesTo, core.DiscountTarget(t))
		}
	}
	return c
}

// campaignCounts are the columns of a campaign's counts in staff's lists.
var campaignCounts = []string{
	"(SELECT count(*) FROM campaign_redemptions r WHERE r.campaign_id = c.id) AS uses",
	"(SELECT count(*) FROM campaign_codes k WHERE k.campaign_id = c.id AND k.kind = 'coupon') AS coupons",
	"(SELECT count(*) FROM campaign_redemptions r WHERE r.campaign_id = c.id AND r.single_use) AS coupons_used",
	"COALESCE((SELECT k.code FROM campaign_codes k WHERE k.campaign_id = c.id AND k.kind = 'promo' AND k.retired_at IS NULL), '') AS promo_code",
}

func (db *DB) campaignQuery(ctx context.Context, rows *[]campaignRow) *bun.SelectQuery {
	q := db.conn(ctx).NewSelect().Model(rows).ColumnExpr("c.*")
	for _, c := range campaignCounts {
		q.ColumnExpr(c)
	}
	return q
}

// FindCampaignByID returns the campaign with its counts; ENOTFOUND.
func (db *DB) FindCampaignByID(ctx context.Context, id int64) (*core.Campaign, error) {
	var rows []campaignRow
	if err := db.campaignQuery(ctx, &rows).Where("c.id = ?", id).Scan(ctx); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Campaign not found.")
	}
	return rows[0].core(), nil
}

// FindCampaigns lists campaigns, newest first, with their counts.
func (db *DB) FindCampaigns(ctx context.Context, f core.CampaignFilter) ([]*core.Campaign, error) {
	var rows []campaignRow
	q := db.campaignQuery(ctx, &rows).Order("c.id DESC")
	if f.LoftID != nil {
		q.Where("c.loft_id = ?", *f.LoftID)
	}
	if f.Service {
		q.Where("c.loft_id IS NULL")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Campaign, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// CreateCampaign stores a new campaign and sets its id.
func (db *DB) CreateCampaign(ctx context.Context, c *core.Campaign) error {
	if c.CreatedAt.IsZero() {
		c.CreatedAt = db.now()
	}
	row := toCampaignRow(c)
	if _, err := db.conn(ctx).NewInsert().Model(row).Returning("id").Exec(ctx); err != nil {
		return mapErr(err, "loft")
	}
	c.ID = row.ID
	return nil
}

// UpdateCampaign changes what a campaign offers; its loft, author and
// creation stay.
func (db *DB) UpdateCampaign(ctx context.Context, c *core.Campaign) error {
	row := toCampaignRow(c)
	res, err := db.conn(ctx).NewUpdate().Model(row).
		Column("name", "percent_bp", "amount_off", "currency", "applies_to", "starts_at", "ends_at", "max_uses").
		WherePK().Exec(ctx)
	if err != nil {
		return mapErr(err, "Campaign")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Campaign not found.")
	}
	return nil
}

// LockCampaign takes the campaign's row lock for a redemption: two orders
// redeeming codes of one campaign queue, so the second counts the first's
// use.
func (db *DB) LockCampaign(ctx context.Context, id int64) error {
	return db.lockRow(ctx, "campaigns", "Campaign", id)
}

type campaignCodeRow struct {
	bun.BaseModel `bun:"table:campaign_codes,alias:k"`

	ID         int64 `bun:",pk,autoincrement"`
	CampaignID int64
	Code       string
	Kind       string
	RetiredAt  *time.Time
	CreatedAt  time.Time

	UsedAt *time.Time `bun:",scanonly"`
}

func (r *campaignCodeRow) core() *core.CampaignCode {
	return &core.CampaignCode{ID: r.ID, CampaignID: r.CampaignID, Code: r.Code, Kind: core.CampaignCodeKind(r.Kind),
		RetiredAt: utcPtr(r.RetiredAt), UsedAt: utcPtr(r.UsedAt), CreatedAt: r.CreatedAt.UTC()}
}

// CreateCampaignCodes stores codes in one statement and sets their ids;
// ECONFLICT when one exists already (nothing is stored then).
func (db *DB) CreateCampaignCodes(ctx context.Context, codes []*core.CampaignCode) error {
	if len(codes) == 0 {
		return nil
	}
	rows := make([]campaignCodeRow, len(codes))
	for i, c := range codes {
		if c.CreatedAt.IsZero() {
			c.CreatedAt = db.now()
		}
		rows[i] = campaignCodeRow{CampaignID: c.CampaignID, Code: c.Code, Kind: string(c.Kind), CreatedAt: c.CreatedAt}
	}
	if _, err := db.conn(ctx).NewInsert().Model(&rows).Returning("id").Exec(ctx); err != nil {
		return mapErr(err, "Campaign")
	}
	for i := range rows {
		codes[i].ID = rows[i].ID
	}
	return nil
}

// SetPromoCode retires the campaign's promotional code and makes code the
// new one: the campaign's own retired code comes back, any other is new.
// ECONFLICT when another campaign, or a coupon, has the code.
func (db *DB) SetPromoCode(ctx context.Context, campaignID int64, code string, at time.Time) error {
	if _, err := db.conn(ctx).NewUpdate().Model((*campaignCodeRow)(nil)).Set("retired_at = ?", at).
		Where("campaign_id = ? AND kind = 'promo' AND retired_at IS NULL", campaignID).Exec(ctx); err != nil {
		return err
	}
	if code == "" {
		return nil
	}
	res, err := db.conn(ctx).NewUpdate().Model((*campaignCodeRow)(nil)).Set("retired_at = NULL").
		Where("campaign_id = ? AND kind = 'promo' AND code = ?", campaignID, code).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n > 0 {
		return nil
	}
	row := &campaignCodeRow{CampaignID: campaignID, Code: code, Kind: string(core.CodePromo), CreatedAt: at}
	_, err = db.conn(ctx).NewInsert().Model(row).Exec(ctx)
	return mapErr(err, "Campaign")
}

// FindCampaignCode finds a normalised code, retired or not; ENOTFOUND.
func (db *DB) FindCampaignCode(ctx context.Context, code string) (*core.CampaignCode, error) {
	var row campaignCodeRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("code = ?", code).Scan(ctx); err != nil {
		return nil, mapErr(err, "Code")
	}
	return row.core(), nil
}

// FindCampaignCodes lists a campaign's codes of a kind in the order made,
// with when each coupon was used.
func (db *DB) FindCampaignCodes(ctx context.Context, campaignID int64, kind core.CampaignCodeKind) ([]*core.CampaignCode, error) {
	var rows []campaignCodeRow
	err := db.conn(ctx).NewSelect().Model(&rows).ColumnExpr("k.*").
		ColumnExpr("(SELECT min(r.created_at) FROM campaign_redemptions r WHERE r.code_id = k.id AND r.single_use) AS used_at").
		Where("k.campaign_id = ? AND k.kind = ?", campaignID, string(kind)).Order("k.id").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*core.CampaignCode, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

type campaignRedemptionRow struct {
	bun.BaseModel `bun:"table:campaign_redemptions"`

	ID           int64 `bun:",pk,autoincrement"`
	CampaignID   int64
	CodeID       int64
	SingleUse    bool
	UserID       int64
	OrderID      *int64
	StoreOrderID *int64
	AmountOff    int64
	CreatedAt    time.Time
}

// CountRedemptions counts the campaign's redemptions, the account's among
// them, and whether the code has one.
func (db *DB) CountRedemptions(ctx context.Context, campaignID, userID, codeID int64) (campaign, account int, codeUsed bool, err error) {
	var c struct {
		All  int `bun:"n_all"`
		Mine int
		Code int
	}
	err = db.conn(ctx).NewRaw(`SELECT count(*) AS n_all, COALESCE(sum(CASE WHEN user_id = ? THEN 1 ELSE 0 END), 0) AS mine,
		COALESCE(sum(CASE WHEN code_id = ? THEN 1 ELSE 0 END), 0) AS code
		FROM campaign_redemptions WHERE campaign_id = ?`, userID, codeID, campaignID).Scan(ctx, &c)
	return c.All, c.Mine, c.Code > 0, err
}

// CreateRedemption stores a redemption; ECONFLICT when the account has one
// in the campaign already or the coupon is used.
func (db *DB) CreateRedemption(ctx context.Context, r *core.CampaignRedemption) error {
	if r.CreatedAt.IsZero() {
		r.CreatedAt = db.now()
	}
	row := &campaignRedemptionRow{CampaignID: r.CampaignID, CodeID: r.CodeID, SingleUse: r.SingleUse, UserID: r.UserID, OrderID: r.OrderID,
		StoreOrderID: r.StoreOrderID, AmountOff: r.AmountOff, CreatedAt: r.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Returning("id").Exec(ctx); err != nil {
		return mapErr(err, "Order")
	}
	r.ID = row.ID
	return nil
}

// DeleteRedemptions removes the redemptions of a registration order, or of
// a store order, and returns how many.
func (db *DB) DeleteRedemptions(ctx context.Context, orderID, storeOrderID int64) (int, error) {
	q := db.conn(ctx).NewDelete().Model((*campaignRedemptionRow)(nil))
	if orderID != 0 {
		q.Where("order_id = ?", orderID)
	} else {
		q.Where("store_order_id = ?", storeOrderID)
	}
	res, err := q.Exec(ctx)
	if err != nil {
		return 0, err
	}
	n, _ := res.RowsAffected()
	return int(n), nil
}
