package api_test

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
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// raceWorld is a km loft with a merchant, a fancier, a released flight with
// three basketed pigeons, and a clock.
type raceWorld struct {
	srv                        *httptest.Server
	loft, season, flight, next int64
	merchant, fancier          string // bearer tokens
	key                        string
	release                    time.Time
	pigeons                    []int64 // CHIP0, CHIP1, CHIP2
	device                     int64   // the clock's id
}

func newRaceServer(t *testing.T, db *store.DB) *raceWorld {
	t.Helper()
	return newRaceServerWith(t, db, nil, nil)
}

// newRaceServerWith is newRaceServer with more wiring: deps, when not nil,
// adds outside services to the use cases; with, when not nil,
// changes the service and the API's configuration before the server starts.
func newRaceServerWith(t *testing.T, db *store.DB, deps *service.Deps, with func(*service.Service, *api.Config)) *raceWorld {
	t.Helper()
	ctx := core.SystemContext(context.Background())
	d := service.Deps{}
	if deps != nil {
		d = *deps
	}
	d.Store, d.Clock = db, func() time.Time { return now }
	svc := service.New(d)
	loft := &core.Loft{Name: "Sunrise Valley", Unit: core.Kilometre, Country: "DE",
		Addresses: []*core.LoftAddress{{City: "Landshut", Street: "Taubenweg 1", Zipcode: "84028", Latitude: 48.5, Longitude: 12.1}}}
	must(t, svc.Lofts.CreateLoft(ctx, loft))
	m := &core.User{Email: "m@example.org", FirstName: "Max", LastName: "Merchant"}
	f := &core.User{Email: "f@example.org", FirstName: "Fay", LastName: "Fancier"}
	must(t, svc.Users.CreateUser(ctx, m))
	must(t, svc.Users.CreateUser(ctx, f))
	must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: m.ID, LoftID: loft.ID, IsMerchant: true, IsActive: true}))
	// published: its races are public (a draft season's are its staff's)
	season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR, State: core.SeasonInProgress}
	must(t, svc.Seasons.CreateSeason(ctx, season))
	team := &core.Team{LoftID: loft.ID, UserID: f.ID, Name: "Team Fay", Country: "NL"}
	must(t, svc.Fanciers.CreateTeam(ctx, team))
	w := &raceWorld{loft: loft.ID, season: season.ID, merchant: fmt.Sprint(m.ID), fancier: fmt.Sprint(f.ID), release: now.Add(-48 * time.Hour)} // every read of the tests, a 25-hour straggler too, is before the clock's now
	fl := &core.Flight{SeasonID: season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: w.release,
		ReleasePoint: "Ulm", ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, Distance: 120000, EstimatedAverageSpeed: 120000} // home in 1 h: 2,000 m/min, fast but real
	must(t, svc.Flights.CreateFlight(ctx, fl))
	next := &core.Flight{SeasonID: season.ID, Name: "Final", Kind: core.FlightFinal, ReleaseTime: now.Add(72 * time.Hour), Distance: 500000}
	must(t, svc.Flights.CreateFlight(ctx, next))
	w.flight, w.next = fl.ID, next.ID
	for i := range 3 {
		p := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: fmt.Sprintf("NL-2026-%07d", i+1), Name: fmt.Sprintf("Bird %d", i+1), Sex: core.Hen, ChipRing: fmt.Sprintf("CHIP%d", i)}
		must(t, svc.Pigeons.CreatePigeon(ctx, p, core.StatusActive))
		w.pigeons = append(w.pigeons, p.ID)
		_, err := svc.Flights.BasketPigeon(ctx, fl.ID, p.ID, time.Time{})
		must(t, err)
	}
	_, err := svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
	must(t, err)
	clock := &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "Clock"}
	w.key, err = svc.Devices.CreateDevice(ctx, clock)
	must(t, err)
	w.device = clock.ID
	verify := func(_ context.Context, raw string) (service.ExternalProfile, error) {
		return service.ExternalProfile{Subject: raw}, nil // the test token is the user id
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	cfg := api.Config{Service: svc, Logger: log, Auth: api.Auth{Verify: verify, Embedded: true}}
	if with != nil {
		with(svc, &cfg)
	}
	w.srv = httptest.NewServer(api.New(cfg))
	t.Cleanup(w.srv.Close)
	return w
}

func (w *raceWorld) reads(reads ...string) string {
	return "[" + strings.Join(reads, ",") + "]"
}

// rd is a read of chip by antenna at after since the release.
func (w *raceWorld) rd(chip, antenna string, after time.Duration) string {
	return fmt.Sprintf(`{"chip_id":%q,"antenna_id":%q,"read_ms":%d}`, chip, antenna, w.release.Add(after).UnixMilli())
}

func TestFlightAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		dev := map[string]string{"Authorization": "Device " + w.key}
		bearer := func(tok string) map[string]string { return map[string]string{"Authorization": "Bearer " + tok} }
		h := time.Hour
		batch1 := fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(
			w.rd("CHIP0", "A1", h), w.rd("CHIP0", "A2", h+200*time.Millisecond), // double read
			w.rd("CHIP1", "A1", h), // same instant: shares the place
			w.rd("UNKNOWN", "A1", h)))
		batch1Answer := obj{"seq": 1, "flight_id": w.flight, "reads": 4, "arrivals": 2, "unmatched": 1}
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "Flights", url: fmt.Sprintf("/api/public/lofts/%d/flights", w.loft), header: bearer(w.merchant), wantStatus: 200,
					want: obj{"data.#": 2, "data.0.name": "Final", "data.1.name": "Hot spot 1", "data.1.distance": 120, "data.1.distance_base": 120000,
						"data.1.estimated_average_speed": 1200, "meta.total": 2}},
				{name: "FlightsByState", url: fmt.Sprintf("/api/public/lofts/%d/flights?state=released", w.loft), header: bearer(w.merchant), wantStatus: 200,
					want: obj{"data.#": 1, "data.0.name": "Hot spot 1", "data.0.state": "released", "meta.total": 1}},
				{name: "Flight", url: fmt.Sprintf("/api/public/flights/%d", w.flight), wantStatus: 200,
					want: obj{"unit": "km", "map_options.latitude": 48.5, "map_options.longitude": 12.1, "map_options.title": "Sunrise Valley",
						"map_options.averageSpeed": 1200, "map_options.polyline": [][]float64{{48.4, 9.99}, {48.5, 12.1}}, "basketed": 3,
						"live_channel": fmt.Sprintf("flight:%d", w.flight), "season.loft.id": w.loft, "season.loft.time_zone": "UTC"}},
				{name: "Basketings", url: fmt.Sprintf("/api/public/flights/%d/basketings?per_page=50", w.flight), wantStatus: 200,
					want: obj{"data.#": 3, "data.0.ring": "NL-2026-0000001", "data.0.fancier": "Fay Fancier", "meta.total": 3}},
				{name: "DeviceBatch", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: batch1, wantStatus: 200, want: batch1Answer},
				{name: "DeviceBatchResentSameAnswer", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: batch1, wantStatus: 200, want: batch1Answer},
				// The same batch in another order is the same batch; its number reused for other reads is refused, not dropped.
				{name: "DeviceBatchResentInOtherOrder", method: "POST", url: "/api/device/v1/arrivals", header: dev,
					body:       fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("UNKNOWN", "A1", h), w.rd("CHIP1", "A1", h), w.rd("CHIP0", "A2", h+200*time.Millisecond), w.rd("CHIP0", "A1", h))),
					wantStatus: 200, want: batch1Answer},
				{name: "409DeviceBatchSeqReusedForOtherReads", method: "POST", url: "/api/device/v1/arrivals", header: dev,
					body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP2", "A1", h))), wantStatus: 409,
					want: obj{"message": fmt.Sprintf(core.MsgBatchReused, 1)}},
				{name: "DeviceBatchStraggler", method: "POST", url: "/api/device/v1/arrivals", header: dev,
					body:       fmt.Sprintf(`{"seq":2,"flight_id":%d,"reads":%s}`, w.flight, w.reads(w.rd("CHIP2", "A1", 25*h), w.rd("CHIP0", "A1", 2*h))),
					wantStatus: 200, want: obj{"seq": 2, "flight_id": w.flight, "reads": 2, "arrivals": 1, "unmatched": 0}},
				{name: "Results", url: fmt.Sprintf("/api/public/flights/%d/results", w.flight), wantStatus: 200,
					want: obj{"data.#": 3, "data.0.rank": 1, "data.0.ring": "NL-2026-0000001", "data.0.time": "01:00:00.000", "data.0.speed": 2000,
						"data.2.rank": 3, "data.2.time": "24h+", "data.2.speed": 80, "meta.total": 3, "basketed": 3, "display_fields.speed": true}},
				{name: "ResultsPage2", url: fmt.Sprintf("/api/public/flights/%d/results?page=2&per_page=25", w.flight), wantStatus: 200,
					want: obj{"data": []any{}, "meta.page": 2, "meta.total": 3}},
				{name: "ResultsCSV", url: fmt.Sprintf("/api/public/flights/%d/results.csv", w.flight), wantStatus: 200,
					wantText: []string{"rank,ring,pigeon_name,team,fancier,country,arrival_utc,flight_time,speed_m_per_min\n", "1,NL-2026-0000001,Bird 1,Team Fay,Fay Fancier,NL,", ",01:00:00.000,2000.00\n", "3,NL-2026-0000003"}},
				{name: "Aces", url: fmt.Sprintf("/api/public/seasons/%d/aces?scheme=rank_points", w.season), wantStatus: 200,
					want: obj{"scheme": "rank_points", "data.0.rank": 1, "data.0.points": 100, "data.2.score": "98", "flights.#": 1, "flights.0.id": w.flight}},
				{name: "DeviceBasket", url: "/api/device/v1/basket", header: dev, wantStatus: 200,
					want: obj{"chips": []string{"CHIP0", "CHIP1", "CHIP2"}, "flight_id": w.flight}},
				{name: "Heartbeat", method: "POST", url: "/api/device/v1/heartbeats", header: dev,
					body: `{"settings":{"antennas":2},"signal":-60,"voltage":12.3,"temperature":21.5,"firmware":"3.1"}`, wantStatus: 204},
				{name: "MerchantCreatesFlight", method: "POST", url: "/api/res/v1/flights", header: bearer(w.merchant),
					body:       fmt.Sprintf(`{"season_id":%d,"name":"Hot spot 2","kind":"hot_spot","release_time":"2026-06-01T07:00:00Z","distance":300.5}`, w.season),
					wantStatus: 201, want: obj{"name": "Hot spot 2", "distance_base": 300500, "state": "coming_soon"}},
				{name: "MerchantChangesState", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.next), header: bearer(w.merchant),
					body: `{"state":"basketing"}`, wantStatus: 201, want: obj{"id": w.next, "state": "basketing"}},
				{name: "MerchantCreatesDevice", method: "POST", url: "/api/res/v1/devices", header: bearer(w.merchant),
					body: fmt.Sprintf(`{"loft_id":%d,"kind":"antenna","name":"Antenna 2"}`, w.loft), wantStatus: 201, want: obj{"name": "Antenna 2", "key": prefix("dk_")}},
			})
		})
		t.Run("304", func(t *testing.T) {
			url := fmt.Sprintf("%s/api/public/flights/%d/results", w.srv.URL, w.flight)
			res, err := http.Get(url)
			must(t, err)
			res.Body.Close()
			etag := res.Header.Get("ETag")
			req, _ := http.NewRequest("GET", url, nil)
			req.Header.Set("If-None-Match", etag)
			res, err = http.DefaultClient.Do(req)
			must(t, err)
			res.Body.Close()
			if etag == "" || res.StatusCode != http.StatusNotModified || res.Header.Get("ETag") != etag {
				t.Fatalf("got %d with ETag %q, want 304 for %q", res.StatusCode, res.Header.Get("ETag"), etag)
			}
			// a new batch changes the ETag
			body := fmt.Sprintf(`{"seq":3,"reads":%s}`, w.reads(w.rd("CHIP1", "A2", h-time.Second)))
			req, _ = http.NewRequest("POST", w.srv.URL+"/api/device/v1/arrivals", strings.NewReader(body))
			req.Header.Set("Authorization", "Device "+w.key)
			res, err = http.DefaultClient.Do(req)
			must(t, err)
			res.Body.Close()
			req, _ = http.NewRequest("GET", url, nil)
			req.Header.Set("If-None-Match", etag)
			res, err = http.DefaultClient.Do(req)
			must(t, err)
			b, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != 200 || res.Header.Get("ETag") == etag {
				t.Fatalf("after a batch: got %d %q %s, want 200 with a new ETag", res.StatusCode, res.Header.Get("ETag"), b)
			}
			checkJSON(t, b, obj{"data.0.ring": "NL-2026-0000002", "data.0.time": "00:59:59.000"}, nil)
		})
		t.Run("400", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrPerPage", url: fmt.Sprintf("/api/public/flights/%d/results?per_page=7", w.flight), wantStatus: 400, wantField: "per_page"},
				{name: "ErrSeq", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":0,"reads":[]}`, wantStatus: 400, wantField: "seq"},
				{name: "ErrReadWithoutChip", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":9,"reads":[{"chip_id":"","read_ms":5}]}`, wantStatus: 400, wantField: "reads"},
				{name: "ErrBatchNotJSON", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":"nine","reads":[]}`, wantStatus: 400},
				// 2201-01-01T00:00:00Z: no clock reads then, and the time would break what shows it.
				{name: "ErrReadAfter2200", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":9,"reads":[{"chip_id":"CHIP1","read_ms":7289654400000}]}`,
					wantStatus: 400, want: obj{"errors.reads.0": "Every read needs its time in milliseconds since 1970, before the year 2201."}},
				{name: "ErrNegativeFlight", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":9,"flight_id":-1,"reads":[]}`, wantStatus: 400, wantField: "flight_id"},
				{name: "ErrFlightOfOtherState", method: "POST", url: "/api/device/v1/arrivals", header: dev,
					body: fmt.Sprintf(`{"seq":9,"flight_id":%d,"reads":[]}`, w.next), wantStatus: 400, wantField: "flight_id"},
				{name: "ErrScheme", url: fmt.Sprintf("/api/public/seasons/%d/aces?scheme=fastest", w.season), wantStatus: 400},
				{name: "ErrFlightInput", method: "POST", url: "/api/res/v1/flights", header: bearer(w.merchant),
					body: fmt.Sprintf(`{"season_id":%d,"name":"","kind":"final","release_time":"2026-06-01T07:00:00Z","distance":1.2345}`, w.season), wantStatus: 400, wantField: "distance"},
				{name: "ErrSameState", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.flight), header: bearer(w.merchant),
					body: `{"state":"released"}`, wantStatus: 400, want: obj{"errors.state.0": core.MsgSameStatus}},
			})
		})
		t.Run("401", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrNoDeviceKey", method: "POST", url: "/api/device/v1/arrivals", body: `{"seq":5,"reads":[]}`, wantStatus: 401},
				{name: "ErrWrongDeviceKey", method: "POST", url: "/api/device/v1/arrivals", header: map[string]string{"Authorization": "Device dk_nope"}, body: `{"seq":5,"reads":[]}`, wantStatus: 401},
				{name: "ErrBasketNoKey", url: "/api/device/v1/basket", wantStatus: 401},
				{name: "ErrHeartbeatNoKey", method: "POST", url: "/api/device/v1/heartbeats", body: `{}`, wantStatus: 401},
				{name: "ErrVisitorCreatesFlight", method: "POST", url: "/api/res/v1/flights",
					body: fmt.Sprintf(`{"season_id":%d,"name":"X","kind":"final","release_time":"2026-06-01T07:00:00Z","distance":300}`, w.season), wantStatus: 401},
			})
		})
		t.Run("403", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrFancierCreatesDevice", method: "POST", url: "/api/res/v1/devices", header: bearer(w.fancier),
					body: fmt.Sprintf(`{"loft_id":%d,"kind":"pc","name":"PC"}`, w.loft), wantStatus: 403},
				{name: "ErrFancierChangesState", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.flight), header: bearer(w.fancier),
					body: `{"state":"finished"}`, wantStatus: 403},
			})
		})
		t.Run("404", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrFlight", url: "/api/public/flights/9999", wantStatus: 404},
				{name: "ErrResults", url: "/api/public/flights/9999/results", wantStatus: 404},
				{name: "ErrCSV", url: "/api/public/flights/9999/results.csv", wantStatus: 404},
				{name: "ErrBasketings", url: "/api/public/flights/9999/basketings", wantStatus: 404},
				{name: "ErrLoftFlights", url: "/api/public/lofts/9999/flights", wantStatus: 404},
				{name: "ErrAces", url: "/api/public/seasons/9999/aces", wantStatus: 404},
			})
		})
	})
}
