package api_test

import (
	"context"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"slices"
	"testing"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/notify"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestOptionalWiringDescribesEveryOperation checks that the API a server
// describes does not depend on its wiring: one built with none of the
// optional parts lists the same operations as one built with all of them.
func TestOptionalWiringDescribesEveryOperation(t *testing.T) {
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	svc := service.New(service.Deps{Store: testutil.MustOpenDB(t, store.SQLite), Mailer: notify.LogMailer{Log: log}, Hasher: sso.Argon2id{},
		ContactTo: "ops@example.org"})
	none := operations(t, api.New(api.Config{Service: svc, Logger: log}))
	all := operations(t, api.New(api.Config{Service: svc, Logger: log,
		Orders: svc.Orders, Contact: svc.Contact, Notices: svc.Notifications, Accounts: svc.Accounts,
		SaveUpload:      func(string, io.Reader, bool) (*core.File, error) { return nil, nil },
		ConfirmationPDF: func(io.Writer, *service.Confirmation, string) error { return nil },
		PayoutPDF:       func(io.Writer, *service.PayoutStatement, string) error { return nil },
		ResultsPDF:      func(io.Writer, *service.FlightResults, string) error { return nil },
		StorePDF:        noStorePDF{},
		PedigreePDF:     func(io.Writer, *service.PedigreeCard, *core.User, string) error { return nil },
	}))
	if !slices.Equal(none, all) {
		t.Errorf("operations without the optional parts: got %d %v, want the %d with them %v", len(none), none, len(all), all)
	}
	if len(all) < 170 {
		t.Errorf("got %d operations, want every one", len(all))
	}
}

// operations are the "METHOD path" pairs of a server's API description.
func operations(t *testing.T, s *api.Server) []string {
	t.Helper()
	b, err := s.OpenAPI()
	must(t, err)
	var doc struct {
		Paths map[string]map[string]json.RawMessage `json:"paths"`
	}
	must(t, json.Unmarshal(b, &doc))
	var ops []string
	for path, item := range doc.Paths {
		for method := range item {
			ops = append(ops, method+" "+path)
		}
	}
	slices.Sort(ops)
	return ops
}

// TestOptionalWiringAnswers503 calls, on a server with none of the optional
// parts, an operation or mount that needs each of them: it answers 503 with
// the one error shape and says what is missing.
func TestOptionalWiringAnswers503(t *testing.T) {
	srv, anna := bareServer(t, nil)
	unavailable := func(name, method, url, body, msg string) scenario {
		return scenario{name: name, method: method, url: url, header: anna, body: body, wantStatus: http.StatusServiceUnavailable,
			want: obj{"message": msg}}
	}
	run(t, srv, []scenario{
		unavailable("Orders", "GET", "/api/custom/v1/user/orders", "", "Registrations are not configured."),
		unavailable("Contact", "POST", "/api/public/contact",
			`{"name":"Anna","email":"anna@example.org","subject":"Hello","message":"When is the final?"}`, "The contact form is not configured."),
		unavailable("Notices", "GET", "/api/custom/v1/user/notifications", "", "Notifications are not configured."),
		unavailable("Accounts", "POST", "/api/res/v1/users/1/verification", "", "Mailing users needs the embedded sign-in provider."),
		unavailable("ConfirmationPDF", "GET", "/api/custom/v1/user/orders/1/confirmation", "", "Confirmations as PDF are not configured."),
		unavailable("PayoutPDF", "GET", "/api/custom/v1/user/seasons/1/payout.pdf", "", "Payout statements as PDF are not configured."),
		unavailable("ResultsPDF", "GET", "/api/public/flights/1/results.pdf", "", "Result lists as PDF are not configured."),
		unavailable("StorePDF", "GET", "/api/custom/v1/user/store/orders/1/invoice.pdf", "", "Invoices and gift cards as PDF are not configured."),
		unavailable("PedigreePDF", "GET", "/api/custom/v1/user/pedigree/pigeons/1/pedigree.pdf", "", "Pedigrees as PDF are not configured."),
		unavailable("Files", "GET", "/api/public/files/news/1/cover-full.png", "", "Uploaded files are not served here."),
		unavailable("Metrics", "GET", "/metrics", "", "Metrics are not configured: they need a token."),
		unavailable("Live", "GET", "/connection/websocket", "", "Live updates are not configured."),
		unavailable("SSO", "GET", "/sso/.well-known/openid-configuration", "", "The sign-in provider is not embedded here."),
	})
	t.Run("Uploads", func(t *testing.T) {
		status, body := postFile(t, srv, "/api/res/v1/albums/1/photos", anna, "bird.png", []byte("\x89PNG\r\n\x1a\n"))
		if status != http.StatusServiceUnavailable || body["message"] != "Uploads are not configured." {
			t.Errorf("got %d %v, want 503 Uploads are not configured.", status, body)
		}
	})
}

// TestOptionalProvidersAnswer503 calls, on a server with registrations and
// notices but no card provider and no Web Push keys, the operations that
// need those: they answer 503 with the one error shape.
func TestOptionalProvidersAnswer503(t *testing.T) {
	srv, anna := bareServer(t, func(svc *service.Service, cfg *api.Config) {
		cfg.Orders, cfg.Notices = svc.Orders, svc.Notifications // without Cards and Pusher
	})
	run(t, srv, []scenario{
		{name: "CardCheckout", method: "POST", url: "/api/custom/v1/user/orders/1/checkout", header: anna,
			wantStatus: http.StatusServiceUnavailable, want: obj{"message": service.MsgCardsNotConfigured}},
		{name: "CardWebhook", method: "POST", url: "/api/payments/stripe/webhook", header: map[string]string{"Stripe-Signature": "t=1,v1=00"},
			body: `{"id":"evt_1","type":"checkout.session.completed"}`, wantStatus: http.StatusServiceUnavailable, want: obj{"message": service.MsgCardsNotConfigured}},
		{name: "WebPush", method: "POST", url: "/api/custom/v1/user/push-subscriptions", header: anna,
			body:       `{"endpoint":"https://fcm.googleapis.com/fcm/send/abc","keys":{"p256dh":"BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM","auth":"tBHItJI5svbpez7KI4CCXg"}}`,
			wantStatus: http.StatusServiceUnavailable, want: obj{"message": "Web Push is not configured."}},
	})
}

// bareServer is a server with none of the optional parts but what wire
// adds, and the token of a user signed in to it.
func bareServer(t *testing.T, wire func(*service.Service, *api.Config)) (*httptest.Server, map[string]string) {
	t.Helper()
	svc := service.New(service.Deps{Store: testutil.MustOpenDB(t, store.SQLite)})
	u := &core.User{Email: "anna@example.org", FirstName: "Anna", LastName: "Berg"}
	must(t, svc.Users.CreateUser(core.SystemContext(context.Background()), u))
	cfg := api.Config{Service: svc, Logger: slog.New(slog.NewTextHandler(io.Discard, nil)), Auth: api.Auth{Embedded: true, Verify: testVerify}}
	if wire != nil {
		wire(svc, &cfg)
	}
	srv := httptest.NewServer(api.New(cfg))
	t.Cleanup(srv.Close)
	return srv, token(u.ID)
}

// noStorePDF renders nothing, for the wiring test.
type noStorePDF struct{}

func (noStorePDF) Invoice(io.Writer, *service.StoreOrderView, string) error   { return nil }
func (noStorePDF) GiftCards(io.Writer, *service.StoreOrderView, string) error { return nil }
