package store

import (
	"context"
	"encoding/json"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type seasonRow struct {
	bun.BaseModel `bun:"table:seasons"`

	ID               int64 `bun:",pk,autoincrement"`
	LoftID           int64
	Name             string
	Currency         string
	State            string
	RegistrationOpen bool
	MaxPigeons       *int
	MaxActive        *int
	MaxReserve       *int
	TotalSpots       *int
	RulesText        string
	RaceRules        string // JSON; '' when none are written
	CreatedBy        *int64
	CreatedAt        time.Time
}

func (r *seasonRow) core() *core.Season {
	s := &core.Season{ID: r.ID, LoftID: r.LoftID, Name: r.Name, Currency: core.Currency(r.Currency),
		State: core.SeasonState(r.State), RegistrationOpen: r.RegistrationOpen, MaxPigeons: r.MaxPigeons,
		MaxActive: r.MaxActive, MaxReserve: r.MaxReserve, TotalSpots: r.TotalSpots, RulesText: r.RulesText, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt}
	if r.RaceRules != "" {
		var rules core.RaceRules
		if json.Unmarshal([]byte(r.RaceRules), &rules) == nil {
			s.Rules = &rules
		}
	}
	return s
}

type seasonStatusRow struct {
	bun.BaseModel `bun:"table:season_statuses"`

	ID               int64 `bun:",pk,autoincrement"`
	SeasonID         int64
	State            string
	RegistrationOpen bool
	CreatedBy        *int64
	CreatedAt        time.Time
}

// FindSeasonByID returns a season.
func (db *DB) FindSeasonByID(ctx context.Context, id int64) (*core.Season, error) {
	var row seasonRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err, "Season")
	}
	return row.core(), nil
}

// FindSeasons lists seasons, newest first.
func (db *DB) FindSeasons(ctx context.Context, f core.SeasonFilter) ([]*core.Season, error) {
	var rows []seasonRow
	q := db.conn(ctx).NewSelect().Model(&rows).Order("id DESC")
	if f.ID != nil {
		q.Where("id = ?", *f.ID)
	}
	if f.LoftID != nil {
		q.Where("loft_id = ?", *f.LoftID)
	}
	if f.State != nil {
		q.Where("state = ?", string(*f.State))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Season, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// CreateSeason inserts a season and its first state-history row, both by s.CreatedBy.
func (db *DB) CreateSeason(ctx context.Context, s *core.Season) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		s.CreatedAt = db.now()
		row := &seasonRow{LoftID: s.LoftID, Name: s.Name, Currency: string(s.Currency), State: string(s.State),
			RegistrationOpen: s.RegistrationOpen, MaxPigeons: s.MaxPigeons, MaxActive: s.MaxActive,
			MaxReserve: s.MaxReserve, TotalSpots: s.TotalSpots, RulesText: s.RulesText, RaceRules: s.Rules.JSON(), CreatedBy: s.CreatedBy, CreatedAt: s.CreatedAt}
		if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
			return mapErr(err, "loft")
		}
		s.ID = row.ID
		return db.insertSeasonStatus(ctx, &core.SeasonStatus{SeasonID: s.ID, State: s.State, RegistrationOpen: s.RegistrationOpen, CreatedBy: s.CreatedBy})
	})
}

// UpdateSeason stores every setting of s but its loft, state and registration.
func (db *DB) UpdateSeason(ctx context.Context, s *core.Season) error {
	row := &seasonRow{ID: s.ID, Name: s.Name, Currency: string(s.Currency), MaxPigeons: s.MaxPigeons,
		MaxActive: s.MaxActive, MaxReserve: s.MaxReserve, TotalSpots: s.TotalSpots, RulesText: s.RulesText, RaceRules: s.Rules.JSON()}
	res, err := db.conn(ctx).NewUpdate().Model(row).
		Column("name", "currency", "max_pigeons", "max_active", "max_reserve", "total_spots", "rules_text", "race_rules").
		WherePK().Exec(ctx)
	if err != nil {
		return mapErr(err, "season")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Season not found.")
	}
	return nil
}

// UpdateSeasonState sets the season's current state and records it in the history.
func (db *DB) UpdateSeasonState(ctx context.Context, st *core.SeasonStatus) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		res, err := db.conn(ctx).NewUpdate().Model((*seasonRow)(nil)).
			Set("state = ?", string(st.State)).Set("registration_open = ?", st.RegistrationOpen).
			Where("id = ?", st.SeasonID).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return core.Errorf(core.ENOTFOUND, "Season not found.")
		}
		return db.insertSeasonStatus(ctx, st)
	})
}

func (db *DB) insertSeasonStatus(ctx context.Context, st *core.SeasonStatus) error {
	st.CreatedAt = db.now()
	row := &seasonStatusRow{SeasonID: st.SeasonID, State: string(st.State), RegistrationOpen: st.RegistrationOpen,
		CreatedBy: st.CreatedBy, CreatedAt: st.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "season")
	}
	st.ID = row.ID
	return nil
}

// FindSeasonStatuses returns a season's state history, newest first.
func (db *DB) FindSeasonStatuses(ctx context.Context, seasonID int64) ([]*core.SeasonStatus, error) {
	var rows []seasonStatusRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("season_id = ?", seasonID).Order("id DESC").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.SeasonStatus, len(rows))
	for i, r := range rows {
		out[i] = &core.SeasonStatus{ID: r.ID, SeasonID: r.SeasonID, State: core.SeasonState(r.State),
			RegistrationOpen: r.RegistrationOpen, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt}
	}
	return out, nil
}
