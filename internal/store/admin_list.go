package store

import (
	"context"
	"fmt"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// Each admin list is one SELECT giving the same columns, so that filters,
// order and paging are written once around it. The columns: id, loft_id,
// loft_name, season_id, season_name, title, detail, status, at (a time),
// day and end_day (due dates), amount and currency.
const (
	adminNoDay   = "CAST(NULL AS DATE) AS day, CAST(NULL AS DATE) AS end_day"
	adminNoMoney = "CAST(NULL AS BIGINT) AS amount, '' AS currency"
	adminSeason  = "JOIN seasons AS s ON s.id = %s.season_id JOIN lofts AS l ON l.id = s.loft_id"
	adminOrderSt = "JOIN order_statuses AS st ON st.id = (SELECT max(id) FROM order_statuses WHERE order_id = o.id)"
	adminHealth  = "JOIN pigeon_statuses AS ps ON ps.id = (SELECT max(id) FROM pigeon_statuses WHERE pigeon_id = p.id AND kind = 'health')"
	adminLostID  = 5 // pigeon_status_types: lost
	adminPerson  = "u.first_name || ' ' || u.last_name"
)

var adminListSQL = map[core.AdminList]string{
	core.AdminOrders: "SELECT o.id, s.loft_id, l.name AS loft_name, o.season_id, s.name AS season_name, o.reference AS title, " +
		adminPerson + " || ' · ' || t.name AS detail, st.status, o.created_at AS at, " + adminNoDay + ", o.total AS amount, o.currency " +
		"FROM orders AS o " + fmt.Sprintf(adminSeason, "o") + " JOIN teams AS t ON t.id = o.team_id JOIN users AS u ON u.id = o.user_id " + adminOrderSt,
	core.AdminFlights: "SELECT f.id, s.loft_id, l.name AS loft_name, f.season_id, s.name AS season_name, f.name AS title, f.kind AS detail, " +
		"f.state AS status, f.release_time AS at, " + adminNoDay + ", " + adminNoMoney + " FROM flights AS f " + fmt.Sprintf(adminSeason, "f"),
	core.AdminTeams: "SELECT t.id, t.loft_id, l.name AS loft_name, CAST(NULL AS BIGINT) AS season_id, '' AS season_name, t.name AS title, " +
		adminPerson + " || ' · ' || t.country AS detail, '' AS status, t.created_at AS at, " + adminNoDay + ", " + adminNoMoney +
		" FROM teams AS t JOIN lofts AS l ON l.id = t.loft_id JOIN users AS u ON u.id = t.user_id",
	core.AdminCustomers: "SELECT u.id, t.loft_id, l.name AS loft_name, CAST(NULL AS BIGINT) AS season_id, '' AS season_name, " +
		adminPerson + " AS title, u.email AS detail, '' AS status, min(t.created_at) AS at, " + adminNoDay + ", " + adminNoMoney +
		" FROM teams AS t JOIN lofts AS l ON l.id = t.loft_id JOIN users AS u ON u.id = t.user_id " +
		"GROUP BY u.id, t.loft_id, l.name, u.first_name, u.last_name, u.email",
	core.AdminContracts: "SELECT c.id, s.loft_id, l.name AS loft_name, c.season_id, s.name AS season_name, " +
		"'v' || CAST(c.version AS TEXT) AS title, c.file_name AS detail, '' AS status, c.created_at AS at, " + adminNoDay + ", " + adminNoMoney +
		" FROM season_contracts AS c " + fmt.Sprintf(adminSeason, "c"),
	core.AdminActivations: "SELECT op.id, s.loft_id, l.name AS loft_name, o.season_id, s.name AS season_name, COALESCE(p.ring, '') AS title, " +
		"op.name AS detail, st.status, o.created_at AS at, " + adminNoDay + ", op.amount * op.quantity AS amount, o.currency " +
		"FROM order_positions AS op JOIN orders AS o ON o.id = op.order_id " + fmt.Sprintf(adminSeason, "o") + " " + adminOrderSt +
		" LEFT JOIN pigeons AS p ON p.id = op.pigeon_id " +
		fmt.Sprintf("WHERE op.product_category_id IN (%d, %d)", core.ProductFinalFlightActivation, core.ProductReserveActivation),
	core.AdminLostPigeons: "SELECT p.id, s.loft_id, l.name AS loft_name, p.season_id, s.name AS season_name, p.ring AS title, " +
		"t.name AS detail, 'lost' AS status, ps.created_at AS at, " + adminNoDay + ", " + adminNoMoney +
		" FROM pigeons AS p " + fmt.Sprintf(adminSeason, "p") + " JOIN teams AS t ON t.id = p.team_id " + adminHealth +
		fmt.Sprintf(" WHERE ps.pigeon_status_type_id = %d", adminLostID),
	core.AdminComebackPigeons: "SELECT p.id, s.loft_id, l.name AS loft_name, p.season_id, s.name AS season_name, p.ring AS title, " +
		"t.name AS detail, pt.code AS status, ps.created_at AS at, " + adminNoDay + ", " + adminNoMoney +
		" FROM pigeons AS p " + fmt.Sprintf(adminSeason, "p") + " JOIN teams AS t ON t.id = p.team_id " + adminHealth +
		" JOIN pigeon_status_types AS pt ON pt.id = ps.pigeon_status_type_id" +
		fmt.Sprintf(" WHERE ps.pigeon_status_type_id <> %[1]d AND EXISTS (SELECT 1 FROM pigeon_statuses AS lost "+
			"WHERE lost.pigeon_id = p.id AND lost.pigeon_status_type_id = %[1]d)", adminLostID),
	core.AdminDueDates: "SELECT d.id, s.loft_id, l.name AS loft_name, d.season_id, s.name AS season_name, d.name AS title, " +
		"d.description AS detail, " + dueCodeCase() + " AS status, CAST(NULL AS TIMESTAMP) AS at, d.starts_at AS day, d.ends_at AS end_day, " +
		adminNoMoney + " FROM due_dates AS d " + fmt.Sprintf(adminSeason, "d"),
}

// adminSeasonOf is how a list without a season of its own is filtered by
// one: the teams (of the customer) with a pigeon in it.
var adminSeasonOf = map[core.AdminList]string{
	core.AdminTeams:     "EXISTS (SELECT 1 FROM pigeons AS sp WHERE sp.team_id = x.id AND sp.season_id = ?)",
	core.AdminCustomers: "EXISTS (SELECT 1 FROM pigeons AS sp JOIN teams AS st ON st.id = sp.team_id WHERE st.user_id = x.id AND st.loft_id = x.loft_id AND sp.season_id = ?)",
}

func dueCodeCase() string {
	var b strings.Builder
	b.WriteString("CASE d.due_date_category_id")
	for _, c := range core.DueDateCategories {
		fmt.Fprintf(&b, " WHEN %d THEN '%s'", int(c), c.Code())
	}
	b.WriteString(" END")
	return b.String()
}

type adminRowScan struct {
	ID         int64
	LoftID     int64
	LoftName   string
	SeasonID   *int64
	SeasonName string
	Title      string
	Detail     string
	Status     string
	At         *time.Time
	Day        *core.Date
	EndDay     *core.Date
	Amount     *int64
	Currency   string
}

// FindAdminRows returns one page of an admins' list over every loft.
func (db *DB) FindAdminRows(ctx context.Context, f core.AdminListFilter) ([]*core.AdminRow, int, error) {
	inner, ok := adminListSQL[f.List]
	if !ok {
		return nil, 0, core.Invalid("list", "The selected list is invalid.")
	}
	filtered := func() *bun.SelectQuery { return adminFilter(db.conn(ctx).NewSelect().TableExpr("("+inner+") AS x"), f) }
	var n int
	if err := db.conn(ctx).NewSelect().TableExpr("(?) AS q", filtered().ColumnExpr("x.id")).ColumnExpr("count(*)").Scan(ctx, &n); err != nil {
		return nil, 0, err
	}
	var rows []adminRowScan
	q := filtered().ColumnExpr("x.*")
	if f.List == core.AdminDueDates {
		q.OrderExpr("x.day DESC, x.id DESC")
	} else {
		q.OrderExpr("x.at DESC, x.id DESC")
	}
	if err := page(q, f.Offset, f.Limit).Scan(ctx, &rows); err != nil {
		return nil, 0, err
	}
	out := make([]*core.AdminRow, len(rows))
	for i, r := range rows {
		out[i] = &core.AdminRow{ID: r.ID, LoftID: r.LoftID, LoftName: r.LoftName, SeasonID: r.SeasonID, SeasonName: r.SeasonName,
			Title: r.Title, Detail: r.Detail, Status: r.Status, At: r.At, Day: r.Day, EndDay: r.EndDay, Amount: r.Amount,
			Currency: core.Currency(r.Currency)}
	}
	if f.List == core.AdminComebackPigeons {
		return out, n, db.adminHistories(ctx, out)
	}
	return out, n, nil
}

// adminFilter narrows the rows of a list to those of f.
func adminFilter(q *bun.SelectQuery, f core.AdminListFilter) *bun.SelectQuery {
	if f.LoftID != nil {
		q.Where("x.loft_id = ?", *f.LoftID)
	}
	if f.SeasonID != nil {
		if cond, ok := adminSeasonOf[f.List]; ok {
			q.Where(cond, *f.SeasonID)
		} else {
			q.Where("x.season_id = ?", *f.SeasonID)
		}
	}
	if f.Status != "" {
		q.Where("x.status = ?", f.Status)
	}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		q.Where("(lower(x.title) LIKE ? OR lower(x.detail) LIKE ?)", like, like)
	}
	adminDays(q, f)
	return q
}

// adminDays keeps the rows of f's days: due dates running on any of them,
// other rows whose time falls on one (UTC).
func adminDays(q *bun.SelectQuery, f core.AdminListFilter) {
	if f.List == core.AdminDueDates {
		if f.From != nil {
			q.Where("x.end_day >= ?", *f.From)
		}
		if f.To != nil {
			q.Where("x.day <= ?", *f.To)
		}
		return
	}
	if f.From != nil {
		q.Where("x.at >= ?", f.From.Time)
	}
	if f.To != nil {
		q.Where("x.at < ?", f.To.AddDate(0, 0, 1))
	}
}

// adminHistories gives each pigeon of rows its health statuses, oldest first.
func (db *DB) adminHistories(ctx context.Context, rows []*core.AdminRow) error {
	if len(rows) == 0 {
		return nil
	}
	ids := make([]int64, len(rows))
	byID := map[int64]*core.AdminRow{}
	for i, r := range rows {
		ids[i], byID[r.ID] = r.ID, r
	}
	var hs []struct {
		PigeonID  int64
		Code      string
		CreatedAt time.Time
	}
	err := db.conn(ctx).NewSelect().TableExpr("pigeon_statuses AS ps").
		ColumnExpr("ps.pigeon_id, pt.code, ps.created_at").
		Join("JOIN pigeon_status_types AS pt ON pt.id = ps.pigeon_status_type_id").
		Where("ps.kind = 'health' AND ps.pigeon_id IN (?)", bun.List(ids)).OrderExpr("ps.id").Scan(ctx, &hs)
	if err != nil {
		return err
	}
	for _, h := range hs {
		r := byID[h.PigeonID]
		r.History = append(r.History, core.AdminStatus{Status: h.Code, At: h.CreatedAt})
	}
	return nil
}
