package service_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// to counts the mails of a template sent to an address.
func (m *mails) to(template, address string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, s := range m.sent {
		if s.Template == template && s.To == address {
			n++
		}
	}
	return n
}

func registration(email string) service.Registration {
	return service.Registration{Password: "Right1234", User: core.User{Email: email, FirstName: "Reg", LastName: "Istrant", Language: "en"}}
}

// client is the i-th address of a botnet: no two alike.
func client(i int) string { return fmt.Sprintf("198.18.%d.%d", i/250, i%250+1) }

// TestMailFloodsLimited: register, resend-verification and the unlock mail
// after failed sign-ins send at most core.MailsPerEmail mails of a kind to an
// address an hour, and answer as before whether an account has the address.
func TestMailFloodsLimited(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newSignInWorld(t, db)
		ctx := context.Background()
		owner := w.user.Email

		t.Run("RegisterTakenAddress", func(t *testing.T) {
			for i := range 6 {
				if u, err := w.accounts.Register(ctx, registration(owner), client(i)); err != nil || u != nil {
					t.Fatalf("registration %d of a taken address: %v %v", i+1, u, err)
				}
			}
			if n := w.mail.to("register_existing", owner); n != core.MailsPerEmail.Max {
				t.Fatalf("%d mails to the owner, want %d", n, core.MailsPerEmail.Max)
			}
			// a bad field answers as for a new address, not with a mail
			bad := registration(owner)
			bad.FirstName = ""
			_, err := w.accounts.Register(ctx, bad, client(7))
			wantErr(t, err, core.EINVALID, "The first name field is required.")
		})
		t.Run("RequestVerificationMail", func(t *testing.T) {
			const fresh = "new@example.org"
			if _, err := w.accounts.Register(ctx, registration(fresh), client(10)); err != nil {
				t.Fatal(err)
			}
			for i := range 5 {
				must(t, w.accounts.RequestVerificationMail(ctx, fresh, client(11+i)))
			}
			if n := w.mail.to("verify_email", fresh); n != core.MailsPerEmail.Max {
				t.Fatalf("%d verification mails, want %d", n, core.MailsPerEmail.Max)
			}
			must(t, w.accounts.RequestVerificationMail(ctx, "nobody@example.org", client(20)))
			must(t, w.accounts.RequestVerificationMail(ctx, owner, client(20))) // verified: no mail
			if n := w.mail.to("verify_email", owner); n != 0 {
				t.Fatalf("%d verification mails to a verified address", n)
			}
		})
		t.Run("ErrClient", func(t *testing.T) {
			const c = "203.0.113.50"
			for i := range core.MailsPerClient.Max {
				must(t, w.accounts.RequestVerificationMail(ctx, fmt.Sprintf("x%d@example.org", i), c))
			}
			// the same refusal for an address with an account and one without
			wantErr(t, w.accounts.RequestVerificationMail(ctx, "nobody@example.org", c), core.ETOOMANY, core.MsgTooManyRequests)
			wantErr(t, w.accounts.RequestVerificationMail(ctx, "new@example.org", c), core.ETOOMANY, core.MsgTooManyRequests)
			for i := range core.MailsPerClient.Max {
				if _, err := w.accounts.Register(ctx, registration(fmt.Sprintf("r%d@example.org", i)), c); err != nil {
					t.Fatal(err)
				}
			}
			_, err := w.accounts.Register(ctx, registration("r99@example.org"), c)
			wantErr(t, err, core.ETOOMANY, core.MsgTooManyRequests)
			_, err = w.accounts.Register(ctx, registration(owner), c)
			wantErr(t, err, core.ETOOMANY, core.MsgTooManyRequests)
			// an hour on, the client may ask again
			*w.clock = w.clock.Add(core.MailsPerClient.Window)
			must(t, w.accounts.RequestVerificationMail(ctx, "nobody@example.org", c))
		})
		t.Run("UnlockMails", func(t *testing.T) {
			// (the wait on an account across addresses is TestSignInLimitsAcrossAddresses's)
			cfg := service.DefaultAccountConfig("http://localhost:8080")
			cfg.SignIn.AccountFreeFailures = 1000
			w.accounts = w.accountsWith(db, service.Deps{Hasher: plainHasher{}, Accounts: cfg})
			// Guessers on many addresses, the owner signing in between.
			for i := range 5 {
				for range core.DefaultSignInLimits.FreeFailures {
					wantErr(t, w.try("Wrong1234", client(100+i)), core.EINVALID, core.MsgCredentials)
				}
				must(t, w.try("Right1234", "192.0.2.1"))
			}
			if n := w.mail.to("unlock", owner); n != core.MailsPerEmail.Max {
				t.Fatalf("%d unlock mails, want %d", n, core.MailsPerEmail.Max)
			}
			// One guesser on many accounts.
			const guesser = "203.0.113.77"
			for i := range core.MailsPerClient.Max + 2 {
				email := fmt.Sprintf("u%d@example.org", i)
				verified := *w.clock
				must(t, service.New(service.Deps{Store: db, Clock: func() time.Time { return *w.clock }}).Users.CreateUser(core.SystemContext(ctx),
					&core.User{Email: email, FirstName: "U", LastName: "U", PasswordHash: "plain:Right1234", EmailVerified: &verified}))
				for range core.DefaultSignInLimits.FreeFailures {
					_, err := w.accounts.Authenticate(ctx, email, "Wrong1234", guesser)
					wantErr(t, err, core.EINVALID, core.MsgCredentials)
				}
			}
			n := 0
			for i := range core.MailsPerClient.Max + 2 {
				n += w.mail.to("unlock", fmt.Sprintf("u%d@example.org", i))
			}
			if n != core.MailsPerClient.Max {
				t.Fatalf("%d unlock mails for one guesser, want %d", n, core.MailsPerClient.Max)
			}
		})
	})
}
