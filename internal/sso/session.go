package sso

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

const (
	sessionCookie = "oneloft_sso"
	sessionTTL    = 14 * 24 * time.Hour
)

// The provider's own session: a signed cookie naming the user, so that a
// second sign-in (or the account pages) does not ask for the password again.

func (p *Provider) sign(v string) string {
	m := hmac.New(sha256.New, p.session)
	m.Write([]byte(v))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

func (p *Provider) setSession(w http.ResponseWriter, r *http.Request, u *core.User) {
	v := fmt.Sprintf("%d|%d", u.ID, time.Now().Add(sessionTTL).Unix())
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: v + "|" + p.sign(v), Path: "/sso", HttpOnly: true,
		Secure: r.TLS != nil || strings.HasPrefix(p.public, "https://"), SameSite: http.SameSiteLaxMode, MaxAge: int(sessionTTL.Seconds())})
}

func (p *Provider) clearSession(w http.ResponseWriter) {
	http.SetCookie(w, &http.Cookie{Name: sessionCookie, Value: "", Path: "/sso", MaxAge: -1, HttpOnly: true})
}

// sessionUser returns the signed-in user of the provider session, or nil.
func (p *Provider) sessionUser(r *http.Request) *core.User {
	c, err := r.Cookie(sessionCookie)
	if err != nil {
		return nil
	}
	parts := strings.Split(c.Value, "|")
	if len(parts) != 3 || !hmac.Equal([]byte(p.sign(parts[0]+"|"+parts[1])), []byte(parts[2])) {
		return nil
	}
	id, err1 := strconv.ParseInt(parts[0], 10, 64)
	exp, err2 := strconv.ParseInt(parts[1], 10, 64)
	if err1 != nil || err2 != nil || time.Now().Unix() > exp {
		return nil
	}
	u, err := p.db.FindUserByID(r.Context(), id)
	if err != nil {
		return nil
	}
	return u
}
