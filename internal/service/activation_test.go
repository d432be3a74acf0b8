package service_test

import (
	"context"
	"fmt"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestActivations(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		merchant := s.as(s.merchant)
		reserveAct := &core.Product{SeasonID: s.season.ID, Category: core.ProductReserveActivation, Name: "Reserve activation", Amount: 15000}
		finalAct := &core.Product{SeasonID: s.season.ID, Category: core.ProductFinalFlightActivation, Name: "Final", Amount: 20000}
		must(t, s.svc.Seasons.CreateProduct(merchant, reserveAct))
		must(t, s.svc.Seasons.CreateProduct(merchant, finalAct))
		in := s.input(1)
		in.Pigeons = []*core.Pigeon{{Ring: "NL-2026-1"}, {Ring: "NL-2026-2"}}
		o, err := s.orders.PlaceOrder(s.as(s.fancier), in)
		must(t, err)
		ps, _, _ := db.FindPigeons(context.Background(), core.PigeonFilter{OrderID: &o.ID})
		active, reserve := ps[0], ps[1]
		_, err = s.svc.Pigeons.AddPigeonStatus(merchant, active.ID, core.StatusActive, "")
		must(t, err)
		_, err = s.svc.Pigeons.AddPigeonStatus(merchant, reserve.ID, core.StatusReserve, "")
		must(t, err)
		fancier := s.as(s.fancier)
		// The reserve window runs today; the final-flight one opens tomorrow.
		today := core.NewDate(fixedNow)
		finalWindow := &core.DueDate{SeasonID: s.season.ID, Category: core.DueFinalFlightActivation, Name: "Final", StartsAt: today.AddDays(1), EndsAt: today.AddDays(9)}
		must(t, db.CreateDueDate(context.Background(), &core.DueDate{SeasonID: s.season.ID, Category: core.DueReserveActivation, Name: "Reserves",
			StartsAt: today.AddDays(-3), EndsAt: today}))
		must(t, db.CreateDueDate(context.Background(), finalWindow))
		_, err = s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: finalAct.ID, PigeonIDs: []int64{active.ID}})
		wantErr(t, err, core.EINVALID, fmt.Sprintf("Final flight activation is open from %s to %s only.", today.AddDays(1), today.AddDays(9)))

		_, err = s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: reserveAct.ID, PigeonIDs: []int64{active.ID}})
		wantErr(t, err, core.EINVALID, core.MsgAlreadyActive) // an active pigeon is no reserve
		_, err = s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: s.fee.ID, PigeonIDs: []int64{reserve.ID}})
		wantErr(t, err, core.EINVALID, "The selected product is not an activation of this season.")
		_, err = s.orders.PlaceActivation(s.as(s.merchant), service.ActivationInput{SeasonID: s.season.ID, ProductID: reserveAct.ID, PigeonIDs: []int64{reserve.ID}})
		wantErr(t, err, core.EINVALID, "Choose one of your pigeons in this season.")

		// A cancelled activation clears the pending status: the reserve can be activated again.
		act, err := s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: reserveAct.ID, PigeonIDs: []int64{reserve.ID}})
		must(t, err)
		if p, _ := db.FindPigeonByID(context.Background(), reserve.ID); p.Progressive == nil || p.Progressive.Type != core.StatusReserveActivationPending {
			t.Fatalf("pending after the order: %+v", p.Progressive)
		}
		_, err = s.orders.ChangeStatus(fancier, act.ID, core.OrderCancelled, "", "")
		must(t, err)
		if p, _ := db.FindPigeonByID(context.Background(), reserve.ID); p.Progressive != nil || !p.EligibleForReserveActivation() {
			t.Fatalf("still pending after the cancellation: %+v", p.Progressive)
		}

		act, err = s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: reserveAct.ID, PigeonIDs: []int64{reserve.ID}})
		must(t, err)
		if act.Total != 15000 || len(act.Positions) != 1 {
			t.Fatalf("activation order: %+v", act)
		}
		_, err = s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: reserveAct.ID, PigeonIDs: []int64{reserve.ID}})
		wantErr(t, err, core.EINVALID, core.MsgAlreadyActive)

		// Nothing for the loft to confirm: the order is owed at once, with its deadline.
		if act.Status.Status != core.OrderConfirmed || act.PaymentDeadline == nil {
			t.Fatalf("placed activation: %v, deadline %v", act.Status.Status, act.PaymentDeadline)
		}
		_, err = s.orders.ChangeStatus(merchant, act.ID, core.OrderPaidManually, core.PayCash, "")
		must(t, err)
		got, _ := db.FindPigeonByID(context.Background(), reserve.ID)
		if got.Health.Type != core.StatusActivatedReserve || !got.IsActive() || got.Progressive != nil {
			t.Fatalf("after payment: %v, pending %+v", got.Health.Type, got.Progressive)
		}

		finalWindow.StartsAt = today
		must(t, db.UpdateDueDate(context.Background(), finalWindow))
		fin, err := s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: finalAct.ID, PigeonIDs: []int64{active.ID, reserve.ID}})
		must(t, err)
		_, err = s.orders.ChangeStatus(merchant, fin.ID, core.OrderPaidManually, "", "")
		must(t, err)
		for _, id := range []int64{active.ID, reserve.ID} {
			p, _ := db.FindPigeonByID(context.Background(), id)
			if p.Progressive.Type != core.StatusActivatedFinalFlight || p.EligibleForFinalFlight() {
				t.Fatalf("pigeon %d: %v", id, p.Progressive.Type)
			}
		}
	})
}

func TestUpdateMyPigeon(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		in := s.input(1)
		in.Pigeons = []*core.Pigeon{{Ring: "NL-2026-1"}}
		o, err := s.orders.PlaceOrder(s.as(s.fancier), in)
		must(t, err)
		ps, _, _ := db.FindPigeons(context.Background(), core.PigeonFilter{OrderID: &o.ID})
		id := ps[0].ID
		edit := service.PigeonInput{Ring: "nl-2026-99", Name: "Star", Sex: core.Hen}
		_, err = s.orders.UpdateMyPigeon(s.as(s.fancier), id, edit)
		wantErr(t, err, core.EINVALID, "Pigeons can be edited once the registration is confirmed.")
		_, err = s.orders.ChangeStatus(s.as(s.merchant), o.ID, core.OrderConfirmed, "", "")
		must(t, err)
		_, err = s.orders.UpdateMyPigeon(s.as(s.merchant), id, edit)
		wantErr(t, err, core.ENOTFOUND, "")
		p, err := s.orders.UpdateMyPigeon(s.as(s.fancier), id, edit)
		must(t, err)
		if p.Ring != "NL-2026-99" || p.Name != "Star" {
			t.Fatalf("got %+v", p)
		}
		p.ChipRing = "CHIP-42"
		must(t, db.UpdatePigeon(context.Background(), p))
		_, err = s.orders.UpdateMyPigeon(s.as(s.fancier), id, edit)
		wantErr(t, err, core.EINVALID, "This pigeon has its chip ring: ask the loft to change it.")
		wantErr(t, s.svc.Pigeons.DeletePigeon(s.as(s.fancier), id), core.EFORBIDDEN, "")
		// A pigeon basketed for a flight stays.
		flight := &core.Flight{SeasonID: s.season.ID, Name: "Training 1", Kind: core.FlightTraining, State: core.FlightComingSoon, ReleaseTime: fixedNow, Distance: 40000}
		must(t, db.CreateFlight(context.Background(), flight))
		must(t, db.CreateBasketing(context.Background(), &core.Basketing{FlightID: flight.ID, PigeonID: id, BasketedAt: fixedNow}))
		wantErr(t, s.svc.Pigeons.DeletePigeon(s.as(s.merchant), id), core.EINVALID, "A pigeon used in a flight cannot be deleted.")
		if _, err := db.FindPigeonByID(context.Background(), id); err != nil {
			t.Fatalf("the refused delete removed the pigeon: %v", err)
		}
		// One that no flight or order names goes.
		loose := &core.Pigeon{SeasonID: s.season.ID, TeamID: s.team.ID, Ring: "NL-2026-55"}
		must(t, s.svc.Pigeons.CreatePigeon(s.as(s.merchant), loose, core.StatusUnassigned))
		must(t, s.svc.Pigeons.DeletePigeon(s.as(s.merchant), loose.ID))
	})
}

// TestActivationStatusFollowsOrder walks activation orders through every
// step that touches their birds and checks after each that the bird's
// statuses say what the order says.
func TestActivationStatusFollowsOrder(t *testing.T) {
	type want struct{ health, progressive core.PigeonStatusType } // 0: none
	pending := func(h core.PigeonStatusType, c core.ProductCategory) want { return want{h, core.PendingFor(c)} }
	steps := func(c core.ProductCategory, paid, raced core.PigeonStatusType) []struct {
		to   core.OrderStatus
		want want
	} {
		activated := want{raced, paid}
		start := want{core.StatusReserve, 0}
		if c == core.ProductFinalFlightActivation {
			start = want{core.StatusActive, 0}
		}
		return []struct {
			to   core.OrderStatus
			want want
		}{
			{core.OrderPaidManually, activated},
			{core.OrderPaymentRevoked, pending(start.health, c)},
			{core.OrderPaidManually, activated},
			{core.OrderPaymentRevoked, pending(start.health, c)},
			{core.OrderCancelled, start},
		}
	}
	tests := []struct {
		name     string
		category core.ProductCategory
		initial  core.PigeonStatusType
		paid     want
	}{
		{"Reserve", core.ProductReserveActivation, core.StatusReserve, want{core.StatusActivatedReserve, 0}},
		{"FinalFlight", core.ProductFinalFlightActivation, core.StatusActive, want{core.StatusActive, core.StatusActivatedFinalFlight}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
				s := newShop(t, db)
				ctx := context.Background()
				merchant, fancier := s.as(s.merchant), s.as(s.fancier)
				product := &core.Product{SeasonID: s.season.ID, Category: tt.category, Name: "Activation", Amount: 15000}
				must(t, s.svc.Seasons.CreateProduct(merchant, product))
				due := core.DueReserveActivation
				if tt.category == core.ProductFinalFlightActivation {
					due = core.DueFinalFlightActivation
				}
				today := core.NewDate(fixedNow)
				must(t, db.CreateDueDate(ctx, &core.DueDate{SeasonID: s.season.ID, Category: due, Name: "Window", StartsAt: today, EndsAt: today.AddDays(5)}))
				in := s.input(1)
				in.Pigeons = []*core.Pigeon{{Ring: "NL-2026-1"}}
				o, err := s.orders.PlaceOrder(fancier, in)
				must(t, err)
				ps, _, _ := db.FindPigeons(ctx, core.PigeonFilter{OrderID: &o.ID})
				bird := ps[0].ID
				_, err = s.svc.Pigeons.AddPigeonStatus(merchant, bird, tt.initial, "")
				must(t, err)
				check := func(step string, w want) {
					t.Helper()
					p, err := db.FindPigeonByID(ctx, bird)
					must(t, err)
					got := want{typeOrZero(p.Health), typeOrZero(p.Progressive)}
					if got != w {
						t.Fatalf("%s: got %v, want %v", step, got, w)
					}
				}
				act, err := s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: product.ID, PigeonIDs: []int64{bird}})
				must(t, err)
				check("placed", pending(tt.initial, tt.category))
				for i, st := range steps(tt.category, tt.paid.progressive, tt.paid.health) {
					_, err := s.orders.ChangeStatus(merchant, act.ID, st.to, core.PayBankTransfer, "")
					must(t, err)
					check(fmt.Sprintf("step %d (%s)", i, st.to), st.want)
				}
				// Closed, the order left nothing: the bird can be ordered for again.
				again, err := s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: product.ID, PigeonIDs: []int64{bird}})
				must(t, err)
				check("ordered again", pending(tt.initial, tt.category))
				// The job cancelling it unpaid clears the hold likewise.
				*s.clock = fixedNow.AddDate(0, 1, 0)
				n, err := s.orders.CancelUnpaid(ctx)
				must(t, err)
				if n != 1 {
					t.Fatalf("cancelled unpaid: %d, want 1 (order %d)", n, again.ID)
				}
				check("cancelled unpaid", want{tt.initial, 0})
			})
		})
	}
}

func typeOrZero(s *core.PigeonStatus) core.PigeonStatusType {
	if s == nil {
		return 0
	}
	return s.Type
}

// TestActivationDiscount takes a campaign's code off an activation order,
// as off a registration: only a campaign for activations applies, a refused
// code places nothing, and a cancelled order gives the code back.
func TestActivationDiscount(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		s := newShop(t, db)
		merchant, fancier := s.as(s.merchant), s.as(s.fancier)
		act := &core.Product{SeasonID: s.season.ID, Category: core.ProductReserveActivation, Name: "Reserve activation", Amount: 15000}
		must(t, s.svc.Seasons.CreateProduct(merchant, act))
		in := s.input(1)
		in.Pigeons = []*core.Pigeon{{Ring: "NL-2026-1"}}
		o, err := s.orders.PlaceOrder(fancier, in)
		must(t, err)
		ps, _, _ := db.FindPigeons(context.Background(), core.PigeonFilter{OrderID: &o.ID})
		bird := ps[0].ID
		_, err = s.svc.Pigeons.AddPigeonStatus(merchant, bird, core.StatusReserve, "")
		must(t, err)
		today := core.NewDate(fixedNow)
		must(t, db.CreateDueDate(context.Background(), &core.DueDate{SeasonID: s.season.ID, Category: core.DueReserveActivation, Name: "Reserves",
			StartsAt: today, EndsAt: today.AddDays(3)}))
		for code, c := range map[string]*core.Campaign{
			"ACT20":   campaignOf(&s.loft.ID, 2000, core.DiscountActivations),
			"ENTRY10": campaignOf(&s.loft.ID, 1000, core.DiscountEntryFees),
		} {
			must(t, s.svc.Campaigns.CreateCampaign(merchant, c))
			_, err := s.svc.Campaigns.SetPromoCode(merchant, c.ID, code)
			must(t, err)
		}
		place := func(code string) (*core.Order, error) {
			return s.orders.PlaceActivation(fancier, service.ActivationInput{SeasonID: s.season.ID, ProductID: act.ID, PigeonIDs: []int64{bird}, Code: code})
		}

		_, err = place("entry10")
		wantErr(t, err, core.EINVALID, core.MsgCodeNoLines)
		_, err = place("NOPE")
		wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
		if p, _ := db.FindPigeonByID(context.Background(), bird); p.Progressive != nil {
			t.Fatalf("a refused code left the bird %v", p.Progressive.Type)
		}

		// 20 % of 150.00 = 30.00 off.
		a, err := place("act-20")
		must(t, err)
		if a.Total != 12000 || a.Discount != 3000 || a.DiscountName != "Spring" || a.Positions[0].Due() != 12000 {
			t.Fatalf("got total %d, discount %d %q", a.Total, a.Discount, a.DiscountName)
		}
		_, err = s.orders.ChangeStatus(fancier, a.ID, core.OrderCancelled, "", "")
		must(t, err)
		again, err := place("ACT20")
		must(t, err)
		if again.Total != 12000 {
			t.Fatalf("after the cancellation the code gives %d, want 12000", again.Total)
		}
		_, err = s.orders.ChangeStatus(fancier, again.ID, core.OrderCancelled, "", "")
		must(t, err)
		a3, err := place("")
		must(t, err)
		if a3.Total != 15000 || a3.Discount != 0 {
			t.Fatalf("without a code: total %d, discount %d", a3.Total, a3.Discount)
		}
	})
}
