package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type contractRow struct {
	bun.BaseModel `bun:"table:season_contracts"`

	ID        int64 `bun:",pk,autoincrement"`
	SeasonID  int64
	Version   int
	Terms     string
	FilePath  string
	FileName  string
	CreatedBy *int64
	CreatedAt time.Time
}

// FindContracts implements core.ContractStore.
func (db *DB) FindContracts(ctx context.Context, seasonID int64) ([]*core.Contract, error) {
	var rows []contractRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("season_id = ?", seasonID).OrderExpr("version DESC").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Contract, len(rows))
	for i, r := range rows {
		out[i] = &core.Contract{ID: r.ID, SeasonID: r.SeasonID, Version: r.Version, Terms: r.Terms, FilePath: r.FilePath, FileName: r.FileName,
			CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}

// CreateContract implements core.ContractStore: the next version is read
// and written in one statement, and the unique (season, version) makes a
// concurrent publisher fail rather than share a number.
func (db *DB) CreateContract(ctx context.Context, c *core.Contract) error {
	c.CreatedAt = db.now()
	row := &contractRow{SeasonID: c.SeasonID, Terms: c.Terms, FilePath: c.FilePath, FileName: c.FileName, CreatedBy: c.CreatedBy, CreatedAt: c.CreatedAt}
	_, err := db.conn(ctx).NewInsert().Model(row).
		Value("version", "(SELECT COALESCE(MAX(version), 0) + 1 FROM season_contracts WHERE season_id = ?)", c.SeasonID).
		Returning("id, version").Exec(ctx)
	if err != nil {
		return mapErr(err, "Season")
	}
	c.ID, c.Version = row.ID, row.Version
	return nil
}
