package sso

import (
	"errors"
	"net/http"

	"github.com/zitadel/oidc/v3/pkg/oidc"
	"github.com/zitadel/oidc/v3/pkg/op"
)

// Logging out changes state, so a page elsewhere must not be able to do it
// with a link (a top-level GET carries the SameSite=Lax session cookie):
// the account pages log out with a posted form, and the OpenID end-session
// endpoint ends a session at once only for the web app that proves itself
// with an ID token of the session's user; anyone else gets a confirmation
// page whose form carries the browser's CSRF token.

// logoutPage asks before logging out a browser that has a session.
func (p *Provider) logoutPage(w http.ResponseWriter, r *http.Request) {
	u := p.sessionUser(r)
	if u == nil {
		http.Redirect(w, r, p.public+"/", http.StatusFound)
		return
	}
	p.render(w, r, http.StatusOK, "confirm", page{Lang: requestLanguage(r, nil), Title: "title.logout", Notice: "msg.logout_confirm",
		User: u, Action: "/sso/logout", Button: "action.logout"})
}

// logout ends the provider session and the web app's tokens (account pages).
func (p *Provider) logout(w http.ResponseWriter, r *http.Request) {
	p.logoutUser(w, r)
	http.Redirect(w, r, p.public+"/", http.StatusFound)
}

// endOIDCSession is the end-session endpoint for a GET: the web app's
// logout with the user's ID token as hint passes at once, as does a browser
// without a session (nothing of it to end); any other call is asked to
// confirm.
func (p *Provider) endOIDCSession(w http.ResponseWriter, r *http.Request) {
	u := p.sessionUser(r)
	if u == nil || p.hintNames(r, subject(u.ID)) {
		p.endOIDCSessionConfirmed(w, r)
		return
	}
	q := r.URL.Query()
	hidden := map[string]string{}
	for _, k := range []string{"post_logout_redirect_uri", "state", "client_id", "ui_locales"} {
		if v := q.Get(k); v != "" {
			hidden[k] = v
		}
	}
	p.render(w, r, http.StatusOK, "confirm", page{Lang: requestLanguage(r, nil), Title: "title.logout", Notice: "msg.logout_confirm",
		User: u, Action: "/sso/end_session", Hidden: hidden, Button: "action.logout"})
}

// endOIDCSessionConfirmed ends the provider session and revokes the web
// app's tokens of its user, then lets the library end the OpenID session
// (which revokes them too when the app sent its ID token) and redirect.
func (p *Provider) endOIDCSessionConfirmed(w http.ResponseWriter, r *http.Request) {
	p.logoutUser(w, r)
	http.StripPrefix("/sso", p.op).ServeHTTP(w, r)
}

// hintNames reports whether the request's id_token_hint is an ID token this
// provider signed for sub (an expired one too: the app logs out long after
// its ID token's hour).
func (p *Provider) hintNames(r *http.Request, sub string) bool {
	hint := r.URL.Query().Get("id_token_hint")
	if hint == "" {
		return false
	}
	ctx := op.ContextWithIssuer(r.Context(), p.issuer)
	claims, err := op.VerifyIDTokenHint[*oidc.IDTokenClaims](ctx, hint, p.op.IDTokenHintVerifier(ctx))
	if err != nil && !errors.As(err, &op.IDTokenHintExpiredError{}) {
		return false
	}
	return claims != nil && claims.GetSubject() == sub
}

// logoutUser ends the request's provider session and revokes its user's
// tokens of the web app.
func (p *Provider) logoutUser(w http.ResponseWriter, r *http.Request) {
	if uid := p.endSession(w, r); uid != 0 {
		if err := p.db.RevokeUserTokens(r.Context(), uid, p.storage.client.id, p.storage.now()); err != nil {
			p.log.Error("sso: logout", "err", err)
		}
	}
}
