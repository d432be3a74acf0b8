package store

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type flightRow struct {
	bun.BaseModel `bun:"table:flights,alias:f"`

	ID                    int64 `bun:",pk,autoincrement"`
	SeasonID              int64
	Name                  string
	Kind                  string
	ReleaseTime           time.Time
	ReleasePoint          string
	ReleaseLongitude      float64
	ReleaseLatitude       float64
	Distance              int64
	EstimatedAverageSpeed int64
	State                 string
	Revision              int64
	ClosedAt              *time.Time
	PrizeTable            string // JSON; '' when the race has no prize money
	CreatedAt             time.Time
	Unit                  string `bun:",scanonly"` // the loft's, read with withUnit
}

// withUnit selects a flight's columns with its loft's unit.
func withUnit(q *bun.SelectQuery) *bun.SelectQuery {
	return q.ColumnExpr("f.*").
		ColumnExpr("(SELECT l.unit FROM seasons s JOIN lofts l ON l.id = s.loft_id WHERE s.id = f.season_id) AS unit")
}

func (r *flightRow) core() *core.Flight {
	f := &core.Flight{ID: r.ID, SeasonID: r.SeasonID, Name: r.Name, Kind: core.FlightKind(r.Kind),
		ReleaseTime: r.ReleaseTime.UTC(), ReleasePoint: r.ReleasePoint, ReleaseLongitude: r.ReleaseLongitude,
		ReleaseLatitude: r.ReleaseLatitude, Distance: core.Distance(r.Distance),
		EstimatedAverageSpeed: core.Speed(r.EstimatedAverageSpeed), State: core.FlightState(r.State),
		Revision: r.Revision, ClosedAt: utcPtr(r.ClosedAt), CreatedAt: r.CreatedAt, Unit: core.Unit(r.Unit)}
	if r.PrizeTable != "" {
		var t core.PrizeTable
		if json.Unmarshal([]byte(r.PrizeTable), &t) == nil {
			f.Prizes = &t
		}
	}
	return f
}

type flightStatusRow struct {
	bun.BaseModel `bun:"table:flight_statuses"`

	ID        int64 `bun:",pk,autoincrement"`
	FlightID  int64
	State     string
	CreatedBy *int64
	CreatedAt time.Time
}

type basketingRow struct {
	bun.BaseModel `bun:"table:basketings,alias:b"`

	FlightID   int64 `bun:",pk"`
	PigeonID   int64 `bun:",pk"`
	BasketedAt time.Time
}

// FindFlightByID returns a flight with its season.
func (db *DB) FindFlightByID(ctx context.Context, id int64) (*core.Flight, error) {
	var row flightRow
	if err := withUnit(db.conn(ctx).NewSelect().Model(&row)).Where("f.id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err, "Flight")
	}
	f := row.core()
	s, err := db.FindSeasonByID(ctx, f.SeasonID)
	if err != nil {
		return nil, err
	}
	f.Season = s
	return f, nil
}

// FindFlights returns flights by release time, newest first, and the total.
func (db *DB) FindFlights(ctx context.Context, f core.FlightFilter) ([]*core.Flight, int, error) {
	var rows []flightRow
	q := withUnit(db.conn(ctx).NewSelect().Model(&rows)).OrderExpr("f.release_time DESC, f.id DESC")
	if f.ID != nil {
		q.Where("f.id = ?", *f.ID)
	}
	if f.SeasonID != nil {
		q.Where("f.season_id = ?", *f.SeasonID)
	}
	if f.LoftID != nil {
		q.Where("f.season_id IN (SELECT id FROM seasons WHERE loft_id = ?)", *f.LoftID)
	}
	if f.State != nil {
		q.Where("f.state = ?", string(*f.State))
	}
	if f.Published {
		q.Where("f.season_id IN (SELECT id FROM seasons WHERE state <> ?)", string(core.SeasonDraft))
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*core.Flight, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, n, nil
}

// CreateFlight inserts a flight and its first history row.
func (db *DB) CreateFlight(ctx context.Context, f *core.Flight) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		f.CreatedAt, f.Revision = db.now(), 1
		row := &flightRow{SeasonID: f.SeasonID, Name: f.Name, Kind: string(f.Kind), ReleaseTime: f.ReleaseTime.UTC(),
			ReleasePoint: f.ReleasePoint, ReleaseLongitude: f.ReleaseLongitude, ReleaseLatitude: f.ReleaseLatitude,
			Distance: int64(f.Distance), EstimatedAverageSpeed: int64(f.EstimatedAverageSpeed), State: string(f.State),
			Revision: 1, PrizeTable: f.Prizes.JSON(), CreatedAt: f.CreatedAt}
		if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
			return mapErr(err, "season")
		}
		f.ID = row.ID
		st := &flightStatusRow{FlightID: f.ID, State: row.State, CreatedAt: f.CreatedAt}
		_, err := db.conn(ctx).NewInsert().Model(st).Exec(ctx)
		return err
	})
}

// UpdateFlightState sets the state, bumps the revision and appends to the
// history. Closing sets the instant the race closed (closedAt); a state
// before closing clears it; finishing keeps it.
func (db *DB) UpdateFlightState(ctx context.Context, st *core.FlightStatus, closedAt *time.Time) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		q := db.conn(ctx).NewUpdate().Model((*flightRow)(nil)).
			Set("state = ?", string(st.State)).Set("revision = revision + 1").Where("id = ?", st.FlightID)
		switch st.State {
		case core.FlightClosed:
			q.Set("closed_at = ?", closedAt.UTC())
		case core.FlightFinished:
		default:
			q.Set("closed_at = NULL")
		}
		res, err := q.Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return core.Errorf(core.ENOTFOUND, "Flight not found.")
		}
		if st.CreatedAt.IsZero() {
			st.CreatedAt = db.now()
		}
		row := &flightStatusRow{FlightID: st.FlightID, State: string(st.State), CreatedBy: st.CreatedBy, CreatedAt: st.CreatedAt}
		if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
			return mapErr(err, "flight")
		}
		st.ID = row.ID
		return nil
	})
}

// CloseFlight closes a released flight as of at by its rule (nobody's
// action), with a history row; false when it is not released any more,
// so that of two batches that both see the rule met only one closes it.
func (db *DB) CloseFlight(ctx context.Context, flightID int64, at time.Time) (bool, error) {
	closed := false
	err := db.InTx(ctx, func(ctx context.Context) error {
		res, err := db.conn(ctx).NewUpdate().Model((*flightRow)(nil)).
			Set("state = ?", string(core.FlightClosed)).Set("closed_at = ?", at.UTC()).Set("revision = revision + 1").
			Where("id = ? AND state = ?", flightID, string(core.FlightReleased)).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		closed = true
		_, err = db.conn(ctx).NewInsert().Model(&flightStatusRow{FlightID: flightID, State: string(core.FlightClosed), CreatedAt: db.now()}).Exec(ctx)
		return err
	})
	return closed, err
}

// FindFlightStatuses returns a flight's history, newest first.
func (db *DB) FindFlightStatuses(ctx context.Context, flightID int64) ([]*core.FlightStatus, error) {
	var rows []flightStatusRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("flight_id = ?", flightID).Order("id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.FlightStatus, len(rows))
	for i, r := range rows {
		out[i] = &core.FlightStatus{ID: r.ID, FlightID: r.FlightID, State: core.FlightState(r.State), CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt}
	}
	return out, nil
}

// CreateBasketing puts a pigeon in a flight's basket; ECONFLICT when it is there already.
func (db *DB) CreateBasketing(ctx context.Context, b *core.Basketing) error {
	if b.BasketedAt.IsZero() {
		b.BasketedAt = db.now()
	}
	row := &basketingRow{FlightID: b.FlightID, PigeonID: b.PigeonID, BasketedAt: b.BasketedAt.UTC()}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "pigeon")
	}
	return db.TouchFlight(ctx, b.FlightID)
}

// DeleteBasketing takes a pigeon out of a flight's basket; ENOTFOUND when it
// was not in it.
func (db *DB) DeleteBasketing(ctx context.Context, flightID, pigeonID int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*basketingRow)(nil)).
		Where("flight_id = ? AND pigeon_id = ?", flightID, pigeonID).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, core.MsgNotInBasket)
	}
	return db.TouchFlight(ctx, flightID)
}

// FindBasketings lists one page of a flight's basket by basketing time, with pigeons and teams.
func (db *DB) FindBasketings(ctx context.Context, flightID int64, offset, limit int) ([]*core.Basketing, int, error) {
	var rows []basketingRow
	q := db.conn(ctx).NewSelect().Model(&rows).Where("b.flight_id = ?", flightID).OrderExpr("b.basketed_at, b.pigeon_id")
	n, err := page(q, offset, limit).ScanAndCount(ctx)
	if err != nil || len(rows) == 0 {
		return nil, n, err
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.PigeonID
	}
	pigeons, err := db.pigeonsByID(ctx, ids)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*core.Basketing, len(rows))
	for i, r := range rows {
		out[i] = &core.Basketing{FlightID: r.FlightID, PigeonID: r.PigeonID, BasketedAt: r.BasketedAt.UTC(), Pigeon: pigeons[r.PigeonID]}
	}
	return out, n, nil
}

// CountBasketings counts a flight's basket.
func (db *DB) CountBasketings(ctx context.Context, flightID int64) (int, error) {
	return db.conn(ctx).NewSelect().Model((*basketingRow)(nil)).Where("flight_id = ?", flightID).Count(ctx)
}

// TouchFlight increases the flight's revision.
func (db *DB) TouchFlight(ctx context.Context, flightID int64) error {
	_, err := db.conn(ctx).NewUpdate().Model((*flightRow)(nil)).Set("revision = revision + 1").Where("id = ?", flightID).Exec(ctx)
	return err
}

// FlightRevision returns the flight's revision.
func (db *DB) FlightRevision(ctx context.Context, flightID int64) (int64, error) {
	var rev int64
	err := db.conn(ctx).NewSelect().Model((*flightRow)(nil)).Column("revision").Where("id = ?", flightID).Scan(ctx, &rev)
	return rev, mapErr(err, "Flight")
}

// pigeonsByID loads pigeons with their teams (without statuses), for lists of
// thousands of rows: one query for the pigeons, one for the teams.
func (db *DB) pigeonsByID(ctx context.Context, ids []int64) (map[int64]*core.Pigeon, error) {
	out := make(map[int64]*core.Pigeon, len(ids))
	teamIDs := map[int64]bool{}
	for start := 0; start < len(ids); start += 500 {
		end := min(start+500, len(ids))
		var rows []pigeonRow
		if err := db.conn(ctx).NewSelect().Model(&rows).Where("p.id IN (?)", bun.List(ids[start:end])).Scan(ctx); err != nil {
			return nil, err
		}
		for _, r := range rows {
			out[r.ID], teamIDs[r.TeamID] = r.core(), true
		}
	}
	if len(teamIDs) == 0 {
		return out, nil
	}
	teams, err := db.teamsByID(ctx, teamIDs, core.TeamFilter{})
	if err != nil {
		return nil, err
	}
	for _, p := range out {
		p.Team = teams[p.TeamID]
	}
	return out, nil
}

func utcPtr(t *time.Time) *time.Time {
	if t == nil {
		return nil
	}
	u := t.UTC()
	return &u
}
