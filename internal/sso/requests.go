package sso

import (
	"time"

	"github.com/zitadel/oidc/v3/pkg/oidc"

	"github.com/oneloft/oneloft/internal/core"
)

// authRequest adapts core.AuthRequest to op.AuthRequest.
type authRequest struct{ *core.AuthRequest }

func (a authRequest) GetID() string         { return a.ID }
func (a authRequest) GetACR() string        { return "" }
func (a authRequest) GetAMR() []string      { return []string{"pwd"} }
func (a authRequest) GetAudience() []string { return []string{a.ClientID} }
func (a authRequest) GetClientID() string   { return a.ClientID }
func (a authRequest) GetNonce() string      { return a.Nonce }
func (a authRequest) GetRedirectURI() string {
	return a.RedirectURI
}
func (a authRequest) GetResponseType() oidc.ResponseType { return oidc.ResponseType(a.ResponseType) }
func (a authRequest) GetResponseMode() oidc.ResponseMode { return oidc.ResponseMode(a.ResponseMode) }
func (a authRequest) GetScopes() []string                { return a.Scopes }
func (a authRequest) GetState() string                   { return a.State }
func (a authRequest) Done() bool                         { return a.AuthRequest.Done() }

func (a authRequest) GetAuthTime() time.Time {
	if a.AuthTime == nil {
		return time.Time{}
	}
	return *a.AuthTime
}

func (a authRequest) GetSubject() string {
	if a.UserID == nil {
		return ""
	}
	return subject(*a.UserID)
}

func (a authRequest) GetCodeChallenge() *oidc.CodeChallenge {
	if a.CodeChallenge == "" {
		return nil
	}
	return &oidc.CodeChallenge{Challenge: a.CodeChallenge, Method: oidc.CodeChallengeMethod(a.CodeChallengeMethod)}
}

// refreshRequest adapts a stored refresh token to op.RefreshTokenRequest.
type refreshRequest struct {
	*core.Token
	scopes []string
}

func (r *refreshRequest) GetAMR() []string                 { return []string{"pwd"} }
func (r *refreshRequest) GetAudience() []string            { return r.Audience }
func (r *refreshRequest) GetAuthTime() time.Time           { return r.AuthTime }
func (r *refreshRequest) GetClientID() string              { return r.ClientID }
func (r *refreshRequest) GetScopes() []string              { return r.scopes }
func (r *refreshRequest) GetSubject() string               { return subject(r.UserID) }
func (r *refreshRequest) SetCurrentScopes(scopes []string) { r.scopes = scopes }
