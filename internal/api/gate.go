package api

import (
	"context"
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// gate is the optional site-wide password (SPEC §2, §9): with it set, every
// page and API call but the exempt ones asks for the password first, and a
// right one is remembered for core.GateTTL by a signed cookie.
type gate struct {
	password string
	key      []byte // signs the cookie; changing the password ends every cookie
}

const gateCookie = "oneloft_gate"

func newGate(password string) *gate {
	if password == "" {
		return nil
	}
	k := sha256.Sum256([]byte("oneloft access gate\n" + password))
	return &gate{password: password, key: k[:]}
}

// exempt are the paths open without the password: the gate's own page and
// /about, what the web app needs to show them, and what machines call
// (clocks, the card provider, health checks, metrics).
func (g *gate) exempt(p string) bool {
	switch p {
	case "/about", "/misc/access-protection", "/api/health", "/api/public/config", "/api/public/access",
		"/favicon.ico", "/favicon.svg", "/og-image.png", "/robots.txt", "/manifest.webmanifest", "/metrics", "/api/payments/stripe/webhook":
		return true
	}
	return strings.HasPrefix(p, "/assets/") || strings.HasPrefix(p, "/api/device/")
}

func (g *gate) sign(exp int64) string {
	m := hmac.New(sha256.New, g.key)
	m.Write([]byte(strconv.FormatInt(exp, 10)))
	return hex.EncodeToString(m.Sum(nil))
}

// cookieValue is a token good until exp.
func (g *gate) cookieValue(exp time.Time) string {
	e := exp.Unix()
	return strconv.FormatInt(e, 10) + "." + g.sign(e)
}

// open reports whether r may pass: an exempt path, or a valid cookie.
func (g *gate) open(r *http.Request, now time.Time) bool {
	if g.exempt(r.URL.Path) {
		return true
	}
	c, err := r.Cookie(gateCookie)
	if err != nil {
		return false
	}
	exp, sig, ok := strings.Cut(c.Value, ".")
	e, err := strconv.ParseInt(exp, 10, 64)
	if !ok || err != nil || now.Unix() > e {
		return false
	}
	return hmac.Equal([]byte(sig), []byte(g.sign(e)))
}

// refuse answers a request without the password: API calls get 401 with the
// gate's message, pages go to the gate's form, which sends them back after.
func (g *gate) refuse(w http.ResponseWriter, r *http.Request) {
	p := r.URL.Path
	if strings.HasPrefix(p, "/api/") || p == "/connection/websocket" || r.Method != http.MethodGet {
		writeJSONError(w, http.StatusUnauthorized, core.MsgGateClosed)
		return
	}
	http.Redirect(w, r, "/misc/access-protection?next="+url.QueryEscape(r.URL.RequestURI()), http.StatusSeeOther)
}

// GateInput is the gate's password.
type GateInput struct {
	Password string `json:"password" maxLength:"256"`
}

type gateOutput struct {
	SetCookie http.Cookie `header:"Set-Cookie"`
}

// unlockAccessDoc describes unlock-access.
const unlockAccessDoc = "When the site has a password (SPEC §2): the right one sets a cookie that opens every page for 5 days; a wrong one answers 400, " +
	"and after 10 wrong ones an hour from one address 403. 404 when the site has no password."

func (s *Server) unlockGate(ctx context.Context, in *struct{ Body GateInput }) (*gateOutput, error) {
	if s.gate == nil {
		return nil, core.Errorf(core.ENOTFOUND, "The site has no password.")
	}
	if err := s.svc.Users.CheckSitePassword(ctx, in.Body.Password, s.gate.password, clientAddress(ctx)); err != nil {
		return nil, err
	}
	exp := time.Now().Add(core.GateTTL)
	return &gateOutput{SetCookie: http.Cookie{Name: gateCookie, Value: s.gate.cookieValue(exp), Path: "/", Expires: exp,
		MaxAge: int(core.GateTTL.Seconds()), HttpOnly: true, Secure: strings.HasPrefix(s.publicURL, "https://"), SameSite: http.SameSiteLaxMode}}, nil
}
