package main

import (
	"context"
	"encoding/json"
	"fmt"
	"image"
	_ "image/jpeg" // uploads are kept as JPEG
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"strings"
	"sync"
	"testing"
	"time"

	centrifugego "github.com/centrifugal/centrifuge-go"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

const (
	clusterPassword     = "Cluster2026"
	clusterMetricsToken = "cluster-metrics"
)

// cluster is instances A and B of one service: one PostgreSQL schema, one
// Redis prefix, one bucket, one public address (as behind a load balancer).
type cluster struct {
	db    *store.DB
	mail  *testutil.SMTPServer
	a, b  *instance
	world *clusterWorld
}

// clusterWorld is what the test seeds before the instances start.
type clusterWorld struct {
	loft, season, product, flight int64
	draftFlight                   int64 // a race of a season still in draft
	merchant                      string
	fanciers                      []string
	pigeons                       []*core.Pigeon
	deviceKey                     string
	release                       time.Time
	overdue                       []string // references of confirmed orders past their payment deadline
}

// startCluster seeds a world with birds in the air on a fresh PostgreSQL
// schema, then starts A and B together (so that their jobs' first runs
// race); skipped unless ONELOFT_TEST_POSTGRES_URL and ONELOFT_TEST_REDIS_URL
// are set.
func startCluster(t *testing.T, birds int) *cluster {
	t.Helper()
	redisURL := os.Getenv("ONELOFT_TEST_REDIS_URL")
	if testutil.PostgresURL() == "" || redisURL == "" {
		t.Skip("two instances need ONELOFT_TEST_POSTGRES_URL and ONELOFT_TEST_REDIS_URL")
	}
	c := &cluster{db: testutil.MustOpenDB(t, store.Postgres), mail: testutil.StartSMTP(t)}
	c.world = seedCluster(t, c.db, birds)
	addrA, addrB := freeAddr(t), freeAddr(t)
	args := []string{"--database-url", schemaURL(t, c.db), "--redis-url", redisURL,
		"--redis-prefix", fmt.Sprintf("oneloft-cluster-%d", time.Now().UnixNano()), "--blob-url", sharedBlobURL(t),
		"--public-url", "http://" + addrA, "--smtp-url", c.mail.URL(), "--data-dir", t.TempDir(), "--payment-days", "1",
		"--metrics-token", clusterMetricsToken}
	var wg sync.WaitGroup
	wg.Go(func() { c.a = startInstance(t, "A", addrA, args...) })
	wg.Go(func() { c.b = startInstance(t, "B", addrB, args...) })
	wg.Wait()
	if c.a == nil || c.b == nil {
		t.FailNow()
	}
	return c
}

// schemaURL is the test database's URL with db's schema as search path.
func schemaURL(t *testing.T, db *store.DB) string {
	var schema string
	if err := db.Bun().QueryRowContext(context.Background(), "SELECT current_schema()").Scan(&schema); err != nil {
		t.Fatal(err)
	}
	u, err := url.Parse(testutil.PostgresURL())
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String()
}

// sharedBlobURL is an S3 bucket served by versitygw where it is installed
// (CI installs it), else a folder both instances use.
func sharedBlobURL(t *testing.T) string {
	if _, err := exec.LookPath("versitygw"); err == nil || os.Getenv("VERSITYGW") != "" {
		return testutil.StartS3(t).BlobURL()
	}
	t.Log("versitygw is not installed: the instances share a folder instead of an S3 bucket")
	return "file://" + t.TempDir()
}

func seedCluster(t *testing.T, db *store.DB, birds int) *clusterWorld {
	t.Helper()
	ctx := core.SystemContext(context.Background())
	now := time.Now()
	svc := service.New(service.Deps{Store: db})
	hash, err := sso.HashPassword(clusterPassword)
	must(t, err)
	verified := now.Add(-90 * 24 * time.Hour)
	user := func(email string) *core.User {
		u := &core.User{Email: email, FirstName: "Test", LastName: email[:strings.Index(email, "@")], PasswordHash: hash, EmailVerified: &verified}
		must(t, svc.Users.CreateUser(ctx, u))
		return u
	}
	w := &clusterWorld{merchant: "merchant@cluster.example", release: now.Add(-2 * time.Hour)}
	loft := &core.Loft{Name: "Cluster Loft", Unit: core.Kilometre, Country: "DE"}
	must(t, svc.Lofts.CreateLoft(ctx, loft))
	w.loft = loft.ID
	m := user(w.merchant)
	must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: m.ID, LoftID: loft.ID, IsMerchant: true, IsActive: true}))
	m, err = db.FindUserByID(ctx, m.ID) // with the permission, to act as the loft's merchant
	must(t, err)
	var fanciers []*core.User
	for i := range 20 {
		w.fanciers = append(w.fanciers, fmt.Sprintf("fancier%02d@cluster.example", i))
		fanciers = append(fanciers, user(w.fanciers[i]))
	}

	// The season the fanciers race for: 10 places, one per order.
	open := func(svc *service.Service, name string, spots *int) (*core.Season, *core.Product) {
		s := &core.Season{LoftID: loft.ID, Name: name, Currency: core.EUR, TotalSpots: spots}
		must(t, svc.Seasons.CreateSeason(ctx, s))
		p := &core.Product{SeasonID: s.ID, Category: core.ProductEntryFee, Name: "Entry", PigeonsActive: 1, Amount: 15000}
		must(t, svc.Seasons.CreateProduct(ctx, p))
		for _, d := range []*core.DueDate{
			{SeasonID: s.ID, Category: core.DueRegistration, Name: "Registration", StartsAt: core.NewDate(now.AddDate(0, -2, 0)), EndsAt: core.NewDate(now.AddDate(0, 1, 0))},
			{SeasonID: s.ID, Category: core.DuePayment, Name: "Payment", StartsAt: core.NewDate(now.AddDate(0, -2, 0)), EndsAt: core.NewDate(now.AddDate(0, 2, 0)), MaxDuration: ptr(1)},
		} {
			_, err := svc.Seasons.SaveDueDate(ctx, d)
			must(t, err)
		}
		_, err := svc.Seasons.ChangeSeasonState(ctx, s.ID, core.SeasonInProgress, true)
		must(t, err)
		return s, p
	}
	season, product := open(svc, "Spring", ptr(10))
	w.season, w.product = season.ID, product.ID

	// Orders confirmed a month ago and never paid: overdue for both instances' first job runs.
	month := now.AddDate(0, -1, 0)
	past := service.New(service.Deps{Store: db, Clock: func() time.Time { return month },
		Orders: service.OrderConfig{PublicURL: "http://localhost", PaymentDays: 1}})
	overdueSeason, overdueProduct := open(past, "Winter", nil)
	orders := past.Orders
	for _, f := range fanciers[:5] {
		o, err := orders.PlaceOrder(core.WithActor(ctx, core.Actor{User: f}), service.OrderInput{SeasonID: overdueSeason.ID,
			NewTeam: &core.Team{Name: "Team " + f.LastName, Country: "NL"}, City: "Arnhem", Street: "Duivenweg 1", Zipcode: "6811",
			Items: []service.OrderItem{{ProductID: overdueProduct.ID, Quantity: 1}}})
		must(t, err)
		_, err = orders.ChangeStatus(core.WithActor(ctx, core.Actor{User: m}), o.ID, core.OrderConfirmed, "", "")
		must(t, err)
		w.overdue = append(w.overdue, o.Reference)
	}

	// A hot spot in the air, chipped birds in its basket, a clock.
	team := &core.Team{LoftID: loft.ID, UserID: fanciers[0].ID, Name: "Team Birds", Country: "NL"}
	must(t, svc.Fanciers.CreateTeam(ctx, team))
	fl := &core.Flight{SeasonID: season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: w.release, Distance: 240000,
		ReleaseLatitude: 50.85, ReleaseLongitude: 4.35}
	must(t, svc.Flights.CreateFlight(ctx, fl))
	w.flight = fl.ID
	for i := range birds {
		p := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: fmt.Sprintf("NL-2026-%07d", i+1), Sex: core.Hen, ChipRing: fmt.Sprintf("CHIP%d", i)}
		must(t, svc.Pigeons.CreatePigeon(ctx, p, core.StatusActive))
		_, err := svc.Flights.BasketPigeon(ctx, fl.ID, p.ID, time.Time{})
		must(t, err)
		w.pigeons = append(w.pigeons, p)
	}
	_, err = svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
	must(t, err)
	w.deviceKey, err = svc.Devices.CreateDevice(ctx, &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "Clock"})
	must(t, err)

	// A season the loft has not published yet, with a race of its own.
	draft := &core.Season{LoftID: loft.ID, Name: "Autumn", Currency: core.EUR}
	must(t, svc.Seasons.CreateSeason(ctx, draft))
	df := &core.Flight{SeasonID: draft.ID, Name: "Training toss", Kind: core.FlightHotSpot, ReleaseTime: w.release, Distance: 60000,
		ReleaseLatitude: 50.85, ReleaseLongitude: 4.35}
	must(t, svc.Flights.CreateFlight(ctx, df))
	w.draftFlight = df.ID
	return w
}

// TestTwoInstancesOneService: instances A and B on one PostgreSQL, Redis
// and bucket act as one service (issue 16, part 4).
func TestTwoInstancesOneService(t *testing.T) {
	c := startCluster(t, 3)
	w := c.world

	t.Run("OverdueOrdersCancelledOnce", func(t *testing.T) {
		// Both instances ran the job at start; a third run changes nothing.
		c.waitForMails(t, w.overdue, "was cancelled: not paid in time")
		runOnce := exec.Command(os.Args[0], "-test.run=^$")
		runOnce.Env = append(os.Environ(), instanceEnv+`=["cancel-unpaid","--database-url",`+jsonString(schemaURL(t, c.db))+`,"--smtp-url",`+jsonString(c.mail.URL())+`]`)
		out, err := runOnce.CombinedOutput()
		if err != nil || !strings.Contains(string(out), "0 unpaid registrations cancelled") {
			t.Fatalf("a further run: %v %s", err, out)
		}
		var rows []struct {
			Reference string
			N         int
		}
		err = c.db.Bun().NewRaw(`SELECT o.reference, count(*) AS n FROM orders o JOIN order_statuses s ON s.order_id = o.id
			WHERE s.status = ? GROUP BY o.reference`, core.OrderCancelledUnpaid).Scan(context.Background(), &rows)
		must(t, err)
		if len(rows) != len(w.overdue) {
			t.Errorf("got %d orders cancelled, want %d", len(rows), len(w.overdue))
		}
		for _, r := range rows {
			if r.N != 1 {
				t.Errorf("order %s: cancelled %d times, want once", r.Reference, r.N)
			}
		}
		for ref, n := range c.mailsAbout(w.overdue, "was cancelled: not paid in time") {
			if n != 1 {
				t.Errorf("order %s: %d cancellation mails, want 1", ref, n)
			}
		}
	})

	t.Run("ArrivalOnAReachesViewerOnB", func(t *testing.T) {
		v := testutil.NewViewer(t, c.b.liveURL(), core.FlightChannel(w.flight))
		sent := time.Now()
		if status, _ := c.sendBatch(t, c.a, 1, "CHIP0", 90*time.Minute); status != http.StatusOK {
			t.Fatalf("batch on A: got %d", status)
		}
		v.WaitWithin(t, 1, 2*time.Second)
		took := time.Since(sent)
		t.Logf("device API on A to a viewer on B: %s", took)
		if took > time.Second {
			t.Errorf("the viewer on B got the arrival after %s, want within 1 s", took)
		}
		v.ExactlyOnce(t, w.pigeons[0].ID, w.pigeons[0].ID)
	})

	t.Run("DraftSeasonsRaceFollowedByItsStaffOnly", func(t *testing.T) {
		// Flight channels are numbered: a visitor who tries the next number
		// must not follow a race the loft has not published.
		ch := core.FlightChannel(w.draftFlight)
		if v := testutil.NewViewer(t, c.b.liveURL(), ch); v.Sub.State() == centrifugego.SubStateSubscribed {
			t.Errorf("a visitor follows %s, a draft season's race", ch)
		}
		merchant := signInAt(t, c.a.url(), c.a.url(), w.merchant, clusterPassword)
		if v := testutil.NewSignedInViewer(t, c.b.liveURL(), ch, merchant); v.Sub.State() != centrifugego.SubStateSubscribed {
			t.Errorf("the loft's merchant cannot follow %s: %v", ch, v.SubErr())
		}
		if v := testutil.NewSignedInViewer(t, c.b.liveURL(), core.FlightChannel(w.flight), "not-a-token"); v.Sub.State() != centrifugego.SubStateSubscribed {
			t.Errorf("a bad token keeps a viewer from a published race: %v", v.SubErr())
		}
	})

	t.Run("FlightFinishedOnARefusedByB", func(t *testing.T) {
		if status, _ := c.sendBatch(t, c.b, 2, "CHIP1", 95*time.Minute); status != http.StatusOK { // B holds the flight in its cache now
			t.Fatalf("batch on B: got %d", status)
		}
		merchant := signInAt(t, c.a.url(), c.a.url(), w.merchant, clusterPassword)
		status, body := call(t, http.MethodPost, c.a.url()+fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.flight), merchant, `{"state":"finished"}`)
		if status != http.StatusCreated {
			t.Fatalf("finish on A: %d %s", status, body)
		}
		if status, body := c.sendBatch(t, c.b, 3, "CHIP2", 100*time.Minute); status != http.StatusBadRequest || !strings.Contains(body, "No flight of the loft is released.") {
			t.Errorf("B answered %d %s to a batch for the flight A had finished, want it refused", status, body)
		}
		var n int
		must(t, c.db.Bun().NewRaw("SELECT count(*) FROM arrivals WHERE flight_id = ?", w.flight).Scan(context.Background(), &n))
		if n != 2 {
			t.Errorf("got %d arrivals stored, want the 2 from before the finish", n)
		}
	})

	t.Run("TwentyFanciersTenSpots", func(t *testing.T) {
		tokens := make([]string, len(w.fanciers))
		for i, email := range w.fanciers {
			tokens[i] = signInAt(t, []*instance{c.a, c.b}[i%2].url(), c.a.url(), email, clusterPassword)
		}
		statuses := make([]int, len(tokens))
		bodies := make([]string, len(tokens))
		start := make(chan struct{})
		var wg sync.WaitGroup
		for i := range tokens {
			wg.Go(func() {
				<-start
				at := []*instance{c.a, c.b}[i%2]
				statuses[i], bodies[i] = call(t, http.MethodPost, at.url()+"/api/custom/v1/user/orders", tokens[i], fmt.Sprintf(
					`{"season_id":%d,"team":{"name":"Racers %d","country":"BE"},"city":"Gent","street":"Duifstraat %d","zipcode":"9000","positions":[{"product_id":%d,"quantity":1}]}`,
					w.season, i, i+1, w.product))
			})
		}
		close(start)
		wg.Wait()
		placed := 0
		for i, s := range statuses {
			switch {
			case s == http.StatusCreated:
				placed++
			case s == http.StatusBadRequest && strings.Contains(bodies[i], "There are only 0 spots left, you ordered 1"):
			default:
				t.Errorf("fancier %d: %d %s", i, s, bodies[i])
			}
		}
		var stored int
		must(t, c.db.Bun().NewRaw("SELECT count(*) FROM orders WHERE season_id = ?", w.season).Scan(context.Background(), &stored))
		if placed != 10 || stored != 10 {
			t.Errorf("got %d orders placed and %d stored, want exactly the 10 places", placed, stored)
		}
	})

	t.Run("MetricsOfEachFamily", func(t *testing.T) {
		var all string
		for _, in := range []*instance{c.a, c.b} {
			status, body := call(t, http.MethodGet, in.url()+"/metrics", clusterMetricsToken, "")
			if status != http.StatusOK {
				t.Fatalf("metrics of %s: %d", in.name, status)
			}
			all += body
		}
		for _, want := range []string{`oneloft_http_requests_total{method="POST",route="/api/device/v1/arrivals",status="200"}`,
			`oneloft_ingest_batches_total{outcome="stored"}`, `oneloft_ingest_batches_total{outcome="refused"}`, "oneloft_ingest_arrivals_total",
			"oneloft_ingest_batch_duration_seconds_bucket", "oneloft_live_connections", "oneloft_live_messages_total", "oneloft_live_hold_seconds_bucket",
			`oneloft_job_runs_total{job="cancel-unpaid-orders",outcome="ok"}`, `oneloft_job_items_total{job="cancel-unpaid-orders"} 5`} {
			if !strings.Contains(all, want) {
				t.Errorf("no %s in the instances' metrics", want)
			}
		}
	})

	t.Run("FileUploadedOnAServedByB", func(t *testing.T) {
		merchant := signInAt(t, c.a.url(), c.a.url(), w.merchant, clusterPassword)
		status, body := postImage(t, c.a.url()+fmt.Sprintf("/api/res/v1/lofts/%d/images/logo", w.loft), merchant)
		var got struct {
			LogoURL string `json:"logo_url"`
		}
		if json.Unmarshal([]byte(body), &got); status != http.StatusOK || got.LogoURL == "" {
			t.Fatalf("upload on A: %d %s", status, body)
		}
		res, err := http.Get(c.b.url() + got.LogoURL)
		must(t, err)
		defer res.Body.Close()
		if _, _, err := image.Decode(res.Body); res.StatusCode != http.StatusOK || err != nil {
			t.Fatalf("B serves %s: %d, %v", got.LogoURL, res.StatusCode, err)
		}
	})
}

// sendBatch posts one read of chip, after the release, as batch seq of the
// clock to the instance, and returns the answer.
func (c *cluster) sendBatch(t *testing.T, at *instance, seq int, chip string, after time.Duration) (int, string) {
	t.Helper()
	body := fmt.Sprintf(`{"seq":%d,"reads":[{"chip_id":%q,"antenna_id":"A1","read_ms":%d}]}`, seq, chip, c.world.release.Add(after).UnixMilli())
	status, answer := postBatch(http.DefaultClient, at, c.world.deviceKey, body)
	if status == 0 {
		t.Fatal(answer)
	}
	return status, answer
}

// waitForMails waits up to 10 s until every reference has a mail whose
// subject holds it and about.
func (c *cluster) waitForMails(t *testing.T, refs []string, about string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		got := c.mailsAbout(refs, about)
		if len(got) == len(refs) {
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("mails %q for %d of %d orders within 10 s", about, len(got), len(refs))
		}
	}
}

// mailsAbout counts, per reference, the mails whose subject holds it and about.
func (c *cluster) mailsAbout(refs []string, about string) map[string]int {
	n := map[string]int{}
	for _, m := range c.mail.Messages() {
		for _, ref := range refs {
			if strings.Contains(m.Data, "Subject: Your registration "+ref+" "+about) {
				n[ref]++
			}
		}
	}
	return n
}
