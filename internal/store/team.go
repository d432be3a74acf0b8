package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type teamRow struct {
	bun.BaseModel `bun:"table:teams,alias:t"`

	ID           int64 `bun:",pk,autoincrement"`
	LoftID       int64
	UserID       int64
	Name         string
	Country      string
	CreatedAt    time.Time
	FirstName    string `bun:",scanonly"`
	LastName     string `bun:",scanonly"`
	PigeonsCount int    `bun:",scanonly"`
}

func (r *teamRow) core() *core.Team {
	return &core.Team{ID: r.ID, LoftID: r.LoftID, UserID: r.UserID, Name: r.Name, Country: r.Country, CreatedAt: r.CreatedAt,
		Fancier: strings.TrimSpace(r.FirstName + " " + r.LastName), PigeonsCount: r.PigeonsCount}
}

// FindTeamByID returns a team with its fancier's name and pigeon count.
func (db *DB) FindTeamByID(ctx context.Context, id int64) (*core.Team, error) {
	ts, _, err := db.FindTeams(ctx, core.TeamFilter{ID: &id})
	if err != nil {
		return nil, err
	} else if len(ts) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Team not found.")
	}
	return ts[0], nil
}

// FindTeams returns one page of teams by name, and the total. With a season
// filter only teams with pigeons in it are listed and counted.
func (db *DB) FindTeams(ctx context.Context, f core.TeamFilter) ([]*core.Team, int, error) {
	var rows []teamRow
	q := db.selectTeams(ctx, &rows, f).OrderExpr("t.name, t.id")
	if f.ID != nil {
		q.Where("t.id = ?", *f.ID)
	}
	if f.LoftID != nil {
		q.Where("t.loft_id = ?", *f.LoftID)
	}
	if f.UserID != nil {
		q.Where("t.user_id = ?", *f.UserID)
	}
	if f.UserIDs != nil {
		if len(f.UserIDs) == 0 {
			return nil, 0, nil
		}
		q.Where("t.user_id IN (?)", bun.List(f.UserIDs))
	}
	if f.SeasonID != nil {
		in := db.conn(ctx).NewSelect().TableExpr("pigeons AS sp").ColumnExpr("1").Where("sp.team_id = t.id").Where("sp.season_id = ?", *f.SeasonID)
		if f.Listed {
			in.Where(listedPigeon("sp"), listedArgs(f.Viewer)...)
		}
		q.Where("EXISTS (?)", in)
	}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		q.Where("(lower(t.name) LIKE ? OR lower(t.country) = ? OR lower(u.first_name || ' ' || u.last_name) LIKE ?)",
			like, strings.ToLower(s), like)
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*core.Team, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, n, nil
}

// selectTeams selects teams with their fancier's name and pigeon count (in
// the filter's season, or of its PigeonsIn; only listed ones when it says).
func (db *DB) selectTeams(ctx context.Context, rows *[]teamRow, f core.TeamFilter) *bun.SelectQuery {
	count := db.conn(ctx).NewSelect().TableExpr("pigeons AS p").ColumnExpr("count(*)").Where("p.team_id = t.id")
	if f.SeasonID != nil {
		count.Where("p.season_id = ?", *f.SeasonID)
	} else if f.PigeonsIn != nil {
		count.Where("p.season_id = ?", *f.PigeonsIn)
	}
	if f.Listed {
		count.Where(listedPigeon("p"), listedArgs(f.Viewer)...)
	}
	return db.conn(ctx).NewSelect().Model(rows).ColumnExpr("t.*, u.first_name, u.last_name").
		ColumnExpr("(?) AS pigeons_count", count).Join("JOIN users AS u ON u.id = t.user_id")
}

// HasLoftStake reports whether the user has a team in the loft or an order
// in one of its seasons.
func (db *DB) HasLoftStake(ctx context.Context, loftID, userID int64) (bool, error) {
	var n int
	err := db.conn(ctx).NewRaw(`SELECT
  (SELECT count(*) FROM teams WHERE loft_id = ? AND user_id = ?) +
  (SELECT count(*) FROM orders o JOIN seasons s ON s.id = o.season_id WHERE s.loft_id = ? AND o.user_id = ?)`,
		loftID, userID, loftID, userID).Scan(ctx, &n)
	return n > 0, err
}

// CreateTeam inserts t; ECONFLICT when the loft has a team of that name.
func (db *DB) CreateTeam(ctx context.Context, t *core.Team) error {
	t.CreatedAt = db.now()
	row := &teamRow{LoftID: t.LoftID, UserID: t.UserID, Name: t.Name, Country: t.Country, CreatedAt: t.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "team")
	}
	t.ID = row.ID
	return nil
}

// UpdateTeam stores a team's name, country and user; ECONFLICT when the
// loft has another team of that name.
func (db *DB) UpdateTeam(ctx context.Context, t *core.Team) error {
	res, err := db.conn(ctx).NewUpdate().Table("teams").Set("name = ?", t.Name).Set("country = ?", t.Country).
		Set("user_id = ?", t.UserID).Where("id = ?", t.ID).Exec(ctx)
	if err != nil {
		return mapErr(err, "team")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Team not found.")
	}
	return nil
}

// DeleteTeam removes a team; a team with pigeons is refused by its foreign key.
func (db *DB) DeleteTeam(ctx context.Context, id int64) error {
	res, err := db.conn(ctx).NewDelete().TableExpr("teams").Where("id = ?", id).Exec(ctx)
	if err != nil {
		return mapErr(err, "team")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Team not found.")
	}
	return nil
}
