package store

import (
	"context"
	"strings"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// FindCustomers returns one page of a loft's customers (users with a team in
// the loft or an order in one of its seasons; with a season, users with an
// order or a pigeon in it) by last and first name, and the total. Each comes
// with their teams, pigeon count and order totals per latest status and
// currency, read in three queries for the whole page.
func (db *DB) FindCustomers(ctx context.Context, f core.CustomerFilter) ([]*core.Customer, int, error) {
	var rows []userRow
	q := db.conn(ctx).NewSelect().Model(&rows).OrderExpr("lower(u.last_name), lower(u.first_name), u.id")
	if f.SeasonID != nil {
		q.Where(`(u.id IN (SELECT o.user_id FROM orders AS o JOIN seasons AS s ON s.id = o.season_id WHERE s.id = ? AND s.loft_id = ?)
		   OR u.id IN (SELECT t.user_id FROM teams AS t JOIN pigeons AS p ON p.team_id = t.id WHERE p.season_id = ? AND t.loft_id = ?))`,
			*f.SeasonID, f.LoftID, *f.SeasonID, f.LoftID)
	} else {
		q.Where(`(u.id IN (SELECT user_id FROM teams WHERE loft_id = ?)
		   OR u.id IN (SELECT o.user_id FROM orders AS o JOIN seasons AS s ON s.id = o.season_id WHERE s.loft_id = ?))`, f.LoftID, f.LoftID)
	}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		q.Where(`(lower(u.first_name || ' ' || u.last_name) LIKE ? OR lower(u.email) LIKE ?
		   OR u.id IN (SELECT user_id FROM teams WHERE loft_id = ? AND lower(name) LIKE ?))`, like, like, f.LoftID, like)
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil || len(rows) == 0 {
		return []*core.Customer{}, n, err
	}
	out := make([]*core.Customer, len(rows))
	byUser := make(map[int64]*core.Customer, len(rows))
	ids := make([]int64, len(rows))
	for i := range rows {
		out[i] = &core.Customer{User: rows[i].core(), Teams: []*core.Team{}}
		byUser[rows[i].ID], ids[i] = out[i], rows[i].ID
	}

	teams, _, err := db.FindTeams(ctx, core.TeamFilter{LoftID: &f.LoftID, UserIDs: ids, PigeonsIn: f.SeasonID})
	if err != nil {
		return nil, 0, err
	}
	for _, t := range teams {
		c := byUser[t.UserID]
		c.Teams = append(c.Teams, t)
		c.Pigeons += t.PigeonsCount
	}

	var totals []struct {
		UserID   int64
		Status   string
		Currency string
		Count    int
		Sum      int64
	}
	tq := db.conn(ctx).NewSelect().TableExpr("orders AS o").
		ColumnExpr("o.user_id, st.status, o.currency, count(*) AS count, sum(o.total) AS sum").
		Join("JOIN order_statuses AS st ON st.order_id = o.id AND st.id = (SELECT max(id) FROM order_statuses WHERE order_id = o.id)").
		Join("JOIN seasons AS s ON s.id = o.season_id").
		Where("s.loft_id = ? AND o.user_id IN (?)", f.LoftID, bun.List(ids)).
		GroupExpr("o.user_id, st.status, o.currency").OrderExpr("o.user_id, st.status, o.currency")
	if f.SeasonID != nil {
		tq.Where("o.season_id = ?", *f.SeasonID)
	}
	if err := tq.Scan(ctx, &totals); err != nil {
		return nil, 0, err
	}
	for _, t := range totals {
		c := byUser[t.UserID]
		c.Totals = append(c.Totals, core.OrderTotal{Status: core.OrderStatus(t.Status), Currency: core.Currency(t.Currency), Count: t.Count, Sum: t.Sum})
	}
	return out, n, nil
}
