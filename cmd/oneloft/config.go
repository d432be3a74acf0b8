package main

import (
	"flag"
	"fmt"
	"log/slog"
	"net/mail"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
)

// config is the process configuration. Each setting has a flag and an
// environment variable: the variable wins over the default, the flag over both.
type config struct {
	Addr        string
	DataDir     string
	DatabaseURL string
	PublicURL   string
	LogLevel    string
	Demo        bool

	OIDCIssuer     string
	OIDCClientID   string
	RedirectURIs   string
	SMTPURL        string
	MailFrom       string
	ContactEmail   string
	AccessPassword string
	BlobURL        string
	RedisURL       string
	RedisPrefix    string
	SMSURL         string
	SMSToken       string
	ResetMinutes   string
	PaymentDays    string
	PendingHold    string

	StripeSecretKey     string
	StripeWebhookSecret string
	StripeAPIBase       string
	BankHolder          string
	BankIBAN            string
	BankBIC             string
	BankName            string
	WindyKey            string
	WindyURL            string
	MetricsToken        string
}

// setting describes one configuration value for flags, env and --help.
type setting struct {
	flag, env, def, usage string
	target                *string
}

func (c *config) settings() []setting {
	return []setting{
		{"addr", "ONELOFT_ADDR", ":8080", "address to listen on", &c.Addr},
		{"data-dir", "ONELOFT_DATA_DIR", "./data", "directory for the SQLite database and uploaded files", &c.DataDir},
		{"database-url", "ONELOFT_DATABASE_URL", "", "database: postgres://… for PostgreSQL; default SQLite at <data-dir>/oneloft.db", &c.DatabaseURL},
		{"public-url", "ONELOFT_PUBLIC_URL", "http://localhost:8080", "the address users reach the service at (links in mails, sharing tags)", &c.PublicURL},
		{"log-level", "ONELOFT_LOG_LEVEL", "info", "log level: debug, info, warn or error", &c.LogLevel},
		{"oidc-issuer", "ONELOFT_OIDC_ISSUER", "", "external OpenID issuer (e.g. a Keycloak realm URL); empty: the embedded provider at <public-url>/sso", &c.OIDCIssuer},
		{"oidc-client-id", "ONELOFT_OIDC_CLIENT_ID", "oneloft-web", "the web app's client id at the issuer", &c.OIDCClientID},
		{"redirect-uris", "ONELOFT_REDIRECT_URIS", "", "extra sign-in redirect URIs of the web app, comma-separated (e.g. the Vite dev server's /login/callback)", &c.RedirectURIs},
		{"smtp-url", "ONELOFT_SMTP_URL", "", "SMTP server for mail, smtp://user:pass@host:587 or smtps://…:465; empty: mail is written to the log", &c.SMTPURL},
		{"mail-from", "ONELOFT_MAIL_FROM", "oneloft <no-reply@oneloft.example>", "sender address of mail", &c.MailFrom},
		{"access-password", "ONELOFT_ACCESS_PASSWORD", "", "site-wide password gate (SPEC §2): every page but /about asks for it first, remembered 5 days; empty: no gate", &c.AccessPassword},
		{"redis-url", "ONELOFT_REDIS_URL", "", "Redis for live racing across instances (redis://host:6379/0): viewers on any instance get every arrival and recover after a reconnect; empty: this process only", &c.RedisURL},
		{"redis-prefix", "ONELOFT_REDIS_PREFIX", "oneloft", "prefix of this service's keys and channels in Redis; services sharing one Redis each need their own", &c.RedisPrefix},
		{"blob-url", "ONELOFT_BLOB_URL", "", "where uploads are kept (gocloud.dev/blob URL); empty: file://<data-dir>/files", &c.BlobURL},
		{"contact-email", "ONELOFT_CONTACT_EMAIL", "", "where the contact form's mail goes; empty: the sender address of mail", &c.ContactEmail},
		{"sms-url", "ONELOFT_SMS_URL", "", "HTTP SMS gateway (JSON POST of to and text); empty: texts are written to the log", &c.SMSURL},
		{"sms-token", "ONELOFT_SMS_TOKEN", "", "bearer token for the SMS gateway", &c.SMSToken},
		{"reset-link-minutes", "ONELOFT_RESET_LINK_MINUTES", "60", "minutes a password reset link stays valid", &c.ResetMinutes},
		{"stripe-secret-key", "ONELOFT_STRIPE_SECRET_KEY", "", "Stripe secret key for card payments; empty: no card payments", &c.StripeSecretKey},
		{"stripe-webhook-secret", "ONELOFT_STRIPE_WEBHOOK_SECRET", "", "signing secret of the Stripe webhook at /api/payments/stripe/webhook; required with a secret key", &c.StripeWebhookSecret},
		{"stripe-api-base", "ONELOFT_STRIPE_API_BASE", "", "Stripe API address; empty: Stripe itself (tests point it at stripe-mock)", &c.StripeAPIBase},
		{"bank-holder", "ONELOFT_BANK_HOLDER", "", "account holder shown for bank transfers", &c.BankHolder},
		{"bank-iban", "ONELOFT_BANK_IBAN", "", "IBAN for bank transfers; empty: no bank transfers offered", &c.BankIBAN},
		{"bank-bic", "ONELOFT_BANK_BIC", "", "BIC for bank transfers", &c.BankBIC},
		{"bank-name", "ONELOFT_BANK_NAME", "", "bank name for bank transfers", &c.BankName},
		{"windy-key", "ONELOFT_WINDY_KEY", "", "Windy point forecast API key for the flight map's weather; empty: weather unavailable", &c.WindyKey},
		{"windy-url", "ONELOFT_WINDY_URL", "https://api.windy.com/api/point-forecast/v2", "Windy point forecast endpoint (tests point it at a local server)", &c.WindyURL},
		{"metrics-token", "ONELOFT_METRICS_TOKEN", "", "bearer token a Prometheus scraper sends to /metrics; empty: no metrics served", &c.MetricsToken},
		{"payment-days", "ONELOFT_PAYMENT_DAYS", strconv.Itoa(core.DefaultPaymentDays), "working days to pay a confirmed registration when its season's payment due date sets none", &c.PaymentDays},
		{"pending-hold-hours", "ONELOFT_PENDING_HOLD_HOURS", "48", "hours a registration waiting for the loft's confirmation holds its places; then it expires", &c.PendingHold},
	}
}

// newFlagSet registers the settings named in only (all when empty) on a flag
// set whose usage text lists each flag with its environment variable.
func (c *config) newFlagSet(name, summary string, only ...string) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	var used []setting
	for _, s := range c.settings() {
		if len(only) > 0 && !contains(only, s.flag) {
			continue
		}
		def := s.def
		if v, ok := os.LookupEnv(s.env); ok {
			def = v
		}
		fs.StringVar(s.target, s.flag, def, s.usage)
		used = append(used, s)
	}
	fs.Usage = func() {
		out := fs.Output()
		fmt.Fprintf(out, "Usage: oneloft %s [flags]\n\n%s\n\nFlags (each also set by its environment variable; a flag wins over the variable, the variable over the default):\n", name, summary)
		fs.VisitAll(func(f *flag.Flag) {
			env := ""
			for _, s := range used {
				if s.flag == f.Name {
					env = " [$" + s.env + "]"
				}
			}
			fmt.Fprintf(out, "  --%s%s\n        %s (default %q)\n", f.Name, env, f.Usage, f.DefValue)
		})
	}
	return fs
}

func contains(list []string, v string) bool {
	for _, s := range list {
		if s == v {
			return true
		}
	}
	return false
}

// checkServe refuses settings that would start an unsafe server.
func (c *config) checkServe() error {
	// Without a webhook secret, an event signed with the empty key would
	// pass as Stripe's and mark orders paid.
	if c.StripeSecretKey != "" && c.StripeWebhookSecret == "" {
		return fmt.Errorf("a Stripe secret key is set but no webhook secret: set --stripe-webhook-secret " +
			"(ONELOFT_STRIPE_WEBHOOK_SECRET) to the signing secret of the webhook, or leave the key empty to turn card payments off")
	}
	return nil
}

// databaseURL is the configured URL or the SQLite file in the data directory.
func (c *config) databaseURL() string {
	if c.DatabaseURL != "" {
		return c.DatabaseURL
	}
	return store.DefaultURL(c.DataDir)
}

func (c *config) logger() (*slog.Logger, error) {
	var lvl slog.Level
	if err := lvl.UnmarshalText([]byte(strings.ToUpper(c.LogLevel))); err != nil {
		return nil, fmt.Errorf("invalid log level %q", c.LogLevel)
	}
	log := slog.New(api.LogHandler(slog.NewJSONHandler(os.Stderr, &slog.HandlerOptions{Level: lvl})))
	slog.SetDefault(log) // the services log through the default logger
	return log, nil
}

// contactEmail is where the contact form's mail goes: the configured
// address, else the address mail is sent from.
func (c *config) contactEmail() string {
	if c.ContactEmail != "" {
		return c.ContactEmail
	}
	if a, err := mail.ParseAddress(c.MailFrom); err == nil {
		return a.Address
	}
	return c.MailFrom
}

// blobURL is the bucket of uploads: the configured URL, else the files
// folder of the data directory.
func (c *config) blobURL() string {
	if c.BlobURL != "" {
		return c.BlobURL
	}
	dir, err := filepath.Abs(filepath.Join(c.DataDir, "files"))
	if err != nil {
		dir = filepath.Join(c.DataDir, "files")
	}
	return "file://" + filepath.ToSlash(dir) + "?create_dir=1&no_tmp_dir=1"
}
