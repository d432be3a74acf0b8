package service_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestBasketingByScanFileAndFilter(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		m := w.as(w.merchant)
		pub := &recorder{}
		w.svc = w.with(service.Deps{Publisher: pub})
		fl := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: w.season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: release, Distance: 240000}
		must(t, w.svc.Flights.CreateFlight(m, fl))
		// CHIP0–CHIP2 active, CHIP3 lost, CHIP4 a reserve, and an active bird without a chip
		health := []core.PigeonStatusType{core.StatusActive, core.StatusActive, core.StatusActive, core.StatusLost, core.StatusReserve, core.StatusActive}
		var ps []*core.Pigeon
		for i, h := range health {
			p := &core.Pigeon{SeasonID: w.season.ID, TeamID: w.team.ID, Ring: fmt.Sprintf("NL-2026-%07d", i+1), Sex: core.Hen}
			if i < 5 {
				p.ChipRing = fmt.Sprintf("CHIP%d", i)
			}
			must(t, w.svc.Pigeons.CreatePigeon(m, p, h))
			ps = append(ps, p)
		}
		basket := func() []int64 {
			t.Helper()
			bs, _, err := w.svc.Flights.FindBasketings(m, fl.ID, core.Page{Page: 1, PerPage: 100})
			must(t, err)
			ids := []int64{}
			for _, b := range bs {
				ids = append(ids, b.PigeonID)
			}
			return ids
		}

		// a scan: the chip as the reader types it; refusals say why
		b, err := w.svc.Flights.BasketChip(m, fl.ID, "chip-0")
		must(t, err)
		if b.PigeonID != ps[0].ID || len(pub.events) != 1 || pub.events[0].FlightID != fl.ID {
			t.Fatalf("scan: got %+v, events %+v", b, pub.events)
		}
		_, err = w.svc.Flights.BasketChip(m, fl.ID, "CHIP0")
		wantErr(t, err, core.ECONFLICT, "NL-2026-0000001 is in the basket already.")
		_, err = w.svc.Flights.BasketChip(m, fl.ID, "CHIP3")
		wantErr(t, err, core.EINVALID, "NL-2026-0000004: "+core.MsgBasketNotRacing)
		_, err = w.svc.Flights.BasketChip(m, fl.ID, "CHIP9")
		wantErr(t, err, core.EINVALID, core.MsgChipUnknown)
		_, err = w.svc.Flights.BasketChip(w.as(w.fancier), fl.ID, "CHIP1")
		wantErr(t, err, core.EFORBIDDEN, "")

		// the clock's file: a dry run lists each row; a file with a refused bird writes nothing
		plan, err := w.svc.Flights.ImportBasket(m, fl.ID, strings.NewReader("chip\nCHIP1\nCHIP4\n"), false)
		wantErr(t, err, core.EINVALID, core.MsgImportHasErrors)
		if len(plan) != 2 || plan[1].Outcome != core.BasketRefused || plan[1].Reason != core.MsgBasketNotActive {
			t.Fatalf("plan: got %+v", plan)
		}
		if got := basket(); len(got) != 1 {
			t.Fatalf("a failed import changed the basket: %v", got)
		}
		plan, err = w.svc.Flights.ImportBasket(m, fl.ID, strings.NewReader("CHIP1\nCHIP0\n"), true)
		must(t, err)
		if plan[0].Outcome != core.BasketAdded || plan[1].Outcome != core.BasketAlready || len(basket()) != 1 {
			t.Fatalf("dry run: got %+v", plan)
		}
		_, err = w.svc.Flights.ImportBasket(m, fl.ID, strings.NewReader("CHIP1\nCHIP0\n"), false)
		must(t, err)

		// every active bird: CHIP2 goes in, the bird without a chip is refused
		plan, err = w.svc.Flights.BasketActive(m, fl.ID, false)
		must(t, err)
		outcomes := ""
		for _, r := range plan {
			outcomes += string(r.Outcome) + " "
		}
		if outcomes != "already already added refused " || plan[3].Reason != core.MsgBasketNoChip || len(basket()) != 3 {
			t.Fatalf("every active bird: %s %+v", outcomes, plan)
		}

		// out again, and once released the basket is closed
		must(t, w.svc.Flights.Unbasket(m, fl.ID, ps[2].ID))
		wantErr(t, w.svc.Flights.Unbasket(m, fl.ID, ps[2].ID), core.ENOTFOUND, core.MsgNotInBasket)
		_, err = w.svc.Flights.ChangeFlightState(m, fl.ID, core.FlightReleased)
		must(t, err)
		wantErr(t, w.svc.Flights.Unbasket(m, fl.ID, ps[0].ID), core.EINVALID, core.MsgBasketClosed)
		_, err = w.svc.Flights.BasketChip(m, fl.ID, "CHIP2")
		wantErr(t, err, core.EINVALID, core.MsgBasketClosed)
		if got := basket(); len(got) != 2 {
			t.Fatalf("basket: got %v", got)
		}
	})
}
