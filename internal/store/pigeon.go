package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type pigeonRow struct {
	bun.BaseModel `bun:"table:pigeons,alias:p"`

	ID        int64 `bun:",pk,autoincrement"`
	SeasonID  int64
	TeamID    int64
	Ring      string
	ChipRing  *string
	Name      string
	Color     string
	Sex       string
	OrderID   *int64
	CreatedAt time.Time
}

func (r *pigeonRow) core() *core.Pigeon {
	p := &core.Pigeon{ID: r.ID, SeasonID: r.SeasonID, TeamID: r.TeamID, Ring: r.Ring, Name: r.Name,
		Color: r.Color, Sex: core.Sex(r.Sex), OrderID: r.OrderID, CreatedAt: r.CreatedAt}
	if r.ChipRing != nil {
		p.ChipRing = *r.ChipRing
	}
	return p
}

type pigeonStatusRow struct {
	bun.BaseModel `bun:"table:pigeon_statuses"`

	ID                 int64 `bun:",pk,autoincrement"`
	PigeonID           int64
	PigeonStatusTypeID int
	Kind               string
	Note               string
	CreatedBy          *int64
	CreatedAt          time.Time
}

func (r *pigeonStatusRow) core() *core.PigeonStatus {
	return &core.PigeonStatus{ID: r.ID, PigeonID: r.PigeonID, Type: core.PigeonStatusType(r.PigeonStatusTypeID),
		Note: r.Note, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt}
}

// FindPigeonByID returns a pigeon with its team and latest statuses.
func (db *DB) FindPigeonByID(ctx context.Context, id int64) (*core.Pigeon, error) {
	ps, _, err := db.FindPigeons(ctx, core.PigeonFilter{ID: &id})
	if err != nil {
		return nil, err
	} else if len(ps) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Pigeon not found.")
	}
	return ps[0], nil
}

// FindPigeons returns one page of pigeons by ring with teams and latest
// statuses (one query each for the page), and the total.
func (db *DB) FindPigeons(ctx context.Context, f core.PigeonFilter) ([]*core.Pigeon, int, error) {
	var rows []pigeonRow
	q := db.conn(ctx).NewSelect().Model(&rows).OrderExpr("p.ring, p.id")
	if f.ID != nil {
		q.Where("p.id = ?", *f.ID)
	}
	if f.SeasonID != nil {
		q.Where("p.season_id = ?", *f.SeasonID)
	}
	if f.TeamID != nil {
		q.Where("p.team_id = ?", *f.TeamID)
	}
	if f.UserID != nil {
		q.Where("p.team_id IN (SELECT id FROM teams WHERE user_id = ?)", *f.UserID)
	}
	if f.LoftID != nil {
		q.Where("p.season_id IN (SELECT id FROM seasons WHERE loft_id = ?)", *f.LoftID)
	}
	if f.OrderID != nil {
		q.Where("p.order_id = ?", *f.OrderID)
	}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		q.Where("(lower(p.ring) LIKE ? OR lower(p.name) LIKE ?)", like, like)
	}
	if f.Ring != "" {
		q.Where("replace(p.ring, '-', '') = ?", core.RingKey(f.Ring))
	}
	if f.ArrivedIn != nil {
		q.Where("p.id IN (SELECT pigeon_id FROM arrivals WHERE flight_id = ?)", *f.ArrivedIn)
	}
	if f.Health != nil {
		q.Where(`(SELECT s.pigeon_status_type_id FROM pigeon_statuses s
		   WHERE s.pigeon_id = p.id AND s.kind = 'health' ORDER BY s.id DESC LIMIT 1) = ?`, int(*f.Health))
	}
	if f.Listed {
		q.Where(listedPigeon("p"), listedArgs(f.Viewer)...)
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil || len(rows) == 0 {
		return nil, n, err
	}
	out := make([]*core.Pigeon, len(rows))
	byID := make(map[int64]*core.Pigeon, len(rows))
	ids := make([]int64, len(rows))
	teamIDs := map[int64]bool{}
	for i, r := range rows {
		out[i] = r.core()
		byID[r.ID], ids[i], teamIDs[r.TeamID] = out[i], r.ID, true
	}
	if err := db.loadLatestStatuses(ctx, ids, byID); err != nil {
		return nil, 0, err
	}
	teams, err := db.teamsByID(ctx, teamIDs, core.TeamFilter{Listed: f.Listed, Viewer: f.Viewer})
	if err != nil {
		return nil, 0, err
	}
	for _, p := range out {
		p.Team = teams[p.TeamID]
	}
	return out, n, nil
}

// listedPigeon is the condition on the pigeon row of alias a that the
// public pages show it (core.PigeonFilter.Listed), with listedArgs.
func listedPigeon(a string) string {
	return "(" + a + ".season_id IN (SELECT id FROM seasons WHERE state <> ?) AND (" + a + ".order_id IS NULL" +
		" OR " + a + ".team_id IN (SELECT id FROM teams WHERE user_id = ?)" +
		" OR (SELECT os.status FROM order_statuses AS os WHERE os.order_id = " + a + ".order_id ORDER BY os.id DESC LIMIT 1) NOT IN (?)))"
}

func listedArgs(viewer int64) []any {
	unlisted := make([]string, len(core.UnlistedOrderStatuses))
	for i, st := range core.UnlistedOrderStatuses {
		unlisted[i] = string(st)
	}
	return []any{string(core.SeasonDraft), viewer, bun.List(unlisted)}
}

func (db *DB) loadLatestStatuses(ctx context.Context, ids []int64, byID map[int64]*core.Pigeon) error {
	var st []pigeonStatusRow
	err := db.conn(ctx).NewSelect().Model(&st).
		Where("id IN (SELECT max(id) FROM pigeon_statuses WHERE pigeon_id IN (?) GROUP BY pigeon_id, kind)", bun.List(ids)).
		Scan(ctx)
	if err != nil {
		return err
	}
	for i := range st {
		p := byID[st[i].PigeonID]
		if core.StatusKind(st[i].Kind) == core.KindProgressive {
			p.Progressive = st[i].core()
		} else {
			p.Health = st[i].core()
		}
	}
	return nil
}

// teamsByID loads teams with their pigeon counts as f counts them.
func (db *DB) teamsByID(ctx context.Context, ids map[int64]bool, f core.TeamFilter) (map[int64]*core.Team, error) {
	list := make([]int64, 0, len(ids))
	for id := range ids {
		list = append(list, id)
	}
	var rows []teamRow
	err := db.selectTeams(ctx, &rows, f).Where("t.id IN (?)", bun.List(list)).Scan(ctx)
	out := make(map[int64]*core.Team, len(rows))
	for i := range rows {
		out[rows[i].ID] = rows[i].core()
	}
	return out, err
}

// CreatePigeon inserts p; ECONFLICT when the season has the ring (or chip) already.
func (db *DB) CreatePigeon(ctx context.Context, p *core.Pigeon) error {
	p.CreatedAt = db.now()
	row := &pigeonRow{SeasonID: p.SeasonID, TeamID: p.TeamID, Ring: p.Ring, Name: p.Name, Color: p.Color,
		Sex: string(p.Sex), OrderID: p.OrderID, CreatedAt: p.CreatedAt}
	if p.ChipRing != "" {
		row.ChipRing = &p.ChipRing
	}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "pigeon")
	}
	p.ID = row.ID
	return nil
}

// UpdatePigeon stores the ring, chip ring, name, colour and sex of p.
func (db *DB) UpdatePigeon(ctx context.Context, p *core.Pigeon) error {
	var chip *string
	if p.ChipRing != "" {
		chip = &p.ChipRing
	}
	res, err := db.conn(ctx).NewUpdate().Model((*pigeonRow)(nil)).Set("ring = ?", p.Ring).Set("chip_ring = ?", chip).
		Set("name = ?", p.Name).Set("color = ?", p.Color).Set("sex = ?", string(p.Sex)).Where("id = ?", p.ID).Exec(ctx)
	if err != nil {
		return mapErr(err, "pigeon")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Pigeon not found.")
	}
	return nil
}

// MovePigeon gives the pigeon to another team.
func (db *DB) MovePigeon(ctx context.Context, pigeonID, teamID int64) error {
	res, err := db.conn(ctx).NewUpdate().Model((*pigeonRow)(nil)).Set("team_id = ?", teamID).Where("id = ?", pigeonID).Exec(ctx)
	if err != nil {
		return mapErr(err, "pigeon")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Pigeon not found.")
	}
	return nil
}

// DeletePigeon removes a pigeon and its history.
func (db *DB) DeletePigeon(ctx context.Context, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*pigeonRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return mapErr(err, "pigeon")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Pigeon not found.")
	}
	return nil
}

// CreatePigeonStatus appends a status row.
func (db *DB) CreatePigeonStatus(ctx context.Context, s *core.PigeonStatus) error {
	if s.CreatedAt.IsZero() {
		s.CreatedAt = db.now()
	}
	row := &pigeonStatusRow{PigeonID: s.PigeonID, PigeonStatusTypeID: int(s.Type), Kind: string(s.Type.Kind()),
		Note: s.Note, CreatedBy: s.CreatedBy, CreatedAt: s.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "pigeon")
	}
	s.ID = row.ID
	return nil
}

// DeletePigeonStatus removes a status row; ENOTFOUND.
func (db *DB) DeletePigeonStatus(ctx context.Context, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*pigeonStatusRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Status not found.")
	}
	return nil
}

// FindPigeonStatuses returns a pigeon's history, newest first.
func (db *DB) FindPigeonStatuses(ctx context.Context, pigeonID int64) ([]*core.PigeonStatus, error) {
	var rows []pigeonStatusRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("pigeon_id = ?", pigeonID).Order("id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.PigeonStatus, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}
