package service_test

import (
	"context"
	"fmt"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// mails records what the orders would have mailed.
type mails struct {
	mu   sync.Mutex
	sent []core.Mail
}

func (m *mails) SendMail(_ context.Context, mail core.Mail) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.sent = append(m.sent, mail)
	return nil
}

// templates are the templates of the mails to customers, in order; the
// notices to a loft's staff have their own tests (staff_notice_test.go).
func (m *mails) templates() []string {
	m.mu.Lock()
	defer m.mu.Unlock()
	var out []string
	for _, s := range m.sent {
		if !strings.HasPrefix(s.Template, "staff_") {
			out = append(out, s.Template)
		}
	}
	return out
}

type shop struct {
	*world
	orders *service.Orders
	mail   *mails
	fee    *core.Product
	agent  *core.User
	clock  *time.Time
}

// with returns the use cases over the shop's store and clock, mailing to
// the shop's mails, made with the rest of d.
func (s *shop) with(d service.Deps) *service.Service {
	d.Store, d.Clock, d.Mailer = s.db, func() time.Time { return *s.clock }, s.mail
	return service.New(d)
}

// ordersWith returns the orders of s.with(d).
func (s *shop) ordersWith(d service.Deps) *service.Orders { return s.with(d).Orders }

// newShop opens registration for the world's season (registration due date
// around fixedNow, payment within 3 working days) with a 1 + 1 entry fee.
func newShop(t *testing.T, db *store.DB) *shop {
	t.Helper()
	w := newWorld(t, db)
	now := fixedNow
	s := &shop{world: w, mail: &mails{}, clock: &now}
	w.svc = s.with(service.Deps{Orders: service.OrderConfig{PublicURL: "http://localhost:8080"}})
	s.orders = w.svc.Orders
	ctx := w.as(w.merchant)
	s.fee = &core.Product{SeasonID: w.season.ID, Category: core.ProductEntryFee, Name: "1 + 1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000, MaxQuantity: ptr(3)}
	must(t, w.svc.Seasons.CreateProduct(ctx, s.fee))
	must(t, saveDueDate(w.svc, ctx, &core.DueDate{SeasonID: w.season.ID, Category: core.DueRegistration, Name: "Registration",
		StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-03-31")}))
	must(t, saveDueDate(w.svc, ctx, &core.DueDate{SeasonID: w.season.ID, Category: core.DuePayment, Name: "Payment",
		StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-04-30"), MaxDuration: ptr(3)}))
	_, err := w.svc.Seasons.ChangeSeasonState(ctx, w.season.ID, core.SeasonInProgress, true)
	must(t, err)
	s.agent = &core.User{Email: "agent@example.org", FirstName: "Ada", LastName: "Agent"}
	must(t, w.svc.Users.CreateUser(core.SystemContext(context.Background()), s.agent))
	must(t, w.svc.Lofts.SetPermission(core.SystemContext(context.Background()), &core.Permission{UserID: s.agent.ID, LoftID: w.loft.ID, IsAgent: true, IsActive: true}))
	s.agent, _ = db.FindUserByID(context.Background(), s.agent.ID)
	return s
}

func (s *shop) input(qty int) service.OrderInput {
	return service.OrderInput{SeasonID: s.season.ID, TeamID: s.team.ID, City: "Arnhem", Street: "Duivenweg 1", Zipcode: "6811",
		Items: []service.OrderItem{{ProductID: s.fee.ID, Quantity: qty}}}
}

func TestPlaceOrder(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		ctx := s.as(s.fancier)
		in := s.input(2)
		in.Pigeons = []*core.Pigeon{{Ring: "nl-2026-1111111", Name: "Speedy", Sex: core.Cock}}
		o, err := s.orders.PlaceOrder(ctx, in)
		must(t, err)
		if o.Total != 80000 || o.Currency != core.EUR || o.Status.Status != core.OrderPending || o.Reference == "" {
			t.Fatalf("got %+v", o)
		}
		ps, _, _ := db.FindPigeons(ctx, core.PigeonFilter{OrderID: &o.ID})
		if len(ps) != 1 || ps[0].Ring != "NL-2026-1111111" || ps[0].Health.Type != core.StatusUnassigned {
			t.Fatalf("pigeons: %+v", ps)
		}
		withTeam := s.input(1)
		withTeam.TeamID, withTeam.NewTeam = 0, &core.Team{Name: "Fay Racing", Country: "be"}
		o2, err := s.orders.PlaceOrder(ctx, withTeam)
		must(t, err)
		if team, _ := db.FindTeamByID(ctx, o2.TeamID); team.Name != "Fay Racing" || team.UserID != s.fancier.ID {
			t.Fatalf("new team: %+v", team)
		}

		for _, tt := range []struct {
			name   string
			ctx    context.Context
			change func(in *service.OrderInput)
			code   string
			msg    string
		}{
			{"ErrVisitor", context.Background(), func(*service.OrderInput) {}, core.EUNAUTHORIZED, ""},
			{"ErrAddress", ctx, func(in *service.OrderInput) { in.Street = " " }, core.EINVALID, "The address needs a city, a street and a zipcode."},
			{"ErrNoItems", ctx, func(in *service.OrderInput) { in.Items = nil }, core.EINVALID, "Choose at least one product."},
			{"ErrMaxQuantity", ctx, func(in *service.OrderInput) { in.Items[0].Quantity = 4 }, core.EINVALID, "You can order at most 3 of 1 + 1."},
			{"ErrZeroQuantity", ctx, func(in *service.OrderInput) { in.Items[0].Quantity = 0 }, core.EINVALID, "The quantity must be at least 1."},
			{"ErrUnknownProduct", ctx, func(in *service.OrderInput) { in.Items[0].ProductID = 999 }, core.EINVALID, "The selected product is not an entry fee of this season."},
			{"ErrOthersTeam", ctx, func(in *service.OrderInput) { in.TeamID = 999 }, core.EINVALID, "Choose one of your teams in this loft, or create one."},
			{"ErrTooManyPigeons", ctx, func(in *service.OrderInput) {
				in.Pigeons = []*core.Pigeon{{Ring: "NL-2026-1"}, {Ring: "NL-2026-2"}, {Ring: "NL-2026-3"}}
			}, core.EINVALID, "The order has places for 2 pigeons, you entered 3."},
			{"ErrBadRing", ctx, func(in *service.OrderInput) { in.Pigeons = []*core.Pigeon{{Ring: "123"}} }, core.EINVALID, "The ring number must look like DE-0123-26-4567."},
			{"ErrDuplicateRing", ctx, func(in *service.OrderInput) { in.Pigeons = []*core.Pigeon{{Ring: "NL-2026-1111111"}} }, core.ECONFLICT, core.MsgAlreadyExists},
		} {
			t.Run(tt.name, func(t *testing.T) {
				in := s.input(1)
				tt.change(&in)
				_, err := s.orders.PlaceOrder(tt.ctx, in)
				wantErr(t, err, tt.code, tt.msg)
				if _, n, _ := db.FindOrders(context.Background(), core.OrderFilter{SeasonID: &s.season.ID}); n != 2 {
					t.Fatalf("got %d orders after a refused one, want 2", n)
				}
			})
		}

		s.clock = ptr(time.Date(2026, 4, 1, 9, 0, 0, 0, time.UTC)) // after the registration period
		_, err = s.orders.PlaceOrder(ctx, s.input(1))
		wantErr(t, err, core.EINVALID, "Registration for this season is closed.")
	})
}

func TestOrderLimitsUnderConcurrency(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		// 20 places in all; 12 fanciers each try to take 2 (1 active + 1 reserve) at once.
		_, err := db.Bun().ExecContext(context.Background(), "UPDATE seasons SET total_spots = 20 WHERE id = ?", s.season.ID)
		must(t, err)
		var wg sync.WaitGroup
		errs := make([]error, 12)
		for i := range errs {
			u := &core.User{Email: fmt.Sprintf("racer%d@example.org", i), FirstName: "R", LastName: fmt.Sprint(i)}
			must(t, s.svc.Users.CreateUser(core.SystemContext(context.Background()), u))
			ctx := s.as(u)
			in := s.input(1)
			in.TeamID, in.NewTeam = 0, &core.Team{Name: fmt.Sprintf("Racer %d", i), Country: "DE"}
			wg.Add(1)
			go func(i int) {
				defer wg.Done()
				_, errs[i] = s.orders.PlaceOrder(ctx, in)
			}(i)
		}
		wg.Wait()
		ok, full := 0, 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case core.ErrorMessage(err) == "There are only 0 spots left, you ordered 2":
				full++
			default:
				t.Errorf("unexpected: %v", err)
			}
		}
		used, _ := db.SeasonPlaces(context.Background(), s.season.ID, 0)
		if ok != 10 || full != 2 || used.Total() != 20 {
			t.Fatalf("%d placed, %d refused, %d places taken; want 10, 2, 20", ok, full, used.Total())
		}
	})
}

func TestOrderLifecycle(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		o, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		other := &core.User{Email: "other@example.org", FirstName: "O", LastName: "Ther"}
		must(t, s.svc.Users.CreateUser(core.SystemContext(context.Background()), other))
		steps := []struct {
			name   string
			who    *core.User
			to     core.OrderStatus
			method core.PaymentMethod
			code   string
		}{
			{"ErrCustomerConfirms", s.fancier, core.OrderConfirmed, "", core.EFORBIDDEN},
			{"ErrAgentConfirms", s.agent, core.OrderConfirmed, "", core.EFORBIDDEN},
			{"ErrStranger", other, core.OrderConfirmed, "", core.ENOTFOUND},
			{"MerchantConfirms", s.merchant, core.OrderConfirmed, "", ""},
			{"ErrBadMethod", s.agent, core.OrderPaidManually, "bitcoin", core.EINVALID},
			{"AgentMarksPaid", s.agent, core.OrderPaidManually, core.PayCash, ""},
			{"ErrCustomerCancelsPaid", s.fancier, core.OrderCancelled, "", core.EINVALID},
			{"ErrAgentRevokes", s.agent, core.OrderPaymentRevoked, "", core.EFORBIDDEN},
			{"MerchantRevokes", s.merchant, core.OrderPaymentRevoked, "", ""},
			{"MerchantSetsPaidByTransfer", s.merchant, core.OrderPaidManually, core.PayBankTransfer, ""},
		}
		for _, st := range steps {
			t.Run(st.name, func(t *testing.T) {
				_, err := s.orders.ChangeStatus(s.as(st.who), o.ID, st.to, st.method, "")
				wantErr(t, err, st.code, "")
			})
		}
		got, err := s.orders.FindOrder(s.as(s.fancier), o.ID)
		must(t, err)
		var seq []core.OrderStatus
		for i := len(got.History) - 1; i >= 0; i-- {
			seq = append(seq, got.History[i].Status)
		}
		want := []core.OrderStatus{core.OrderPending, core.OrderConfirmed, core.OrderPaidManually, core.OrderPaymentRevoked, core.OrderPaidManually}
		if fmt.Sprint(seq) != fmt.Sprint(want) || got.Status.Method != core.PayBankTransfer || *got.History[1].CreatedBy != s.merchant.ID {
			t.Fatalf("history %v (method %s)", seq, got.Status.Method)
		}
		if fmt.Sprint(s.mail.templates()) != "[order_pending order_confirmed order_paid_manually order_payment_revoked order_paid_manually]" {
			t.Fatalf("mails: %v", s.mail.templates())
		}
		_, err = s.orders.FindOrder(s.as(other), o.ID)
		wantErr(t, err, core.ENOTFOUND, "")
	})
}

func TestCancelUnpaid(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		// fixedNow is Tuesday 2026-02-10; the season gives 3 working days.
		late, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		_, err = s.orders.ChangeStatus(s.as(s.merchant), late.ID, core.OrderConfirmed, "", "")
		must(t, err)
		s.clock = ptr(time.Date(2026, 2, 12, 9, 0, 0, 0, time.UTC)) // Thursday: confirm the second on time
		onTime, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		_, err = s.orders.ChangeStatus(s.as(s.merchant), onTime.ID, core.OrderConfirmed, "", "")
		must(t, err)

		for _, tt := range []struct {
			name string
			now  time.Time
			want int
		}{
			{"BeforeDeadline", time.Date(2026, 2, 13, 23, 59, 59, 0, time.UTC), 0}, // the first is payable through Friday
			{"FirstLate", time.Date(2026, 2, 14, 0, 0, 0, 0, time.UTC), 1},
			{"Idempotent", time.Date(2026, 2, 14, 9, 0, 0, 0, time.UTC), 0}, // Saturday: the second is due through Tue 17th
			{"SecondLateOnWednesday", time.Date(2026, 2, 18, 0, 0, 0, 0, time.UTC), 1},
		} {
			t.Run(tt.name, func(t *testing.T) {
				s.clock = ptr(tt.now)
				n, err := s.orders.CancelUnpaid(context.Background())
				must(t, err)
				if n != tt.want {
					t.Fatalf("cancelled %d, want %d", n, tt.want)
				}
			})
		}
		got, _ := db.FindOrderByID(context.Background(), late.ID)
		if got.Status.Status != core.OrderCancelledUnpaid || got.Status.CreatedBy != nil {
			t.Fatalf("late order: %+v", got.Status)
		}
	})
}

func TestProductInUse(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		ctx := s.as(s.merchant)
		spare := &core.Product{SeasonID: s.season.ID, Category: core.ProductEntryFee, Name: "Spare", PigeonsActive: 1, Amount: 100}
		must(t, s.svc.Seasons.CreateProduct(ctx, spare))
		spare.Amount = 200
		must(t, s.svc.Seasons.UpdateProduct(ctx, spare)) // not in use: anything may change
		_, err := s.orders.PlaceOrder(s.as(s.fancier), s.input(1))
		must(t, err)
		for _, tt := range []struct {
			name   string
			change func(p *core.Product)
			want   string
		}{
			{"OKPeriod", func(p *core.Product) { p.PeriodEndsAt = ptr(core.MustDate("2026-03-01")) }, ""},
			{"OKMaxQuantity", func(p *core.Product) { p.MaxQuantity = nil }, ""},
			{"ErrAmount", func(p *core.Product) { p.Amount = 1 }, core.MsgProductInUse},
			{"ErrPigeons", func(p *core.Product) { p.PigeonsReserve = 2 }, core.MsgProductInUse},
			{"ErrName", func(p *core.Product) { p.Name = "Cheaper" }, core.MsgProductInUse},
		} {
			t.Run(tt.name, func(t *testing.T) {
				p, _ := db.FindProductByID(context.Background(), s.fee.ID)
				tt.change(p)
				if got := core.ErrorMessage(s.svc.Seasons.UpdateProduct(ctx, p)); got != tt.want {
					t.Fatalf("got %q, want %q", got, tt.want)
				}
			})
		}
		wantErr(t, s.svc.Seasons.DeleteProduct(ctx, s.fee.ID), core.EINVALID, core.MsgProductInUse)
		must(t, s.svc.Seasons.DeleteProduct(ctx, spare.ID))
		wantErr(t, s.svc.Seasons.UpdateProduct(s.as(s.fancier), s.fee), core.EFORBIDDEN, "")
	})
}
