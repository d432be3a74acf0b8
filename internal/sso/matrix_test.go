package sso_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestPermissionMatrix signs in every role through the embedded provider and
// calls every protected operation with its token (SPEC §6).
func TestPermissionMatrix(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	e := newEnv(t, db, time.Hour)
	sys := core.SystemContext(context.Background())
	svc := service.New(service.Deps{Store: db})
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	// A is premium (it manages fanciers), B legacy (it does not, SPEC §6).
	loftA := &core.Loft{Name: "A", Unit: core.Kilometre, Type: &core.LoftType{Package: core.PackagePremium}}
	loftB := &core.Loft{Name: "B", Unit: core.Kilometre}
	must(svc.Lofts.CreateLoft(sys, loftA))
	must(svc.Lofts.CreateLoft(sys, loftB))
	roles := []string{"fancier", "other-fancier", "agent", "merchant", "other-merchant", "admin", "season-admin"}
	users := map[string]*core.User{}
	hash, _ := sso.HashPassword(password)
	now := time.Now()
	for _, r := range roles {
		u := &core.User{Email: r + "@example.org", FirstName: r, LastName: "User", PasswordHash: hash, EmailVerified: &now}
		if r == "admin" {
			u.AdminLevel = 1
		}
		u.SeasonAdmin = r == "season-admin" // the extended season permission, without any loft role
		must(svc.Users.CreateUser(sys, u))
		users[r] = u
	}
	must(svc.Lofts.SetPermission(sys, &core.Permission{UserID: users["agent"].ID, LoftID: loftA.ID, IsAgent: true, IsActive: true}))
	must(svc.Lofts.SetPermission(sys, &core.Permission{UserID: users["merchant"].ID, LoftID: loftA.ID, IsMerchant: true, IsActive: true}))
	must(svc.Lofts.SetPermission(sys, &core.Permission{UserID: users["other-merchant"].ID, LoftID: loftB.ID, IsMerchant: true, IsActive: true}))
	season := &core.Season{LoftID: loftA.ID, Name: "2026", Currency: core.EUR}
	must(svc.Seasons.CreateSeason(sys, season))
	team := &core.Team{LoftID: loftA.ID, UserID: users["fancier"].ID, Name: "Fancier Loft", Country: "DE"}
	must(svc.Fanciers.CreateTeam(sys, team))
	pigeon := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: "DE-0123-26-1"}
	must(svc.Pigeons.CreatePigeon(sys, pigeon, core.StatusUnassigned))
	flight := &core.Flight{SeasonID: season.ID, Name: "Hot spot 1", Kind: core.FlightHotSpot, ReleaseTime: now.Add(48 * time.Hour), Distance: 100000}
	must(svc.Flights.CreateFlight(sys, flight))
	seasonB := &core.Season{LoftID: loftB.ID, Name: "2026", Currency: core.EUR}
	must(svc.Seasons.CreateSeason(sys, seasonB))
	gift := &core.Team{LoftID: loftA.ID, UserID: users["other-fancier"].ID, Name: "Gift", Country: "NL"}
	must(svc.Fanciers.CreateTeam(sys, gift))
	// Users that admins act on: one to block and unblock, one who has not verified their address.
	target := &core.User{Email: "target@example.org", FirstName: "Tara", LastName: "Target", PasswordHash: hash, EmailVerified: &now}
	unverified := &core.User{Email: "unverified@example.org", FirstName: "Uma", LastName: "Unverified"}
	must(svc.Users.CreateUser(sys, target))
	must(svc.Users.CreateUser(sys, unverified))

	tokens := map[string]string{"anonymous": ""}
	ctx := oidc.ClientContext(context.Background(), http.DefaultClient)
	conf := e.oauth(e.srv.URL + "/login/callback")
	for _, r := range roles {
		e.user = users[r]
		verifier := oauth2.GenerateVerifier()
		tok, err := conf.Exchange(ctx, e.signIn(t, e.browser(), conf, verifier), oauth2.VerifierOption(verifier))
		must(err)
		tokens[r] = tok.AccessToken
	}

	// status alternates so that no allowed call repeats the latest status.
	status := 1
	statusBody := func() string {
		status = 3 - status
		return fmt.Sprintf(`{"pigeon_id": %d, "pigeon_status_type_id": %d}`, pigeon.ID, status)
	}
	all := func(anon int, others int) map[string]int {
		m := map[string]int{"anonymous": anon}
		for _, r := range roles {
			m[r] = others
		}
		return m
	}
	staffOfA := map[string]int{"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 200, "merchant": 200, "other-merchant": 403, "admin": 200}
	adminsOnly := func(ok int) map[string]int {
		m := all(401, 403)
		m["admin"] = ok
		return m
	}
	n := 0 // makes team names unique
	seasonManagers := func(ok int) map[string]int {
		return map[string]int{"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": ok, "other-merchant": 403, "admin": ok, "season-admin": ok}
	}
	for _, op := range []struct {
		name, method, path string
		body               func() string
		want               map[string]int
	}{
		{"CurrentUser", http.MethodGet, "/api/custom/v1/user/me", nil, all(401, 200)},
		{"ListFavorites", http.MethodGet, "/api/custom/v1/user/favorites", nil, all(401, 200)},
		{"AddFavorite", http.MethodPut, fmt.Sprintf("/api/custom/v1/user/favorites/loft/%d", loftA.ID), nil, all(401, 204)},
		{"RemoveFavorite", http.MethodDelete, fmt.Sprintf("/api/custom/v1/user/favorites/loft/%d", loftA.ID), nil, all(401, 204)},
		{"MySeasons", http.MethodGet, "/api/custom/v1/user/seasons", nil, all(401, 200)},
		{"BrowseSeasons", http.MethodGet, "/api/public/seasons", nil, all(200, 200)},
		// The season is a draft: shown to the loft's staff and admins only (before other-fancier becomes an agent below).
		{"DraftSeasonDetails", http.MethodGet, fmt.Sprintf("/api/public/seasons/%d/details", season.ID), nil, map[string]int{
			"anonymous": 404, "fancier": 404, "other-fancier": 404, "agent": 200, "merchant": 200, "other-merchant": 404, "admin": 200, "season-admin": 200}},
		// Fancier management (SPEC §6): staff of a basic or premium loft. (These
		// come before GrantAgent, which makes the other fancier an agent of A.)
		{"ListFanciers", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/lofts/%d/fanciers", loftA.ID), nil, staffOfA},
		{"ListCustomers", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/lofts/%d/customers?season_id=%d", loftA.ID, season.ID), nil, staffOfA},
		{"AvailableUsers", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/available-users/%d/%d", loftA.ID, season.ID), nil, staffOfA},
		{"AvailableTeams", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/available-teams/%d", season.ID), nil, staffOfA},
		// Intake (issue 12): staff of the season's loft, whatever its package.
		{"SeasonStock", http.MethodGet, fmt.Sprintf("/api/res/v1/seasons/%d/stock", season.ID), nil, staffOfA},
		{"ImportChipsDryRun", http.MethodPost, fmt.Sprintf("/api/res/v1/seasons/%d/chips/import?dry_run=true", season.ID),
			func() string { return `{"file": "NL-2026-0000001,0A1B2C3D"}` }, staffOfA},
		{"SetSeasonStatuses", http.MethodPost, fmt.Sprintf("/api/res/v1/seasons/%d/pigeon-statuses", season.ID),
			func() string { return `{"pigeon_ids": [999999], "pigeon_status_type_id": 1}` }, map[string]int{
				"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 404, "merchant": 404, "other-merchant": 403, "admin": 404}},
		{"AssignChip", http.MethodPost, fmt.Sprintf("/api/res/v1/seasons/%d/chips", season.ID),
			func() string { return `{"ring": "NL-2026-0000001", "chip_ring": "0A1B2C3D"}` }, map[string]int{
				"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 400, "merchant": 400, "other-merchant": 403, "admin": 400}},
		// The orders desk (issue 12): staff of the season's loft.
		{"SearchSeasonOrders", http.MethodGet, fmt.Sprintf("/api/custom/v1/merchant/seasons/%d/orders?q=x&overdue=true", season.ID), nil, staffOfA},
		{"ExportSeasonOrders", http.MethodGet, fmt.Sprintf("/api/custom/v1/merchant/seasons/%d/orders.csv", season.ID), nil, staffOfA},
		// Transport via agents (issue 12): the agents' desk is the staff's; an order's agents are its customer's.
		{"LoftTransports", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/lofts/%d/transports", loftA.ID), nil, staffOfA},
		{"OrderAgentsOfNoOrder", http.MethodGet, "/api/custom/v1/user/orders/999999/agents", nil, all(401, 404)},
		{"AnswerNoTransport", http.MethodPut, "/api/custom/v1/transports/999999/status", func() string { return `{"status": "cancelled"}` }, all(401, 404)},
		// Basketing (issue 12): staff of the flight's loft.
		{"BasketActiveDryRun", http.MethodPost, fmt.Sprintf("/api/res/v1/flights/%d/basket/active?dry_run=true", flight.ID), nil, staffOfA},
		{"ImportBasketDryRun", http.MethodPost, fmt.Sprintf("/api/res/v1/flights/%d/basket/import?dry_run=true", flight.ID),
			func() string { return `{"file": "0A1B2C3D"}` }, staffOfA},
		{"ScanBasketChip", http.MethodPost, fmt.Sprintf("/api/res/v1/flights/%d/basket/scan", flight.ID),
			func() string { return `{"chip_ring": "0A1B2C3D"}` }, map[string]int{
				"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 400, "merchant": 400, "other-merchant": 403, "admin": 400}},
		{"Unbasket", http.MethodDelete, fmt.Sprintf("/api/res/v1/flights/%d/basketings/%d", flight.ID, pigeon.ID), nil, map[string]int{
			"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 404, "merchant": 404, "other-merchant": 403, "admin": 404}},
		// B is legacy: even its own merchant and admins are refused.
		{"LegacyFanciers", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/lofts/%d/fanciers", loftB.ID), nil, all(401, 403)},
		{"LegacyCustomers", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/lofts/%d/customers", loftB.ID), nil, all(401, 403)},
		{"LegacyAvailableUsers", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/available-users/%d/%d", loftB.ID, seasonB.ID), nil, all(401, 403)},
		{"LegacyAvailableTeams", http.MethodGet, fmt.Sprintf("/api/custom/v1/staff/available-teams/%d", seasonB.ID), nil, all(401, 403)},
		// A team for the other fancier: theirs to make for themselves, or the staff's.
		{"CreateTeam", http.MethodPost, "/api/res/v1/teams", func() string {
			n++
			return fmt.Sprintf(`{"loft_id": %d, "user_id": %d, "name": "New %d", "country": "DE"}`, loftA.ID, users["other-fancier"].ID, n)
		}, map[string]int{"anonymous": 401, "fancier": 403, "other-fancier": 201, "agent": 201, "merchant": 201, "other-merchant": 403, "admin": 201}},
		{"RenameTeam", http.MethodPut, fmt.Sprintf("/api/res/v1/teams/%d", team.ID), func() string {
			n++
			return fmt.Sprintf(`{"name": "Fancier Loft %d"}`, n)
		}, map[string]int{"anonymous": 401, "fancier": 200, "other-fancier": 403, "agent": 200, "merchant": 200, "other-merchant": 403, "admin": 200}},
		{"GiveTeam", http.MethodPut, fmt.Sprintf("/api/res/v1/teams/%d/owner", gift.ID), func() string {
			t, _ := db.FindTeamByID(context.Background(), gift.ID) // to whoever does not have it
			next := users["fancier"].ID
			if t.UserID == next {
				next = users["other-fancier"].ID
			}
			return fmt.Sprintf(`{"user_id": %d}`, next)
		}, map[string]int{"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 200, "merchant": 200, "other-merchant": 403, "admin": 200}},
		{"TeamHistory", http.MethodGet, fmt.Sprintf("/api/res/v1/teams/%d/history", team.ID), nil, staffOfA},
		// The team has a pigeon (SPEC §5): who may delete it learns why not.
		{"DeleteTeamWithPigeons", http.MethodDelete, fmt.Sprintf("/api/res/v1/teams/%d", team.ID), nil, map[string]int{
			"anonymous": 401, "fancier": 400, "other-fancier": 403, "agent": 400, "merchant": 400, "other-merchant": 403, "admin": 400}},
		// Users: admins only.
		{"ListUsers", http.MethodGet, "/api/custom/v1/admin/users?role=merchant", nil, adminsOnly(200)},
		{"GetUser", http.MethodGet, fmt.Sprintf("/api/custom/v1/admin/users/%d", users["fancier"].ID), nil, adminsOnly(200)},
		{"SetRoles", http.MethodPut, fmt.Sprintf("/api/res/v1/users/%d/roles", target.ID),
			func() string { return `{"season_admin": true}` }, adminsOnly(200)},
		{"BlockUser", http.MethodPost, fmt.Sprintf("/api/res/v1/users/%d/block", target.ID), nil, adminsOnly(200)},
		{"UnblockUser", http.MethodPost, fmt.Sprintf("/api/res/v1/users/%d/unblock", target.ID), nil, adminsOnly(200)},
		{"SendVerification", http.MethodPost, fmt.Sprintf("/api/res/v1/users/%d/verification", unverified.ID), nil, adminsOnly(204)},
		{"AddPigeonStatus", http.MethodPost, "/api/res/v1/pigeon-statuses", statusBody, map[string]int{
			"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 201, "merchant": 201, "other-merchant": 403, "admin": 201, "season-admin": 403}},
		{"ListStaff", http.MethodGet, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions", loftA.ID), nil, map[string]int{
			"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": 200, "other-merchant": 403, "admin": 200, "season-admin": 403}},
		// A merchant names by id only people already on the loft's staff
		// (others are added by e-mail), so that ids do not reveal accounts;
		// admins may use any id.
		{"GrantAgent", http.MethodPut, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions/%d", loftA.ID, users["other-fancier"].ID),
			func() string { return `{"is_agent": true, "is_active": true}` }, map[string]int{
				"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": 404, "other-merchant": 403, "admin": 204, "season-admin": 403}},
		{"RemoveLastMerchant", http.MethodPut, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions/%d", loftA.ID, users["merchant"].ID),
			func() string { return `{"is_agent": true, "is_active": true}` }, map[string]int{
				"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": 400, "other-merchant": 403, "admin": 400, "season-admin": 403}},
		// Season administration: admins, the extended season permission and
		// the season's loft's merchants (SPEC §2, §6).
		{"ListAdminSeasons", http.MethodGet, "/api/custom/v1/admin/seasons", nil, map[string]int{
			"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": 200, "other-merchant": 200, "admin": 200, "season-admin": 200}},
		{"GetAdminSeason", http.MethodGet, fmt.Sprintf("/api/custom/v1/admin/seasons/%d", season.ID), nil, seasonManagers(200)},
		{"CreateSeason", http.MethodPost, "/api/res/v1/seasons",
			func() string { return fmt.Sprintf(`{"loft_id": %d, "name": "2027", "currency": "EUR"}`, loftA.ID) }, seasonManagers(201)},
		{"UpdateSeason", http.MethodPut, fmt.Sprintf("/api/res/v1/seasons/%d", season.ID),
			func() string { return `{"name": "2026", "currency": "EUR", "total_spots": 500}` }, seasonManagers(200)},
		{"CopySeason", http.MethodPost, fmt.Sprintf("/api/res/v1/seasons/%d/copy", season.ID),
			func() string { return `{"name": "2026 copy"}` }, seasonManagers(201)},
		{"ChangeSeasonState", http.MethodPut, fmt.Sprintf("/api/res/v1/seasons/%d/state", season.ID),
			func() string { return `{"state": "in_progress"}` }, seasonManagers(200)},
		{"PublicRead", http.MethodGet, fmt.Sprintf("/api/public/lofts/%d", loftA.ID), nil, all(200, 200)},
		// other-fancier is an agent of loft A since GrantAgent.
		{"HeldPlaces", http.MethodGet, fmt.Sprintf("/api/custom/v1/merchant/seasons/%d/held-places", season.ID), nil, map[string]int{
			"anonymous": 401, "fancier": 403, "other-fancier": 200, "agent": 200, "merchant": 200, "other-merchant": 403, "admin": 200}},
	} {
		for _, role := range append([]string{"anonymous"}, roles...) {
			t.Run(op.name+"/"+role, func(t *testing.T) {
				body := ""
				if op.body != nil {
					body = op.body()
				}
				req, _ := http.NewRequest(op.method, e.srv.URL+op.path, strings.NewReader(body))
				req.Header.Set("Content-Type", "application/json")
				if tokens[role] != "" {
					req.Header.Set("Authorization", "Bearer "+tokens[role])
				}
				res, err := http.DefaultClient.Do(req)
				must(err)
				res.Body.Close()
				want, ok := op.want[role]
				if !ok && role == "season-admin" {
					// no role on any loft: what a merchant of the other loft gets on loft A
					want = op.want["other-merchant"]
				}
				if res.StatusCode != want {
					t.Errorf("got %d, want %d", res.StatusCode, want)
				}
				if op.name == "AddPigeonStatus" && res.StatusCode != 201 {
					status = 3 - status // the refused call changed nothing; reuse its status next time
				}
			})
		}
	}
	loftAdminMatrix(t, e, svc, tokens, roles, loftA)
	hist, _ := db.FindPigeonStatuses(context.Background(), pigeon.ID)
	if len(hist) != 4 {
		t.Errorf("got %d statuses, want the first one plus one per allowed role", len(hist))
	}
}
