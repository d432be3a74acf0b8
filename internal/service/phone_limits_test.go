package service_test

import (
	"context"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// phones keeps every text sent, safe for concurrent senders.
type phones struct {
	mu   sync.Mutex
	sent []string // "number code"
}

func (p *phones) SendSMS(_ context.Context, to, text string) error {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.sent = append(p.sent, to+" "+strings.TrimPrefix(text, "oneloft: "))
	return nil
}

func (p *phones) count() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.sent)
}

func (p *phones) lastCode() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return strings.Fields(p.sent[len(p.sent)-1])[1]
}

type phoneWorld struct {
	*signInWorld
	sms *phones
	svc *service.Service
}

func newPhoneWorld(t *testing.T, db *store.DB) *phoneWorld {
	w := &phoneWorld{signInWorld: newSignInWorld(t, db), sms: &phones{}}
	w.svc = service.New(service.Deps{Store: db, Clock: func() time.Time { return *w.clock }, Hasher: plainHasher{}, Mailer: w.mail, SMS: w.sms,
		Accounts: service.DefaultAccountConfig("http://localhost:8080")})
	w.accounts = w.svc.Accounts
	return w
}

// another makes another signed-in user.
func (w *phoneWorld) another(t *testing.T, email string) context.Context {
	u := &core.User{Email: email, FirstName: "Sam", LastName: "Sender"}
	must(t, w.svc.Users.CreateUser(core.SystemContext(context.Background()), u))
	return core.WithActor(context.Background(), core.Actor{User: u})
}

func TestPhoneCodesLimited(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newPhoneWorld(t, db)
		ctx := core.WithActor(context.Background(), core.Actor{User: w.user})
		const phone = "+31612345678"
		send := func(ctx context.Context, phone string) error {
			*w.clock = w.clock.Add(time.Second)
			return w.accounts.StartPhoneVerification(ctx, phone)
		}

		t.Run("OlderCodeVoid", func(t *testing.T) {
			must(t, send(ctx, phone))
			first := w.sms.lastCode()
			must(t, send(ctx, phone))
			if w.sms.lastCode() == first { // one in a million: the same digits twice
				t.Skip("the two codes are equal")
			}
			_, err := w.accounts.VerifyPhone(ctx, phone, first)
			wantErr(t, err, core.EINVALID, core.MsgWrongVerifyCode)
		})
		t.Run("ErrFourthInWindow", func(t *testing.T) {
			must(t, send(ctx, phone)) // the third
			wantErr(t, send(ctx, phone), core.ETOOMANY, core.MsgTooManyPhoneCodes)
			wantErr(t, send(ctx, "+31698765432"), core.ETOOMANY, core.MsgTooManyPhoneCodes) // per user, whatever the number
			if n := w.sms.count(); n != 3 {
				t.Fatalf("%d texts sent, want 3", n)
			}
			// The refusal voided nothing: the newest code still verifies.
			if _, err := w.accounts.VerifyPhone(ctx, phone, w.sms.lastCode()); err != nil {
				t.Fatalf("the newest code: %v", err)
			}
		})
		t.Run("ErrEleventhInADay", func(t *testing.T) {
			*w.clock = w.clock.Add(10 * time.Minute)
			for range 7 { // 10 in all, never three in ten minutes
				*w.clock = w.clock.Add(5 * time.Minute)
				must(t, send(ctx, phone))
			}
			*w.clock = w.clock.Add(time.Hour)
			wantErr(t, send(ctx, phone), core.ETOOMANY, core.MsgTooManyPhoneCodes)
			*w.clock = w.clock.Add(24 * time.Hour)
			must(t, send(ctx, phone))
		})
		t.Run("ErrPerNumber", func(t *testing.T) {
			const victim = "+4917012345678"
			for i, email := range []string{"a@example.org", "b@example.org", "c@example.org"} {
				if err := send(w.another(t, email), victim); err != nil {
					t.Fatalf("user %d: %v", i+1, err)
				}
			}
			wantErr(t, send(w.another(t, "d@example.org"), victim), core.ETOOMANY, core.MsgTooManyPhoneCodes)
		})
	})
}

// Concurrent requests, as from several instances, cannot all pass at the
// last free place.
func TestPhoneCodesLimitedConcurrently(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newPhoneWorld(t, db)
		ctx := core.WithActor(context.Background(), core.Actor{User: w.user})
		var wg sync.WaitGroup
		for range 12 {
			wg.Add(1)
			go func() {
				defer wg.Done()
				if err := w.accounts.StartPhoneVerification(ctx, "+31612345678"); err != nil && core.ErrorCode(err) != core.ETOOMANY {
					t.Error(err)
				}
			}()
		}
		wg.Wait()
		if n := w.sms.count(); n != core.PhoneCodeLimits[0].Max {
			t.Fatalf("%d texts sent, want %d", n, core.PhoneCodeLimits[0].Max)
		}
	})
}
