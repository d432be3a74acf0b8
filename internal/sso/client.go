package sso

import (
	"time"

	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// spaClient is the web app: a public client (no secret) that must use the
// authorization code flow with PKCE, and whose redirect URIs match exactly.
type spaClient struct {
	id            string
	redirectURIs  []string
	logoutURIs    []string
	loginURL      string
	idTokenExpiry time.Duration
	devMode       bool // http redirect URIs, allowed only when oneloft itself runs on http
}

func (c *spaClient) GetID() string                       { return c.id }
func (c *spaClient) RedirectURIs() []string              { return c.redirectURIs }
func (c *spaClient) PostLogoutRedirectURIs() []string    { return c.logoutURIs }
func (c *spaClient) ApplicationType() op.ApplicationType { return op.ApplicationTypeUserAgent }
func (c *spaClient) AuthMethod() oidc.AuthMethod         { return oidc.AuthMethodNone }
func (c *spaClient) ResponseTypes() []oidc.ResponseType {
	return []oidc.ResponseType{oidc.ResponseTypeCode}
}
func (c *spaClient) GrantTypes() []oidc.GrantType {
	return []oidc.GrantType{oidc.GrantTypeCode, oidc.GrantTypeRefreshToken}
}
func (c *spaClient) LoginURL(id string) string            { return c.loginURL + "?authRequestID=" + id }
func (c *spaClient) AccessTokenType() op.AccessTokenType  { return op.AccessTokenTypeJWT }
func (c *spaClient) IDTokenLifetime() time.Duration       { return c.idTokenExpiry }
func (c *spaClient) DevMode() bool                        { return c.devMode }
func (c *spaClient) IsScopeAllowed(scope string) bool     { return false }
func (c *spaClient) IDTokenUserinfoClaimsAssertion() bool { return true }
func (c *spaClient) ClockSkew() time.Duration             { return 0 }
func (c *spaClient) RestrictAdditionalIdTokenScopes() func([]string) []string {
	return func(s []string) []string { return s }
}
func (c *spaClient) RestrictAdditionalAccessTokenScopes() func([]string) []string {
	return func(s []string) []string { return s }
}
