package api_test

import (
	"context"
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// An arrival faster than any pigeon flies is held: the public results show
// it as held, without a place; the loft's staff list it, and a merchant
// accepts it, after which it ranks. Nobody else learns of the list.
func TestHeldArrivalsAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		agent := &core.User{Email: "a@example.org", FirstName: "Ann", LastName: "Agent"}
		must(t, svc.Users.CreateUser(ctx, agent))
		must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: agent.ID, LoftID: w.loft, IsAgent: true, IsActive: true}))
		other := &core.Loft{Name: "Harbour Loft", Unit: core.Kilometre, Country: "NL"}
		must(t, svc.Lofts.CreateLoft(ctx, other))
		stranger := &core.User{Email: "s@example.org", FirstName: "Sam", LastName: "Stranger"}
		must(t, svc.Users.CreateUser(ctx, stranger))
		must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: stranger.ID, LoftID: other.ID, IsMerchant: true, IsActive: true}))

		bearer := func(id any) map[string]string {
			return map[string]string{"Authorization": fmt.Sprintf("Bearer %v", id)}
		}
		merchant, fancier := bearer(w.merchant), bearer(w.fancier)
		list := fmt.Sprintf("/api/res/v1/flights/%d/held-arrivals", w.flight)
		review := func(pigeon int64) string { return fmt.Sprintf("%s/%d/reviews", list, pigeon) }
		results := fmt.Sprintf("/api/public/flights/%d/results", w.flight)
		// 120 km in 30 minutes is 4,000 m/min: held; 1 h is 2,000 m/min
		batch := fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", 30*time.Minute), w.rd("CHIP1", "A1", time.Hour)))
		run(t, w.srv, []scenario{
			{name: "Arrivals", method: "POST", url: "/api/device/v1/arrivals", header: map[string]string{"Authorization": "Device " + w.key},
				body: batch, wantStatus: 200, want: obj{"arrivals": 2}},
		})
		t.Run("200", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ResultsShowItHeld", url: results, wantStatus: 200,
					want: obj{"data.#": 2, "data.0.ring": "NL-2026-0000001", "data.0.rank": 0, "data.0.review": "held", "data.0.speed": 4000,
						"data.1.rank": 1, "meta.total": 2},
					wantAbsent: []string{"data.1.review"}},
				{name: "FlightCountsIt", url: fmt.Sprintf("/api/public/flights/%d", w.flight), wantStatus: 200, want: obj{"held": 1, "arrived": 2}},
				{name: "CSVSaysHeld", url: results + ".csv", wantStatus: 200, wantText: []string{"held,NL-2026-0000001,", "\n1,NL-2026-0000002,"}},
				{name: "MerchantLists", url: list, header: merchant, wantStatus: 200,
					want:       obj{"data.#": 1, "data.0.pigeon_id": w.pigeons[0], "data.0.review": "held", "data.0.speed": 4000, "data.0.rank": 0},
					wantAbsent: []string{"data.0.decision"}},
				{name: "AgentLists", url: list, header: bearer(agent.ID), wantStatus: 200, want: obj{"data.#": 1}},
				{name: "Accept", method: "POST", url: review(w.pigeons[0]), header: merchant, body: `{"status":"accepted","note":"Clock checked"}`,
					wantStatus: 201, want: obj{"pigeon_id": w.pigeons[0], "review": "accepted", "decision.status": "accepted", "decision.note": "Clock checked",
						"decision.speed": 4000, "decision.created_by_name": "Max Merchant", "decision.created_at": now.Format(time.RFC3339)}},
				{name: "ResultsRankIt", url: results, wantStatus: 200,
					want: obj{"data.0.rank": 1, "data.0.review": "accepted", "data.1.rank": 2}},
				{name: "FlightHoldsNone", url: fmt.Sprintf("/api/public/flights/%d", w.flight), wantStatus: 200, want: obj{"held": 0}},
				{name: "ListKeepsTheDecision", url: list, header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.review": "accepted", "data.0.decision.created_by_name": "Max Merchant"}},
			})
		})
		t.Run("400", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrNotHeld", method: "POST", url: review(w.pigeons[1]), header: merchant, body: `{"status":"accepted"}`,
					wantStatus: 400, want: obj{"errors.status.0": core.MsgReviewNotHeld}},
				{name: "ErrRejectWithoutNote", method: "POST", url: review(w.pigeons[1]), header: merchant, body: `{"status":"rejected"}`,
					wantStatus: 400, wantField: "note"},
				{name: "ErrStatus", method: "POST", url: review(w.pigeons[0]), header: merchant, body: `{"status":"held"}`, wantStatus: 400, wantField: "status"},
			})
		})
		t.Run("401", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrVisitorLists", url: list, wantStatus: 401},
				{name: "ErrVisitorReviews", method: "POST", url: review(w.pigeons[0]), body: `{"status":"accepted"}`, wantStatus: 401},
			})
		})
		t.Run("403", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrAgentDecides", method: "POST", url: review(w.pigeons[0]), header: bearer(agent.ID), body: `{"status":"accepted"}`, wantStatus: 403},
			})
		})
		t.Run("404", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrOtherLoftLists", url: list, header: bearer(stranger.ID), wantStatus: 404},
				{name: "ErrOtherLoftDecides", method: "POST", url: review(w.pigeons[0]), header: bearer(stranger.ID), body: `{"status":"accepted"}`, wantStatus: 404},
				{name: "ErrFancierLists", url: list, header: fancier, wantStatus: 404},
				{name: "ErrFancierDecides", method: "POST", url: review(w.pigeons[0]), header: fancier, body: `{"status":"accepted"}`, wantStatus: 404},
				{name: "ErrNoArrival", method: "POST", url: review(w.pigeons[2]), header: merchant, body: `{"status":"accepted"}`, wantStatus: 404},
				{name: "ErrNoFlight", url: "/api/res/v1/flights/9999/held-arrivals", header: merchant, wantStatus: 404},
			})
		})
		t.Run("409", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "ErrDecidedAlready", method: "POST", url: review(w.pigeons[0]), header: merchant, body: `{"status":"rejected","note":"No"}`,
					wantStatus: 409, want: obj{"message": "This arrival was accepted already."}},
			})
		})
	})
}
