package sso

import (
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/zitadel/oidc/v3/pkg/op"
	"golang.org/x/text/language"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// Config configures the embedded provider.
type Config struct {
	PublicURL    string // the issuer is PublicURL + "/sso"
	ClientID     string // the web app's client id
	RedirectURIs []string
	AccessTTL    time.Duration
	RefreshTTL   time.Duration
	Now          core.Clock // nil: the real clock; tests move it
	// SaveImage stores an uploaded image in a folder and returns its URL;
	// nil leaves profile images to be set by URL only.
	SaveImage func(folder string, r io.Reader) (string, error)
}

// Provider is the embedded OpenID provider with its account pages, mounted at /sso.
type Provider struct {
	op        op.OpenIDProvider
	storage   *storage
	accounts  *service.Accounts
	db        core.Store
	log       *slog.Logger
	issuer    string
	public    string
	session   []byte // HMAC key of the session cookie
	saveImage func(folder string, r io.Reader) (string, error)
	router    chi.Router
}

// New builds the provider. Keys and secrets come from the database, so every
// instance of the service behaves as one provider.
func New(ctx context.Context, cfg Config, db core.Store, accounts *service.Accounts, log *slog.Logger) (*Provider, error) {
	public := strings.TrimSuffix(cfg.PublicURL, "/")
	if cfg.ClientID == "" {
		cfg.ClientID = "oneloft-web"
	}
	if len(cfg.RedirectURIs) == 0 {
		cfg.RedirectURIs = []string{public + "/login/callback"}
	}
	if cfg.AccessTTL == 0 {
		cfg.AccessTTL = time.Hour
	}
	if cfg.Now == nil {
		cfg.Now = core.Now
	}
	if cfg.RefreshTTL == 0 {
		cfg.RefreshTTL = 30 * 24 * time.Hour
	}
	secret := func(name string) ([]byte, error) {
		v, err := db.Secret(ctx, name, randomID()+randomID())
		sum := sha256.Sum256([]byte(v))
		return sum[:], err
	}
	cryptoKey, err := secret("op_crypto")
	if err != nil {
		return nil, fmt.Errorf("sso: secret: %w", err)
	}
	sessionKey, err := secret("session")
	if err != nil {
		return nil, fmt.Errorf("sso: secret: %w", err)
	}
	p := &Provider{accounts: accounts, db: db, log: log, issuer: public + "/sso", public: public, session: sessionKey, saveImage: cfg.SaveImage}
	// Each web app that may sign in here may also come back after logout.
	logoutURIs := []string{public + "/"}
	for _, u := range cfg.RedirectURIs {
		if origin, ok := strings.CutSuffix(u, "/login/callback"); ok && origin != public {
			logoutURIs = append(logoutURIs, origin+"/")
		}
	}
	p.storage = &storage{db: db, keys: &keyRing{db: db, now: cfg.Now}, now: cfg.Now, accessTTL: cfg.AccessTTL, refreshTTL: cfg.RefreshTTL,
		client: &spaClient{id: cfg.ClientID, redirectURIs: cfg.RedirectURIs, logoutURIs: logoutURIs,
			loginURL: "/sso/login", idTokenExpiry: cfg.AccessTTL, devMode: strings.HasPrefix(public, "http://")}}
	var key [32]byte
	copy(key[:], cryptoKey)
	opts := []op.Option{op.WithLogger(log)}
	if strings.HasPrefix(public, "http://") {
		opts = append(opts, op.WithAllowInsecure())
	}
	tags := make([]language.Tag, 0, len(core.Languages))
	for _, l := range core.Languages {
		tags = append(tags, languageTag(l))
	}
	p.op, err = op.NewProvider(&op.Config{CryptoKey: key, CodeMethodS256: true, GrantTypeRefreshToken: true,
		DefaultLogoutRedirectURI: public + "/", SupportedUILocales: tags}, p.storage, op.StaticIssuer(p.issuer), opts...)
	if err != nil {
		return nil, fmt.Errorf("sso: provider: %w", err)
	}
	p.routes()
	return p, nil
}

// Issuer is the provider's issuer URL.
func (p *Provider) Issuer() string { return p.issuer }

// ServeHTTP serves everything under /sso.
func (p *Provider) ServeHTTP(w http.ResponseWriter, r *http.Request) { p.router.ServeHTTP(w, r) }

func (p *Provider) routes() {
	r := chi.NewRouter()
	r.Route("/sso", func(r chi.Router) {
		r.Get("/login", p.loginPage)
		r.Post("/login", p.login)
		r.Get("/register", p.registerPage)
		r.Post("/register", p.register)
		r.Get("/verify-email", p.verifyEmail)
		r.Post("/resend-verification", p.resendVerification)
		r.Get("/forgot-password", p.forgotPage)
		r.Post("/forgot-password", p.forgot)
		r.Get("/reset-password", p.resetPage)
		r.Post("/reset-password", p.reset)
		r.Get("/account", p.accountPage)
		r.Post("/account", p.updateAccount)
		r.Post("/account/password", p.changePassword)
		r.Post("/account/image", p.uploadImage)
		r.Post("/account/phone", p.startPhone)
		r.Post("/account/phone/verify", p.verifyPhone)
		r.Get("/logout", p.logout)
		r.Get("/end_session", p.endSession)
		// Everything else is the OpenID provider: discovery, keys, authorize, token, userinfo…
		r.Mount("/", http.StripPrefix("/sso", p.op))
	})
	p.router = r
}

// endSession clears the provider's session cookie, then lets the library
// end the OpenID session (revoking the client's tokens) and redirect.
func (p *Provider) endSession(w http.ResponseWriter, r *http.Request) {
	p.clearSession(w)
	http.StripPrefix("/sso", p.op).ServeHTTP(w, r)
}

// logout ends the provider session without a client, for the account pages.
func (p *Provider) logout(w http.ResponseWriter, r *http.Request) {
	p.clearSession(w)
	http.Redirect(w, r, p.public+"/", http.StatusFound)
}

// finishAuthRequest records the signed-in user and sends the browser on to
// the library's callback, which issues the code.
func (p *Provider) finishAuthRequest(w http.ResponseWriter, r *http.Request, id string, u *core.User) bool {
	if err := p.db.CompleteAuthRequest(r.Context(), id, u.ID, time.Now().UTC()); err != nil {
		return false
	}
	http.Redirect(w, r, op.AuthCallbackURL(p.op)(op.ContextWithIssuer(r.Context(), p.issuer), id), http.StatusFound)
	return true
}
