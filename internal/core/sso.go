package core

import (
	"context"
	"time"
)

// AuthRequest is an authorization request of the embedded sign-in provider,
// kept in the database so that any instance can finish what another began.
type AuthRequest struct {
	ID                  string
	ClientID            string
	RedirectURI         string
	Scopes              []string
	State               string
	Nonce               string
	ResponseType        string
	ResponseMode        string
	CodeChallenge       string
	CodeChallengeMethod string
	UILocales           []string
	// BrowserHash is the hash of the cookie of the browser that began the
	// request: only that browser may sign in for it and fetch its code.
	BrowserHash string
	UserID      *int64 // set once the user has signed in
	AuthTime    *time.Time
	Code        string // set when the code is issued; used once
	CreatedAt   time.Time
}

// Done reports whether the user has signed in for this request.
func (r *AuthRequest) Done() bool { return r.UserID != nil }

// AuthRequestTTL is how long a sign-in may take from redirect to code exchange.
const AuthRequestTTL = 30 * time.Minute

// AuthCodeTTL is how long an issued code may be exchanged: the web app does
// it at once, and RFC 6749 §4.1.2 recommends at most 10 minutes.
const AuthCodeTTL = 10 * time.Minute

// Token is an issued access or refresh token. Refresh tokens are kept only as
// a hash of their value.
type Token struct {
	ID             string
	Kind           string // access or refresh
	UserID         int64
	ClientID       string
	Scopes         []string
	Audience       []string
	AuthTime       time.Time
	ExpiresAt      time.Time
	RefreshTokenID string // for access tokens: the refresh token they came with
	TokenHash      string // refresh tokens only
	// FamilyID, for refresh tokens, is the id of the sign-in's first refresh
	// token, which every rotation passes on: a rotated token used again
	// revokes the family.
	FamilyID  string
	RevokedAt *time.Time
	CreatedAt time.Time
	// UserSignedOutAt is when the token's user last signed out everywhere
	// (the store reads it with the token).
	UserSignedOutAt *time.Time
}

// Live reports whether the token works at now: not revoked, not expired,
// and from a sign-in after the user last signed out everywhere. The sign-in
// time (kept through refreshes) decides, so a token that a refresh wrote
// while the user signed out dies too.
func (t *Token) Live(now time.Time) bool {
	return t.RevokedAt == nil && t.ExpiresAt.After(now) && startedAfter(t.AuthTime, t.UserSignedOutAt)
}

// Reused reports a refresh token presented after it was revoked (rotated,
// or its chain ended) and before it would have expired: someone holds a
// copy, so the chain must end (see the sign-in provider).
func (t *Token) Reused(now time.Time) bool {
	return t.RevokedAt != nil && t.ExpiresAt.After(now)
}

// startedAfter reports a sign-in begun at or after the last sign-out: a
// session that the signing-out browser gets at once stays, whatever the
// precision of the stored times.
func startedAfter(start time.Time, signedOut *time.Time) bool {
	return signedOut == nil || !start.Before(*signedOut)
}

// Session is a browser's sign-in at the embedded provider: its cookie holds
// a random secret, the store keeps the secret's hash as ID.
type Session struct {
	ID              string
	UserID          int64
	CreatedAt       time.Time
	ExpiresAt       time.Time
	RevokedAt       *time.Time
	UserSignedOutAt *time.Time // read with the session, as for tokens
}

// Live reports whether the session works at now: not ended, not expired,
// begun after the user last signed out everywhere.
func (s *Session) Live(now time.Time) bool {
	return s.RevokedAt == nil && s.ExpiresAt.After(now) && startedAfter(s.CreatedAt, s.UserSignedOutAt)
}

// Token kinds.
const (
	TokenAccess  = "access"
	TokenRefresh = "refresh"
)

// SigningKey is a key pair the provider signs tokens with; a rotated key stays
// in the key set until the tokens it signed have expired.
type SigningKey struct {
	ID         string
	Algorithm  string
	PrivateKey []byte // PEM
	CreatedAt  time.Time
	RetiredAt  *time.Time
}

// UserToken is a single-use secret mailed to a user: a password reset or an
// e-mail verification link. Only its hash is stored.
type UserToken struct {
	Hash      string
	UserID    int64
	Purpose   string
	ExpiresAt time.Time
	UsedAt    *time.Time
}

// User token purposes.
const (
	PurposePasswordReset     = "password_reset"
	PurposeEmailVerification = "email_verification"
)

// Sign-in messages (SPEC §5, §8).
const (
	MsgCredentials     = "Credentials do not match"
	MsgTokenInvalid    = "Sorry, your token is invalid or expired"
	MsgNoUserForEmail  = "No user for the entered e-mail"
	MsgPhoneInvalid    = "The entered phone number is invalid"
	MsgPhoneInUse      = "The entered phone number is already in use"
	MsgWrongVerifyCode = "Wrong verify code"
	MsgTooManyAttempts = "Too many login attempts. Please try again later."
)

// SSOStore persists what the embedded sign-in provider needs.
type SSOStore interface {
	CreateAuthRequest(ctx context.Context, r *AuthRequest) error
	// FindAuthRequest returns ENOTFOUND for an unknown or expired request.
	FindAuthRequest(ctx context.Context, id string) (*AuthRequest, error)
	// FindAuthRequestByCode returns ENOTFOUND for an unknown code or one
	// issued longer than AuthCodeTTL ago.
	FindAuthRequestByCode(ctx context.Context, code string) (*AuthRequest, error)
	// CompleteAuthRequest records the user who signed in for a request;
	// ENOTFOUND when it is unknown or a user signed in for it already.
	CompleteAuthRequest(ctx context.Context, id string, userID int64, at time.Time) error
	SaveAuthCode(ctx context.Context, id, code string) error
	DeleteAuthRequest(ctx context.Context, id string) error

	CreateToken(ctx context.Context, t *Token) error
	FindToken(ctx context.Context, id string) (*Token, error)
	// FindRefreshToken looks a refresh token up by the hash of its value.
	FindRefreshToken(ctx context.Context, hash string) (*Token, error)
	// RevokeToken revokes a token and the access tokens issued with it.
	RevokeToken(ctx context.Context, id string, at time.Time) error
	// RotateRefreshToken revokes a live refresh token and its access tokens
	// for a refresh grant; ECONFLICT when it was revoked already (used
	// before, or by a concurrent refresh).
	RotateRefreshToken(ctx context.Context, id string, at time.Time) error
	// RevokeTokenFamily revokes every refresh token of a family and the
	// access tokens issued with them.
	RevokeTokenFamily(ctx context.Context, familyID string, at time.Time) error
	// RevokeUserTokens revokes a user's tokens for a client, or for every client when clientID is "".
	RevokeUserTokens(ctx context.Context, userID int64, clientID string, at time.Time) error
	// SignOutUser ends everything of a user's sign-ins: every token of every
	// client, every provider session, and, by the user's sign-out time,
	// whatever a concurrent sign-in or refresh is still writing.
	SignOutUser(ctx context.Context, userID int64, at time.Time) error

	CreateSession(ctx context.Context, s *Session) error
	// FindSession returns ENOTFOUND for an unknown session; ended and
	// expired ones are returned (see Session.Live).
	FindSession(ctx context.Context, id string) (*Session, error)
	RevokeSession(ctx context.Context, id string, at time.Time) error

	CreateSigningKey(ctx context.Context, k *SigningKey) error
	// FindSigningKeys lists keys newest first, retired ones included.
	FindSigningKeys(ctx context.Context) ([]*SigningKey, error)
	RetireSigningKey(ctx context.Context, id string, at time.Time) error

	CreateUserToken(ctx context.Context, t *UserToken) error
	// UseUserToken marks a valid token used and returns it; ENOTFOUND when it
	// is unknown, used, expired or of another purpose.
	UseUserToken(ctx context.Context, hash, purpose string, now time.Time) (*UserToken, error)
	// ExpireUserTokens marks a user's unused tokens of a purpose used, so
	// that only a link sent later works.
	ExpireUserTokens(ctx context.Context, userID int64, purpose string, at time.Time) error

	// Secret returns the named secret, storing value first when there is none
	// yet; every instance ends up with the same secret.
	Secret(ctx context.Context, name, value string) (string, error)

	// RecordLoginFailure notes a failed sign-in for each key (account, address).
	RecordLoginFailure(ctx context.Context, keys []string, at time.Time) error
	// CountLoginFailures counts a key's failures since a time.
	CountLoginFailures(ctx context.Context, key string, since time.Time) (int, error)
	// LastLoginFailure is the time of a key's latest record; zero when none.
	LastLoginFailure(ctx context.Context, key string) (time.Time, error)
	// LockLimitKeys holds a lock per key until the transaction of ctx ends,
	// so that counting and then recording under a key take turns across
	// every instance. Call it in a transaction.
	LockLimitKeys(ctx context.Context, keys []string) error

	// PruneSignInRecords deletes what stopped mattering before a time: expired
	// tokens and one-time secrets, old login failures, abandoned sign-ins.
	PruneSignInRecords(ctx context.Context, before time.Time) (int, error)
}
