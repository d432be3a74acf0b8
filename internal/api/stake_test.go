package api_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestNoAccountsWithoutStake: a loft's staff name users by id only among
// those with a stake in the loft. Giving an outsider a role or a team by id
// would answer, and then list, their name and e-mail: iterating ids would
// read every account. By e-mail, which the staff know already, stays open.
func TestNoAccountsWithoutStake(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		a := newAdminFixture(t, db, id)
		f := fmt.Sprintf
		admin, merchant := token(a.admin), token(id.merchant)
		perm := func(user int64) string { return f("/api/custom/v1/merchant/lofts/%d/permissions/%d", id.loft, user) }
		newTeam := func(name string, user int64) string {
			return f(`{"loft_id": %d, "name": %q, "country": "DE", "user_id": %d}`, id.loft, name, user)
		}
		run(t, srv, []scenario{
			{name: "404RoleForOutsider", method: http.MethodPut, url: perm(id.stranger), header: merchant, body: `{"is_agent": true, "is_active": true}`, wantStatus: 404,
				want: obj{"message": "Permission not found."}},
			{name: "200StaffWithoutOutsider", url: f("/api/custom/v1/merchant/lofts/%d/permissions", id.loft), header: merchant, wantStatus: 200,
				want: obj{"#": 2}},
			{name: "404RoleForNobody", method: http.MethodPut, url: perm(9999), header: merchant, body: `{"is_agent": true, "is_active": true}`, wantStatus: 404,
				want: obj{"message": "Permission not found."}},
			{name: "204RoleOfStaff", method: http.MethodPut, url: perm(a.agent), header: merchant, body: `{"is_agent": true, "is_active": false}`, wantStatus: 204},
			{name: "204AdminGivesRole", method: http.MethodPut, url: perm(id.stranger), header: admin, body: `{"is_agent": true, "is_active": true}`, wantStatus: 204},
			{name: "204AdminTakesItBack", method: http.MethodDelete, url: perm(id.stranger), header: admin, wantStatus: 204},

			{name: "400TeamForOutsider", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant, body: newTeam("Sam's", id.stranger), wantStatus: 400,
				want: obj{"errors.user_id.0": service.MsgSelectFancier}},
			{name: "201TeamForFancier", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant, body: newTeam("Berg Two", id.fancier), wantStatus: 201,
				want: obj{"fancier": "Anna Berg"}},
			{name: "201TeamForOutsiderByEmail", method: http.MethodPost, url: "/api/res/v1/teams", header: merchant,
				body: f(`{"loft_id": %d, "name": "Sam's", "country": "GB", "email": "sam@example.org"}`, id.loft), wantStatus: 201, want: obj{"fancier": "Sam Stranger"}},
		})
		// Ada Admin has no team nor order in the loft; Sam has a team there now.
		run(t, srv, []scenario{
			{name: "400GiveToOutsider", method: http.MethodPut, url: f("/api/res/v1/teams/%d/owner", id.team), header: merchant,
				body: f(`{"user_id": %d}`, a.admin), wantStatus: 400, want: obj{"errors.user_id.0": service.MsgSelectFancier}},
			{name: "200GiveToFancierOfTheLoft", method: http.MethodPut, url: f("/api/res/v1/teams/%d/owner", id.team), header: merchant,
				body: f(`{"user_id": %d}`, id.stranger), wantStatus: 200, want: obj{"fancier": "Sam Stranger"}},
		})
	})
}
