package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type tokenRow struct {
	bun.BaseModel `bun:"table:sso_tokens,alias:t"`

	ID             string `bun:",pk"`
	Kind           string
	UserID         int64
	ClientID       string
	Scopes         string
	Audience       string
	AuthTime       time.Time
	ExpiresAt      time.Time
	RefreshTokenID *string
	TokenHash      *string
	FamilyID       *string
	RevokedAt      *time.Time
	CreatedAt      time.Time
	// UserSignedOutAt comes from the token's user (findToken joins it).
	UserSignedOutAt *time.Time `bun:",scanonly"`
}

func (r *tokenRow) core() *core.Token {
	t := &core.Token{ID: r.ID, Kind: r.Kind, UserID: r.UserID, ClientID: r.ClientID, Scopes: strings.Fields(r.Scopes),
		Audience: strings.Fields(r.Audience), AuthTime: r.AuthTime, ExpiresAt: r.ExpiresAt, RevokedAt: r.RevokedAt, CreatedAt: r.CreatedAt,
		UserSignedOutAt: r.UserSignedOutAt}
	if r.RefreshTokenID != nil {
		t.RefreshTokenID = *r.RefreshTokenID
	}
	if r.TokenHash != nil {
		t.TokenHash = *r.TokenHash
	}
	if r.FamilyID != nil {
		t.FamilyID = *r.FamilyID
	}
	return t
}

func nullable(s string) *string {
	if s == "" {
		return nil
	}
	return &s
}

// CreateToken stores an issued token.
func (db *DB) CreateToken(ctx context.Context, t *core.Token) error {
	t.CreatedAt = db.now()
	row := &tokenRow{ID: t.ID, Kind: t.Kind, UserID: t.UserID, ClientID: t.ClientID, Scopes: strings.Join(t.Scopes, " "),
		Audience: strings.Join(t.Audience, " "), AuthTime: t.AuthTime, ExpiresAt: t.ExpiresAt,
		RefreshTokenID: nullable(t.RefreshTokenID), TokenHash: nullable(t.TokenHash), FamilyID: nullable(t.FamilyID), CreatedAt: t.CreatedAt}
	_, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx)
	return mapErr(err, "token")
}

// FindToken returns a token by id, revoked or not, with its user's
// sign-out time.
func (db *DB) FindToken(ctx context.Context, id string) (*core.Token, error) {
	return db.findToken(ctx, "t.id = ?", id)
}

// FindRefreshToken returns the refresh token whose value hashes to hash.
func (db *DB) FindRefreshToken(ctx context.Context, hash string) (*core.Token, error) {
	return db.findToken(ctx, "t.token_hash = ? AND t.kind = 'refresh'", hash)
}

// findToken reads a token and its user's sign-out time in one query: the
// API checks both on every request.
func (db *DB) findToken(ctx context.Context, where string, arg any) (*core.Token, error) {
	var row tokenRow
	err := db.conn(ctx).NewSelect().Model(&row).ColumnExpr("t.*").ColumnExpr("u.signed_out_at AS user_signed_out_at").
		Join("JOIN users AS u ON u.id = t.user_id").Where(where, arg).Scan(ctx)
	if err != nil {
		return nil, mapErr(err, "Token")
	}
	return row.core(), nil
}

// RevokeToken revokes a token and the access tokens issued with it.
func (db *DB) RevokeToken(ctx context.Context, id string, at time.Time) error {
	_, err := db.conn(ctx).NewUpdate().Model((*tokenRow)(nil)).Set("revoked_at = ?", at).
		Where("(id = ? OR refresh_token_id = ?) AND revoked_at IS NULL", id, id).Exec(ctx)
	return err
}

// RotateRefreshToken revokes a live refresh token and its access tokens.
// The condition on revoked_at makes rotations of one token serial: on
// PostgreSQL a concurrent update waits for the first and then finds the
// token revoked.
func (db *DB) RotateRefreshToken(ctx context.Context, id string, at time.Time) error {
	res, err := db.conn(ctx).NewUpdate().Model((*tokenRow)(nil)).Set("revoked_at = ?", at).
		Where("id = ? AND kind = 'refresh' AND revoked_at IS NULL", id).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ECONFLICT, "The refresh token was used already.")
	}
	return db.RevokeToken(ctx, id, at)
}

// RevokeTokenFamily revokes the refresh tokens of a family (tokens from
// before families have none: their id stands for it) and the access tokens
// issued with them.
func (db *DB) RevokeTokenFamily(ctx context.Context, familyID string, at time.Time) error {
	_, err := db.conn(ctx).NewUpdate().Model((*tokenRow)(nil)).Set("revoked_at = ?", at).
		Where("revoked_at IS NULL").
		WhereGroup(" AND ", func(q *bun.UpdateQuery) *bun.UpdateQuery {
			return q.Where("family_id = ? OR id = ?", familyID, familyID).
				WhereOr("refresh_token_id IN (SELECT id FROM sso_tokens WHERE family_id = ? OR id = ?)", familyID, familyID)
		}).Exec(ctx)
	return err
}

// RevokeUserTokens revokes every token of a user for a client (sign-out),
// or for every client when clientID is "" (a blocked user).
func (db *DB) RevokeUserTokens(ctx context.Context, userID int64, clientID string, at time.Time) error {
	q := db.conn(ctx).NewUpdate().Model((*tokenRow)(nil)).Set("revoked_at = ?", at).Where("user_id = ? AND revoked_at IS NULL", userID)
	if clientID != "" {
		q.Where("client_id = ?", clientID)
	}
	_, err := q.Exec(ctx)
	return err
}

// SignOutUser records the user's sign-out time and revokes every token and
// provider session of theirs.
func (db *DB) SignOutUser(ctx context.Context, userID int64, at time.Time) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		res, err := db.conn(ctx).NewUpdate().Table("users").Set("signed_out_at = ?", at).Where("id = ?", userID).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return core.Errorf(core.ENOTFOUND, "User not found.")
		}
		if _, err := db.conn(ctx).NewUpdate().Model((*tokenRow)(nil)).Set("revoked_at = ?", at).
			Where("user_id = ? AND revoked_at IS NULL", userID).Exec(ctx); err != nil {
			return err
		}
		_, err = db.conn(ctx).NewUpdate().Model((*sessionRow)(nil)).Set("revoked_at = ?", at).
			Where("user_id = ? AND revoked_at IS NULL", userID).Exec(ctx)
		return err
	})
}
