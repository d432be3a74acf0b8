package sso

import (
	"context"
	"crypto/sha256"
	"fmt"
	"io"
	"log/slog"
	"mime"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/rs/cors"
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
	formKey   []byte // HMAC key of the account forms' CSRF tokens
	saveImage func(folder string, r io.Reader) (string, error)
	router    chi.Router
	policy    string   // Content-Security-Policy of the pages
	origins   []string // the web apps' origins: CORS and form targets
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
	p := &Provider{accounts: accounts, db: db, log: log, issuer: public + "/sso", public: public, formKey: sessionKey, saveImage: cfg.SaveImage}
	// Each web app that may sign in here may also come back after logout.
	logoutURIs := []string{public + "/"}
	for _, u := range cfg.RedirectURIs {
		if origin, ok := strings.CutSuffix(u, "/login/callback"); ok && origin != public {
			logoutURIs = append(logoutURIs, origin+"/")
		}
	}
	p.origins = appOrigins(public, cfg.RedirectURIs)
	p.policy = pagePolicy(p.origins)
	p.storage = &storage{db: db, keys: &keyRing{db: db, now: cfg.Now}, now: cfg.Now, accessTTL: cfg.AccessTTL, refreshTTL: cfg.RefreshTTL,
		client: &spaClient{id: cfg.ClientID, redirectURIs: cfg.RedirectURIs, logoutURIs: logoutURIs,
			loginURL: "/sso/login", idTokenExpiry: cfg.AccessTTL, devMode: strings.HasPrefix(public, "http://")}}
	var key [32]byte
	copy(key[:], cryptoKey)
	opts := []op.Option{op.WithLogger(log), op.WithCORSOptions(corsOptions(p.origins))}
	if strings.HasPrefix(public, "http://") {
		opts = append(opts, op.WithAllowInsecure())
	}
	tags := make([]language.Tag, 0, len(core.Languages))
	for _, l := range core.LanguageCodes() {
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

// appOrigins are the origins of the public URL and of the redirect URIs:
// the web apps that sign in here.
func appOrigins(public string, redirectURIs []string) []string {
	out := []string{}
	for _, raw := range append([]string{public}, redirectURIs...) {
		u, err := url.Parse(raw)
		if err != nil || u.Host == "" {
			continue
		}
		if o := u.Scheme + "://" + u.Host; !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// corsOptions let the web apps that sign in here (and only they) call the
// provider with fetch: the library's default answers every origin, with
// credentials, so any site could read answers sent with the user's cookies.
func corsOptions(origins []string) *cors.Options {
	return &cors.Options{
		AllowedOrigins:   origins,
		AllowCredentials: true,
		AllowedHeaders:   []string{"Origin", "Accept", "Accept-Language", "Authorization", "Content-Type", "X-Requested-With"},
		AllowedMethods:   []string{http.MethodGet, http.MethodHead, http.MethodPost},
		ExposedHeaders:   []string{"Location", "Content-Length"},
	}
}

// pagePolicy is the Content-Security-Policy of the provider's pages: no
// script at all, styles from its stylesheet, profile images from anywhere
// on https, and forms posted to itself, whose answers may redirect to the
// web apps (browsers check form-action along redirects).
func pagePolicy(origins []string) string {
	return "default-src 'none'; style-src 'self'; img-src 'self' https: data:; form-action 'self' " + strings.Join(origins, " ") +
		"; frame-ancestors 'none'; base-uri 'none'"
}

// Issuer is the provider's issuer URL.
func (p *Provider) Issuer() string { return p.issuer }

// ServeHTTP serves everything under /sso. Every body is bounded before
// anything reads it, and a multipart body is taken only by the one upload
// (checkForm removes its temporary files): Go parses a multipart body for
// any method once a handler asks for a form value, and the pages ask for
// "lang", so a large one would otherwise be written to disk from any page.
func (p *Provider) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	r.Body = http.MaxBytesReader(w, r.Body, maxImageUpload)
	if mt, _, _ := mime.ParseMediaType(r.Header.Get("Content-Type")); mt == "multipart/form-data" && r.URL.Path != "/sso/account/image" {
		w.Header().Set("Connection", "close")
		http.Error(w, "multipart bodies are taken only by the image upload", http.StatusUnsupportedMediaType)
		return
	}
	p.router.ServeHTTP(w, r)
}

func (p *Provider) routes() {
	r := chi.NewRouter()
	r.Route("/sso", func(r chi.Router) {
		r.Get("/assets/style.css", styleSheet)
		r.Get("/authorize", p.authorize)
		r.Post("/authorize", p.authorize)
		r.Get("/authorize/callback", p.authorizeCallback)
		r.Get("/login", p.loginPage)
		r.Post("/login", p.checkForm(p.login))
		r.Post("/login/continue", p.checkForm(p.continueAs))
		r.Get("/register", p.registerPage)
		r.Post("/register", p.checkForm(p.register))
		r.Get("/verify-email", p.verifyEmail)
		r.Get("/unlock", p.unlock)
		r.Post("/resend-verification", p.checkForm(p.resendVerification))
		r.Get("/forgot-password", p.forgotPage)
		r.Post("/forgot-password", p.checkForm(p.forgot))
		r.Get("/reset-password", p.resetPage)
		r.Post("/reset-password", p.checkForm(p.reset))
		r.Get("/account", p.accountPage)
		r.Post("/account", p.checkForm(p.updateAccount))
		r.Post("/account/password", p.checkForm(p.changePassword))
		r.Post("/account/image", p.checkForm(p.uploadImage))
		r.Post("/account/phone", p.checkForm(p.startPhone))
		r.Post("/account/phone/verify", p.checkForm(p.verifyPhone))
		r.Post("/account/sign-out-everywhere", p.checkForm(p.signOutEverywhere))
		r.Get("/logout", p.logoutPage)
		r.Post("/logout", p.checkForm(p.logout))
		r.Get("/end_session", p.endOIDCSession)
		r.Post("/end_session", p.checkForm(p.endOIDCSessionConfirmed))
		// Everything else is the OpenID provider: discovery, keys, authorize, token, userinfo…
		r.Mount("/", http.StripPrefix("/sso", p.op))
	})
	p.router = r
}

// finishAuthRequest records the signed-in user, who gave their password at
// authTime, and sends the browser on to the library's callback, which
// issues the code. Refresh tokens live from authTime, so that a sign-in
// continued from a provider session does not stretch the time between two
// passwords.
func (p *Provider) finishAuthRequest(w http.ResponseWriter, r *http.Request, id string, u *core.User, authTime time.Time) bool {
	if err := p.db.CompleteAuthRequest(r.Context(), id, u.ID, authTime.UTC()); err != nil {
		return false
	}
	http.Redirect(w, r, op.AuthCallbackURL(p.op)(op.ContextWithIssuer(r.Context(), p.issuer), id), http.StatusFound)
	return true
}
