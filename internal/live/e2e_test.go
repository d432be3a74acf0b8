package live_test

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/live"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestDeviceToViewer sends a batch to the device API of a server wired as
// `serve` wires it and sees the arrival, ranked, at a websocket viewer.
func TestDeviceToViewer(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		ctx := core.SystemContext(context.Background())
		log := slog.New(slog.NewTextHandler(io.Discard, nil))
		hub, err := live.New(live.Options{Logger: log})
		if err != nil {
			t.Fatal(err)
		}
		defer hub.Close(context.Background())
		svc := service.New(service.Deps{Store: db, Publisher: hub})
		loft := &core.Loft{Name: "Live", Unit: core.Kilometre}
		must(t, svc.Lofts.CreateLoft(ctx, loft))
		u := &core.User{Email: "f@example.org", FirstName: "F", LastName: "F"}
		must(t, svc.Users.CreateUser(ctx, u))
		season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR}
		must(t, svc.Seasons.CreateSeason(ctx, season))
		team := &core.Team{LoftID: loft.ID, UserID: u.ID, Name: "T", Country: "DE"}
		must(t, svc.Fanciers.CreateTeam(ctx, team))
		release := time.Now().Add(-3 * time.Hour)
		fl := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: season.ID, Name: "Live", Kind: core.FlightHotSpot, ReleaseTime: release, Distance: 240000}
		must(t, svc.Flights.CreateFlight(ctx, fl))
		p := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: "DE-0001-26-0001", ChipRing: "C1"}
		must(t, svc.Pigeons.CreatePigeon(ctx, p, core.StatusActive))
		_, err = svc.Flights.BasketPigeon(ctx, fl.ID, p.ID, time.Time{})
		must(t, err)
		_, err = svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
		must(t, err)
		key, err := svc.Devices.CreateDevice(ctx, &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "C"})
		must(t, err)
		srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log, Live: hub.Handler()}))
		defer srv.Close()

		v := testutil.NewViewer(t, "ws"+strings.TrimPrefix(srv.URL, "http")+"/connection/websocket", core.FlightChannel(fl.ID))
		body := fmt.Sprintf(`{"seq":1,"reads":[{"chip_id":"C1","antenna_id":"A1","read_ms":%d},{"chip_id":"C1","antenna_id":"A2","read_ms":%d}]}`,
			release.Add(2*time.Hour).UnixMilli(), release.Add(2*time.Hour+time.Second).UnixMilli())
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/device/v1/arrivals", strings.NewReader(body))
		req.Header.Set("Authorization", "Device "+key)
		sent := time.Now()
		res, err := http.DefaultClient.Do(req)
		must(t, err)
		res.Body.Close()
		if res.StatusCode != 200 {
			t.Fatalf("batch: got %d", res.StatusCode)
		}
		v.WaitFor(t, 1)
		if took := time.Since(sent); took > time.Second {
			t.Errorf("arrival reached the viewer after %s, want within a second", took)
		}
		v.ExactlyOnce(t, p.ID, p.ID)
	})
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}
