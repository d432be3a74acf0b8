package service_test

import (
	"context"
	"mime"
	"net/mail"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/jobs"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// staffWorld is a shop whose loft keeps New York time, with a second
// agent and a merchant of another loft, its notices mailed through a real
// SMTP server.
type staffWorld struct {
	*shop
	capture *testutil.SMTPServer
	svc     *service.Service // mails through capture
	agent2  *core.User
	other   *core.User // a merchant of another loft
}

func newStaffWorld(t *testing.T, db *store.DB) *staffWorld {
	t.Helper()
	s := newShop(t, db)
	sys := core.SystemContext(context.Background())
	s.loft.TimeZone = "America/New_York"
	must(t, db.UpdateLoft(sys, s.loft))
	w := &staffWorld{shop: s, capture: testutil.StartSMTP(t)}
	w.agent2 = &core.User{Email: "agent2@example.org", FirstName: "Abe", LastName: "Agent"}
	w.other = &core.User{Email: "other@example.org", FirstName: "Olga", LastName: "Other"}
	must(t, s.svc.Users.CreateUser(sys, w.agent2))
	must(t, s.svc.Users.CreateUser(sys, w.other))
	must(t, s.svc.Lofts.SetPermission(sys, &core.Permission{UserID: w.agent2.ID, LoftID: s.loft.ID, IsAgent: true, IsActive: true}))
	otherLoft := &core.Loft{Name: "Moonset", Unit: core.Kilometre, Country: "de", Type: &core.LoftType{Package: core.PackageBasic},
		Addresses: []*core.LoftAddress{{City: "Passau", Street: "Taubenweg 2", Zipcode: "94032"}}}
	must(t, s.svc.Lofts.CreateLoft(sys, otherLoft))
	must(t, s.svc.Lofts.SetPermission(sys, &core.Permission{UserID: w.other.ID, LoftID: otherLoft.ID, IsMerchant: true, IsAgent: true, IsActive: true}))
	w.agent2, _ = db.FindUserByID(sys, w.agent2.ID)
	w.other, _ = db.FindUserByID(sys, w.other.ID)
	w.svc = w.instance(t)
	w.orders = w.svc.Orders
	return w
}

// instance is the use cases as one server instance has them, mailing
// through the capture server.
func (w *staffWorld) instance(t *testing.T) *service.Service {
	mailer, err := notify.NewSMTPMailer(w.capture.URL(), "oneloft <no-reply@oneloft.example>")
	must(t, err)
	return service.New(service.Deps{Store: w.db, Clock: func() time.Time { return *w.clock }, Mailer: mailer,
		Orders:  service.OrderConfig{PublicURL: "http://oneloft.test"},
		Notices: service.NoticeConfig{PublicURL: "http://oneloft.test", Title: notify.Subject}})
}

// bell is the titles of u's notices of kind, newest first.
func (w *staffWorld) bell(t *testing.T, u *core.User, kind core.NoticeKind) []string {
	t.Helper()
	list, err := w.svc.Notifications.FindNotices(w.as(u), "en", 0, 100)
	must(t, err)
	var out []string
	for _, n := range list.Items {
		if n.Kind == kind {
			out = append(out, n.Title)
		}
	}
	return out
}

// mailed is the subjects of the mails the capture server got for address.
func (w *staffWorld) mailed(t *testing.T, address string) []string {
	t.Helper()
	var out []string
	for _, m := range w.capture.Messages() {
		h, err := mail.ReadMessage(strings.NewReader(m.Data))
		must(t, err)
		if len(m.To) == 1 && m.To[0] == address {
			s, _ := new(mime.WordDecoder).DecodeHeader(h.Header.Get("Subject"))
			out = append(out, s)
		}
	}
	return out
}

// mailBodies are the bodies of the mails sent to address.
func (w *staffWorld) mailBodies(address string) []string {
	var out []string
	for _, m := range w.capture.Messages() {
		if len(m.To) == 1 && m.To[0] == address {
			out = append(out, m.Body())
		}
	}
	return out
}

func hasText(list []string, part string) bool {
	for _, s := range list {
		if strings.Contains(s, part) {
			return true
		}
	}
	return false
}

// TestStaffNotices: each event that needs a loft's staff reaches its
// merchants (and the agents it concerns) in the bell and by mail, and
// nobody else: not the customer, not an agent it does not concern, not a
// merchant of another loft.
func TestStaffNotices(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStaffWorld(t, db)
		fancier, merchant, sys := w.as(w.fancier), w.as(w.merchant), core.SystemContext(context.Background())
		var first, second *core.Order
		for _, tt := range []struct {
			name  string
			act   func(t *testing.T) string // does it; the text its notice says
			kind  core.NoticeKind
			to    []*core.User
			notTo []*core.User
		}{
			{"Registration", func(t *testing.T) string {
				in := w.input(1)
				in.Pigeons = []*core.Pigeon{{Ring: "NL-2026-1"}, {Ring: "NL-2026-2"}}
				var err error
				first, err = w.orders.PlaceOrder(fancier, in)
				must(t, err)
				// placed 09:00 UTC, it expires 48 hours later: 04:00 in New York
				return "New registration " + first.Reference + ": confirm by 2026-02-12 04:00 EST (loft time)"
			}, core.NoticeStaffRegistration, []*core.User{w.merchant, w.agent, w.agent2}, []*core.User{w.other, w.fancier}},
			{"Transport", func(t *testing.T) string {
				_, err := w.orders.ChangeStatus(merchant, first.ID, core.OrderConfirmed, "", "")
				must(t, err)
				_, err = w.orders.RequestTransport(fancier, first.ID, &core.Transport{AgentID: w.agent.ID, Address: "Duivenweg 1, 6811 Arnhem",
					PickupDate: core.NewDate(fixedNow).AddDays(3)})
				must(t, err)
				return "Transport request for " + first.Reference + ": pickup on 2026-02-13"
			}, core.NoticeStaffTransport, []*core.User{w.merchant, w.agent}, []*core.User{w.agent2, w.other, w.fancier}},
			{"PaidOnline", func(t *testing.T) string {
				must(t, w.orders.HandlePaymentEvent(sys, &core.PaymentEvent{ID: "evt_staff", Type: "checkout.session.completed", OrderID: first.ID,
					Paid: true, Amount: first.Total, Currency: first.Currency}))
				return first.Reference + " paid online: " + core.FormatMoney(first.Total, first.Currency)
			}, core.NoticeStaffPayment, []*core.User{w.merchant}, []*core.User{w.agent, w.agent2, w.other, w.fancier}},
			{"Activation", func(t *testing.T) string {
				act := &core.Product{SeasonID: w.season.ID, Category: core.ProductReserveActivation, Name: "Reserve activation", Amount: 15000}
				must(t, w.shop.svc.Seasons.CreateProduct(merchant, act))
				today := core.NewDate(fixedNow)
				must(t, db.CreateDueDate(sys, &core.DueDate{SeasonID: w.season.ID, Category: core.DueReserveActivation, Name: "Reserves",
					StartsAt: today.AddDays(-3), EndsAt: today}))
				ps, _, err := db.FindPigeons(sys, core.PigeonFilter{OrderID: &first.ID})
				must(t, err)
				_, err = w.shop.svc.Pigeons.AddPigeonStatus(merchant, ps[1].ID, core.StatusReserve, "")
				must(t, err)
				o, err := w.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: w.season.ID, ProductID: act.ID, PigeonIDs: []int64{ps[1].ID}})
				must(t, err)
				// owed at once: the mail gives its payment deadline, not a confirmation wait
				if got, want := w.mailBodies(w.merchant.Email), "Payment is due by 2026-02-13 23:59 EST (loft time)"; !hasText(got, want) {
					t.Errorf("activation mail: %q; want %q", got, want)
				}
				return "Activation ordered: " + o.Reference + " for 1 pigeon(s)"
			}, core.NoticeStaffActivation, []*core.User{w.merchant}, []*core.User{w.agent, w.agent2, w.other, w.fancier}},
			{"Overdue", func(t *testing.T) string {
				var err error
				second, err = w.orders.PlaceOrder(fancier, w.input(1))
				must(t, err)
				_, err = w.orders.ChangeStatus(merchant, second.ID, core.OrderConfirmed, "", "")
				must(t, err)
				*w.clock = fixedNow.Add(10 * 24 * time.Hour) // 3 working days to pay have passed
				// the activation above is owed at once and unpaid too
				if n, err := w.orders.CancelUnpaid(sys); err != nil || n != 2 {
					t.Fatalf("CancelUnpaid = %d, %v; want 2", n, err)
				}
				// confirmed Tuesday 04:00 New York time: due by the end of Friday there
				return second.Reference + " overdue: not paid by 2026-02-13 23:59 EST (loft time)"
			}, core.NoticeStaffOverdue, []*core.User{w.merchant, w.agent, w.agent2}, []*core.User{w.other, w.fancier}},
		} {
			t.Run(tt.name, func(t *testing.T) {
				text := tt.act(t)
				for _, u := range tt.to {
					if bell := w.bell(t, u, tt.kind); !hasText(bell, text) {
						t.Errorf("%s's bell: %q; want %q", u.Email, bell, text)
					}
					if got := w.mailed(t, u.Email); !hasText(got, text) {
						t.Errorf("mails to %s: %q; want %q", u.Email, got, text)
					}
				}
				for _, u := range tt.notTo {
					if bell := w.bell(t, u, tt.kind); len(bell) != 0 {
						t.Errorf("%s's bell: %q; want none of %s", u.Email, bell, tt.kind)
					}
					if got := w.mailed(t, u.Email); hasText(got, text) {
						t.Errorf("%s was mailed %q", u.Email, text)
					}
				}
			})
		}
	})
}

// The overdue deadline above is the end of the third working day after
// the confirmation, in the loft's time zone, which this pins.
func TestStaffNoticeDeadlineInLoftTime(t *testing.T) {
	loc, err := time.LoadLocation("America/New_York")
	must(t, err)
	got := core.PaymentDeadline(fixedNow, core.PaymentTerms{Days: 3, Loc: loc}).In(loc).Format("2006-01-02 15:04")
	if got != "2026-02-13 23:59" {
		t.Errorf("deadline = %s, want 2026-02-13 23:59", got)
	}
}

// TestRemindPending: a registration nobody confirmed is told once more to
// its loft's staff before it expires, once per person, however many
// instances run the job at once and however often.
func TestRemindPending(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStaffWorld(t, db)
		order, err := w.orders.PlaceOrder(w.as(w.fancier), w.input(1))
		must(t, err)
		sys := core.SystemContext(context.Background())
		*w.clock = fixedNow.Add(30 * time.Hour) // 18 hours left: too early
		if n, err := w.orders.RemindPending(sys); err != nil || n != 0 {
			t.Fatalf("30 hours after: RemindPending = %d, %v; want 0", n, err)
		}

		*w.clock = fixedNow.Add(40 * time.Hour) // 8 hours left
		instances := []*service.Service{w.svc, w.instance(t), w.instance(t)}
		var mu sync.Mutex
		var wg sync.WaitGroup
		total := 0
		for round := 0; round < 2; round++ {
			for _, inst := range instances {
				wg.Go(func() {
					n, err := jobs.RunOnce(sys, db, jobs.Job{Name: "remind-pending-orders", Run: inst.Orders.RemindPending})
					if err != nil {
						t.Error(err)
					}
					mu.Lock()
					total += n
					mu.Unlock()
				})
			}
			wg.Wait()
		}
		if total != 3 { // the merchant and both agents, once each
			t.Fatalf("reminders made: %d, want 3", total)
		}
		text := "Registration " + order.Reference + " expires at 2026-02-12 04:00 EST (loft time) unless confirmed"
		for _, u := range []*core.User{w.merchant, w.agent, w.agent2} {
			if got := w.mailed(t, u.Email); !hasText(got, text) || len(got) != 2 { // the new registration, its reminder
				t.Errorf("mails to %s: %q; want the registration and %q", u.Email, got, text)
			}
		}
		if bell := w.bell(t, w.other, core.NoticeStaffRegistration); len(bell) != 0 {
			t.Errorf("the other loft's merchant: %q", bell)
		}

		*w.clock = fixedNow.Add(49 * time.Hour) // expired: nothing to remind of
		if n, err := w.orders.RemindPending(sys); err != nil || n != 0 {
			t.Fatalf("after expiry: RemindPending = %d, %v; want 0", n, err)
		}
	})
}

// TestStaffNoticeSettings: staff kinds are for staff; a customer cannot
// choose channels for them, and a merchant who turns mail off still finds
// the notice in the bell.
func TestStaffNoticeSettings(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newStaffWorld(t, db)
		notices := w.svc.Notifications
		mine, err := notices.FindPrefs(w.as(w.fancier))
		must(t, err)
		for k := range mine {
			if core.IsStaffKind(k) {
				t.Errorf("a customer's settings list %s", k)
			}
		}
		_, err = notices.SavePrefs(w.as(w.fancier), core.NoticePrefs{core.NoticeStaffTransport: {Email: true}, core.NoticeNews: {Email: true}})
		wantErr(t, err, core.EINVALID, "")
		if after, _ := notices.FindPrefs(w.as(w.fancier)); after[core.NoticeNews].Email {
			t.Error("a refused save changed the customer's settings")
		}

		staff, err := notices.FindPrefs(w.as(w.agent))
		must(t, err)
		if c, ok := staff[core.NoticeStaffRegistration]; !ok || !c.Email || !c.Push {
			t.Fatalf("an agent's settings: %+v", staff)
		}
		_, err = notices.SavePrefs(w.as(w.merchant), core.NoticePrefs{core.NoticeStaffRegistration: {Push: true}})
		must(t, err)
		order, err := w.orders.PlaceOrder(w.as(w.fancier), w.input(1))
		must(t, err)
		if bell := w.bell(t, w.merchant, core.NoticeStaffRegistration); !hasText(bell, order.Reference) {
			t.Errorf("the merchant's bell: %q", bell)
		}
		if got := w.mailed(t, w.merchant.Email); len(got) != 0 {
			t.Errorf("mailed the merchant who turned mail off: %q", got)
		}
		if got := w.mailed(t, w.agent.Email); !hasText(got, order.Reference) {
			t.Errorf("mails to the agent: %q", got)
		}
	})
}
