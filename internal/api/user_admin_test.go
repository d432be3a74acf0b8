package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestUserAdminAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newAdminWorld(t, db)
		id, f := w.id, fmt.Sprintf
		fancier, merchant, admin := token(id.fancier), token(id.merchant), token(w.admin)
		user := func(uid int64) string { return f("/api/custom/v1/admin/users/%d", uid) }
		roles := func(uid int64) string { return f("/api/res/v1/users/%d/roles", uid) }
		res := func(uid int64, what string) string { return f("/api/res/v1/users/%d/%s", uid, what) }
		t.Run("List", func(t *testing.T) {
			run(t, w.srv, []scenario{
				// By last name: Admin, Berg, Legacy, Merchant, Stranger.
				{name: "200", url: "/api/custom/v1/admin/users", header: admin, wantStatus: 200,
					want: obj{"meta.total": 5, "meta.per_page": 25, "data.#": 5, "data.0.email": "ada@example.org", "data.0.is_admin": true,
						"data.0.email_verified": true, "data.1.email": "anna@example.org", "data.1.is_admin": false, "data.1.email_verified": false,
						"data.1.lofts": []any{}, "data.1.blocked": false, "data.1.blocked_at": nil}},
				{name: "200SearchShowsRolesPerLoft", url: "/api/custom/v1/admin/users?search=MAX", header: admin, wantStatus: 200,
					want: obj{"meta.total": 1, "data.0.first_name": "Max", "data.0.season_admin": false,
						"data.0.lofts": []any{obj{"loft_id": id.loft, "loft_name": "Sunrise Valley", "is_merchant": true, "is_agent": false, "is_active": true}}}},
				{name: "200SearchEmail", url: "/api/custom/v1/admin/users?search=lena@", header: admin, wantStatus: 200,
					want: obj{"meta.total": 1, "data.0.lofts.0.loft_name": "Desert Wings"}},
				{name: "200RoleMerchant", url: "/api/custom/v1/admin/users?role=merchant", header: admin, wantStatus: 200,
					want: obj{"meta.total": 2, "data.0.last_name": "Legacy", "data.1.last_name": "Merchant"}},
				{name: "200RoleAdmin", url: "/api/custom/v1/admin/users?role=admin&per_page=50", header: admin, wantStatus: 200,
					want: obj{"meta.total": 1, "data.0.email": "ada@example.org"}},
				{name: "200RoleBlockedNone", url: "/api/custom/v1/admin/users?role=blocked", header: admin, wantStatus: 200, want: obj{"meta.total": 0, "data": []any{}}},
				{name: "200Page", url: "/api/custom/v1/admin/users?page=2&per_page=25", header: admin, wantStatus: 200, want: obj{"meta.total": 5, "data": []any{}}},
				{name: "400Role", url: "/api/custom/v1/admin/users?role=king", header: admin, wantStatus: 400},
				{name: "400PerPage", url: "/api/custom/v1/admin/users?per_page=10", header: admin, wantStatus: 400, wantField: "per_page"},
				{name: "401Visitor", url: "/api/custom/v1/admin/users", wantStatus: 401},
				{name: "403Merchant", url: "/api/custom/v1/admin/users", header: merchant, wantStatus: 403},
			})
		})
		t.Run("Get", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200", url: user(id.merchant), header: admin, wantStatus: 200,
					want: obj{"id": id.merchant, "email": "max@example.org", "language": "en", "phone_verified": false, "history": []any{},
						"can_resend_verification": true,
						"lofts.0.loft_name":       "Sunrise Valley", "lofts.0.is_merchant": true}},
				{name: "401Visitor", url: user(id.merchant), wantStatus: 401},
				{name: "403Fancier", url: user(id.fancier), header: fancier, wantStatus: 403},
				{name: "200VerifiedAlready", url: user(w.admin), header: admin, wantStatus: 200, want: obj{"email_verified": true, "can_resend_verification": false}},
				{name: "404", url: user(9999), header: admin, wantStatus: 404},
			})
		})
		t.Run("Roles", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200GrantSeasonPermission", method: http.MethodPut, url: roles(id.merchant), header: admin, body: `{"season_admin": true}`, wantStatus: 200,
					want: obj{"season_admin": true, "is_admin": false, "history.#": 1, "history.0.action": "grant_season_admin",
						"history.0.author": "Ada Admin", "history.0.created_by": w.admin}},
				{name: "200TheMerchantSeesIt", url: "/api/custom/v1/user/me", header: merchant, wantStatus: 200, want: obj{"olr_user.season_admin": true}},
				{name: "200NothingChanges", method: http.MethodPut, url: roles(id.merchant), header: admin, body: `{"season_admin": true}`, wantStatus: 200,
					want: obj{"history.#": 1}},
				{name: "200GrantAdmin", method: http.MethodPut, url: roles(id.stranger), header: admin, body: `{"is_admin": true}`, wantStatus: 200,
					want: obj{"is_admin": true, "history.0.action": "grant_admin"}},
				{name: "200ANewAdminActs", url: "/api/custom/v1/admin/users?role=admin", header: token(id.stranger), wantStatus: 200, want: obj{"meta.total": 2}},
				{name: "200RevokeBoth", method: http.MethodPut, url: roles(id.stranger), header: admin, body: `{"is_admin": false, "season_admin": false}`,
					wantStatus: 200, want: obj{"is_admin": false, "history.#": 2, "history.0.action": "revoke_admin"}},
				{name: "200RevokeSeasonPermission", method: http.MethodPut, url: roles(id.merchant), header: admin, body: `{"season_admin": false}`,
					wantStatus: 200, want: obj{"season_admin": false, "history.#": 2, "history.0.action": "revoke_season_admin"}},
				{name: "400OwnAdminRight", method: http.MethodPut, url: roles(w.admin), header: admin, body: `{"is_admin": false}`, wantStatus: 400,
					want: obj{"errors.is_admin.0": core.MsgOwnAdminRight}},
				{name: "400NotABool", method: http.MethodPut, url: roles(id.merchant), header: admin, body: `{"is_admin": "yes"}`, wantStatus: 400},
				{name: "401Visitor", method: http.MethodPut, url: roles(id.merchant), header: visitor, body: `{"is_admin": true}`, wantStatus: 401},
				{name: "403Merchant", method: http.MethodPut, url: roles(id.merchant), header: merchant, body: `{"is_admin": true}`, wantStatus: 403},
				{name: "403FormerAdmin", url: "/api/custom/v1/admin/users", header: token(id.stranger), wantStatus: 403},
				{name: "404", method: http.MethodPut, url: roles(9999), header: admin, body: `{"is_admin": true}`, wantStatus: 404},
			})
		})
		t.Run("Block", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "200MeBefore", url: "/api/custom/v1/user/me", header: fancier, wantStatus: 200},
				{name: "200Block", method: http.MethodPost, url: res(id.fancier, "block"), header: admin, wantStatus: 200,
					want: obj{"blocked": true, "blocked_at": "2026-03-01T12:00:00Z", "history.0.action": "block", "history.0.author": "Ada Admin"}},
				// Their token stops working at once, on every call.
				{name: "401BlockedUsersToken", url: "/api/custom/v1/user/me", header: fancier, wantStatus: 401, want: obj{"message": core.MsgTokenInvalid}},
				{name: "401BlockedUsersFavourites", url: "/api/custom/v1/user/favorites", header: fancier, wantStatus: 401},
				{name: "200ListedAsBlocked", url: "/api/custom/v1/admin/users?role=blocked", header: admin, wantStatus: 200,
					want: obj{"meta.total": 1, "data.0.id": id.fancier}},
				{name: "400BlockSelf", method: http.MethodPost, url: res(w.admin, "block"), header: admin, wantStatus: 400, want: obj{"errors.blocked.0": core.MsgBlockSelf}},
				{name: "401Visitor", method: http.MethodPost, url: res(id.merchant, "block"), header: visitor, wantStatus: 401},
				{name: "403Merchant", method: http.MethodPost, url: res(id.stranger, "block"), header: merchant, wantStatus: 403},
				{name: "404", method: http.MethodPost, url: res(9999, "block"), header: admin, wantStatus: 404},
				{name: "409AlreadyBlocked", method: http.MethodPost, url: res(id.fancier, "block"), header: admin, wantStatus: 409,
					want: obj{"message": core.MsgAlreadyBlocked}},
				{name: "200Unblock", method: http.MethodPost, url: res(id.fancier, "unblock"), header: admin, wantStatus: 200,
					want: obj{"blocked": false, "blocked_at": nil, "history.#": 2, "history.0.action": "unblock"}},
				{name: "200MeAgain", url: "/api/custom/v1/user/me", header: fancier, wantStatus: 200},
				{name: "401UnblockVisitor", method: http.MethodPost, url: res(id.fancier, "unblock"), header: visitor, wantStatus: 401},
				{name: "403UnblockMerchant", method: http.MethodPost, url: res(id.fancier, "unblock"), header: merchant, wantStatus: 403},
				{name: "404Unblock", method: http.MethodPost, url: res(9999, "unblock"), header: admin, wantStatus: 404},
				{name: "409NotBlocked", method: http.MethodPost, url: res(id.fancier, "unblock"), header: admin, wantStatus: 409, want: obj{"message": core.MsgNotBlocked}},
			})
		})
		t.Run("LastAdmin", func(t *testing.T) {
			// The system (command line) has no admin right of its own: taking the only admin's leaves none.
			_, err := w.svc.Users.SetRoles(core.SystemContext(context.Background()), w.admin, serviceRoles(false))
			if e, ok := err.(*core.Error); !ok || e.Fields["is_admin"][0] != core.MsgLastAdmin {
				t.Fatalf("got %v, want %q", err, core.MsgLastAdmin)
			}
			_, err = w.svc.Users.Block(core.SystemContext(context.Background()), w.admin)
			if e, ok := err.(*core.Error); !ok || e.Fields["blocked"][0] != core.MsgLastAdmin {
				t.Fatalf("block: got %v, want %q", err, core.MsgLastAdmin)
			}
			if u, _ := db.FindUserByID(context.Background(), w.admin); !u.IsAdmin() || u.Blocked() {
				t.Fatal("the refused changes changed the admin")
			}
		})
		t.Run("Verification", func(t *testing.T) {
			run(t, w.srv, []scenario{
				{name: "204", method: http.MethodPost, url: res(id.fancier, "verification"), header: admin, wantStatus: 204},
				{name: "200Recorded", url: user(id.fancier), header: admin, wantStatus: 200,
					want: obj{"history.0.action": "send_verification", "history.0.detail.email": "anna@example.org", "email_verified": false}},
				{name: "401Visitor", method: http.MethodPost, url: res(id.fancier, "verification"), header: visitor, wantStatus: 401},
				{name: "403Merchant", method: http.MethodPost, url: res(id.fancier, "verification"), header: merchant, wantStatus: 403},
				{name: "404", method: http.MethodPost, url: res(9999, "verification"), header: admin, wantStatus: 404},
				{name: "409Verified", method: http.MethodPost, url: res(w.admin, "verification"), header: admin, wantStatus: 409,
					want: obj{"message": core.MsgEmailVerified}},
			})
		})
	})
}

func serviceRoles(admin bool) service.RolesUpdate { return service.RolesUpdate{Admin: &admin} }
