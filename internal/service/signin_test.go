package service_test

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// plainHasher keeps these tests fast; the provider's tests use Argon2id.
type plainHasher struct{}

func (plainHasher) Hash(p string) (string, error)    { return "plain:" + p, nil }
func (plainHasher) Verify(h, p string) (bool, error) { return h == "plain:"+p, nil }
func tokenOf(t *testing.T, m core.Mail) string {
	t.Helper()
	u, err := url.Parse(m.Data["Link"].(string))
	if err != nil {
		t.Fatal(err)
	}
	return u.Query().Get("token")
}

type signInWorld struct {
	accounts *service.Accounts
	mail     *mails
	clock    *time.Time
	user     *core.User
}

// accountsWith returns the accounts of the use cases over db and the world's
// clock, mailing to its mails, made with the rest of d.
func (w *signInWorld) accountsWith(db *store.DB, d service.Deps) *service.Accounts {
	d.Store, d.Clock, d.Mailer = db, func() time.Time { return *w.clock }, w.mail
	if d.Accounts == (service.AccountConfig{}) {
		d.Accounts = service.DefaultAccountConfig("http://localhost:8080")
	}
	return service.New(d).Accounts
}

func newSignInWorld(t *testing.T, db *store.DB) *signInWorld {
	t.Helper()
	now := fixedNow
	w := &signInWorld{mail: &mails{}, clock: &now}
	w.accounts = w.accountsWith(db, service.Deps{Hasher: plainHasher{}})
	svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return *w.clock }})
	verified := now
	w.user = &core.User{Email: "fay@example.org", FirstName: "Fay", LastName: "Fancier", PasswordHash: "plain:Right1234", EmailVerified: &verified}
	must(t, svc.Users.CreateUser(core.SystemContext(context.Background()), w.user))
	return w
}

func (w *signInWorld) try(password, address string) error {
	_, err := w.accounts.Authenticate(context.Background(), w.user.Email, password, address)
	return err
}

// TestSignInLimits is the review's case (item 6): five wrong passwords from
// one address used to lock the account for everyone for 15 minutes.
func TestSignInLimits(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newSignInWorld(t, db)
		const guesser, owner = "203.0.113.9", "198.51.100.7"
		for i := range 5 {
			wantErr(t, w.try("Wrong1234", guesser), core.EINVALID, core.MsgCredentials)
			if i < 4 && len(w.mail.sent) != 0 {
				t.Fatalf("mailed after %d failures", i+1)
			}
		}
		// The guesser waits; the owner, elsewhere, signs in.
		wantErr(t, w.try("Right1234", guesser), core.EFORBIDDEN, core.MsgTooManyAttempts)
		if err := w.try("Right1234", owner); err != nil {
			t.Fatalf("the right password from another address: %v", err)
		}
		// The delay grows with each failure after it has passed.
		for _, wait := range []time.Duration{2 * time.Second, 4 * time.Second, 8 * time.Second} {
			*w.clock = w.clock.Add(wait - time.Millisecond)
			wantErr(t, w.try("Wrong1234", guesser), core.EFORBIDDEN, core.MsgTooManyAttempts)
			*w.clock = w.clock.Add(time.Millisecond)
			wantErr(t, w.try("Wrong1234", guesser), core.EINVALID, core.MsgCredentials)
		}
		// The owner was mailed once, with a link that lifts the wait everywhere.
		if got := w.mail.templates(); len(got) != 1 || got[0] != "unlock" {
			t.Fatalf("mails: %v", got)
		}
		if _, err := w.accounts.Unlock(context.Background(), tokenOf(t, w.mail.sent[0]), owner); err != nil {
			t.Fatal(err)
		}
		if err := w.try("Right1234", guesser); err != nil {
			t.Fatalf("after the unlock link: %v", err)
		}
		_, err := w.accounts.Unlock(context.Background(), tokenOf(t, w.mail.sent[0]), owner)
		wantErr(t, err, core.EINVALID, core.MsgTokenInvalid)
	})
}

// An unknown address is refused like a wrong password, after the same work.
func TestSignInUnknownUser(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newSignInWorld(t, db)
		counting := &countingHasher{}
		w.accounts = w.accountsWith(db, service.Deps{Hasher: counting})
		_, err := w.accounts.Authenticate(context.Background(), "nobody@example.org", "Right1234", "203.0.113.9")
		wantErr(t, err, core.EINVALID, core.MsgCredentials)
		if counting.verified != 1 {
			t.Fatalf("verified %d hashes for an unknown user, want 1 (as for a known one)", counting.verified)
		}
	})
}

type countingHasher struct{ verified int }

func (c *countingHasher) Hash(p string) (string, error) { return "plain:" + p, nil }
func (c *countingHasher) Verify(h, p string) (bool, error) {
	c.verified++
	return strings.TrimPrefix(h, "plain:") == p, nil
}

func TestResetRequestsLimited(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newSignInWorld(t, db)
		ctx := context.Background()
		for range core.MaxResetMailsPerEmail {
			must(t, w.accounts.RequestPasswordReset(ctx, w.user.Email, "203.0.113.9", "en"))
		}
		wantErr(t, w.accounts.RequestPasswordReset(ctx, w.user.Email, "198.51.100.7", "en"), core.EFORBIDDEN, core.MsgTooManyResetMails)
		if n := len(w.mail.sent); n != core.MaxResetMailsPerEmail {
			t.Fatalf("%d mails, want %d", n, core.MaxResetMailsPerEmail)
		}
		*w.clock = w.clock.Add(core.ResetMailWindow)
		must(t, w.accounts.RequestPasswordReset(ctx, w.user.Email, "203.0.113.9", "en"))
	})
}

type texts struct{ last string }

func (s *texts) SendSMS(_ context.Context, _, text string) error {
	s.last = strings.TrimPrefix(text, "oneloft: ")
	return nil
}

// The review's case: 30 wrong codes, then the right one was accepted.
func TestPhoneCodeVoidAfterWrongCodes(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newSignInWorld(t, db)
		sms := &texts{}
		w.accounts = w.accountsWith(db, service.Deps{Hasher: plainHasher{}, SMS: sms})
		ctx := core.WithActor(context.Background(), core.Actor{User: w.user})
		const phone = "+31612345678"
		must(t, w.accounts.StartPhoneVerification(ctx, phone))
		right := sms.last
		for range core.MaxWrongPhoneCodes {
			_, err := w.accounts.VerifyPhone(ctx, phone, "000000")
			wantErr(t, err, core.EINVALID, core.MsgWrongVerifyCode)
		}
		_, err := w.accounts.VerifyPhone(ctx, phone, right)
		wantErr(t, err, core.EINVALID, core.MsgPhoneCodeVoid)
		*w.clock = w.clock.Add(time.Second)
		must(t, w.accounts.StartPhoneVerification(ctx, phone))
		if _, err := w.accounts.VerifyPhone(ctx, phone, sms.last); err != nil {
			t.Fatalf("a new code: %v", err)
		}
	})
}

// IPv6 clients count per /64: a guesser that takes a fresh address of its
// network for each request is held as one address.
func TestClientsCountPerNetwork(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newSignInWorld(t, db)
		ctx := context.Background()
		addr := func(i int) string { return fmt.Sprintf("2001:db8:7:9::%x", i+1) }
		for i := range 5 {
			wantErr(t, w.try("Wrong1234", addr(i)), core.EINVALID, core.MsgCredentials)
		}
		wantErr(t, w.try("Right1234", addr(5)), core.EFORBIDDEN, core.MsgTooManyAttempts)
		if err := w.try("Right1234", "2001:db8:7:a::1"); err != nil {
			t.Fatalf("the right password from another network: %v", err)
		}

		for i := range core.MaxResetMailsPerAddress {
			must(t, w.accounts.RequestPasswordReset(ctx, fmt.Sprintf("p%d@example.org", i), addr(100+i), "en"))
		}
		wantErr(t, w.accounts.RequestPasswordReset(ctx, "q@example.org", addr(200), "en"), core.EFORBIDDEN, core.MsgTooManyResetMails)

		users := service.New(service.Deps{Store: db, Clock: func() time.Time { return *w.clock }}).Users
		for i := range core.MaxGateTries {
			wantErr(t, users.CheckSitePassword(ctx, "wrong", "right", addr(300+i)), core.EINVALID, core.MsgGateWrong)
		}
		wantErr(t, users.CheckSitePassword(ctx, "right", "right", addr(400)), core.EFORBIDDEN, core.MsgGateTooMany)
		// IPv4 stays per address, also when it comes mapped into IPv6.
		must(t, users.CheckSitePassword(ctx, "right", "right", "203.0.113.9"))
		for range core.MaxGateTries {
			wantErr(t, users.CheckSitePassword(ctx, "wrong", "right", "::ffff:198.51.100.7"), core.EINVALID, core.MsgGateWrong)
		}
		wantErr(t, users.CheckSitePassword(ctx, "right", "right", "198.51.100.7"), core.EFORBIDDEN, core.MsgGateTooMany)
		must(t, users.CheckSitePassword(ctx, "right", "right", "198.51.100.8"))

		contact := service.New(service.Deps{Store: db, Clock: func() time.Time { return *w.clock }, Mailer: w.mail, ContactTo: "operator@example.org"}).Contact
		msg := func(i int) core.ContactMessage {
			return core.ContactMessage{Name: "Vic", Email: fmt.Sprintf("v%d@example.org", i), Subject: "Hello", Message: "A question."}
		}
		for i := range core.MaxContactPerAddress {
			must(t, contact.Send(ctx, msg(i), addr(500+i)))
		}
		wantErr(t, contact.Send(ctx, msg(99), addr(600)), core.EFORBIDDEN, core.MsgTooManyContacts)
	})
}

// TestSignInLimitsAcrossAddresses: a guesser on many addresses, each below
// the limit per address, is slowed down on the account as a whole; the
// owner still gets in from an address it signed in from, or with the
// mailed unlock link from a new one.
func TestSignInLimitsAcrossAddresses(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newSignInWorld(t, db)
		const home, travel = "192.0.2.1", "2001:db8:99::1"
		must(t, w.try("Right1234", home))
		free := core.DefaultSignInLimits.AccountFreeFailures
		for i := range free {
			wantErr(t, w.try("Wrong1234", client(i)), core.EINVALID, core.MsgCredentials)
		}
		if got := w.mail.templates(); len(got) != 1 || got[0] != "unlock_account" {
			t.Fatalf("mails after %d failures on the account: %v", free, got)
		}
		// Every new address waits, the right password too: a delay, not a lockout.
		wantErr(t, w.try("Wrong1234", client(100)), core.EFORBIDDEN, core.MsgTooManyAttempts)
		wantErr(t, w.try("Right1234", travel), core.EFORBIDDEN, core.MsgTooManyAttempts)
		*w.clock = w.clock.Add(core.DefaultSignInLimits.AccountDelay(free))
		wantErr(t, w.try("Wrong1234", client(101)), core.EINVALID, core.MsgCredentials)
		wantErr(t, w.try("Wrong1234", client(102)), core.EFORBIDDEN, core.MsgTooManyAttempts)

		t.Run("OneTryWhenTheWaitEnds", func(t *testing.T) {
			*w.clock = w.clock.Add(core.DefaultSignInLimits.AccountDelay(free + 1))
			var wg sync.WaitGroup
			errs := make([]error, 8)
			for i := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					errs[i] = w.try("Wrong1234", client(200+i))
				}()
			}
			wg.Wait()
			tried := 0
			for _, err := range errs {
				switch core.ErrorMessage(err) {
				case core.MsgCredentials:
					tried++
				case core.MsgTooManyAttempts:
				default:
					t.Fatal(err)
				}
			}
			if tried != 1 {
				t.Fatalf("%d of 8 tries sent at once were let through, want 1", tried)
			}
		})
		t.Run("OwnerGetsThrough", func(t *testing.T) {
			if err := w.try("Right1234", home); err != nil {
				t.Fatalf("from an address that signed in before: %v", err)
			}
			wantErr(t, w.try("Right1234", travel), core.EFORBIDDEN, core.MsgTooManyAttempts)
			if _, err := w.accounts.Unlock(context.Background(), tokenOf(t, w.mail.sent[0]), travel); err != nil {
				t.Fatal(err)
			}
			if err := w.try("Right1234", travel); err != nil {
				t.Fatalf("from the address that used the unlock link: %v", err)
			}
			// the link let the owner in, not the guessers
			wantErr(t, w.try("Wrong1234", client(300)), core.EFORBIDDEN, core.MsgTooManyAttempts)
		})
		t.Run("UnknownAddressAlike", func(t *testing.T) {
			for i := range free {
				_, err := w.accounts.Authenticate(context.Background(), "nobody@example.org", "Wrong1234", client(400+i))
				wantErr(t, err, core.EINVALID, core.MsgCredentials)
			}
			_, err := w.accounts.Authenticate(context.Background(), "nobody@example.org", "Wrong1234", client(500))
			wantErr(t, err, core.EFORBIDDEN, core.MsgTooManyAttempts)
		})
	})
}
