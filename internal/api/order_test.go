package api_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v82/webhook"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestRegistrationAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		f := fmt.Sprintf
		fancier, merchant, stranger := token(id.fancier), token(id.merchant), token(id.stranger)
		order := func(qty int, extra string) string {
			return f(`{"season_id": %d, "team_id": %d, "city": "Arnhem", "street": "Duivenweg 1", "zipcode": "6811", "positions": [{"product_id": %d, "quantity": %d}]%s}`,
				id.season, id.team, id.product, qty, extra)
		}
		run(t, srv, []scenario{
			{name: "400RegistrationClosed", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier, body: order(1, ""), wantStatus: 400,
				want: obj{"errors.season_id.0": "Registration for this season is closed."}},
			{name: "403StrangerOpensRegistration", method: http.MethodPut, url: f("/api/res/v1/seasons/%d/state", id.season), header: stranger,
				body: `{"state": "in_progress", "registration_open": true}`, wantStatus: 403},
			{name: "200OpenRegistration", method: http.MethodPut, url: f("/api/res/v1/seasons/%d/state", id.season), header: merchant,
				body: `{"state": "in_progress", "registration_open": true}`, wantStatus: 200, want: obj{"state": "in_progress", "registration_open": true}},
		})
		t.Run("Place", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "401Visitor", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: map[string]string{"Content-Type": "application/json"}, body: order(1, ""), wantStatus: 401},
				{name: "401BadToken", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: map[string]string{"Authorization": "Bearer nonsense"}, body: order(1, ""), wantStatus: 401,
					want: obj{"message": "Sorry, your token is invalid or expired"}},
				{name: "400MalformedJSON", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier, body: `{"season_id": `, wantStatus: 400},
				{name: "400QuantityType", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier,
					body: f(`{"season_id": %d, "city": "a", "street": "b", "zipcode": "c", "positions": [{"product_id": %d, "quantity": "two"}]}`, id.season, id.product), wantStatus: 400},
				{name: "400Address", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier,
					body:       f(`{"season_id": %d, "team_id": %d, "city": "", "street": "b", "zipcode": "c", "positions": [{"product_id": %d, "quantity": 1}]}`, id.season, id.team, id.product),
					wantStatus: 400, wantField: "address"},
				{name: "400TooMany", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier, body: order(300, ""), wantStatus: 400,
					want: obj{"errors.positions.0": "You tried to register more than 500 pigeons"}},
				{name: "400StrangersTeam", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: stranger, body: order(1, ""), wantStatus: 400, wantField: "team_id"},
				{name: "201", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier,
					body: order(2, `, "pigeons": [{"ring": "NL-2026-7654321", "name": "Comet", "sex": "hen"}]`), wantStatus: 201,
					want: obj{"total": 80000, "currency": "EUR", "latest_order_status.order_status_type": "pending", "pigeons_active": 2, "reference": prefix("OL")}},
				// The server prices every order: a client's own total is refused outright.
				{name: "400ClientTotal", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: stranger,
					body:       f(`{"season_id": %d, "team": {"name": "Sam Loft", "country": "GB"}, "city": "York", "street": "High St 1", "zipcode": "YO1", "positions": [{"product_id": %d, "quantity": 1}], "total": 1}`, id.season, id.product),
					wantStatus: 400, wantField: "total"},
				{name: "201NewTeam", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: stranger,
					body:       f(`{"season_id": %d, "team": {"name": "Sam Loft", "country": "GB"}, "city": "York", "street": "High St 1", "zipcode": "YO1", "positions": [{"product_id": %d, "quantity": 1}]}`, id.season, id.product),
					wantStatus: 201, want: obj{"total": 40000, "team_id": anyNumber}},
			})
		})
		t.Run("Lifecycle", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200MyOrders", url: "/api/custom/v1/user/orders", header: fancier, wantStatus: 200, want: obj{"#": 1, "0.id": 1, "0.total": 80000}},
				{name: "401MyOrdersVisitor", url: "/api/custom/v1/user/orders", wantStatus: 401},
				{name: "200OwnOrder", url: "/api/custom/v1/user/orders/1", header: fancier, wantStatus: 200, want: obj{"id": 1, "history.#": 1, "history.0.order_status_type": "pending"}},
				{name: "404OthersOrder", url: "/api/custom/v1/user/orders/1", header: stranger, wantStatus: 404},
				{name: "200MerchantSeesIt", url: "/api/custom/v1/user/orders/1", header: merchant, wantStatus: 200, want: obj{"id": 1, "user_id": id.fancier}},
				{name: "403CustomerConfirms", method: http.MethodPut, url: "/api/custom/v1/merchant/orders/1/status", header: fancier, body: `{"status": "confirmed"}`, wantStatus: 403},
				{name: "400UnknownStatus", method: http.MethodPut, url: "/api/custom/v1/merchant/orders/1/status", header: merchant, body: `{"status": "shipped"}`, wantStatus: 400, wantField: "status"},
				{name: "200Confirm", method: http.MethodPut, url: "/api/custom/v1/merchant/orders/1/status", header: merchant, body: `{"status": "confirmed", "note": "Welcome"}`,
					wantStatus: 200, want: obj{"latest_order_status.order_status_type": "confirmed", "latest_order_status.note": "Welcome"}},
				{name: "400SameStatus", method: http.MethodPut, url: "/api/custom/v1/merchant/orders/1/status", header: merchant, body: `{"status": "confirmed"}`, wantStatus: 400,
					want: obj{"errors.status.0": "The new status is the same as the last one"}},
				{name: "200SetPaid", method: http.MethodPut, url: "/api/custom/v1/merchant/orders/1/status", header: merchant, body: `{"status": "paid_manually", "method": "bank_transfer"}`,
					wantStatus: 200, want: obj{"latest_order_status.order_status_type": "paid_manually", "latest_order_status.method": "bank_transfer"}},
				{name: "400CustomerCancelsPaid", method: http.MethodPost, url: "/api/custom/v1/user/orders/1/cancel", header: fancier, wantStatus: 400},
				{name: "200CustomerCancelsPending", method: http.MethodPost, url: "/api/custom/v1/user/orders/2/cancel", header: stranger, wantStatus: 200,
					want: obj{"id": 2, "latest_order_status.order_status_type": "cancelled"}},
				{name: "200SeasonOrders", url: f("/api/custom/v1/merchant/seasons/%d/orders?status=paid_manually", id.season), header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": 1, "meta.total": 1, "data.0.customer.name": "Anna Berg", "data.0.customer.email": anyString,
						"data.0.customer.team": "Berg Loft", "data.0.customer.country": "NL"}, wantAbsent: []string{"data.0.payment_deadline"}},
				{name: "403SeasonOrdersFancier", url: f("/api/custom/v1/merchant/seasons/%d/orders", id.season), header: fancier, wantStatus: 403},
				{name: "400SeasonOrdersPaging", url: f("/api/custom/v1/merchant/seasons/%d/orders?per_page=7", id.season), header: merchant, wantStatus: 400},
				{name: "404SeasonOrders", url: "/api/custom/v1/merchant/seasons/999/orders", header: merchant, wantStatus: 404},
				{name: "200SearchRing", url: f("/api/custom/v1/merchant/seasons/%d/orders?q=7654321", id.season), header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": 1, "meta.total": 1}},
				{name: "200SearchEmail", url: f("/api/custom/v1/merchant/seasons/%d/orders?q=ANNA@", id.season), header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": 1}},
				{name: "200SearchNothing", url: f("/api/custom/v1/merchant/seasons/%d/orders?q=nobody", id.season), header: merchant, wantStatus: 200,
					want: obj{"data.#": 0, "meta.total": 0}},
				{name: "200ByMethod", url: f("/api/custom/v1/merchant/seasons/%d/orders?method=bank_transfer", id.season), header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.id": 1}},
				{name: "200ByOtherMethod", url: f("/api/custom/v1/merchant/seasons/%d/orders?method=card", id.season), header: merchant, wantStatus: 200,
					want: obj{"data.#": 0}},
				{name: "200NoneOverdue", url: f("/api/custom/v1/merchant/seasons/%d/orders?overdue=true", id.season), header: merchant, wantStatus: 200,
					want: obj{"data.#": 0, "meta.total": 0}},
				{name: "400UnknownMethod", url: f("/api/custom/v1/merchant/seasons/%d/orders?method=barter", id.season), header: merchant, wantStatus: 400},
				{name: "403ExportFancier", url: f("/api/custom/v1/merchant/seasons/%d/orders.csv", id.season), header: fancier, wantStatus: 403},
				{name: "200Stats", url: f("/api/custom/v1/merchant/seasons/%d/order-stats", id.season), header: merchant, wantStatus: 200,
					want: obj{"orders": 1, "amount": 80000, "pigeons_active": 2}},
			})
		})
		t.Run("Export", func(t *testing.T) {
			req, _ := http.NewRequest(http.MethodGet, srv.URL+f("/api/custom/v1/merchant/seasons/%d/orders.csv?status=paid_manually", id.season), nil)
			for k, v := range merchant {
				req.Header.Set(k, v)
			}
			res, err := http.DefaultClient.Do(req)
			must(t, err)
			defer res.Body.Close()
			body, _ := io.ReadAll(res.Body)
			lines := strings.Split(strings.TrimSpace(string(body)), "\n")
			if res.StatusCode != 200 || !strings.HasPrefix(res.Header.Get("Content-Type"), "text/csv") || len(lines) != 2 ||
				!strings.HasPrefix(lines[0], "reference,created_at,status,method,customer,email,team,country") ||
				!strings.Contains(lines[1], ",paid_manually,bank_transfer,Anna Berg,anna@example.org,Berg Loft,NL,2,2,800.00,EUR,,false") {
				t.Fatalf("export: %d %s\n%s", res.StatusCode, res.Header.Get("Content-Type"), body)
			}
		})
		t.Run("Transport", func(t *testing.T) {
			// An agent of the loft; order 1 (paid) may ask for transport.
			ag := &core.User{Email: "agent@example.org", FirstName: "Ada", LastName: "Agent"}
			must(t, db.CreateUser(context.Background(), ag))
			must(t, db.SetPermission(context.Background(), &core.Permission{UserID: ag.ID, LoftID: id.loft, IsAgent: true, IsActive: true}))
			agent := token(ag.ID)
			day := time.Now().UTC().AddDate(0, 0, 2).Format("2006-01-02")
			req := func(agentID int64, address, date string) string {
				return f(`{"agent_id": %d, "address": %q, "pickup_date": %q}`, agentID, address, date)
			}
			run(t, srv, []scenario{
				{name: "200Agents", url: "/api/custom/v1/user/orders/1/agents", header: fancier, wantStatus: 200, want: obj{"#": 1, "0.id": ag.ID, "0.name": "Ada Agent"}},
				{name: "404AgentsOfOthers", url: "/api/custom/v1/user/orders/1/agents", header: merchant, wantStatus: 404},
				{name: "400NoAgent", method: http.MethodPost, url: "/api/custom/v1/user/orders/1/transports", header: fancier,
					body: req(0, "Duivenweg 1, 6811 Arnhem", day), wantStatus: 400, want: obj{"errors.agent_id.0": core.MsgTransportAgent}},
				{name: "400Past", method: http.MethodPost, url: "/api/custom/v1/user/orders/1/transports", header: fancier,
					body: req(ag.ID, "Duivenweg 1, 6811 Arnhem", "2020-01-01"), wantStatus: 400, want: obj{"errors.pickup_date.0": core.MsgTransportDate}},
				{name: "201Request", method: http.MethodPost, url: "/api/custom/v1/user/orders/1/transports", header: fancier,
					body: req(ag.ID, "Duivenweg 1, 6811 Arnhem", day), wantStatus: 201,
					want: obj{"order_id": 1, "agent.id": ag.ID, "pickup_date": day, "latest_transportation_status.transport_status_type": "pending"}},
				{name: "400SecondWhileWaiting", method: http.MethodPost, url: "/api/custom/v1/user/orders/1/transports", header: fancier,
					body: req(ag.ID, "Duivenweg 1, 6811 Arnhem", day), wantStatus: 400, want: obj{"errors.order_id.0": core.MsgTransportOpen}},
				{name: "200OrderShowsIt", url: "/api/custom/v1/user/orders/1", header: fancier, wantStatus: 200,
					want: obj{"latest_transportation.latest_transportation_status.transport_status_type": "pending"}},
				{name: "200Desk", url: f("/api/custom/v1/staff/lofts/%d/transports?status=pending", id.loft), header: agent, wantStatus: 200,
					want: obj{"#": 1, "0.reference": anyString, "0.customer.name": "Anna Berg", "0.address": "Duivenweg 1, 6811 Arnhem"}},
				{name: "403DeskFancier", url: f("/api/custom/v1/staff/lofts/%d/transports", id.loft), header: fancier, wantStatus: 403},
				{name: "400RejectWithoutReason", method: http.MethodPut, url: "/api/custom/v1/transports/1/status", header: agent,
					body: `{"status": "rejected"}`, wantStatus: 400, want: obj{"errors.note.0": core.MsgTransportReason}},
				{name: "403CustomerConfirms", method: http.MethodPut, url: "/api/custom/v1/transports/1/status", header: fancier,
					body: `{"status": "confirmed"}`, wantStatus: 403},
				{name: "200Reject", method: http.MethodPut, url: "/api/custom/v1/transports/1/status", header: agent,
					body: `{"status": "rejected", "note": "Van full that week"}`, wantStatus: 200,
					want: obj{"latest_transportation_status.transport_status_type": "rejected", "latest_transportation_status.note": "Van full that week", "history.#": 2}},
				{name: "400CancelAnswered", method: http.MethodPut, url: "/api/custom/v1/transports/1/status", header: fancier,
					body: `{"status": "cancelled"}`, wantStatus: 400, want: obj{"errors.status.0": core.MsgTransportDone}},
			})
		})
		t.Run("HeldPlaces", func(t *testing.T) {
			url := f("/api/custom/v1/merchant/seasons/%d/held-places", id.season)
			run(t, srv, []scenario{
				{name: "200PaidHoldsForGood", url: url, header: merchant, wantStatus: 200,
					want: obj{"data.#": 1, "data.0.order_id": 1, "data.0.customer": "Anna Berg", "data.0.email": "anna@example.org", "data.0.team": "Berg Loft",
						"data.0.order_status_type": "paid_manually", "data.0.pigeons_active": 2, "data.0.holds_until": nil, "meta.pigeons_reserve": 2, "meta.spots_left": nil}},
				{name: "401Visitor", url: url, wantStatus: 401},
				{name: "403Fancier", url: url, header: fancier, wantStatus: 403},
				{name: "404Season", url: "/api/custom/v1/merchant/seasons/999/held-places", header: merchant, wantStatus: 404},
			})
		})
		t.Run("Spec7Calls", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200UserSeason", url: f("/api/custom/v1/user/%d/seasons/%d", id.fancier, id.season), header: fancier, wantStatus: 200,
					want: obj{"orders.#": 1, "orders.0.id": 1, "pigeons.#": 2, "pigeons.1.ring": "NL-2026-7654321", "pigeon_teams.#": 1, "pigeon_teams.0.id": id.team, "due_dates.#": 2}},
				{name: "200UserSeasonByMerchant", url: f("/api/custom/v1/user/%d/seasons/%d", id.fancier, id.season), header: merchant, wantStatus: 200},
				{name: "403UserSeasonOfOther", url: f("/api/custom/v1/user/%d/seasons/%d", id.fancier, id.season), header: stranger, wantStatus: 403},
				{name: "404UserSeason", url: f("/api/custom/v1/user/%d/seasons/999", id.fancier), header: fancier, wantStatus: 404},
				{name: "200UserPigeons", url: f("/api/custom/v1/user/%d/pigeons/%d", id.fancier, id.season), header: fancier, wantStatus: 200, want: obj{"#": 2, "1.name": "Comet"}},
				{name: "200AvailableTeams", url: f("/api/custom/v1/staff/available-teams/%d", id.season), header: merchant, wantStatus: 200, want: obj{"#": 2, "1.name": "Sam Loft"}},
				{name: "403AvailableTeams", url: f("/api/custom/v1/staff/available-teams/%d", id.season), header: fancier, wantStatus: 403},
				{name: "200AvailableUsers", url: f("/api/custom/v1/staff/available-users/%d/%d", id.loft, id.season), header: merchant, wantStatus: 200,
					want: obj{"0.id": id.fancier, "0.ouser.first_name": "Anna"}},
				{name: "404AvailableUsersWrongLoft", url: f("/api/custom/v1/staff/available-users/%d/%d", id.mileLoft, id.season), header: merchant, wantStatus: 404},
			})
		})
		t.Run("Pigeons", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "400EditWrongSex", method: http.MethodPut, url: "/api/custom/v1/user/pigeons/2", header: fancier, body: `{"ring": "NL-2026-7654321", "sex": "male"}`, wantStatus: 400, wantField: "sex"},
				{name: "200EditOwn", method: http.MethodPut, url: "/api/custom/v1/user/pigeons/2", header: fancier, body: `{"ring": "nl 2026 7654322", "name": "Comet II", "sex": "hen"}`,
					wantStatus: 200, want: obj{"id": 2, "ring": "NL-2026-7654322", "name": "Comet II"}},
				{name: "404EditOthers", method: http.MethodPut, url: "/api/custom/v1/user/pigeons/2", header: stranger, body: `{"ring": "NL-2026-7654321"}`, wantStatus: 404},
				{name: "400ActivationNotEligible", method: http.MethodPost, url: "/api/custom/v1/user/activations", header: fancier,
					body: f(`{"season_id": %d, "product_id": %d, "pigeon_ids": [2]}`, id.season, id.product), wantStatus: 400,
					want: obj{"errors.product_id.0": "The selected product is not an activation of this season."}},
				{name: "400ActivationEmpty", method: http.MethodPost, url: "/api/custom/v1/user/activations", header: fancier,
					body: f(`{"season_id": %d, "product_id": %d, "pigeon_ids": []}`, id.season, id.product), wantStatus: 400},
				{name: "403DeleteByFancier", method: http.MethodDelete, url: "/api/res/v1/pigeons/2", header: fancier, wantStatus: 403},
				{name: "204DeleteUnusedPigeon", method: http.MethodDelete, url: f("/api/res/v1/pigeons/%d", id.pigeon), header: merchant, wantStatus: 204},
			})
		})
		// Once the loft fits its chip ring, the bird says so (its owner's form
		// shows why before they try) and the owner's edit is refused.
		t.Run("ChipFitted", func(t *testing.T) {
			p, err := db.FindPigeonByID(context.Background(), 2)
			must(t, err)
			p.ChipRing = "0A1B2C3D"
			must(t, db.UpdatePigeon(context.Background(), p))
			run(t, srv, []scenario{
				{name: "200UserSeasonSaysChipFitted", url: f("/api/custom/v1/user/%d/seasons/%d", id.fancier, id.season), header: fancier, wantStatus: 200,
					want: obj{"pigeons.0.chip_fitted": true, "pigeons.0.ring": "NL-2026-7654322"}},
				{name: "400EditChipped", method: http.MethodPut, url: "/api/custom/v1/user/pigeons/2", header: fancier, body: `{"ring": "NL-2026-1111111"}`,
					wantStatus: 400, want: obj{"errors.ring.0": core.MsgChipFitted}},
				{name: "200Unchanged", url: f("/api/custom/v1/user/%d/seasons/%d", id.fancier, id.season), header: fancier, wantStatus: 200,
					want: obj{"pigeons.0.ring": "NL-2026-7654322"}},
			})
		})
		t.Run("Confirmation", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200PDF", url: "/api/custom/v1/user/orders/1/confirmation?lang=de", header: fancier, wantStatus: 200, wantText: []string{"%PDF-"}},
				{name: "200Latest", url: "/api/custom/v1/user/confirmation", header: stranger, wantStatus: 200, wantText: []string{"%PDF-"}},
				{name: "200Staff", url: "/api/custom/v1/user/orders/1/confirmation", header: merchant, wantStatus: 200},
				{name: "404OthersOrder", url: "/api/custom/v1/user/orders/1/confirmation", header: stranger, wantStatus: 404},
				{name: "401Visitor", url: "/api/custom/v1/user/confirmation", wantStatus: 401},
				{name: "404NoOrderYet", url: "/api/custom/v1/user/confirmation", header: merchant, wantStatus: 404, want: obj{"message": "You have no registration yet."}},
			})
		})
		t.Run("MerchantWrites", func(t *testing.T) {
			dd := func(cat int, from, to string) string {
				return f(`{"due_date_category_id": %d, "name": "x", "starts_at": "%s", "ends_at": "%s"}`, cat, from, to)
			}
			season := map[string]string{"SeasonId": f("%d", id.season)}
			for k, v := range merchant {
				season[k] = v
			}
			run(t, srv, []scenario{
				{name: "400DateRange", method: http.MethodPost, url: "/api/res/v1/due-dates", header: season, body: dd(3, "2025-12-01", "2026-05-01"), wantStatus: 400,
					want: obj{"errors.starts_at.0": "Please enter a valid date range"}},
				{name: "400DateFormat", method: http.MethodPost, url: "/api/res/v1/due-dates", header: season, body: dd(3, "01.02.2026", "2026-05-01"), wantStatus: 400},
				{name: "409Duplicate", method: http.MethodPost, url: "/api/res/v1/due-dates", header: season, body: dd(1, "2026-01-01", "2026-01-02"), wantStatus: 409,
					want: obj{"errors.due_date_category_id.0": "This entry already exists"}},
				{name: "201DueDate", method: http.MethodPost, url: "/api/res/v1/due-dates", header: season, body: dd(5, "2026-09-01", "2026-10-01"), wantStatus: 201,
					want: obj{"#": 3, "2.category": "pigeon_sale", "2.starts_at": "2026-09-01"}},
				{name: "403DueDateFancier", method: http.MethodPost, url: "/api/res/v1/due-dates", header: map[string]string{"SeasonId": f("%d", id.season), "Authorization": fancier["Authorization"], "Content-Type": "application/json"},
					body: dd(6, "2026-06-01", "2026-07-01"), wantStatus: 403},
				{name: "400ProductInUse", method: http.MethodPut, url: f("/api/res/v1/products/%d", id.product), header: merchant,
					body: `{"product_category_id": 1, "name": "1 + 1", "pigeons_active": 1, "pigeons_reserve": 1, "amount": 1}`, wantStatus: 400,
					want: obj{"errors.product_id.0": "The product could not be updated because it is already in use"}},
				{name: "200ProductPeriod", method: http.MethodPut, url: f("/api/res/v1/products/%d", id.product), header: merchant,
					body:       `{"product_category_id": 1, "name": "1 + 1", "pigeons_active": 1, "pigeons_reserve": 1, "amount": 40000, "max_quantity": 5, "period_ends_at": "2026-03-31"}`,
					wantStatus: 200, want: obj{"max_quantity": 5, "period_ends_at": "2026-03-31"}},
				{name: "201Product", method: http.MethodPost, url: f("/api/res/v1/seasons/%d/products", id.season), header: merchant,
					body: `{"product_category_id": 2, "name": "Final", "amount": 20000}`, wantStatus: 201, want: obj{"category": "final_flight_activation", "amount": 20000}},
				{name: "201Season", method: http.MethodPost, url: "/api/res/v1/seasons", header: merchant, body: f(`{"loft_id": %d, "name": "2027", "currency": "USD"}`, id.loft),
					wantStatus: 201, want: obj{"name": "2027", "currency": "USD", "state": "draft"}},
				{name: "403SeasonOtherLoft", method: http.MethodPost, url: "/api/res/v1/seasons", header: merchant, body: f(`{"loft_id": %d, "name": "2027", "currency": "USD"}`, id.mileLoft),
					wantStatus: 403},
			})
		})
	})
}

func TestStripeWebhook(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	srv, _ := newServer(t, db)
	valid := []byte(`{"id": "evt_1", "object": "event", "type": "checkout.session.completed", "data": {"object": {"id": "cs_1", "object": "checkout.session", "client_reference_id": "999", "amount_total": 100, "currency": "eur", "payment_status": "paid"}}}`)
	sign := func(secret string) map[string]string {
		return map[string]string{"Content-Type": "application/json",
			"Stripe-Signature": webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: valid, Secret: secret, Timestamp: time.Now()}).Header}
	}
	run(t, srv, []scenario{
		{name: "400Forged", method: http.MethodPost, url: "/api/payments/stripe/webhook", header: sign("whsec_evil"), body: string(valid), wantStatus: 400,
			want: obj{"message": "The webhook signature is invalid."}},
		{name: "400Unsigned", method: http.MethodPost, url: "/api/payments/stripe/webhook", body: string(valid), wantStatus: 400},
		{name: "204UnknownOrderAcknowledged", method: http.MethodPost, url: "/api/payments/stripe/webhook", header: sign(webhookSecret), body: string(valid), wantStatus: 204},
		{name: "204Replay", method: http.MethodPost, url: "/api/payments/stripe/webhook", header: sign(webhookSecret), body: string(valid), wantStatus: 204},
	})
}
