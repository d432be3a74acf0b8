package main

import (
	"context"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"strconv"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/demo"
	"github.com/oneloft/oneloft/internal/jobs"
	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/locale"
	"github.com/oneloft/oneloft/internal/media"
	"github.com/oneloft/oneloft/internal/payment"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/weather"
	"github.com/oneloft/oneloft/web"
)

func runServe(ctx context.Context, args []string, stderr io.Writer) error {
	var c config
	fs := c.newFlagSet("serve", "Start the server: the JSON API under /api, the web app, metrics at /metrics for a scraper with --metrics-token.")
	fs.SetOutput(stderr)
	fs.BoolVar(&c.Demo, "demo", false, "fill an empty database with demo data at start")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if err := c.checkServe(); err != nil {
		return err
	}
	db, log, err := c.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	reg := prometheus.NewRegistry() // /metrics: HTTP and ingest (api), live (hub), jobs
	jobMetrics := jobs.NewMetrics(reg)
	hub, err := live.New(live.Options{Logger: log, RedisURL: c.RedisURL, RedisPrefix: c.RedisPrefix, Metrics: reg})
	if err != nil {
		return err
	}
	defer hub.Close(context.Background())
	if c.Demo {
		if err := seedIfEmpty(ctx, db, log); err != nil {
			return err
		}
	}
	mailer, err := newMailer(&c, log)
	if err != nil {
		return err
	}
	files, err := media.Open(ctx, c.blobURL(), "/api/public/files/")
	if err != nil {
		return err
	}
	defer files.Close()
	deps := service.Deps{Store: db, Countries: locale.Finder{}, Publisher: hub, AuctionLive: hub,
		CacheBus: hub, // other instances drop a changed flight at once
		Mailer:   mailer, ContactTo: c.contactEmail()}
	if c.WindyKey != "" {
		deps.Forecaster = &weather.Windy{Key: c.WindyKey, Endpoint: c.WindyURL}
	}
	if c.StripeSecretKey != "" {
		deps.Cards = payment.NewStripe(payment.StripeConfig{SecretKey: c.StripeSecretKey, WebhookSecret: c.StripeWebhookSecret, APIBase: c.StripeAPIBase})
	}
	if deps.Orders, err = orderConfig(&c); err != nil {
		return err
	}
	if err := localSignIn(&c, log, &deps); err != nil {
		return err
	}
	if err := noticeDeps(ctx, &c, db, &deps); err != nil {
		return err
	}
	svc := service.New(deps)
	hub.OnFlightChanged(svc.ForgetFlight)
	svc.Notifications.Start(ctx)
	auth, provider, err := signIn(ctx, &c, db, svc, files, log, jobMetrics)
	if err != nil {
		return err
	}
	hub.SetGuard(live.Guard{Actor: auth.Actor(svc.Users), Flight: svc.Flights.Followable, Lot: svc.Auctions.Followable})
	orders, notices := svc.Orders, svc.Notifications
	jobs.Start(ctx, log, db, jobMetrics.Measure(jobs.Job{Name: "cancel-unpaid-orders", Interval: time.Minute, Run: orders.CancelUnpaid},
		jobs.Job{Name: "expire-pending-orders", Interval: time.Minute, Run: orders.ExpirePending},
		jobs.Job{Name: "remind-pending-orders", Interval: time.Minute, Run: orders.RemindPending},
		jobs.Job{Name: "close-races", Interval: time.Minute, Run: svc.Results.CloseDueFlights},
		jobs.Job{Name: "announce-news", Interval: time.Minute, Run: notices.AnnounceNews},
		jobs.Job{Name: "warn-silent-devices", Interval: time.Minute, Run: notices.WarnSilentDevices},
		jobs.Job{Name: "cancel-unpaid-store-orders", Interval: time.Minute, Run: svc.Shop.ExpireStoreOrders},
		jobs.Job{Name: "remind-memberships", Interval: time.Hour, Run: svc.Shop.RemindMemberships},
		jobs.Job{Name: "announce-pedigree-trial-ends", Interval: time.Hour, Run: svc.Pedigree.AnnounceTrialEnds},
		// Bidding stops at a lot's end by itself; the job records the sale.
		jobs.Job{Name: "close-auction-lots", Interval: 30 * time.Second, Run: svc.Auctions.CloseDueLots})...)
	cfg := api.Config{Service: svc, Logger: log, PublicURL: c.PublicURL, Web: webFS(log), Auth: auth, Metrics: reg, MetricsToken: c.MetricsToken,
		Live: hub.Handler(), Broker: hub.Status, Orders: orders, Contact: svc.Contact, Notices: notices, AccessPassword: c.AccessPassword, Accounts: svc.Accounts, Files: files.Handler(), SaveUpload: files.SaveFile,
		ConfirmationPDF: renderConfirmation, PayoutPDF: renderPayout, StorePDF: storePDF{users: db.FindUserByID}, PedigreePDF: pedigreeRenderer(files.ReadImage, log), ResultsPDF: resultsRenderer(files.ReadImage, log)}
	if provider != nil {
		cfg.SSO = provider
	}
	srv := api.New(cfg)
	if c.Demo {
		go keepRaceLive(ctx, svc, c.Addr, log)
	}
	return listenAndServe(ctx, c.Addr, srv, log)
}

// orderConfig reads the order settings of the flags.
func orderConfig(c *config) (service.OrderConfig, error) {
	paymentDays, err := strconv.Atoi(c.PaymentDays)
	if err != nil || paymentDays < 1 {
		return service.OrderConfig{}, fmt.Errorf("payment-days: want a positive number, got %q", c.PaymentDays)
	}
	holdHours, err := strconv.Atoi(c.PendingHold)
	if err != nil || holdHours < 1 {
		return service.OrderConfig{}, fmt.Errorf("pending-hold-hours: want a positive number, got %q", c.PendingHold)
	}
	return service.OrderConfig{PublicURL: c.PublicURL, PaymentDays: paymentDays,
		PendingHold: time.Duration(holdHours) * time.Hour,
		Bank:        service.BankAccount{Holder: c.BankHolder, IBAN: c.BankIBAN, BIC: c.BankBIC, Bank: c.BankName}}, nil
}

// open makes the logger, then opens and migrates the configured database.
func (c *config) open(ctx context.Context) (*store.DB, *slog.Logger, error) {
	log, err := c.logger()
	if err != nil {
		return nil, nil, err
	}
	db, err := openDB(ctx, c, log)
	return db, log, err
}

// openDB opens the configured database and applies pending migrations.
func openDB(ctx context.Context, c *config, log *slog.Logger) (*store.DB, error) {
	db, err := store.Open(ctx, c.databaseURL(), store.Options{})
	if err != nil {
		return nil, err
	}
	n, err := db.Migrate(ctx)
	if err != nil {
		db.Close()
		return nil, err
	}
	log.Info("database ready", "engine", db.Engine, "migrations_applied", n)
	return db, nil
}

func seedIfEmpty(ctx context.Context, db *store.DB, log *slog.Logger) error {
	start := time.Now()
	stats, err := demo.Seed(ctx, service.New(service.Deps{Store: db}), db, time.Now())
	if core.ErrorCode(err) == core.ECONFLICT {
		log.Info("demo data skipped: the database is not empty")
		return nil
	} else if err != nil {
		return fmt.Errorf("demo data: %w", err)
	}
	log.Info("demo data created", "took", time.Since(start).String(), "lofts", stats.Lofts, "teams", stats.Teams, "pigeons", stats.Pigeons)
	return nil
}

// webFS is the embedded web app, or nil when the binary was built without it.
func webFS(log *slog.Logger) fs.FS {
	sub, err := fs.Sub(web.Dist, "dist")
	if err == nil {
		if _, err = fs.Stat(sub, "index.html"); err == nil {
			return sub
		}
	}
	log.Warn("web app not embedded: build it with 'make build' (serving the API only)")
	return nil
}

// listenAndServe serves until ctx ends, then drains requests for up to 15 s.
func listenAndServe(ctx context.Context, addr string, h http.Handler, log *slog.Logger) error {
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return err
	}
	hs := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second, IdleTimeout: 120 * time.Second,
		ErrorLog: slog.NewLogLogger(log.Handler(), slog.LevelWarn)}
	log.Info("listening", "addr", ln.Addr().String(), "version", api.Version)
	errc := make(chan error, 1)
	go func() { errc <- hs.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	log.Info("shutting down")
	sctx, cancel := context.WithTimeout(context.Background(), 15*time.Second)
	defer cancel()
	if err := hs.Shutdown(sctx); err != nil {
		return err
	}
	if err := <-errc; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}
