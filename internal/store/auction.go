package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type auctionLotRow struct {
	bun.BaseModel `bun:"table:auction_lots,alias:al"`

	ID               int64 `bun:",pk,autoincrement"`
	LoftID           int64
	SeasonID         *int64
	PigeonID         int64
	Title            string
	Description      string
	Currency         string
	StartPrice       int64
	ReservePrice     int64
	Increment        int64
	StartsAt         time.Time
	EndsAt           time.Time
	SoftCloseMinutes int
	Status           string
	WinnerID         *int64
	Price            int64
	StoreOrderID     *int64
	CreatedAt        time.Time
	UpdatedAt        time.Time

	// derived on reads (lotColumns), never written
	Paid       bool   `bun:",scanonly"`
	WinnerName string `bun:",scanonly"`
}

// auctionLotRowOf stores times in UTC: SQLite compares them as text, which
// orders them only within one offset.
func auctionLotRowOf(l *core.AuctionLot) *auctionLotRow {
	return &auctionLotRow{ID: l.ID, LoftID: l.LoftID, SeasonID: idOrNil(l.SeasonID), PigeonID: l.PigeonID, Title: l.Title,
		Description: l.Description, Currency: string(l.Currency), StartPrice: l.StartPrice, ReservePrice: l.ReservePrice,
		Increment: l.Increment, StartsAt: l.StartsAt.UTC(), EndsAt: l.EndsAt.UTC(), SoftCloseMinutes: l.SoftCloseMinutes,
		Status: string(l.Status), WinnerID: idOrNil(l.WinnerID), Price: l.Price, StoreOrderID: idOrNil(l.StoreOrderID), CreatedAt: l.CreatedAt,
		UpdatedAt: l.UpdatedAt}
}

func (r *auctionLotRow) core() *core.AuctionLot {
	return &core.AuctionLot{ID: r.ID, LoftID: r.LoftID, SeasonID: idOrZero(r.SeasonID), PigeonID: r.PigeonID, Title: r.Title,
		Description: r.Description, Currency: core.Currency(r.Currency), StartPrice: r.StartPrice, ReservePrice: r.ReservePrice,
		Increment: r.Increment, StartsAt: r.StartsAt.UTC(), EndsAt: r.EndsAt.UTC(), SoftCloseMinutes: r.SoftCloseMinutes,
		Status: core.AuctionStatus(r.Status), WinnerID: idOrZero(r.WinnerID), Price: r.Price, StoreOrderID: idOrZero(r.StoreOrderID),
		CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt, Paid: r.Paid, WinnerName: strings.TrimSpace(r.WinnerName)}
}

// lotColumns selects a lot's row with what is derived from others: whether
// the latest status of its store order is a payment, and the winner's name.
func lotColumns(q *bun.SelectQuery) *bun.SelectQuery {
	return q.ColumnExpr("al.*").
		ColumnExpr(`EXISTS (SELECT 1 FROM store_order_statuses s WHERE s.id = (SELECT max(l.id) FROM store_order_statuses l
			WHERE l.order_id = al.store_order_id) AND s.status IN (?)) AS paid`, bun.List(core.PaidOrderStatuses)).
		ColumnExpr("COALESCE((SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = al.winner_id), '') AS winner_name")
}

// idOrNil stores core's 0 ("none") of an optional reference as NULL.
func idOrNil(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

func idOrZero(id *int64) int64 {
	if id == nil {
		return 0
	}
	return *id
}

// FindAuctionLotByID returns a lot; ENOTFOUND when there is none.
func (db *DB) FindAuctionLotByID(ctx context.Context, id int64) (*core.AuctionLot, error) {
	var row auctionLotRow
	if err := lotColumns(db.conn(ctx).NewSelect().Model(&row)).Where("al.id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err, "Lot")
	}
	return row.core(), nil
}

// FindAuctionLots returns lots by their end, soonest first, and the total.
func (db *DB) FindAuctionLots(ctx context.Context, f core.AuctionLotFilter) ([]*core.AuctionLot, int, error) {
	var rows []auctionLotRow
	q := lotColumns(db.conn(ctx).NewSelect().Model(&rows)).OrderExpr("al.ends_at, al.id")
	if f.ID != nil {
		q.Where("al.id = ?", *f.ID)
	}
	if f.LoftID != nil {
		q.Where("al.loft_id = ?", *f.LoftID)
	}
	if f.SeasonID != nil {
		q.Where("al.season_id = ?", *f.SeasonID)
	}
	if f.PigeonID != nil {
		q.Where("al.pigeon_id = ?", *f.PigeonID)
	}
	if f.WinnerID != nil {
		q.Where("al.winner_id = ?", *f.WinnerID)
	}
	if f.Status != nil {
		q.Where("al.status = ?", string(*f.Status))
	}
	if f.EndedBy != nil {
		q.Where("al.ends_at <= ?", f.EndedBy.UTC())
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*core.AuctionLot, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, n, nil
}

// CreateAuctionLot inserts a lot; ECONFLICT when its pigeon is in another
// lot that is draft or open (the partial unique index).
func (db *DB) CreateAuctionLot(ctx context.Context, l *core.AuctionLot) error {
	l.CreatedAt, l.UpdatedAt = db.now(), db.now()
	row := auctionLotRowOf(l)
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "lot")
	}
	l.ID = row.ID
	return nil
}

// UpdateAuctionLot writes every field of l but its ID, loft and creation.
func (db *DB) UpdateAuctionLot(ctx context.Context, l *core.AuctionLot) error {
	l.UpdatedAt = db.now()
	res, err := db.conn(ctx).NewUpdate().Model(auctionLotRowOf(l)).ExcludeColumn("id", "loft_id", "created_at").
		Where("id = ?", l.ID).Exec(ctx)
	return oneRow(res, err, "Lot")
}

// LockAuctionLot takes the lot's row lock for a bid or its close.
func (db *DB) LockAuctionLot(ctx context.Context, id int64) error {
	return db.lockRow(ctx, "auction_lots", "Lot", id)
}

type auctionBidRow struct {
	bun.BaseModel `bun:"table:auction_bids,alias:ab"`

	ID       int64 `bun:",pk,autoincrement"`
	LotID    int64
	UserID   int64
	Amount   int64
	PlacedAt time.Time
	Accepted bool
	Reason   string
}

func (r *auctionBidRow) core() *core.Bid {
	return &core.Bid{ID: r.ID, LotID: r.LotID, UserID: r.UserID, Amount: r.Amount, PlacedAt: r.PlacedAt.UTC(), Accepted: r.Accepted,
		Reason: r.Reason}
}

// AppendBid inserts a bid; ENOTFOUND when its lot does not exist. The
// bidder is the signed-in user, so a broken reference is taken as the lot
// (asking which would need a query that PostgreSQL refuses once the insert
// failed in the transaction).
func (db *DB) AppendBid(ctx context.Context, b *core.Bid) error {
	row := &auctionBidRow{LotID: b.LotID, UserID: b.UserID, Amount: b.Amount, PlacedAt: b.PlacedAt.UTC(), Accepted: b.Accepted, Reason: b.Reason}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		if brokenReference(err) {
			return core.Errorf(core.ENOTFOUND, "Lot not found.")
		}
		return mapErr(err, "bid")
	}
	b.ID = row.ID
	return nil
}

// FindBids lists a lot's bids, refused ones too, oldest first.
func (db *DB) FindBids(ctx context.Context, lotID int64) ([]*core.Bid, error) {
	byLot, err := db.FindLotsBids(ctx, []int64{lotID})
	return byLot[lotID], err
}

// FindLotsBids lists the bids of several lots in one read, by lot, each
// lot's oldest first.
func (db *DB) FindLotsBids(ctx context.Context, lotIDs []int64) (map[int64][]*core.Bid, error) {
	out := map[int64][]*core.Bid{}
	if len(lotIDs) == 0 {
		return out, nil
	}
	var rows []auctionBidRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("ab.lot_id IN (?)", bun.List(lotIDs)).OrderExpr("ab.id").Scan(ctx); err != nil {
		return nil, err
	}
	for i := range rows {
		b := rows[i].core()
		out[b.LotID] = append(out[b.LotID], b)
	}
	return out, nil
}
