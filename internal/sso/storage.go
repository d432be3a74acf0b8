package sso

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"log/slog"
	"strconv"
	"time"

	"github.com/go-jose/go-jose/v4"
	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"

	"github.com/oneloft/oneloft/internal/core"
)

// storage implements op.Storage over the database, so that every instance
// of the service can continue a sign-in another one began.
type storage struct {
	db         core.Store
	keys       *keyRing
	client     *spaClient
	now        core.Clock
	accessTTL  time.Duration
	refreshTTL time.Duration
}

var _ op.Storage = (*storage)(nil)

func subject(userID int64) string { return strconv.FormatInt(userID, 10) }

func parseSubject(s string) (int64, error) {
	id, err := strconv.ParseInt(s, 10, 64)
	if err != nil || id < 1 {
		return 0, errors.New("sso: bad subject")
	}
	return id, nil
}

func randomID() string {
	b := make([]byte, 24)
	if _, err := rand.Read(b); err != nil {
		panic(err) // the system's random source failing is not recoverable
	}
	return base64.RawURLEncoding.EncodeToString(b)
}

func hashValue(v string) string {
	sum := sha256.Sum256([]byte(v))
	return hex.EncodeToString(sum[:])
}

// CreateAuthRequest stores a request; PKCE with S256 is required (the SPA is
// a public client, and a stolen code must be useless).
func (s *storage) CreateAuthRequest(ctx context.Context, req *oidc.AuthRequest, _ string) (op.AuthRequest, error) {
	if req.CodeChallenge == "" || req.CodeChallengeMethod != oidc.CodeChallengeMethodS256 {
		return nil, oidc.ErrInvalidRequest().WithDescription("PKCE with code_challenge_method S256 is required")
	}
	browser := browserOf(ctx)
	if browser == "" { // only Provider.authorize creates requests, and it binds them
		return nil, oidc.ErrServerError().WithDescription("a sign-in must begin at the authorize endpoint")
	}
	r := &core.AuthRequest{ID: randomID(), ClientID: req.ClientID, RedirectURI: req.RedirectURI, Scopes: req.Scopes,
		State: req.State, Nonce: req.Nonce, ResponseType: string(req.ResponseType), ResponseMode: string(req.ResponseMode),
		CodeChallenge: req.CodeChallenge, CodeChallengeMethod: string(req.CodeChallengeMethod), UILocales: localeStrings(req.UILocales),
		BrowserHash: browser}
	if err := s.db.CreateAuthRequest(ctx, r); err != nil {
		return nil, err
	}
	return authRequest{r}, nil
}

func localeStrings(l oidc.Locales) []string {
	out := make([]string, 0, len(l))
	for _, t := range l {
		out = append(out, t.String())
	}
	return out
}

func (s *storage) AuthRequestByID(ctx context.Context, id string) (op.AuthRequest, error) {
	r, err := s.db.FindAuthRequest(ctx, id)
	if err != nil {
		return nil, oidc.ErrInvalidRequest().WithDescription("unknown or expired auth request")
	}
	return authRequest{r}, nil
}

func (s *storage) AuthRequestByCode(ctx context.Context, code string) (op.AuthRequest, error) {
	r, err := s.db.FindAuthRequestByCode(ctx, code)
	if err != nil {
		return nil, oidc.ErrInvalidGrant().WithDescription("invalid or used code")
	}
	return authRequest{r}, nil
}

func (s *storage) SaveAuthCode(ctx context.Context, id, code string) error {
	return s.db.SaveAuthCode(ctx, id, code)
}

// DeleteAuthRequest runs when a code was exchanged: the code can never be used again.
func (s *storage) DeleteAuthRequest(ctx context.Context, id string) error {
	return s.db.DeleteAuthRequest(ctx, id)
}

func (s *storage) CreateAccessToken(ctx context.Context, req op.TokenRequest) (string, time.Time, error) {
	t, err := s.newAccessToken(ctx, req, "")
	if err != nil {
		return "", time.Time{}, err
	}
	return t.ID, t.ExpiresAt, nil
}

func (s *storage) newAccessToken(ctx context.Context, req op.TokenRequest, refreshID string) (*core.Token, error) {
	uid, err := parseSubject(req.GetSubject())
	if err != nil {
		return nil, err
	}
	t := &core.Token{ID: randomID(), Kind: core.TokenAccess, UserID: uid, ClientID: clientOf(req, s.client.id),
		Scopes: req.GetScopes(), Audience: req.GetAudience(), AuthTime: authTimeOf(req, s.now()),
		ExpiresAt: s.now().Add(s.accessTTL), RefreshTokenID: refreshID}
	return t, s.db.CreateToken(ctx, t)
}

// CreateAccessAndRefreshTokens issues a pair; a refresh grant rotates the
// refresh token: the old one stops working, and using it again revokes
// every token rotated from the same sign-in (see reused).
func (s *storage) CreateAccessAndRefreshTokens(ctx context.Context, req op.TokenRequest, current string) (string, string, time.Time, error) {
	var accessID, refresh string
	var exp time.Time
	var old *core.Token
	err := s.db.InTx(ctx, func(ctx context.Context) error {
		authTime := authTimeOf(req, s.now())
		family := ""
		if current != "" {
			var err error
			old, err = s.db.FindRefreshToken(ctx, hashValue(current))
			if err != nil {
				return op.ErrInvalidRefreshToken
			}
			// Rotated by a refresh that committed after this one's request was
			// read: a reuse too, as in TokenRequestByRefreshToken.
			if old.Reused(s.now()) {
				return errReused
			}
			if !old.Live(s.now()) {
				return op.ErrInvalidRefreshToken
			}
			authTime, family = old.AuthTime, familyOf(old)
			// Two refreshes with one token: the second finds it rotated.
			if err := s.db.RotateRefreshToken(ctx, old.ID, s.now()); core.ErrorCode(err) == core.ECONFLICT {
				return errReused
			} else if err != nil {
				return err
			}
		}
		uid, err := parseSubject(req.GetSubject())
		if err != nil {
			return err
		}
		refresh = randomID() + randomID()
		rt := &core.Token{ID: randomID(), Kind: core.TokenRefresh, UserID: uid, ClientID: clientOf(req, s.client.id),
			Scopes: req.GetScopes(), Audience: req.GetAudience(), AuthTime: authTime,
			ExpiresAt: authTime.Add(s.refreshTTL), TokenHash: hashValue(refresh), FamilyID: family}
		if rt.FamilyID == "" {
			rt.FamilyID = rt.ID
		}
		if err := s.db.CreateToken(ctx, rt); err != nil {
			return err
		}
		at, err := s.newAccessToken(ctx, req, rt.ID)
		if err != nil {
			return err
		}
		accessID, exp = at.ID, at.ExpiresAt
		return nil
	})
	if err == errReused {
		s.reused(ctx, old)
		return "", "", time.Time{}, op.ErrInvalidRefreshToken
	}
	return accessID, refresh, exp, err
}

// errReused ends a refresh whose token a concurrent refresh rotated.
var errReused = errors.New("sso: refresh token used twice")

// familyOf is the family of a refresh token: its own id for tokens issued
// before families were recorded.
func familyOf(t *core.Token) string {
	if t.FamilyID != "" {
		return t.FamilyID
	}
	return t.ID
}

// reused answers a rotated refresh token presented again: one of the two
// holders of the chain is not its owner, and the provider cannot tell which
// (OAuth 2.0 Security BCP, RFC 9700 §4.14.2), so the whole chain ends and
// the owner signs in again.
func (s *storage) reused(ctx context.Context, t *core.Token) {
	slog.WarnContext(ctx, "sso: a rotated refresh token was used again; its chain is revoked", "user", t.UserID, "family", familyOf(t))
	if err := s.db.RevokeTokenFamily(ctx, familyOf(t), s.now()); err != nil {
		slog.ErrorContext(ctx, "sso: revoke token family", "err", err)
	}
}

func clientOf(req op.TokenRequest, def string) string {
	if r, ok := req.(interface{ GetClientID() string }); ok {
		return r.GetClientID()
	}
	return def
}

func authTimeOf(req op.TokenRequest, def time.Time) time.Time {
	if r, ok := req.(interface{ GetAuthTime() time.Time }); ok && !r.GetAuthTime().IsZero() {
		return r.GetAuthTime()
	}
	return def
}

func (s *storage) TokenRequestByRefreshToken(ctx context.Context, refresh string) (op.RefreshTokenRequest, error) {
	t, err := s.db.FindRefreshToken(ctx, hashValue(refresh))
	if err == nil && t.Reused(s.now()) {
		s.reused(ctx, t)
	}
	if err != nil || !t.Live(s.now()) {
		return nil, op.ErrInvalidRefreshToken
	}
	// Blocking revokes a user's tokens; this also covers one issued meanwhile.
	if u, err := s.db.FindUserByID(ctx, t.UserID); err != nil || u.Blocked() {
		return nil, op.ErrInvalidRefreshToken
	}
	return &refreshRequest{Token: t, scopes: t.Scopes}, nil
}

func (s *storage) TerminateSession(ctx context.Context, userID, clientID string) error {
	uid, err := parseSubject(userID)
	if err != nil {
		return nil
	}
	return s.db.RevokeUserTokens(ctx, uid, clientID, s.now())
}

func (s *storage) RevokeToken(ctx context.Context, tokenOrID, userID, clientID string) *oidc.Error {
	id := tokenOrID
	if userID == "" { // a refresh token value
		t, err := s.db.FindRefreshToken(ctx, hashValue(tokenOrID))
		if err != nil {
			return nil // unknown tokens count as revoked (RFC 7009)
		}
		id = t.ID
	}
	if t, err := s.db.FindToken(ctx, id); err != nil || t.ClientID != clientID {
		return nil
	}
	if err := s.db.RevokeToken(ctx, id, s.now()); err != nil {
		return oidc.ErrServerError().WithParent(err)
	}
	return nil
}

func (s *storage) GetRefreshTokenInfo(ctx context.Context, clientID, token string) (string, string, error) {
	t, err := s.db.FindRefreshToken(ctx, hashValue(token))
	if err != nil || t.ClientID != clientID {
		return "", "", op.ErrInvalidRefreshToken
	}
	return subject(t.UserID), t.ID, nil
}

func (s *storage) SigningKey(ctx context.Context) (op.SigningKey, error) { return s.keys.signing(ctx) }

func (s *storage) SignatureAlgorithms(context.Context) ([]jose.SignatureAlgorithm, error) {
	return []jose.SignatureAlgorithm{jose.RS256}, nil
}

func (s *storage) KeySet(ctx context.Context) ([]op.Key, error) { return s.keys.public(ctx) }

func (s *storage) GetClientByClientID(_ context.Context, id string) (op.Client, error) {
	if id != s.client.id {
		return nil, oidc.ErrInvalidClient().WithDescription("unknown client")
	}
	return s.client, nil
}

func (s *storage) AuthorizeClientIDSecret(context.Context, string, string) error {
	return oidc.ErrInvalidClient().WithDescription("the web app is a public client")
}

func (s *storage) SetUserinfoFromScopes(context.Context, *oidc.UserInfo, string, string, []string) error {
	return nil // deprecated by the library; SetUserinfoFromRequest does the work
}

// SetUserinfoFromRequest fills the ID token's claims.
func (s *storage) SetUserinfoFromRequest(ctx context.Context, info *oidc.UserInfo, req op.IDTokenRequest, scopes []string) error {
	return s.fillUserinfo(ctx, info, req.GetSubject(), scopes)
}

func (s *storage) SetUserinfoFromToken(ctx context.Context, info *oidc.UserInfo, tokenID, sub, _ string) error {
	t, err := s.db.FindToken(ctx, tokenID)
	if err != nil || !t.Live(s.now()) {
		return oidc.ErrAccessDenied().WithDescription(core.MsgTokenInvalid)
	}
	return s.fillUserinfo(ctx, info, sub, t.Scopes)
}

func (s *storage) SetIntrospectionFromToken(ctx context.Context, resp *oidc.IntrospectionResponse, tokenID, sub, clientID string) error {
	t, err := s.db.FindToken(ctx, tokenID)
	if err != nil || !t.Live(s.now()) {
		return nil // inactive
	}
	info := new(oidc.UserInfo)
	if err := s.fillUserinfo(ctx, info, sub, t.Scopes); err != nil {
		return err
	}
	resp.SetUserInfo(info)
	resp.Active, resp.ClientID, resp.Scope, resp.Audience = true, clientID, t.Scopes, t.Audience
	return nil
}

func (s *storage) fillUserinfo(ctx context.Context, info *oidc.UserInfo, sub string, scopes []string) error {
	uid, err := parseSubject(sub)
	if err != nil {
		return err
	}
	u, err := s.db.FindUserByID(ctx, uid)
	if err != nil {
		return err
	}
	info.Subject = sub
	for _, sc := range scopes {
		switch sc {
		case oidc.ScopeEmail:
			info.Email, info.EmailVerified = u.Email, oidc.Bool(u.EmailVerified != nil)
		case oidc.ScopeProfile:
			info.GivenName, info.FamilyName, info.Name = u.FirstName, u.LastName, u.FullName()
			info.Locale = oidc.NewLocale(languageTag(u.Language))
			info.Picture = u.ImageSrc
		case oidc.ScopePhone:
			info.PhoneNumber, info.PhoneNumberVerified = u.Phone, u.PhoneVerified != nil
		}
	}
	return nil
}

// GetPrivateClaimsFromScopes puts the profile into JWT access tokens, so that
// an API trusting this provider as an external issuer knows who calls.
func (s *storage) GetPrivateClaimsFromScopes(ctx context.Context, userID, _ string, scopes []string) (map[string]any, error) {
	info := new(oidc.UserInfo)
	if err := s.fillUserinfo(ctx, info, userID, scopes); err != nil {
		return nil, err
	}
	claims := map[string]any{}
	for k, v := range map[string]string{"email": info.Email, "given_name": info.GivenName, "family_name": info.FamilyName, "locale": info.Locale.String()} {
		if v != "" && v != "und" {
			claims[k] = v
		}
	}
	return claims, nil
}

func (s *storage) GetKeyByIDAndClientID(context.Context, string, string) (*jose.JSONWebKey, error) {
	return nil, errors.New("sso: JWT profile grants are not supported")
}

func (s *storage) ValidateJWTProfileScopes(_ context.Context, _ string, scopes []string) ([]string, error) {
	return scopes, nil
}

func (s *storage) Health(ctx context.Context) error { return s.db.Ping(ctx) }
