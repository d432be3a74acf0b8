package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type userTokenRow struct {
	bun.BaseModel `bun:"table:user_tokens"`

	Hash      string `bun:",pk"`
	UserID    int64
	Purpose   string
	ExpiresAt time.Time
	UsedAt    *time.Time
	CreatedAt time.Time
}

// CreateUserToken stores a mailed secret by its hash.
func (db *DB) CreateUserToken(ctx context.Context, t *core.UserToken) error {
	_, err := db.conn(ctx).NewInsert().Model(&userTokenRow{Hash: t.Hash, UserID: t.UserID, Purpose: t.Purpose, ExpiresAt: t.ExpiresAt, CreatedAt: db.now()}).Exec(ctx)
	return mapErr(err, "token")
}

// UseUserToken marks a valid, unused token of the purpose as used, atomically.
func (db *DB) UseUserToken(ctx context.Context, hash, purpose string, now time.Time) (*core.UserToken, error) {
	var row userTokenRow
	err := db.InTx(ctx, func(ctx context.Context) error {
		res, err := db.conn(ctx).NewUpdate().Model((*userTokenRow)(nil)).Set("used_at = ?", now).
			Where("hash = ? AND purpose = ? AND used_at IS NULL AND expires_at > ?", hash, purpose, now).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return core.Errorf(core.ENOTFOUND, core.MsgTokenInvalid)
		}
		return db.conn(ctx).NewSelect().Model(&row).Where("hash = ?", hash).Scan(ctx)
	})
	if err != nil {
		return nil, err
	}
	return &core.UserToken{Hash: row.Hash, UserID: row.UserID, Purpose: row.Purpose, ExpiresAt: row.ExpiresAt, UsedAt: row.UsedAt}, nil
}

// ExpireUserTokens marks a user's unused tokens of a purpose used.
func (db *DB) ExpireUserTokens(ctx context.Context, userID int64, purpose string, at time.Time) error {
	_, err := db.conn(ctx).NewUpdate().Model((*userTokenRow)(nil)).Set("used_at = ?", at).
		Where("user_id = ? AND purpose = ? AND used_at IS NULL", userID, purpose).Exec(ctx)
	return err
}
