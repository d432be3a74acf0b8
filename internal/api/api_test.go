package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"log/slog"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"testing/fstest"
	"time"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/locale"
	"github.com/oneloft/oneloft/internal/media"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/payment"
	"github.com/oneloft/oneloft/internal/pdf"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
)

// scenario is one request and what must come back.
// metricsToken is the token the test server's /metrics asks for.
const metricsToken = "scrape-me"

type scenario struct {
	name       string
	method     string
	url        string
	header     map[string]string
	body       string
	wantStatus int
	// want maps paths of the decoded JSON answer to their values: object
	// keys and array indexes joined by dots ("data.0.name", "meta.total",
	// "errors.status.0"), "" for the whole answer, a last "#" for an array's
	// length. Values compare after a JSON round trip (numbers as float64);
	// a check such as prefix("dk_") stands for what the test cannot know.
	want obj
	// wantAbsent are paths that must reach nothing in the decoded answer; a
	// segment may be a glob ("*", "key*"), and "**" is any number of levels.
	wantAbsent []string
	// wantText and wantNoText are substrings of an answer that is not JSON
	// (CSV, HTML, PDF, metrics); a JSON answer is checked with want.
	wantText, wantNoText []string
	wantField            string // for errors: a field in "errors"
}

// ids of the fixture, filled by newServer.
type ids struct {
	loft, mileLoft, season, team, pigeon, news, futureNews int64
	product, fancier, merchant, stranger                   int64
}

// token is the bearer token of a fixture user. The API's token check is
// injected; these tests give it one that reads "user:<id>", while the sso
// tests run the real provider and verifier end to end.
func token(id int64) map[string]string {
	return map[string]string{"Authorization": fmt.Sprintf("Bearer user:%d", id), "Content-Type": "application/json"}
}

const webhookSecret = "whsec_test"

func testVerify(_ context.Context, raw string) (service.ExternalProfile, error) {
	id, ok := strings.CutPrefix(raw, "user:")
	if !ok {
		return service.ExternalProfile{}, core.Errorf(core.EUNAUTHORIZED, core.MsgTokenInvalid)
	}
	return service.ExternalProfile{Subject: id}, nil
}

var now = time.Date(2026, 3, 1, 12, 0, 0, 0, time.UTC)

func newServer(t *testing.T, db *store.DB) (*httptest.Server, ids) {
	t.Helper()
	ctx := core.SystemContext(context.Background())
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }, Countries: locale.Finder{},
		Cards:  payment.NewStripe(payment.StripeConfig{SecretKey: "sk_test_123", WebhookSecret: webhookSecret}),
		Orders: service.OrderConfig{PublicURL: "https://race.example"},
		Hasher: sso.Argon2id{}, Mailer: notify.LogMailer{Log: log}, Accounts: service.DefaultAccountConfig("https://race.example")})
	var id ids
	loft := &core.Loft{Name: "Sunrise Valley", Unit: core.Kilometre, Country: "DE", Tags: []string{"fci"},
		Type:      &core.LoftType{Package: core.PackagePremium},
		Addresses: []*core.LoftAddress{{City: "Landshut", Street: "Taubenweg 1", Zipcode: "84028", Latitude: 48.5, Longitude: 12.1}}}
	must(t, svc.Lofts.CreateLoft(ctx, loft))
	mile := &core.Loft{Name: "Desert Wings", Unit: core.Mile, Country: "US", DisplayFields: core.DisplayFields{"results": {"speed": false}}}
	must(t, svc.Lofts.CreateLoft(ctx, mile))
	season := &core.Season{LoftID: loft.ID, Name: "2026", Currency: core.EUR, MaxPigeons: ptr(500)}
	must(t, svc.Seasons.CreateSeason(ctx, season))
	for _, d := range []*core.DueDate{
		{SeasonID: season.ID, Category: core.DuePayment, Name: "Payment", StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-04-15"), MaxDuration: ptr(10)},
		{SeasonID: season.ID, Category: core.DueRegistration, Name: "Registration", StartsAt: core.MustDate("2026-01-01"), EndsAt: core.MustDate("2026-03-31")},
	} {
		_, err := svc.Seasons.SaveDueDate(ctx, d)
		must(t, err)
	}
	fee := &core.Product{SeasonID: season.ID, Category: core.ProductEntryFee, Name: "1 + 1", PigeonsActive: 1, PigeonsReserve: 1, Amount: 40000}
	must(t, svc.Seasons.CreateProduct(ctx, fee))
	u := &core.User{Email: "anna@example.org", FirstName: "Anna", LastName: "Berg"}
	must(t, svc.Users.CreateUser(ctx, u))
	team := &core.Team{LoftID: loft.ID, UserID: u.ID, Name: "Berg Loft", Country: "NL"}
	must(t, svc.Fanciers.CreateTeam(ctx, &core.Team{LoftID: mile.ID, UserID: u.ID, Name: `<script>alert("x")</script>`, Country: "US"}))
	must(t, svc.Fanciers.CreateTeam(ctx, team))
	p := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: "NL-2026-1234567", Name: "Blue Bolt", Sex: core.Cock}
	must(t, svc.Pigeons.CreatePigeon(ctx, p, core.StatusUnassigned))
	_, err := svc.Pigeons.AddPigeonStatus(ctx, p.ID, core.StatusActive, "")
	must(t, err)
	n := &core.News{LoftID: loft.ID, Title: "Birds arrived", Body: "All home.", PublishedAt: now.Add(-time.Hour)}
	must(t, svc.News.CreateNews(ctx, n))
	fn := &core.News{LoftID: loft.ID, Title: "Final tomorrow", Body: "Soon.", PublishedAt: now.Add(time.Hour)}
	must(t, svc.News.CreateNews(ctx, fn))
	merchant := &core.User{Email: "max@example.org", FirstName: "Max", LastName: "Merchant"}
	stranger := &core.User{Email: "sam@example.org", FirstName: "Sam", LastName: "Stranger"}
	must(t, svc.Users.CreateUser(ctx, merchant))
	must(t, svc.Users.CreateUser(ctx, stranger))
	must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: merchant.ID, LoftID: loft.ID, IsMerchant: true, IsActive: true}))
	id = ids{loft.ID, mile.ID, season.ID, team.ID, p.ID, n.ID, fn.ID, fee.ID, u.ID, merchant.ID, stranger.ID}

	web := fstest.MapFS{
		"index.html": {Data: []byte(`<html><head><title>oneloft</title>` +
			`<meta name="description" content="Take part" /><meta property="og:title" content="oneloft" />` +
			`<meta property="og:description" content="Take part" /><meta property="og:image" content="/og-image.png" /></head>app</html>`)},
		"assets/app-1a2b.js": {Data: []byte("console.log(1)")},
	}
	files, err := media.OpenDir(t.TempDir(), "/api/public/files/")
	must(t, err)
	t.Cleanup(func() { files.Close() })
	srv := httptest.NewServer(api.New(api.Config{Service: svc, Logger: log, Web: web, PublicURL: "https://race.example/",
		Auth: api.Auth{Embedded: true, Verify: testVerify}, Orders: svc.Orders, Accounts: svc.Accounts, MetricsToken: metricsToken,
		Files: files.Handler(), SaveUpload: files.SaveFile,
		ConfirmationPDF: func(w io.Writer, c *service.Confirmation, lang string) error {
			return pdf.Write(w, pdf.Confirmation{Order: c.Order, Season: c.Season, Loft: c.Loft, Customer: c.Customer, Team: c.Team, Pigeons: c.Pigeons, Now: now}, lang)
		},
		StorePDF: testStorePDF{},
		PedigreePDF: func(w io.Writer, c *service.PedigreeCard, owner *core.User, lang string) error {
			return pdf.WritePedigree(w, pdf.Pedigree{Owner: owner.FullName(), Tree: c.Tree, Generations: c.Generations, RacesOf: c.RacesOf, Now: now}, lang)
		}}))
	t.Cleanup(srv.Close)
	return srv, id
}

func run(t *testing.T, srv *httptest.Server, tests []scenario) {
	t.Helper()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			method := tt.method
			if method == "" {
				method = http.MethodGet
			}
			req, _ := http.NewRequest(method, srv.URL+tt.url, strings.NewReader(tt.body))
			for k, v := range tt.header {
				req.Header.Set(k, v)
			}
			res, err := http.DefaultClient.Do(req)
			must(t, err)
			defer res.Body.Close()
			b, _ := io.ReadAll(res.Body)
			if res.StatusCode != tt.wantStatus {
				t.Fatalf("status: got %d, want %d; body %s", res.StatusCode, tt.wantStatus, b)
			}
			ct := res.Header.Get("Content-Type")
			if len(tt.want) > 0 || len(tt.wantAbsent) > 0 {
				if !isJSON(ct) {
					t.Fatalf("content type: got %q, want JSON; body %s", ct, b)
				}
				checkJSON(t, b, tt.want, tt.wantAbsent)
			}
			if len(tt.wantText) > 0 || len(tt.wantNoText) > 0 {
				if isJSON(ct) {
					t.Fatalf("content type: got %q, want an answer that is not JSON (check JSON with want); body %s", ct, b)
				}
				for _, want := range tt.wantText {
					if !strings.Contains(string(b), want) {
						t.Errorf("body: got %q, want it to contain %q", b, want)
					}
				}
				for _, not := range tt.wantNoText {
					if strings.Contains(string(b), not) {
						t.Errorf("body: got %q, want it without %q", b, not)
					}
				}
			}
			if res.StatusCode >= 400 && strings.HasPrefix(res.Header.Get("Content-Type"), "application/") {
				var e struct {
					Message string              `json:"message"`
					Errors  map[string][]string `json:"errors"`
				}
				if err := json.Unmarshal(b, &e); err != nil || e.Message == "" {
					t.Fatalf("error shape: got %s", b)
				}
				if tt.wantField != "" && len(e.Errors[tt.wantField]) == 0 {
					t.Errorf("errors: got %v, want a message for %q", e.Errors, tt.wantField)
				}
			}
			if t.Failed() && isJSON(ct) {
				t.Logf("body: %s", b)
			}
		})
	}
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func ptr[T any](v T) *T { return &v }

// postFile uploads content as the multipart field "file" with the given
// headers (a bearer token) and returns the status and decoded answer.
func postFile(t *testing.T, srv *httptest.Server, path string, header map[string]string, name string, content []byte) (int, map[string]any) {
	t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	fw, _ := mw.CreateFormFile("file", name)
	fw.Write(content)
	mw.Close()
	req, _ := http.NewRequest("POST", srv.URL+path, &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	req.Header.Set("Authorization", header["Authorization"])
	res, err := http.DefaultClient.Do(req)
	must(t, err)
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	return res.StatusCode, out
}

// testStorePDF renders store documents with the pdf package in English.
type testStorePDF struct{}

func (testStorePDF) Invoice(w io.Writer, v *service.StoreOrderView, _ string) error {
	return pdf.WriteInvoice(w, pdf.Invoice{Seller: v.SellerName, SellerAddress: v.SellerAddress, Order: v.Order, Now: now}, "en")
}

func (testStorePDF) GiftCards(w io.Writer, v *service.StoreOrderView, _ string) error {
	return pdf.WriteGiftCards(w, pdf.GiftCardSheet{Seller: v.SellerName, Cards: v.GiftCards}, "en")
}
