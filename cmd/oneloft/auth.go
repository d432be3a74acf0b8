package main

import (
	"context"
	"fmt"
	"log/slog"
	"strconv"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/jobs"
	"github.com/oneloft/oneloft/internal/media"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
)

// newMailer sends over SMTP when a server is configured, else writes mail to the log.
func newMailer(c *config, log *slog.Logger) (core.Mailer, error) {
	if c.SMTPURL == "" {
		return notify.LogMailer{Log: log}, nil
	}
	return notify.NewSMTPMailer(c.SMTPURL, c.MailFrom)
}

// localSignIn adds to d what local accounts need (password hashing, SMS,
// their settings), unless an external issuer signs users in.
func localSignIn(c *config, log *slog.Logger, d *service.Deps) error {
	if c.OIDCIssuer != "" {
		return nil
	}
	minutes, err := strconv.Atoi(c.ResetMinutes)
	if err != nil || minutes < 1 {
		return fmt.Errorf("reset-link-minutes: want a positive number, got %q", c.ResetMinutes)
	}
	d.Hasher, d.SMS = sso.Argon2id{}, notify.LogSMS{Log: log}
	if c.SMSURL != "" {
		d.SMS = notify.HTTPSMS{URL: c.SMSURL, Token: c.SMSToken}
	}
	d.Accounts = service.DefaultAccountConfig(c.PublicURL)
	d.Accounts.ResetLinkTTL = time.Duration(minutes) * time.Minute
	return nil
}

// signIn wires either the embedded provider over the service's accounts or
// an external issuer; the provider is nil with an external issuer.
func signIn(ctx context.Context, c *config, db *store.DB, svc *service.Service, files *media.Store, log *slog.Logger, jm *jobs.Metrics) (api.Auth, *sso.Provider, error) {
	scopes := []string{"openid", "profile", "email", "offline_access"}
	auth := api.Auth{ClientID: c.OIDCClientID, Scopes: scopes}
	if c.OIDCIssuer != "" {
		v := sso.NewRemoteVerifier(c.OIDCIssuer)
		auth.Issuer, auth.Verify = v.Issuer(), verifyWith(v)
		log.Info("sign-in through an external issuer", "issuer", c.OIDCIssuer)
		return auth, nil, nil
	}
	accounts := svc.Accounts
	redirects := []string{strings.TrimSuffix(c.PublicURL, "/") + "/login/callback"}
	for _, u := range strings.Split(c.RedirectURIs, ",") {
		if u = strings.TrimSpace(u); u != "" {
			redirects = append(redirects, u)
		}
	}
	p, err := sso.New(ctx, sso.Config{PublicURL: c.PublicURL, ClientID: c.OIDCClientID, RedirectURIs: redirects, SaveImage: files.SaveImage}, db, accounts, log)
	if err != nil {
		return auth, nil, err
	}
	auth.Issuer, auth.Embedded, auth.Verify = p.Issuer(), true, verifyWith(p.Verifier())
	jobs.Start(ctx, log, db, jm.Measure(jobs.Job{Name: "prune-sign-in-records", Interval: time.Hour, Run: accounts.PruneSignInRecords})...)
	return auth, p, nil
}

func verifyWith(v *sso.Verifier) api.VerifyToken {
	return func(ctx context.Context, raw string) (service.ExternalProfile, error) {
		c, err := v.Verify(ctx, raw)
		if err != nil {
			return service.ExternalProfile{}, err
		}
		return service.ExternalProfile{Issuer: c.Issuer, Subject: c.Subject, Email: c.Email, FirstName: c.GivenName,
			LastName: c.FamilyName, Language: c.Locale}, nil
	}
}
