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
}

func newRaceServer(t *testing.T, db *store.DB) *raceWorld {
	t.Helper()
	ctx := core.SystemContext(context.Background())
	svc := service.New(db, func() time.Time { return now })
	loft := &core.Loft{Name: "Sunrise Valley", Unit: core.Kilometre, Country: "DE",
		Addresses: []*core.LoftAddress{{City: "Landshut", Street: "Taubenweg 1", Zipcode: "84028", Latitude: 48.5, Longitude: 12.1}}}
	must(t, svc.CreateLoft(ctx, loft))
	m := &core.User{Email: "m@example.org", FirstName: "Max", LastName: "Merchant"}
	f := &core.User{Email: "f@example.org", FirstName: "Fay", LastName: "Fancier"}
	must(t, svc.CreateUser(ctx, m))
	must(t, svc.CreateUser(ctx, f))
	must(t, svc.SetPermission(ctx, &core.Permission{UserID: m.ID, LoftID: loft.ID, IsMerchant: true, IsActive: true}))
	season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR}
	must(t, svc.CreateSeason(ctx, season))
	team := &core.Team{LoftID: loft.ID, UserID: f.ID, Name: "Team Fay", Country: "NL"}
	must(t, svc.CreateTeam(ctx, team))
	w := &raceWorld{loft: loft.ID, season: season.ID, merchant: fmt.Sprint(m.ID), fancier: fmt.Sprint(f.ID), release: now.Add(-2 * time.Hour)}
	fl := &core.Flight{SeasonID: season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: w.release,
		ReleasePoint: "Ulm", ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, Distance: 240000, EstimatedAverageSpeed: 120000}
	must(t, svc.CreateFlight(ctx, fl))
	next := &core.Flight{SeasonID: season.ID, Name: "Final", Kind: core.FlightFinal, ReleaseTime: now.Add(72 * time.Hour), Distance: 500000}
	must(t, svc.CreateFlight(ctx, next))
	w.flight, w.next = fl.ID, next.ID
	for i := range 3 {
		p := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: fmt.Sprintf("NL-2026-%07d", i+1), Name: fmt.Sprintf("Bird %d", i+1), Sex: core.Hen, ChipRing: fmt.Sprintf("CHIP%d", i)}
		must(t, svc.CreatePigeon(ctx, p, core.StatusActive))
		_, err := svc.BasketPigeon(ctx, fl.ID, p.ID, time.Time{})
		must(t, err)
	}
	_, err := svc.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
	must(t, err)
	w.key, err = svc.CreateDevice(ctx, &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "Clock"})
	must(t, err)
	verify := func(_ context.Context, raw string) (service.ExternalProfile, error) {
		return service.ExternalProfile{Subject: raw}, nil // the test token is the user id
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	w.srv = httptest.NewServer(api.New(api.Config{Service: svc, Logger: log, Auth: api.Auth{Verify: verify, Embedded: true}}))
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
		batch1Answer := `"reads":4,"arrivals":2,"unmatched":1`
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "Flights", url: fmt.Sprintf("/api/public/lofts/%d/flights", w.loft), wantStatus: 200,
					wantBody: []string{`"name":"Final"`, `"distance":240,`, `"distance_base":240000`, `"estimated_average_speed":1200`, `"total":2`}},
				{name: "FlightsByState", url: fmt.Sprintf("/api/public/lofts/%d/flights?state=released", w.loft), wantStatus: 200,
					wantBody: []string{`"total":1`}, wantNot: []string{`"Final"`}},
				{name: "Flight", url: fmt.Sprintf("/api/public/flights/%d", w.flight), wantStatus: 200,
					wantBody: []string{`"unit":"km"`, `"map_options":{"latitude":48.5,"longitude":12.1,"title":"Sunrise Valley"`, `"averageSpeed":1200`,
						`"polyline":[[48.4,9.99],[48.5,12.1]]`, `"basketed":3`, `"live_channel":"flight:`, `"loft":{"id"`}},
				{name: "Basketings", url: fmt.Sprintf("/api/public/flights/%d/basketings?per_page=50", w.flight), wantStatus: 200,
					wantBody: []string{`"ring":"NL-2026-0000001"`, `"fancier":"Fay Fancier"`, `"total":3`}},
				{name: "DeviceBatch", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: batch1, wantStatus: 200, wantBody: []string{batch1Answer}},
				{name: "DeviceBatchResentSameAnswer", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: batch1, wantStatus: 200, wantBody: []string{batch1Answer}},
				{name: "DeviceBatchResentWithOtherReadsChangesNothing", method: "POST", url: "/api/device/v1/arrivals", header: dev,
					body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP2", "A1", h))), wantStatus: 200, wantBody: []string{batch1Answer}},
				{name: "DeviceBatchStraggler", method: "POST", url: "/api/device/v1/arrivals", header: dev,
					body:       fmt.Sprintf(`{"seq":2,"flight_id":%d,"reads":%s}`, w.flight, w.reads(w.rd("CHIP2", "A1", 25*h), w.rd("CHIP0", "A1", 2*h))),
					wantStatus: 200, wantBody: []string{`"reads":2,"arrivals":1,"unmatched":0`}},
				{name: "Results", url: fmt.Sprintf("/api/public/flights/%d/results", w.flight), wantStatus: 200,
					wantBody: []string{`"rank":1,"pigeon_id"`, `"ring":"NL-2026-0000001"`, `"time":"01:00:00.000","speed":4000`,
						`"rank":3`, `"time":"24h+","speed":160`, `"total":3`, `"basketed":3`, `"display_fields":{`}},
				{name: "ResultsPage2", url: fmt.Sprintf("/api/public/flights/%d/results?page=2&per_page=25", w.flight), wantStatus: 200,
					wantBody: []string{`"data":[]`, `"page":2`}},
				{name: "ResultsCSV", url: fmt.Sprintf("/api/public/flights/%d/results.csv", w.flight), wantStatus: 200,
					wantBody: []string{"rank,ring,pigeon_name,team,fancier,country,arrival_utc,flight_time,speed_m_per_min\n", "1,NL-2026-0000001,Bird 1,Team Fay,Fay Fancier,NL,", ",01:00:00.000,4000.00\n", "3,NL-2026-0000003"}},
				{name: "Aces", url: fmt.Sprintf("/api/public/seasons/%d/aces?scheme=rank_points", w.season), wantStatus: 200,
					wantBody: []string{`"scheme":"rank_points"`, `"rank":1`, `"points":100`, `"score":"98"`, `"flights":[{"id":`}},
				{name: "DeviceBasket", url: "/api/device/v1/basket", header: dev, wantStatus: 200,
					wantBody: []string{`"chips":["CHIP0","CHIP1","CHIP2"]`, fmt.Sprintf(`"flight_id":%d`, w.flight)}},
				{name: "Heartbeat", method: "POST", url: "/api/device/v1/heartbeats", header: dev,
					body: `{"settings":{"antennas":2},"signal":-60,"voltage":12.3,"temperature":21.5,"firmware":"3.1"}`, wantStatus: 204},
				{name: "MerchantCreatesFlight", method: "POST", url: "/api/res/v1/flights", header: bearer(w.merchant),
					body:       fmt.Sprintf(`{"season_id":%d,"name":"Hot spot 2","kind":"hot_spot","release_time":"2026-06-01T07:00:00Z","distance":300.5}`, w.season),
					wantStatus: 201, wantBody: []string{`"distance_base":300500`, `"state":"coming_soon"`}},
				{name: "MerchantChangesState", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.next), header: bearer(w.merchant),
					body: `{"state":"basketing"}`, wantStatus: 201, wantBody: []string{`"state":"basketing"`}},
				{name: "MerchantCreatesDevice", method: "POST", url: "/api/res/v1/devices", header: bearer(w.merchant),
					body: fmt.Sprintf(`{"loft_id":%d,"kind":"antenna","name":"Antenna 2"}`, w.loft), wantStatus: 201, wantBody: []string{`"key":"dk_`}},
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
			if res.StatusCode != 200 || res.Header.Get("ETag") == etag || !strings.Contains(string(b), `"time":"00:59:59.000"`) {
				t.Fatalf("after a batch: got %d %q %s", res.StatusCode, res.Header.Get("ETag"), b)
			}
		})
		t.Run("400", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrPerPage", url: fmt.Sprintf("/api/public/flights/%d/results?per_page=7", w.flight), wantStatus: 400, wantField: "per_page"},
				{name: "ErrSeq", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":0,"reads":[]}`, wantStatus: 400, wantField: "seq"},
				{name: "ErrReadWithoutChip", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":9,"reads":[{"chip_id":"","read_ms":5}]}`, wantStatus: 400, wantField: "reads"},
				{name: "ErrBatchNotJSON", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":"nine","reads":[]}`, wantStatus: 400},
				{name: "ErrNegativeFlight", method: "POST", url: "/api/device/v1/arrivals", header: dev, body: `{"seq":9,"flight_id":-1,"reads":[]}`, wantStatus: 400, wantField: "flight_id"},
				{name: "ErrFlightOfOtherState", method: "POST", url: "/api/device/v1/arrivals", header: dev,
					body: fmt.Sprintf(`{"seq":9,"flight_id":%d,"reads":[]}`, w.next), wantStatus: 400, wantField: "flight_id"},
				{name: "ErrScheme", url: fmt.Sprintf("/api/public/seasons/%d/aces?scheme=fastest", w.season), wantStatus: 400},
				{name: "ErrFlightInput", method: "POST", url: "/api/res/v1/flights", header: bearer(w.merchant),
					body: fmt.Sprintf(`{"season_id":%d,"name":"","kind":"final","release_time":"2026-06-01T07:00:00Z","distance":1.2345}`, w.season), wantStatus: 400, wantField: "distance"},
				{name: "ErrSameState", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.flight), header: bearer(w.merchant),
					body: `{"state":"released"}`, wantStatus: 400, wantBody: []string{core.MsgSameStatus}},
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
