package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestDateBounds: dates and times outside 1900-01-01…2200-12-31 are refused
// with a message on their field, and a date stored before they were bounded
// (a subscription into the year 10000) no longer breaks the reads that show it.
func TestDateBounds(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		a := newAdminFixture(t, db, id)
		f := fmt.Sprintf
		admin, merchant := token(a.admin), token(id.merchant)
		subs := f("/api/res/v1/lofts/%d/subscriptions", id.loft)
		bounds := obj{"message": core.MsgDateBounds}
		run(t, srv, []scenario{
			{name: "400Subscription", method: http.MethodPost, url: subs, header: admin, body: `{"package": "basic", "starts_on": "9999-12-31", "months": 12}`,
				wantStatus: 400, want: obj{"errors.starts_on.0": core.MsgDateBounds}},
			{name: "400SubscriptionBefore1900", method: http.MethodPost, url: subs, header: admin, body: `{"package": "basic", "starts_on": "1899-12-31", "months": 12}`,
				wantStatus: 400, want: bounds},
			{name: "201SubscriptionFromLastDay", method: http.MethodPost, url: subs, header: admin, body: `{"package": "basic", "starts_on": "2200-12-31", "months": 24}`,
				wantStatus: 201, want: obj{"ends_on": "2202-12-30"}},
			{name: "200Subscriptions", url: subs, header: admin, wantStatus: 200, want: obj{"#": 1, "0.starts_on": "2200-12-31"}},
			{name: "400DueDate", method: http.MethodPost, url: "/api/res/v1/due-dates", header: withHeader(merchant, "SeasonId", f("%d", id.season)),
				body:       `{"due_date_category_id": 3, "name": "Shipping", "starts_at": "2026-01-01", "ends_at": "9999-12-31"}`,
				wantStatus: 400, want: obj{"errors.ends_at.0": core.MsgDateBounds}},
			{name: "400ProductPeriod", method: http.MethodPost, url: f("/api/res/v1/seasons/%d/products", id.season), header: merchant,
				body:       `{"product_category_id": 4, "name": "Basket", "pigeons_active": 0, "pigeons_reserve": 0, "amount": 500, "period_starts_at": "0001-01-02"}`,
				wantStatus: 400, want: obj{"errors.period_starts_at.0": core.MsgDateBounds}},
			{name: "400FlightRelease", method: http.MethodPost, url: "/api/res/v1/flights", header: merchant,
				body:       f(`{"season_id": %d, "name": "Far away", "kind": "training", "release_time": "9999-12-31T23:00:00-05:00", "distance": 100}`, id.season),
				wantStatus: 400, want: obj{"errors.release_time.0": core.MsgDateBounds}},
			{name: "400NewsPublished", method: http.MethodPost, url: f("/api/res/v1/lofts/%d/news", id.loft), header: merchant,
				body: `{"title": "Later", "body": "Much later.", "published_at": "3000-01-01T00:00:00Z"}`, wantStatus: 400, want: obj{"errors.published_at.0": core.MsgDateBounds}},
			{name: "400Basketing", method: http.MethodPost, url: "/api/res/v1/basketings", header: merchant,
				body: f(`{"flight_id": %d, "pigeon_id": %d, "basketed_at": "9999-12-31T00:00:00Z"}`, a.flight, id.pigeon), wantStatus: 400, want: obj{"errors.basketed_at.0": core.MsgDateBounds}},
		})

		// A subscription stored before the bounds, ending in the year 10000.
		extreme := &core.Subscription{LoftID: id.mileLoft, Package: core.PackageBasic, StartsOn: core.MustDate("9999-12-31"),
			EndsOn: core.Date{Time: time.Date(10000, 12, 30, 0, 0, 0, 0, time.UTC)}}
		must(t, db.CreateLoftSubscription(context.Background(), extreme))
		run(t, srv, []scenario{
			{name: "200StoredExtremeList", url: f("/api/res/v1/lofts/%d/subscriptions", id.mileLoft), header: admin, wantStatus: 200,
				want: obj{"#": 1, "0.starts_on": "9999-12-31", "0.ends_on": "10000-12-30", "0.last_day": "10000-12-30"}},
			{name: "200StoredExtremeView", url: f("/api/custom/v1/admin/lofts/%d", id.mileLoft), header: admin, wantStatus: 200,
				want: obj{"subscriptions.0.ends_on": "10000-12-30"}},
			{name: "200AdminLofts", url: "/api/custom/v1/admin/lofts", header: admin, wantStatus: 200},
			{name: "400EndStoredExtremeBeyond", method: http.MethodPost, url: f("/api/res/v1/lofts/%d/subscriptions/%d/end", id.mileLoft, extreme.ID), header: admin,
				body: `{"ended_on": "9999-12-31"}`, wantStatus: 400, want: obj{"errors.ended_on.0": core.MsgDateBounds}},
		})
	})
}

// withHeader is h with one more header.
func withHeader(h map[string]string, k, v string) map[string]string {
	out := map[string]string{k: v}
	for hk, hv := range h {
		out[hk] = hv
	}
	return out
}
