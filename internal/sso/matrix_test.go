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
	svc := service.New(db, core.Now)
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	loftA := &core.Loft{Name: "A", Unit: core.Kilometre}
	loftB := &core.Loft{Name: "B", Unit: core.Kilometre}
	must(svc.CreateLoft(sys, loftA))
	must(svc.CreateLoft(sys, loftB))
	roles := []string{"fancier", "other-fancier", "agent", "merchant", "other-merchant", "admin"}
	users := map[string]*core.User{}
	hash, _ := sso.HashPassword(password)
	now := time.Now()
	for _, r := range roles {
		u := &core.User{Email: r + "@example.org", FirstName: r, LastName: "User", PasswordHash: hash, EmailVerified: &now}
		if r == "admin" {
			u.AdminLevel = 1
		}
		must(svc.CreateUser(sys, u))
		users[r] = u
	}
	must(svc.SetPermission(sys, &core.Permission{UserID: users["agent"].ID, LoftID: loftA.ID, IsAgent: true, IsActive: true}))
	must(svc.SetPermission(sys, &core.Permission{UserID: users["merchant"].ID, LoftID: loftA.ID, IsMerchant: true, IsActive: true}))
	must(svc.SetPermission(sys, &core.Permission{UserID: users["other-merchant"].ID, LoftID: loftB.ID, IsMerchant: true, IsActive: true}))
	season := &core.Season{LoftID: loftA.ID, Name: "2026", Currency: core.EUR}
	must(svc.CreateSeason(sys, season))
	team := &core.Team{LoftID: loftA.ID, UserID: users["fancier"].ID, Name: "Fancier Loft", Country: "DE"}
	must(svc.CreateTeam(sys, team))
	pigeon := &core.Pigeon{SeasonID: season.ID, TeamID: team.ID, Ring: "DE-0123-26-1"}
	must(svc.CreatePigeon(sys, pigeon, core.StatusUnassigned))

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
	for _, op := range []struct {
		name, method, path string
		body               func() string
		want               map[string]int
	}{
		{"CurrentUser", http.MethodGet, "/api/custom/v1/user/me", nil, all(401, 200)},
		{"ListFavorites", http.MethodGet, "/api/custom/v1/user/favorites", nil, all(401, 200)},
		{"AddFavorite", http.MethodPut, fmt.Sprintf("/api/custom/v1/user/favorites/loft/%d", loftA.ID), nil, all(401, 204)},
		{"RemoveFavorite", http.MethodDelete, fmt.Sprintf("/api/custom/v1/user/favorites/loft/%d", loftA.ID), nil, all(401, 204)},
		{"AddPigeonStatus", http.MethodPost, "/api/res/v1/pigeon-statuses", statusBody, map[string]int{
			"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 201, "merchant": 201, "other-merchant": 403, "admin": 201}},
		{"ListStaff", http.MethodGet, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions", loftA.ID), nil, map[string]int{
			"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": 200, "other-merchant": 403, "admin": 200}},
		{"GrantAgent", http.MethodPut, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions/%d", loftA.ID, users["other-fancier"].ID),
			func() string { return `{"is_agent": true, "is_active": true}` }, map[string]int{
				"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": 204, "other-merchant": 403, "admin": 204}},
		{"RemoveLastMerchant", http.MethodPut, fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/permissions/%d", loftA.ID, users["merchant"].ID),
			func() string { return `{"is_agent": true, "is_active": true}` }, map[string]int{
				"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": 400, "other-merchant": 403, "admin": 400}},
		{"PublicRead", http.MethodGet, fmt.Sprintf("/api/public/lofts/%d", loftA.ID), nil, all(200, 200)},
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
				if res.StatusCode != op.want[role] {
					t.Errorf("got %d, want %d", res.StatusCode, op.want[role])
				}
				if op.name == "AddPigeonStatus" && res.StatusCode != 201 {
					status = 3 - status // the refused call changed nothing; reuse its status next time
				}
			})
		}
	}
	hist, _ := db.FindPigeonStatuses(context.Background(), pigeon.ID)
	if len(hist) != 4 {
		t.Errorf("got %d statuses, want the first one plus one per allowed role", len(hist))
	}
}
