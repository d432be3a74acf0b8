package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type pedigreePigeonRow struct {
	bun.BaseModel `bun:"table:pedigree_pigeons,alias:pp"`

	ID        int64 `bun:",pk,autoincrement"`
	UserID    int64
	Ring      string
	Name      string
	Sex       string
	Color     string
	Strain    string
	BreederID *int64
	SireID    *int64
	DamID     *int64
	PairID    *int64
	HatchedOn *core.Date
	Notes     string
	PhotoPath string
	Shared    bool
	CreatedAt time.Time
	UpdatedAt time.Time
}

func pedigreePigeonRowOf(p *core.PedigreePigeon) *pedigreePigeonRow {
	return &pedigreePigeonRow{ID: p.ID, UserID: p.UserID, Ring: p.Ring, Name: p.Name, Sex: string(p.Sex), Color: p.Color, Strain: p.Strain,
		BreederID: p.BreederID, SireID: p.SireID, DamID: p.DamID, PairID: p.PairID, HatchedOn: p.HatchedOn, Notes: p.Notes,
		PhotoPath: p.PhotoPath, Shared: p.Shared, CreatedAt: p.CreatedAt, UpdatedAt: p.UpdatedAt}
}

func (r *pedigreePigeonRow) core() *core.PedigreePigeon {
	return &core.PedigreePigeon{ID: r.ID, UserID: r.UserID, Ring: r.Ring, Name: r.Name, Sex: core.Sex(r.Sex), Color: r.Color, Strain: r.Strain,
		BreederID: r.BreederID, SireID: r.SireID, DamID: r.DamID, PairID: r.PairID, HatchedOn: r.HatchedOn, Notes: r.Notes,
		PhotoPath: r.PhotoPath, Shared: r.Shared, CreatedAt: r.CreatedAt, UpdatedAt: r.UpdatedAt}
}

// CreatePedigreePigeon stores a new pigeon of the account; a ring the
// account has already answers EINVALID on ring.
func (db *DB) CreatePedigreePigeon(ctx context.Context, p *core.PedigreePigeon) error {
	p.CreatedAt, p.UpdatedAt = db.now(), db.now()
	row := pedigreePigeonRowOf(p)
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return ringTaken(mapErr(err, "pigeon"))
	}
	p.ID = row.ID
	return nil
}

// UpdatePedigreePigeon writes a pigeon's fields.
func (db *DB) UpdatePedigreePigeon(ctx context.Context, p *core.PedigreePigeon) error {
	p.UpdatedAt = db.now()
	res, err := db.conn(ctx).NewUpdate().Model(pedigreePigeonRowOf(p)).ExcludeColumn("id", "user_id", "created_at").
		Where("id = ? AND user_id = ?", p.ID, p.UserID).Exec(ctx)
	return ringTaken(oneRow(res, err, "Pigeon"))
}

// ringTaken answers a unique violation as the message the form shows.
func ringTaken(err error) error {
	if core.ErrorCode(err) == core.ECONFLICT {
		return core.Invalid("ring", "You already have a pigeon with this ring.")
	}
	return err
}

// DeletePedigreePigeon removes a pigeon: its youngsters lose it as a
// parent, its pairs go.
func (db *DB) DeletePedigreePigeon(ctx context.Context, userID, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*pedigreePigeonRow)(nil)).Where("id = ? AND user_id = ?", id, userID).Exec(ctx)
	return oneRow(res, err, "Pigeon")
}

// FindPedigreePigeon returns one pigeon of the account.
func (db *DB) FindPedigreePigeon(ctx context.Context, userID, id int64) (*core.PedigreePigeon, error) {
	var row pedigreePigeonRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("id = ? AND user_id = ?", id, userID).Scan(ctx); err != nil {
		return nil, mapErr(err, "Pigeon")
	}
	return row.core(), nil
}

// FindPedigreePigeonByRing returns the account's pigeon of a normalised ring.
func (db *DB) FindPedigreePigeonByRing(ctx context.Context, userID int64, ring string) (*core.PedigreePigeon, error) {
	var row pedigreePigeonRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("ring = ? AND user_id = ?", ring, userID).Scan(ctx); err != nil {
		return nil, mapErr(err, "Pigeon")
	}
	return row.core(), nil
}

// FindPedigreePigeons pages the account's pigeons by ring, filtered.
func (db *DB) FindPedigreePigeons(ctx context.Context, f core.PedigreeFilter) ([]*core.PedigreePigeon, int, error) {
	var rows []pedigreePigeonRow
	q := db.conn(ctx).NewSelect().Model(&rows).Where("user_id = ?", f.UserID).OrderExpr("ring, id")
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		ring := "%" + strings.ToLower(core.NormalizeRing(s)) + "%"
		q.Where("(lower(ring) LIKE ? OR lower(name) LIKE ? OR lower(ring) LIKE ?)", like, like, ring)
	}
	if f.Sex != "" {
		q.Where("sex = ?", string(f.Sex))
	}
	n, err := page(q, f.Page.Offset(), f.Page.PerPage).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	return pedigreePigeonsOf(rows), n, nil
}

// AllPedigreePigeons returns every pigeon of the account by ring.
func (db *DB) AllPedigreePigeons(ctx context.Context, userID int64) ([]*core.PedigreePigeon, error) {
	var rows []pedigreePigeonRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("user_id = ?", userID).OrderExpr("ring, id").Scan(ctx); err != nil {
		return nil, err
	}
	return pedigreePigeonsOf(rows), nil
}

func pedigreePigeonsOf(rows []pedigreePigeonRow) []*core.PedigreePigeon {
	out := make([]*core.PedigreePigeon, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out
}

type breedingPairRow struct {
	bun.BaseModel `bun:"table:pedigree_pairs,alias:bp"`

	ID        int64 `bun:",pk,autoincrement"`
	UserID    int64
	CockID    int64
	HenID     int64
	FromOn    core.Date
	ToOn      *core.Date
	Rounds    int
	Notes     string
	CreatedAt time.Time
	Young     int `bun:",scanonly"`
}

func breedingPairRowOf(p *core.BreedingPair) *breedingPairRow {
	return &breedingPairRow{ID: p.ID, UserID: p.UserID, CockID: p.CockID, HenID: p.HenID, FromOn: p.From, ToOn: p.To, Rounds: p.Rounds,
		Notes: p.Notes, CreatedAt: p.CreatedAt}
}

// CreateBreedingPair stores a new pair of the account.
func (db *DB) CreateBreedingPair(ctx context.Context, p *core.BreedingPair) error {
	p.CreatedAt = db.now()
	row := breedingPairRowOf(p)
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "pigeon")
	}
	p.ID = row.ID
	return nil
}

// UpdateBreedingPair writes a pair's fields.
func (db *DB) UpdateBreedingPair(ctx context.Context, p *core.BreedingPair) error {
	res, err := db.conn(ctx).NewUpdate().Model(breedingPairRowOf(p)).ExcludeColumn("id", "user_id", "created_at").
		Where("id = ? AND user_id = ?", p.ID, p.UserID).Exec(ctx)
	return oneRow(res, err, "Pair")
}

// DeleteBreedingPair removes a pair; its youngsters keep their parents.
func (db *DB) DeleteBreedingPair(ctx context.Context, userID, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*breedingPairRow)(nil)).Where("id = ? AND user_id = ?", id, userID).Exec(ctx)
	return oneRow(res, err, "Pair")
}

// FindBreedingPairs lists the account's pairs, newest first, with the
// number of youngsters of each.
func (db *DB) FindBreedingPairs(ctx context.Context, userID int64) ([]*core.BreedingPair, error) {
	var rows []breedingPairRow
	err := db.conn(ctx).NewSelect().Model(&rows).ColumnExpr("bp.*").
		ColumnExpr("(SELECT count(*) FROM pedigree_pigeons y WHERE y.pair_id = bp.id) AS young").
		Where("bp.user_id = ?", userID).OrderExpr("bp.from_on DESC, bp.id DESC").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*core.BreedingPair, len(rows))
	for i, r := range rows {
		out[i] = &core.BreedingPair{ID: r.ID, UserID: r.UserID, CockID: r.CockID, HenID: r.HenID, From: r.FromOn, To: r.ToOn, Rounds: r.Rounds,
			Notes: r.Notes, CreatedAt: r.CreatedAt, Young: r.Young}
	}
	return out, nil
}
