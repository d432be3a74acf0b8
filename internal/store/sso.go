package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type authRequestRow struct {
	bun.BaseModel `bun:"table:sso_auth_requests"`

	ID                  string `bun:",pk"`
	ClientID            string
	RedirectURI         string
	Scopes              string
	State               string
	Nonce               string
	ResponseType        string
	ResponseMode        string
	CodeChallenge       string
	CodeChallengeMethod string
	UILocales           string `bun:"ui_locales"`
	BrowserHash         string
	UserID              *int64
	AuthTime            *time.Time
	Code                *string
	CodeIssuedAt        *time.Time
	CreatedAt           time.Time
}

func (r *authRequestRow) core() *core.AuthRequest {
	out := &core.AuthRequest{ID: r.ID, ClientID: r.ClientID, RedirectURI: r.RedirectURI, Scopes: strings.Fields(r.Scopes),
		State: r.State, Nonce: r.Nonce, ResponseType: r.ResponseType, ResponseMode: r.ResponseMode, CodeChallenge: r.CodeChallenge,
		CodeChallengeMethod: r.CodeChallengeMethod, UILocales: strings.Fields(r.UILocales), BrowserHash: r.BrowserHash, UserID: r.UserID,
		AuthTime: r.AuthTime, CreatedAt: r.CreatedAt}
	if r.Code != nil {
		out.Code = *r.Code
	}
	return out
}

// CreateAuthRequest stores a new authorization request.
func (db *DB) CreateAuthRequest(ctx context.Context, r *core.AuthRequest) error {
	r.CreatedAt = db.now()
	row := &authRequestRow{ID: r.ID, ClientID: r.ClientID, RedirectURI: r.RedirectURI, Scopes: strings.Join(r.Scopes, " "),
		State: r.State, Nonce: r.Nonce, ResponseType: r.ResponseType, ResponseMode: r.ResponseMode, CodeChallenge: r.CodeChallenge,
		CodeChallengeMethod: r.CodeChallengeMethod, UILocales: strings.Join(r.UILocales, " "), BrowserHash: r.BrowserHash, CreatedAt: r.CreatedAt}
	_, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx)
	return mapErr(err, "auth request")
}

// FindAuthRequest returns a request younger than core.AuthRequestTTL.
func (db *DB) FindAuthRequest(ctx context.Context, id string) (*core.AuthRequest, error) {
	return db.findAuthRequest(ctx, "id = ?", id)
}

// FindAuthRequestByCode returns the request a code was issued for, while
// the code is young enough to be exchanged.
func (db *DB) FindAuthRequestByCode(ctx context.Context, code string) (*core.AuthRequest, error) {
	return db.findAuthRequest(ctx, "code = ? AND code_issued_at > ?", code, db.now().Add(-core.AuthCodeTTL))
}

func (db *DB) findAuthRequest(ctx context.Context, where string, args ...any) (*core.AuthRequest, error) {
	var row authRequestRow
	err := db.conn(ctx).NewSelect().Model(&row).Where(where, args...).Where("created_at > ?", db.now().Add(-core.AuthRequestTTL)).Scan(ctx)
	if err != nil {
		return nil, mapErr(err, "Auth request")
	}
	return row.core(), nil
}

// CompleteAuthRequest records who signed in for the request, once: a
// request that someone signed in for already is not found.
func (db *DB) CompleteAuthRequest(ctx context.Context, id string, userID int64, at time.Time) error {
	return db.updateAuthRequest(ctx, id, "user_id IS NULL", "user_id = ?, auth_time = ?", userID, at)
}

// SaveAuthCode attaches the issued code to the request.
func (db *DB) SaveAuthCode(ctx context.Context, id, code string) error {
	return db.updateAuthRequest(ctx, id, "TRUE", "code = ?, code_issued_at = ?", code, db.now())
}

// updateAuthRequest sets fields of the request when it meets the condition.
func (db *DB) updateAuthRequest(ctx context.Context, id, cond, set string, args ...any) error {
	res, err := db.conn(ctx).NewUpdate().Model((*authRequestRow)(nil)).Set(set, args...).Where("id = ?", id).Where(cond).Exec(ctx)
	if err != nil {
		return mapErr(err, "auth request")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Auth request not found.")
	}
	return nil
}

// DeleteAuthRequest removes a request once its code was exchanged, and
// sweeps requests older than their lifetime.
func (db *DB) DeleteAuthRequest(ctx context.Context, id string) error {
	_, err := db.conn(ctx).NewDelete().Model((*authRequestRow)(nil)).
		Where("id = ? OR created_at < ?", id, db.now().Add(-core.AuthRequestTTL)).Exec(ctx)
	return err
}

type sessionRow struct {
	bun.BaseModel `bun:"table:sso_sessions,alias:s"`

	ID              string `bun:",pk"`
	UserID          int64
	CreatedAt       time.Time
	ExpiresAt       time.Time
	RevokedAt       *time.Time
	UserSignedOutAt *time.Time `bun:",scanonly"`
}

// CreateSession stores a provider session.
func (db *DB) CreateSession(ctx context.Context, s *core.Session) error {
	_, err := db.conn(ctx).NewInsert().Model(&sessionRow{ID: s.ID, UserID: s.UserID, CreatedAt: s.CreatedAt, ExpiresAt: s.ExpiresAt}).Exec(ctx)
	return mapErr(err, "session")
}

// FindSession returns a session, ended or not, with its user's sign-out time.
func (db *DB) FindSession(ctx context.Context, id string) (*core.Session, error) {
	var r sessionRow
	err := db.conn(ctx).NewSelect().Model(&r).ColumnExpr("s.*").ColumnExpr("u.signed_out_at AS user_signed_out_at").
		Join("JOIN users AS u ON u.id = s.user_id").Where("s.id = ?", id).Scan(ctx)
	if err != nil {
		return nil, mapErr(err, "Session")
	}
	return &core.Session{ID: r.ID, UserID: r.UserID, CreatedAt: r.CreatedAt, ExpiresAt: r.ExpiresAt, RevokedAt: r.RevokedAt,
		UserSignedOutAt: r.UserSignedOutAt}, nil
}

// RevokeSession ends a session (logout).
func (db *DB) RevokeSession(ctx context.Context, id string, at time.Time) error {
	_, err := db.conn(ctx).NewUpdate().Model((*sessionRow)(nil)).Set("revoked_at = ?", at).Where("id = ? AND revoked_at IS NULL", id).Exec(ctx)
	return err
}

type signingKeyRow struct {
	bun.BaseModel `bun:"table:sso_signing_keys"`

	ID         string `bun:",pk"`
	Algorithm  string
	PrivateKey string
	CreatedAt  time.Time
	RetiredAt  *time.Time
}

// CreateSigningKey stores a new key pair.
func (db *DB) CreateSigningKey(ctx context.Context, k *core.SigningKey) error {
	k.CreatedAt = db.now()
	_, err := db.conn(ctx).NewInsert().Model(&signingKeyRow{ID: k.ID, Algorithm: k.Algorithm, PrivateKey: string(k.PrivateKey), CreatedAt: k.CreatedAt}).Exec(ctx)
	return mapErr(err, "signing key")
}

// FindSigningKeys lists every key, newest first.
func (db *DB) FindSigningKeys(ctx context.Context) ([]*core.SigningKey, error) {
	var rows []signingKeyRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Order("created_at DESC", "id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.SigningKey, len(rows))
	for i, r := range rows {
		out[i] = &core.SigningKey{ID: r.ID, Algorithm: r.Algorithm, PrivateKey: []byte(r.PrivateKey), CreatedAt: r.CreatedAt, RetiredAt: r.RetiredAt}
	}
	return out, nil
}

// RetireSigningKey stops signing with a key; it stays in the key set.
func (db *DB) RetireSigningKey(ctx context.Context, id string, at time.Time) error {
	_, err := db.conn(ctx).NewUpdate().Model((*signingKeyRow)(nil)).Set("retired_at = ?", at).Where("id = ? AND retired_at IS NULL", id).Exec(ctx)
	return err
}

type secretRow struct {
	bun.BaseModel `bun:"table:sso_secrets"`

	Name      string `bun:",pk"`
	Value     string
	CreatedAt time.Time
}

// Secret returns the named secret; the first caller's value wins.
func (db *DB) Secret(ctx context.Context, name, value string) (string, error) {
	if _, err := db.conn(ctx).NewInsert().Model(&secretRow{Name: name, Value: value, CreatedAt: db.now()}).
		On("CONFLICT DO NOTHING").Exec(ctx); err != nil {
		return "", err
	}
	var row secretRow
	err := db.conn(ctx).NewSelect().Model(&row).Where("name = ?", name).Scan(ctx)
	return row.Value, err
}

// PruneSignInRecords deletes expired tokens and one-time secrets, login
// failures and auth requests older than before; it returns how many rows went.
func (db *DB) PruneSignInRecords(ctx context.Context, before time.Time) (int, error) {
	total := 0
	err := db.InTx(ctx, func(ctx context.Context) error {
		for _, q := range []*bun.DeleteQuery{
			// access tokens first: they name the refresh tokens they came with
			db.conn(ctx).NewDelete().Model((*tokenRow)(nil)).Where("kind = 'access' AND expires_at < ?", before),
			db.conn(ctx).NewDelete().Model((*tokenRow)(nil)).Where("kind = 'refresh' AND expires_at < ?", before),
			db.conn(ctx).NewDelete().Model((*userTokenRow)(nil)).Where("expires_at < ?", before),
			db.conn(ctx).NewDelete().Model((*sessionRow)(nil)).Where("expires_at < ?", before),
			db.conn(ctx).NewDelete().Model((*loginFailureRow)(nil)).Where("at < ?", before),
			db.conn(ctx).NewDelete().Model((*authRequestRow)(nil)).Where("created_at < ?", before),
		} {
			res, err := q.Exec(ctx)
			if err != nil {
				return err
			}
			n, _ := res.RowsAffected()
			total += int(n)
		}
		return nil
	})
	return total, err
}
