package demo_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/demo"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestLiveRace(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	ctx := context.Background()
	svc := service.New(service.Deps{Store: db})
	now := time.Now()
	if _, err := demo.StartLiveRace(ctx, svc, now, time.Minute, ""); core.ErrorCode(err) != core.ENOTFOUND {
		t.Fatalf("empty database: got %v, want not found", err)
	}
	if _, err := demo.Seed(ctx, svc, db, now); err != nil {
		t.Fatal(err)
	}
	race, err := demo.StartLiveRace(ctx, svc, now, time.Minute, "")
	if err != nil {
		t.Fatal(err)
	}
	f, chips, err := svc.Devices.DeviceBasket(ctx, race.DeviceKey, 0)
	if err != nil {
		t.Fatal(err)
	}
	// 300 km at 1300 m/min is 230:46; the first birds are due a minute from now
	due := f.ReleaseTime.Add(230*time.Minute + 46*time.Second)
	if f.ID != race.FlightID || f.State != core.FlightReleased || len(chips) != race.Birds || race.Birds < 100 || due.Sub(now) < 50*time.Second || due.Sub(now) > 70*time.Second {
		t.Fatalf("got flight %+v with %d chips (race %+v), first due in %s", f, len(chips), race, due.Sub(now))
	}
	next, err := demo.StartLiveRace(ctx, svc, now, time.Minute, race.DeviceKey)
	if err != nil {
		t.Fatal(err)
	}
	old, _ := svc.Flights.FindFlight(ctx, race.FlightID)
	if next.DeviceKey != race.DeviceKey || next.FlightID == race.FlightID || old.State != core.FlightFinished {
		t.Fatalf("second race: got %+v, first now %s", next, old.State)
	}
	if err := demo.FinishLiveRace(ctx, svc, next.FlightID); err != nil {
		t.Fatal(err)
	}
}
