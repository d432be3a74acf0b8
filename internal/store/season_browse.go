package store

import (
	"context"
	"sort"
	"strings"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// seasonLoftRow is a season with the loft fields lists show.
type seasonLoftRow struct {
	seasonRow `bun:",extend"`

	LoftName    string
	LoftCountry string
	LoftTZ      string
	LoftCity    *string
}

func (r *seasonLoftRow) loft() *core.Loft {
	l := &core.Loft{ID: r.LoftID, Name: r.LoftName, Country: r.LoftCountry, TimeZone: r.LoftTZ}
	if r.LoftCity != nil {
		l.Addresses = []*core.LoftAddress{{LoftID: r.LoftID, City: *r.LoftCity, Country: r.LoftCountry}}
	}
	return l
}

// seasonLoftColumns are the columns of seasonLoftRow, from seasons s joined with lofts l.
const seasonLoftColumns = "s.*, l.name AS loft_name, l.country AS loft_country, l.time_zone AS loft_tz, " +
	"(SELECT a.city FROM loft_addresses AS a WHERE a.loft_id = l.id ORDER BY a.id LIMIT 1) AS loft_city"

type seasonListingRow struct {
	seasonLoftRow `bun:",extend"`

	RegID       *int64
	RegStartsAt *core.Date
	RegEndsAt   *core.Date
	FeeID       *int64
	FeeName     *string
	FeeAmount   *int64
	FeeActive   *int
	FeeReserve  *int
	UsedActive  int
	UsedReserve int
}

func (r *seasonListingRow) core() *core.SeasonListing {
	s := r.seasonRow.core()
	out := &core.SeasonListing{Season: s, Loft: r.loft(), Used: core.SeasonUsage{Active: r.UsedActive, Reserve: r.UsedReserve}}
	if r.RegID != nil {
		out.Registration = &core.DueDate{ID: *r.RegID, SeasonID: s.ID, Category: core.DueRegistration, StartsAt: *r.RegStartsAt, EndsAt: *r.RegEndsAt}
	}
	if r.FeeID != nil {
		out.EntryFee = &core.Product{ID: *r.FeeID, SeasonID: s.ID, Category: core.ProductEntryFee, Name: *r.FeeName, Amount: *r.FeeAmount,
			Currency: s.Currency, PigeonsActive: *r.FeeActive, PigeonsReserve: *r.FeeReserve}
	}
	return out
}

// openPlaces sums per season the entry-fee places of the orders whose latest
// status is not closed, as SeasonPlaces does for one season.
const openPlaces = `SELECT o.season_id, sum(p.quantity * p.pigeons_active) AS active, sum(p.quantity * p.pigeons_reserve) AS reserve
  FROM order_positions AS p JOIN orders AS o ON o.id = p.order_id
  JOIN order_statuses AS st ON st.order_id = o.id AND st.id = (SELECT max(id) FROM order_statuses WHERE order_id = o.id)
 WHERE p.product_category_id = ? AND st.status NOT IN (?)
 GROUP BY o.season_id`

// registrationOpen is core.Season.RegistrationOpenOn in SQL, for ordering and
// filtering a page: the switch is on, the season is not over and the loft's
// day lies within the registration due date r. Lofts keep their own days
// (f.TodayIn, by time zone); the day is compared in each branch so that
// both engines read the text as a date.
func registrationOpen(f core.SeasonBrowseFilter) (string, []any) {
	within := "r.starts_at <= ? AND r.ends_at >= ?"
	zones := make([]string, 0, len(f.TodayIn))
	for z := range f.TodayIn {
		zones = append(zones, z)
	}
	sort.Strings(zones) // one query text for one set of zones
	today := f.Today.String()
	if len(zones) == 0 { // CASE needs a WHEN
		return "(s.registration_open AND s.state <> 'over' AND " + within + ")", []any{today, today}
	}
	var b strings.Builder
	var args []any
	b.WriteString("(s.registration_open AND s.state <> 'over' AND CASE l.time_zone")
	for _, z := range zones {
		day := f.TodayIn[z].String()
		b.WriteString(" WHEN ? THEN " + within)
		args = append(args, z, day, day)
	}
	b.WriteString(" ELSE " + within + " END)")
	return b.String(), append(args, today, today)
}

// BrowseSeasons returns one page of seasons that are not drafts, of lofts
// that are not archived, open
// registrations first, in one query: the loft, the registration due date,
// the cheapest entry fee and the places held by open orders are joined in.
func (db *DB) BrowseSeasons(ctx context.Context, f core.SeasonBrowseFilter) ([]*core.SeasonListing, int, error) {
	open, openArgs := registrationOpen(f)
	var rows []seasonListingRow
	q := db.conn(ctx).NewSelect().TableExpr("seasons AS s").
		ColumnExpr(seasonLoftColumns).
		ColumnExpr("r.id AS reg_id, r.starts_at AS reg_starts_at, r.ends_at AS reg_ends_at").
		ColumnExpr("fee.id AS fee_id, fee.name AS fee_name, fee.amount AS fee_amount, fee.pigeons_active AS fee_active, fee.pigeons_reserve AS fee_reserve").
		ColumnExpr("coalesce(u.active, 0) AS used_active, coalesce(u.reserve, 0) AS used_reserve").
		Join("JOIN lofts AS l ON l.id = s.loft_id").
		Join("LEFT JOIN due_dates AS r ON r.season_id = s.id AND r.due_date_category_id = ?", int(core.DueRegistration)).
		Join("LEFT JOIN products AS fee ON fee.id = (SELECT p.id FROM products AS p WHERE p.season_id = s.id AND p.product_category_id = ? ORDER BY p.amount, p.id LIMIT 1)",
			int(core.ProductEntryFee)).
		Join("LEFT JOIN ("+openPlaces+") AS u ON u.season_id = s.id", int(core.ProductEntryFee), bun.List(core.ClosedOrderStatuses)).
		Where("s.state <> ?", string(core.SeasonDraft)).
		Where("l.archived_at IS NULL"). // archived lofts leave public lists
		OrderExpr("CASE WHEN "+open+" THEN 0 ELSE 1 END", openArgs...).
		OrderExpr("CASE WHEN "+open+" THEN r.ends_at END", openArgs...).
		OrderExpr("r.ends_at IS NULL, r.ends_at DESC, s.id DESC")
	if s := strings.ToLower(strings.TrimSpace(f.Search)); s != "" {
		like := "%" + s + "%"
		cond := "lower(s.name) LIKE ? OR lower(l.name) LIKE ? OR lower(l.country) = ? " +
			"OR EXISTS (SELECT 1 FROM loft_addresses AS a WHERE a.loft_id = l.id AND lower(a.city) LIKE ?)"
		args := []any{like, like, s, like}
		if len(f.Countries) > 0 {
			cond += " OR l.country IN (?)"
			args = append(args, bun.List(f.Countries))
		}
		q.Where("("+cond+")", args...)
	}
	if f.Country != "" {
		q.Where("l.country = ?", strings.ToUpper(f.Country))
	}
	if f.OpenOnly {
		q.Where(open, openArgs...)
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx, &rows)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*core.SeasonListing, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, n, nil
}

// FindLoftTimeZones returns the time zone names the lofts are in, each once.
func (db *DB) FindLoftTimeZones(ctx context.Context) ([]string, error) {
	var zones []string
	err := db.conn(ctx).NewSelect().TableExpr("lofts").ColumnExpr("DISTINCT time_zone").Scan(ctx, &zones)
	return zones, mapErr(err, "Loft")
}

// openOrder is true for an order o whose latest status is not closed.
const openOrder = "(SELECT st.status FROM order_statuses AS st WHERE st.order_id = o.id ORDER BY st.id DESC LIMIT 1) NOT IN (?)"

type userSeasonRow struct {
	seasonLoftRow `bun:",extend"`

	Pigeons       int
	Orders        int
	LatestOrderID *int64
}

// FindUserSeasons returns the seasons the user has pigeons or open orders
// in, newest first, with their counts, in one query.
func (db *DB) FindUserSeasons(ctx context.Context, userID int64) ([]*core.UserSeason, error) {
	closed := bun.List(core.ClosedOrderStatuses)
	var rows []userSeasonRow
	err := db.conn(ctx).NewSelect().TableExpr("seasons AS s").
		ColumnExpr(seasonLoftColumns).
		ColumnExpr("(SELECT count(*) FROM pigeons AS p JOIN teams AS t ON t.id = p.team_id WHERE p.season_id = s.id AND t.user_id = ?) AS pigeons", userID).
		ColumnExpr("(SELECT count(*) FROM orders AS o WHERE o.season_id = s.id AND o.user_id = ? AND "+openOrder+") AS orders", userID, closed).
		ColumnExpr("coalesce((SELECT max(o.id) FROM orders AS o WHERE o.season_id = s.id AND o.user_id = ? AND "+openOrder+"), "+
			"(SELECT max(o.id) FROM orders AS o WHERE o.season_id = s.id AND o.user_id = ?)) AS latest_order_id", userID, closed, userID).
		Join("JOIN lofts AS l ON l.id = s.loft_id").
		Where("s.id IN (SELECT p.season_id FROM pigeons AS p JOIN teams AS t ON t.id = p.team_id WHERE t.user_id = ?) "+
			"OR s.id IN (SELECT o.season_id FROM orders AS o WHERE o.user_id = ? AND "+openOrder+")", userID, userID, closed).
		Order("s.id DESC").
		Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	out := make([]*core.UserSeason, len(rows))
	for i := range rows {
		r := &rows[i]
		out[i] = &core.UserSeason{Season: r.seasonRow.core(), Loft: r.loft(), Pigeons: r.Pigeons, Orders: r.Orders, LatestOrderID: r.LatestOrderID}
	}
	return out, nil
}
