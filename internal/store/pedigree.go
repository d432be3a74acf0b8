package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type pedigreeSettingsRow struct {
	bun.BaseModel `bun:"table:pedigree_settings"`

	UserID            int64 `bun:",pk"`
	Generations       int
	TimeZone          string
	TrialStartedAt    time.Time
	TrialNoticeSentAt *time.Time
}

func (r *pedigreeSettingsRow) core() *core.PedigreeSettings {
	return &core.PedigreeSettings{UserID: r.UserID, Generations: r.Generations, TimeZone: r.TimeZone, TrialStarted: r.TrialStartedAt,
		TrialNoticeSent: r.TrialNoticeSentAt}
}

// FindPedigreeSettings returns the account's settings; ENOTFOUND before its
// first use of the tool.
func (db *DB) FindPedigreeSettings(ctx context.Context, userID int64) (*core.PedigreeSettings, error) {
	var row pedigreeSettingsRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("user_id = ?", userID).Scan(ctx); err != nil {
		return nil, mapErr(err, "Pedigree settings")
	}
	return row.core(), nil
}

// SavePedigreeSettings writes the settings, creating them at the first use;
// the trial's start never moves once written.
func (db *DB) SavePedigreeSettings(ctx context.Context, s *core.PedigreeSettings) error {
	row := &pedigreeSettingsRow{UserID: s.UserID, Generations: s.Generations, TimeZone: s.TimeZone, TrialStartedAt: s.TrialStarted}
	_, err := db.conn(ctx).NewInsert().Model(row).
		On("CONFLICT (user_id) DO UPDATE").Set("generations = EXCLUDED.generations").Set("time_zone = EXCLUDED.time_zone").Exec(ctx)
	return mapErr(err, "Pedigree settings")
}

// FindTrialsEnding returns the settings whose trial started in [from, to)
// and whose notice has not gone out.
func (db *DB) FindTrialsEnding(ctx context.Context, from, to time.Time) ([]*core.PedigreeSettings, error) {
	var rows []pedigreeSettingsRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("trial_started_at >= ? AND trial_started_at < ? AND trial_notice_sent_at IS NULL", from, to).
		OrderExpr("user_id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.PedigreeSettings, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// MarkTrialNoticeSent records that the trial's end was announced.
func (db *DB) MarkTrialNoticeSent(ctx context.Context, userID int64, at time.Time) error {
	_, err := db.conn(ctx).NewUpdate().Model((*pedigreeSettingsRow)(nil)).Set("trial_notice_sent_at = ?", at).Where("user_id = ?", userID).Exec(ctx)
	return err
}

// LockPedigree takes the account's row lock for a pedigree edit.
func (db *DB) LockPedigree(ctx context.Context, userID int64) error {
	return db.lockRow(ctx, "users", "User", userID)
}

type pedigreeFancierRow struct {
	bun.BaseModel `bun:"table:pedigree_fanciers"`

	ID        int64 `bun:",pk,autoincrement"`
	UserID    int64
	Name      string
	LoftName  string
	Country   string
	CreatedAt time.Time
}

func (r *pedigreeFancierRow) core() *core.PedigreeFancier {
	return &core.PedigreeFancier{ID: r.ID, UserID: r.UserID, Name: r.Name, LoftName: r.LoftName, Country: r.Country, CreatedAt: r.CreatedAt}
}

// CreatePedigreeFancier stores a new breeder of the account.
func (db *DB) CreatePedigreeFancier(ctx context.Context, f *core.PedigreeFancier) error {
	f.CreatedAt = db.now()
	row := &pedigreeFancierRow{UserID: f.UserID, Name: f.Name, LoftName: f.LoftName, Country: f.Country, CreatedAt: f.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "fancier")
	}
	f.ID = row.ID
	return nil
}

// UpdatePedigreeFancier writes a breeder's fields.
func (db *DB) UpdatePedigreeFancier(ctx context.Context, f *core.PedigreeFancier) error {
	res, err := db.conn(ctx).NewUpdate().Model((*pedigreeFancierRow)(nil)).Set("name = ?, loft_name = ?, country = ?", f.Name, f.LoftName, f.Country).
		Where("id = ? AND user_id = ?", f.ID, f.UserID).Exec(ctx)
	return oneRow(res, err, "Fancier")
}

// DeletePedigreeFancier removes a breeder; its pigeons keep no breeder.
func (db *DB) DeletePedigreeFancier(ctx context.Context, userID, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*pedigreeFancierRow)(nil)).Where("id = ? AND user_id = ?", id, userID).Exec(ctx)
	return oneRow(res, err, "Fancier")
}

// FindPedigreeFanciers lists the account's breeders by name.
func (db *DB) FindPedigreeFanciers(ctx context.Context, userID int64) ([]*core.PedigreeFancier, error) {
	var rows []pedigreeFancierRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("user_id = ?", userID).OrderExpr("lower(name), id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.PedigreeFancier, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// oneRow maps an UPDATE or DELETE that should touch exactly one row of the
// account: none is "not found" (another account's id included).
func oneRow(res interface{ RowsAffected() (int64, error) }, err error, what string) error {
	if err != nil {
		return mapErr(err, strings.ToLower(what))
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "%s not found.", what)
	}
	return nil
}
