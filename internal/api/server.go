// Package api is the HTTP adapter of oneloft: huma operations on a chi
// router under /api, the one error writer, metrics, and the web app.
package api

import (
	"context"
	"encoding/json"
	"fmt"
	"io/fs"
	"log/slog"
	"net/http"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humachi"
	"github.com/go-chi/chi/v5"
	"github.com/prometheus/client_golang/prometheus"

	"github.com/oneloft/oneloft/internal/service"
)

// Version is the application version (SPEC §9).
const Version = "2.7.0"

// BrokerStatus reports the live hub's broker: its name and the time it last
// answered (SPEC §3 names this the redis timestamp).
type BrokerStatus func(ctx context.Context) (name string, at time.Time, err error)

// Config is what the server needs from its wiring.
type Config struct {
	Service   *service.Service
	Logger    *slog.Logger
	Broker    BrokerStatus
	PublicURL string
	Web       fs.FS // the built web app; nil serves the API only
	Auth      Auth
	SSO       http.Handler    // the embedded provider, mounted at /sso; nil: /sso answers 503
	Live      http.Handler    // the live hub's websocket, mounted at /connection/websocket; nil: 503
	Orders    *service.Orders // registrations; nil: their operations answer 503
	// Accounts are the embedded provider's account use cases; nil (an
	// external issuer): the operations that mail users answer 503.
	Accounts *service.Accounts
	// SaveUpload stores uploaded files; nil: uploads answer 503.
	SaveUpload SaveUpload
	// Contact sends the contact forms' mail; nil: its operation answers 503.
	Contact *service.Contact
	// Notices are the notification centre; nil: its operations answer 503.
	Notices *service.Notifications
	// Files serves uploaded files under /api/public/files/; nil: they answer 503.
	Files http.Handler
	// ConfirmationPDF renders registration confirmations; nil: their operations answer 503.
	ConfirmationPDF RenderConfirmation
	// StorePDF renders store invoices and gift cards; nil: their PDF operations answer 503.
	StorePDF StorePDF
	// PedigreePDF renders printed pedigrees; nil: their PDF operation answers 503.
	PedigreePDF RenderPedigree
	// PayoutPDF renders payout statements; nil: their PDF operations answer 503.
	PayoutPDF RenderPayout
	// ResultsPDF renders printable result lists; nil: their operation answers 503.
	ResultsPDF RenderResults
	// AccessPassword turns on the site-wide gate (SPEC §2); empty: no gate.
	AccessPassword string
	// Metrics is the registry /metrics serves, where the wiring also puts
	// the live hub's and the jobs' metrics; nil: one of the server's own.
	Metrics *prometheus.Registry
	// MetricsToken is the bearer token that /metrics asks for; empty: /metrics answers 503.
	MetricsToken string
}

// Server serves the API and the web app.
type Server struct {
	svc             *service.Service
	log             *slog.Logger
	broker          BrokerStatus
	publicURL       string
	auth            Auth
	sso             http.Handler
	orders          *service.Orders
	contact         *service.Contact
	notices         *service.Notifications
	gate            *gate // nil: no site-wide password
	saveUpload      SaveUpload
	accounts        *service.Accounts
	confirmationPDF RenderConfirmation
	storePDF        StorePDF
	pedigreePDF     RenderPedigree
	payoutPDF       RenderPayout
	resultsPDF      RenderResults
	live            http.Handler
	files           http.Handler
	metricsToken    string
	beside          []mount // served before the router (see serve)
	router          chi.Router
	api             huma.API
	metrics         *metrics
	policy          contentPolicy
}

// New builds the HTTP handler with every route.
func New(cfg Config) *Server {
	s := &Server{svc: cfg.Service, log: cfg.Logger, broker: cfg.Broker, publicURL: strings.TrimSuffix(cfg.PublicURL, "/"), auth: cfg.Auth, sso: cfg.SSO, orders: cfg.Orders, contact: cfg.Contact, notices: cfg.Notices, gate: newGate(cfg.AccessPassword), saveUpload: cfg.SaveUpload, accounts: cfg.Accounts, confirmationPDF: cfg.ConfirmationPDF, storePDF: cfg.StorePDF, pedigreePDF: cfg.PedigreePDF,
		payoutPDF: cfg.PayoutPDF, resultsPDF: cfg.ResultsPDF, live: cfg.Live, files: cfg.Files, metricsToken: cfg.MetricsToken, router: chi.NewRouter(), metrics: newMetrics(cfg.Metrics)}
	if s.log == nil {
		s.log = slog.Default()
	}
	if s.broker == nil {
		s.broker = func(context.Context) (string, time.Time, error) { return "memory", time.Now().UTC(), nil }
	}
	// No RealIP: X-Forwarded-For from any client would let it pick the address
	// that sign-in limits count.
	// compressAnswers runs inside the recoverer, which answers a panic in its place.
	s.router.Use(s.withRequest, s.recoverer, s.metrics.middleware, compressAnswers, s.authenticate)
	s.policy = buildPolicy(cfg.Web, cfg.Auth.Issuer)

	s.api = humachi.New(s.router, apiConfig())
	s.registerAll(s.routes())
	s.mountAll(s.mounts())
	s.router.NotFound(s.notFound(cfg.Web))
	s.router.MethodNotAllowed(func(w http.ResponseWriter, r *http.Request) {
		writeJSONError(w, http.StatusMethodNotAllowed, "Method not allowed.")
	})
	return s
}

// ServeHTTP implements http.Handler. The embedded sign-in provider has routers
// of its own that expect the full path, so it is served beside chi, not in it.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	s.securityHeaders(http.HandlerFunc(s.serve)).ServeHTTP(w, r)
}

func (s *Server) serve(w http.ResponseWriter, r *http.Request) {
	if s.gate != nil && !s.gate.open(r, time.Now()) {
		s.gate.refuse(w, r)
		return
	}
	for _, m := range s.beside {
		if m.matches(r.URL.Path) {
			m.h.ServeHTTP(w, r)
			return
		}
	}
	s.router.ServeHTTP(w, r)
}

// OpenAPI returns the API description as JSON.
func (s *Server) OpenAPI() ([]byte, error) { return json.MarshalIndent(s.api.OpenAPI(), "", "  ") }

func apiConfig() huma.Config {
	c := huma.DefaultConfig("oneloft API", Version)
	c.Info.Description = "Race registration and live-data web service for one-loft pigeon races."
	c.OpenAPIPath = openAPIPath
	c.DocsPath = "" // served by apiDocs, from the binary

	c.SchemasPath = schemasPath
	c.Servers = []*huma.Server{{URL: "/"}}
	c.CreateHooks = nil // no $schema links in bodies: the SPA reads plain JSON
	jsonFormat := huma.DefaultJSONFormat
	jsonFormat.Unmarshal = unmarshalJSON
	c.Formats = map[string]huma.Format{"application/json": jsonFormat, "json": jsonFormat}
	c.Components.SecuritySchemes = map[string]*huma.SecurityScheme{
		"bearer": {Type: "http", Scheme: "bearer", BearerFormat: "JWT", Description: "Access token of the sign-in provider"},
	}
	return c
}

func (s *Server) recoverer(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		defer func() {
			if v := recover(); v != nil {
				if v == http.ErrAbortHandler {
					panic(v)
				}
				writeErrorBody(w, internalError(r.Context(), fmt.Errorf("panic at %s: %v", r.URL.Path, v)))
			}
		}()
		next.ServeHTTP(w, r)
	})
}
