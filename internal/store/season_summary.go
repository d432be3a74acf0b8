package store

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type seasonSummaryRow struct {
	seasonRow `bun:",extend"`
	LoftName  string `bun:",scanonly"`
}

// FindSeasonSummaries returns one page of seasons, newest first, with their
// loft's name, the places their open orders hold and their orders count,
// and the total.
func (db *DB) FindSeasonSummaries(ctx context.Context, f core.SeasonSummaryFilter) ([]*core.SeasonSummary, int, error) {
	var rows []seasonSummaryRow
	q := db.conn(ctx).NewSelect().Model(&rows).ColumnExpr("?TableAlias.*, l.name AS loft_name").
		Join("JOIN lofts AS l ON l.id = ?TableAlias.loft_id").OrderExpr("?TableAlias.id DESC")
	if f.LoftIDs != nil {
		if len(f.LoftIDs) == 0 {
			return nil, 0, nil
		}
		q.Where("?TableAlias.loft_id IN (?)", bun.List(f.LoftIDs))
	}
	if f.ID != nil {
		q.Where("?TableAlias.id = ?", *f.ID)
	}
	if f.LoftID != nil {
		q.Where("?TableAlias.loft_id = ?", *f.LoftID)
	}
	if f.State != nil {
		q.Where("?TableAlias.state = ?", string(*f.State))
	}
	if f.RegistrationOpen != nil {
		q.Where("?TableAlias.registration_open = ?", *f.RegistrationOpen)
	}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		q.Where("(lower(?TableAlias.name) LIKE ? OR lower(l.name) LIKE ?)", like, like)
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil || len(rows) == 0 {
		return nil, n, err
	}
	out := make([]*core.SeasonSummary, len(rows))
	byID := make(map[int64]*core.SeasonSummary, len(rows))
	ids := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = &core.SeasonSummary{Season: *r.core(), LoftName: r.LoftName}
		byID[r.ID], ids[i] = out[i], r.ID
	}
	var places []struct {
		SeasonID int64
		Active   int
		Reserve  int
	}
	err = db.conn(ctx).NewRaw(`SELECT o.season_id, `+placesHeld+` FROM `+openEntryFees+` AND o.season_id IN (?) GROUP BY o.season_id`,
		int(core.ProductEntryFee), bun.List(core.ClosedOrderStatuses), bun.List(ids)).Scan(ctx, &places)
	if err != nil {
		return nil, 0, err
	}
	for _, p := range places {
		byID[p.SeasonID].Places = core.SeasonUsage{Active: p.Active, Reserve: p.Reserve}
	}
	var counts []struct {
		SeasonID int64
		N        int
	}
	err = db.conn(ctx).NewRaw(`SELECT season_id, count(*) AS n FROM orders WHERE season_id IN (?) GROUP BY season_id`, bun.List(ids)).Scan(ctx, &counts)
	if err != nil {
		return nil, 0, err
	}
	for _, c := range counts {
		byID[c.SeasonID].OrdersCount = c.N
	}
	return out, n, nil
}
