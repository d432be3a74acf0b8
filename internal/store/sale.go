package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type saleSettingsRow struct {
	bun.BaseModel `bun:"table:sale_settings"`

	SeasonID          int64 `bun:",pk"`
	InventoryFlightID *int64
	MaxSales          *int
	UpdatedAt         time.Time
}

// FindSaleSettings returns the season's stock sale settings, empty when
// none are saved.
func (db *DB) FindSaleSettings(ctx context.Context, seasonID int64) (*core.SaleSettings, error) {
	var r saleSettingsRow
	err := db.conn(ctx).NewSelect().Model(&r).Where("season_id = ?", seasonID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return &core.SaleSettings{SeasonID: seasonID}, nil
	} else if err != nil {
		return nil, err
	}
	return &core.SaleSettings{SeasonID: r.SeasonID, InventoryFlightID: r.InventoryFlightID, MaxSales: r.MaxSales, UpdatedAt: r.UpdatedAt}, nil
}

// SaveSaleSettings inserts or replaces the season's settings.
func (db *DB) SaveSaleSettings(ctx context.Context, s *core.SaleSettings) error {
	s.UpdatedAt = db.now()
	r := &saleSettingsRow{SeasonID: s.SeasonID, InventoryFlightID: s.InventoryFlightID, MaxSales: s.MaxSales, UpdatedAt: s.UpdatedAt}
	_, err := db.conn(ctx).NewInsert().Model(r).
		On("CONFLICT (season_id) DO UPDATE").
		Set("inventory_flight_id = EXCLUDED.inventory_flight_id").
		Set("max_sales = EXCLUDED.max_sales").
		Set("updated_at = EXCLUDED.updated_at").Exec(ctx)
	return mapErr(err, "season")
}

// openSalePosition is the SQL of the sale positions whose order is not
// closed: they hold their bird (unpaid) or sold it (paid).
const openSalePosition = `SELECT op.pigeon_id, o.id, o.reference, o.user_id, s.status FROM order_positions op
  JOIN orders o ON o.id = op.order_id
  JOIN order_statuses s ON s.order_id = o.id AND s.id = (SELECT max(id) FROM order_statuses WHERE order_id = o.id)
 WHERE op.product_category_id = ? AND op.pigeon_id IS NOT NULL AND s.status NOT IN (?)`

// FindStockBirds lists the season's birds marked for sale that came home
// from the flight, with the open sale order that holds each.
func (db *DB) FindStockBirds(ctx context.Context, seasonID, flightID int64) ([]*core.StockBird, error) {
	health := core.StatusForSale
	ps, _, err := db.FindPigeons(ctx, core.PigeonFilter{SeasonID: &seasonID, ArrivedIn: &flightID, Health: &health})
	if err != nil || len(ps) == 0 {
		return nil, err
	}
	ids := make([]int64, len(ps))
	for i, p := range ps {
		ids[i] = p.ID
	}
	var holds []struct {
		PigeonID  int64
		ID        int64
		Reference string
		UserID    int64
		Status    string
		Buyer     string
	}
	err = db.conn(ctx).NewRaw(`SELECT h.pigeon_id, h.id, h.reference, h.user_id, h.status,
	        (SELECT u.first_name || ' ' || u.last_name FROM users u WHERE u.id = h.user_id) AS buyer
	   FROM (`+openSalePosition+`) AS h WHERE h.pigeon_id IN (?)`,
		int(core.ProductSale), bun.List(core.ClosedOrderStatuses), bun.List(ids)).Scan(ctx, &holds)
	if err != nil {
		return nil, err
	}
	byPigeon := make(map[int64]*core.SaleHold, len(holds))
	for _, h := range holds {
		byPigeon[h.PigeonID] = &core.SaleHold{OrderID: h.ID, Reference: h.Reference, Status: core.OrderStatus(h.Status), UserID: h.UserID, Buyer: h.Buyer}
	}
	out := make([]*core.StockBird, len(ps))
	for i, p := range ps {
		out[i] = &core.StockBird{Pigeon: p, Hold: byPigeon[p.ID]}
	}
	return out, nil
}

// CountSaleBirds counts the birds of the buyer's open or paid sale orders.
func (db *DB) CountSaleBirds(ctx context.Context, seasonID, userID int64) (int, error) {
	var n int
	err := db.conn(ctx).NewRaw(`SELECT count(*) FROM (`+openSalePosition+` AND o.season_id = ? AND o.user_id = ?) AS h`,
		int(core.ProductSale), bun.List(core.ClosedOrderStatuses), seasonID, userID).Scan(ctx, &n)
	return n, err
}
