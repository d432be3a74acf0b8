package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/demo"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
)

var dbSettings = []string{"data-dir", "database-url", "log-level"}

func runMigrate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := c.newFlagSet("migrate", "Apply the database migrations that have not run yet.", dbSettings...)
	fs.SetOutput(stderr)
	if err := fs.Parse(args); err != nil {
		return err
	}
	db, _, err := c.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	fmt.Fprintf(stdout, "database (%s) is up to date\n", db.Engine)
	return nil
}

func runSeed(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := c.newFlagSet("seed", "Fill an empty database with demo data (lofts, seasons, teams, pigeons, news).", dbSettings...)
	fs.SetOutput(stderr)
	fs.BoolVar(&c.Demo, "demo", false, "create the demo world (required)")
	if err := fs.Parse(args); err != nil {
		return err
	}
	if !c.Demo {
		return errors.New("seed: say --demo to create demo data")
	}
	db, _, err := c.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	start := time.Now()
	stats, err := demo.Seed(ctx, service.New(service.Deps{Store: db}), db, time.Now())
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "demo data created in %s: %d lofts, %d seasons, %d users, %d teams, %d pigeons, %d statuses, %d news, %d orders, %d flights\n",
		time.Since(start).Round(time.Millisecond), stats.Lofts, stats.Seasons, stats.Users, stats.Teams, stats.Pigeons, stats.Statuses, stats.News, stats.Orders, stats.Flights)
	return nil
}

func runUser(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "create" {
		return errors.New(`usage: oneloft user create --email E --first-name F --last-name L --password P [--admin]`)
	}
	var c config
	fs := c.newFlagSet("user create", "Create a local account that signs in with e-mail and password.", dbSettings...)
	fs.SetOutput(stderr)
	u := &core.User{}
	var password string
	var admin bool
	fs.StringVar(&u.Email, "email", "", "e-mail address (required)")
	fs.StringVar(&u.FirstName, "first-name", "", "first name (required)")
	fs.StringVar(&u.LastName, "last-name", "", "last name (required)")
	fs.StringVar(&u.Language, "language", "en", "language: one of "+strings.Join(core.LanguageCodes(), ", "))
	fs.StringVar(&password, "password", "", "password: at least 8 characters with a number and a capital letter (required)")
	fs.BoolVar(&admin, "admin", false, "make the account an admin")
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	f := core.FieldErrors{}
	core.Password(f, "password", password)
	if err := f.Err(); err != nil {
		return err
	}
	db, _, err := c.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	if u.PasswordHash, err = sso.HashPassword(password); err != nil {
		return err
	}
	if admin {
		u.AdminLevel = 1
	}
	now := time.Now().UTC()
	u.EmailVerified = &now // created by an operator, so the address counts as checked
	if err := service.New(service.Deps{Store: db}).Users.CreateUser(core.SystemContext(ctx), u); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "user %d created: %s (admin: %v)\n", u.ID, u.Email, admin)
	return nil
}

// runOpenAPI prints the API description. Every operation is in it whatever
// the wiring (one missing a dependency answers 503), so the server needs
// nothing here: nothing is called, only described.
func runOpenAPI(stdout io.Writer) error {
	b, err := api.New(api.Config{}).OpenAPI()
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(stdout, string(b))
	return err
}

func runKeys(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 || args[0] != "rotate" {
		return errors.New("usage: oneloft keys rotate")
	}
	var c config
	fs := c.newFlagSet("keys rotate", "Create a new signing key for the embedded sign-in provider and retire the others.", dbSettings...)
	fs.SetOutput(stderr)
	if err := fs.Parse(args[1:]); err != nil {
		return err
	}
	db, _, err := c.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	id, err := sso.Rotate(ctx, db, core.Now)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "signing with key %s; instances pick it up within a minute\n", id)
	return nil
}

func runCancelUnpaid(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := c.newFlagSet("cancel-unpaid", "Cancel confirmed registrations left unpaid past their payment deadline.", append(dbSettings, "payment-days", "public-url", "smtp-url", "mail-from")...)
	fs.SetOutput(stderr)
	at := atFlag(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	now, err := at()
	if err != nil {
		return err
	}
	days, err := strconv.Atoi(c.PaymentDays)
	if err != nil || days < 1 {
		return fmt.Errorf("payment-days: want a positive number, got %q", c.PaymentDays)
	}
	db, log, err := c.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	mailer, err := newMailer(&c, log)
	if err != nil {
		return err
	}
	orders := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }, Mailer: mailer,
		Orders: service.OrderConfig{PublicURL: c.PublicURL, PaymentDays: days}}).Orders
	n, err := orders.CancelUnpaid(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d unpaid registrations cancelled\n", n)
	return nil
}

// atFlag adds --at to a command of a job, and answers its time: now unless given.
func atFlag(fs *flag.FlagSet) func() (time.Time, error) {
	at := fs.String("at", "", "act as if it were this time (RFC 3339), to catch up or to test; default now")
	return func() (time.Time, error) {
		if *at == "" {
			return time.Now().UTC(), nil
		}
		t, err := time.Parse(time.RFC3339, *at)
		if err != nil {
			return time.Time{}, fmt.Errorf("--at: want a time like 2026-12-01T09:00:00Z: %w", err)
		}
		return t.UTC(), nil
	}
}

// runCloseAuctionLots closes the auction lots whose end has passed, once,
// as serve's job does every 30 seconds: the sold ones place their winner's
// store order and tell the winner.
func runCloseAuctionLots(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	var c config
	fs := c.newFlagSet("close-auction-lots", "Close the auction lots whose end has passed.", append(dbSettings, "public-url", "smtp-url", "mail-from")...)
	fs.SetOutput(stderr)
	at := atFlag(fs)
	if err := fs.Parse(args); err != nil {
		return err
	}
	now, err := at()
	if err != nil {
		return err
	}
	db, log, err := c.open(ctx)
	if err != nil {
		return err
	}
	defer db.Close()
	mailer, err := newMailer(&c, log)
	if err != nil {
		return err
	}
	deps := service.Deps{Store: db, Clock: func() time.Time { return now }, Mailer: mailer, Orders: service.OrderConfig{PublicURL: c.PublicURL}}
	// the winner's notice as serve's job makes it: in the bell with its title and link, by mail and push
	if err := noticeDeps(ctx, &c, db, &deps); err != nil {
		return err
	}
	n, err := service.New(deps).Auctions.CloseDueLots(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "%d auction lots closed\n", n)
	return nil
}
