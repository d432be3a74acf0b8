package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type giftCardRow struct {
	bun.BaseModel `bun:"table:gift_cards"`

	ID        int64 `bun:",pk,autoincrement"`
	Code      string
	LoftID    *int64
	Currency  string
	Amount    int64
	Balance   int64
	OrderID   int64
	Voided    bool
	CreatedAt time.Time
}

func (r *giftCardRow) core() *core.GiftCard {
	return &core.GiftCard{ID: r.ID, Code: r.Code, LoftID: r.LoftID, Currency: core.Currency(r.Currency), Amount: r.Amount,
		Balance: r.Balance, OrderID: r.OrderID, CreatedAt: r.CreatedAt}
}

// CreateGiftCard stores a new card with its whole amount as balance.
func (db *DB) CreateGiftCard(ctx context.Context, g *core.GiftCard) error {
	g.CreatedAt, g.Balance = db.now(), g.Amount
	row := &giftCardRow{Code: g.Code, LoftID: g.LoftID, Currency: string(g.Currency), Amount: g.Amount, Balance: g.Balance,
		OrderID: g.OrderID, CreatedAt: g.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "order")
	}
	g.ID = row.ID
	return nil
}

// FindGiftCardByCode returns the card of a normalised code; a voided card
// is not found.
func (db *DB) FindGiftCardByCode(ctx context.Context, code string) (*core.GiftCard, error) {
	var row giftCardRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("code = ? AND NOT voided", code).Scan(ctx); err != nil {
		return nil, mapErr(err, "Gift card")
	}
	return row.core(), nil
}

// FindGiftCardsByOrder lists the cards an order bought.
func (db *DB) FindGiftCardsByOrder(ctx context.Context, orderID int64) ([]*core.GiftCard, error) {
	var rows []giftCardRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("order_id = ?", orderID).OrderExpr("id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.GiftCard, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// SpendGiftCard takes amount from the card in one guarded UPDATE, so that
// parallel spends of one card never take its balance below zero, and
// writes the ledger row; a negative amount gives money back.
func (db *DB) SpendGiftCard(ctx context.Context, cardID, orderID, amount int64) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		res, err := db.conn(ctx).NewRaw("UPDATE gift_cards SET balance = balance - ? WHERE id = ? AND NOT voided AND balance >= ?",
			amount, cardID, amount).Exec(ctx)
		if err != nil {
			return mapErr(err, "Gift card")
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return core.Invalid("gift_card", core.MsgGiftCardInvalid)
		}
		_, err = db.conn(ctx).NewRaw("INSERT INTO gift_card_spends (gift_card_id, order_id, amount, created_at) VALUES (?, ?, ?, ?)",
			cardID, orderID, amount, db.now()).Exec(ctx)
		return err
	})
}

// GiftCardSpends sums what each card paid, net, for an order.
func (db *DB) GiftCardSpends(ctx context.Context, orderID int64) (map[int64]int64, error) {
	var rows []struct {
		GiftCardID int64
		Amount     int64
	}
	err := db.conn(ctx).NewRaw("SELECT gift_card_id, SUM(amount) AS amount FROM gift_card_spends WHERE order_id = ? GROUP BY gift_card_id",
		orderID).Scan(ctx, &rows)
	out := map[int64]int64{}
	for _, r := range rows {
		if r.Amount != 0 {
			out[r.GiftCardID] = r.Amount
		}
	}
	return out, err
}

// VoidGiftCards withdraws the cards an order bought (a refund).
func (db *DB) VoidGiftCards(ctx context.Context, orderID int64) error {
	_, err := db.conn(ctx).NewUpdate().Model((*giftCardRow)(nil)).Where("order_id = ?", orderID).Set("voided = ?", true).Exec(ctx)
	return err
}

type membershipRow struct {
	bun.BaseModel `bun:"table:memberships,alias:m"`

	ID           int64 `bun:",pk,autoincrement"`
	UserID       int64
	ProductID    int64
	OrderID      int64
	Unlocks      []string `bun:",type:text,notnull"`
	StartsAt     time.Time
	EndsAt       time.Time
	RemindedDays int
	CreatedAt    time.Time
	ProductName  string `bun:",scanonly"`
}

func (r *membershipRow) core() *core.Membership {
	return &core.Membership{ID: r.ID, UserID: r.UserID, ProductID: r.ProductID, ProductName: r.ProductName, OrderID: r.OrderID,
		Unlocks: r.Unlocks, StartsAt: r.StartsAt, EndsAt: r.EndsAt, RemindedDays: r.RemindedDays, CreatedAt: r.CreatedAt}
}

// CreateMembership stores a bought period.
func (db *DB) CreateMembership(ctx context.Context, m *core.Membership) error {
	m.CreatedAt = db.now()
	row := &membershipRow{UserID: m.UserID, ProductID: m.ProductID, OrderID: m.OrderID, Unlocks: nonNil(m.Unlocks),
		StartsAt: m.StartsAt, EndsAt: m.EndsAt, CreatedAt: m.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "order")
	}
	m.ID = row.ID
	return nil
}

func (db *DB) selectMemberships(ctx context.Context, rows *[]membershipRow) *bun.SelectQuery {
	return db.conn(ctx).NewSelect().Model(rows).ColumnExpr("m.*, sp.name AS product_name").
		Join("JOIN store_products sp ON sp.id = m.product_id")
}

// FindMemberships lists an account's periods, the latest end first.
func (db *DB) FindMemberships(ctx context.Context, userID int64) ([]*core.Membership, error) {
	var rows []membershipRow
	if err := db.selectMemberships(ctx, &rows).Where("m.user_id = ?", userID).OrderExpr("m.ends_at DESC, m.id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	return membershipsOf(rows), nil
}

func membershipsOf(rows []membershipRow) []*core.Membership {
	out := make([]*core.Membership, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out
}

// EndMemberships ends the order's periods at at, and those not begun yet
// at their start.
func (db *DB) EndMemberships(ctx context.Context, orderID int64, at time.Time) error {
	_, err := db.conn(ctx).NewRaw("UPDATE memberships SET ends_at = CASE WHEN starts_at > ? THEN starts_at ELSE ? END WHERE order_id = ? AND ends_at > ?",
		at, at, orderID, at).Exec(ctx)
	return err
}

// FindMembershipsEnding lists, of each account and product, the period
// that ends last, when it ends in [from, until).
func (db *DB) FindMembershipsEnding(ctx context.Context, from, until time.Time) ([]*core.Membership, error) {
	var rows []membershipRow
	err := db.selectMemberships(ctx, &rows).Where("m.ends_at >= ? AND m.ends_at < ?", from, until).
		Where("NOT EXISTS (SELECT 1 FROM memberships n WHERE n.user_id = m.user_id AND n.product_id = m.product_id AND n.ends_at > m.ends_at)").
		OrderExpr("m.id").Scan(ctx)
	if err != nil {
		return nil, err
	}
	return membershipsOf(rows), nil
}

// SetMembershipReminded records the reminder sent for a period.
func (db *DB) SetMembershipReminded(ctx context.Context, id int64, days int) error {
	_, err := db.conn(ctx).NewUpdate().Model((*membershipRow)(nil)).Where("id = ?", id).Set("reminded_days = ?", days).Exec(ctx)
	return err
}
