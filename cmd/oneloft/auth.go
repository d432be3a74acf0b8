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

// signIn wires accounts, SMS and either the embedded provider or an
// external issuer. The provider and the accounts (which the API uses to
// mail users for admins) are nil with an external issuer.
func signIn(ctx context.Context, c *config, db *store.DB, svc *service.Service, mailer core.Mailer, files *media.Store, log *slog.Logger, jm *jobs.Metrics) (api.Auth, *sso.Provider, *service.Accounts, error) {
	scopes := []string{"openid", "profile", "email", "offline_access"}
	auth := api.Auth{ClientID: c.OIDCClientID, Scopes: scopes}
	if c.OIDCIssuer != "" {
		v := sso.NewRemoteVerifier(c.OIDCIssuer)
		auth.Issuer, auth.Verify = v.Issuer(), verifyWith(v)
		log.Info("sign-in through an external issuer", "issuer", c.OIDCIssuer)
		return auth, nil, nil, nil
	}
	minutes, err := strconv.Atoi(c.ResetMinutes)
	if err != nil || minutes < 1 {
		return auth, nil, nil, fmt.Errorf("reset-link-minutes: want a positive number, got %q", c.ResetMinutes)
	}
	var sms core.SMSSender = notify.LogSMS{Log: log}
	if c.SMSURL != "" {
		sms = notify.HTTPSMS{URL: c.SMSURL, Token: c.SMSToken}
	}
	acfg := service.DefaultAccountConfig(c.PublicURL)
	acfg.ResetLinkTTL = time.Duration(minutes) * time.Minute
	accounts := svc.NewAccounts(sso.Argon2id{}, mailer, sms, acfg)
	svc.Lofts.UseInviter(accounts) // staff added by e-mail choose their password through a mailed link
	redirects := []string{strings.TrimSuffix(c.PublicURL, "/") + "/login/callback"}
	for _, u := range strings.Split(c.RedirectURIs, ",") {
		if u = strings.TrimSpace(u); u != "" {
			redirects = append(redirects, u)
		}
	}
	p, err := sso.New(ctx, sso.Config{PublicURL: c.PublicURL, ClientID: c.OIDCClientID, RedirectURIs: redirects, SaveImage: files.SaveImage}, db, accounts, log)
	if err != nil {
		return auth, nil, nil, err
	}
	auth.Issuer, auth.Embedded, auth.Verify = p.Issuer(), true, verifyWith(p.Verifier())
	jobs.Start(ctx, log, db, jm.Measure(jobs.Job{Name: "prune-sign-in-records", Interval: time.Hour, Run: accounts.PruneSignInRecords})...)
	return auth, p, accounts, nil
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
