package store

import (
	"context"
	"database/sql"
	"errors"
	"time"

	"github.com/uptrace/bun"
)

type loginFailureRow struct {
	bun.BaseModel `bun:"table:login_failures"`

	ID  int64 `bun:",pk,autoincrement"`
	Key string
	At  time.Time
}

// RecordLoginFailure notes a failed sign-in under each key.
func (db *DB) RecordLoginFailure(ctx context.Context, keys []string, at time.Time) error {
	rows := make([]loginFailureRow, len(keys))
	for i, k := range keys {
		rows[i] = loginFailureRow{Key: k, At: at}
	}
	_, err := db.conn(ctx).NewInsert().Model(&rows).Exec(ctx)
	return err
}

// CountLoginFailures counts a key's failures since a time.
func (db *DB) CountLoginFailures(ctx context.Context, key string, since time.Time) (int, error) {
	return db.conn(ctx).NewSelect().Model((*loginFailureRow)(nil)).Where("key = ? AND at > ?", key, since).Count(ctx)
}

// LastLoginFailure is the time of a key's latest record; zero when it has none.
func (db *DB) LastLoginFailure(ctx context.Context, key string) (time.Time, error) {
	var row loginFailureRow
	err := db.conn(ctx).NewSelect().Model(&row).Where("key = ?", key).OrderExpr("at DESC").Limit(1).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return time.Time{}, nil
	}
	return row.At, err
}
