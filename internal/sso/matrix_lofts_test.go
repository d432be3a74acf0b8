package sso_test

import (
	"context"
	"fmt"
	"net/http"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// loftAdminMatrix is the permission matrix's part for loft administration,
// notes and staff: every operation × every role, with the tokens that
// TestPermissionMatrix signed in. Calls that use up their target (a delete)
// get one target per allowed role.
func loftAdminMatrix(t *testing.T, e *env, svc *service.Service, tokens map[string]string, roles []string, loftA *core.Loft) {
	t.Helper()
	sys := core.SystemContext(context.Background())
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	loftB := &core.Loft{Name: "Archive me", Unit: core.Kilometre}
	must(svc.Lofts.CreateLoft(sys, loftB))
	addr := func() int64 {
		a := &core.LoftAddress{LoftID: loftA.ID, City: "Landshut", Street: "Taubenweg 1", Zipcode: "84028"}
		must(svc.Lofts.AddLoftAddress(sys, a))
		return a.ID
	}
	sub := func(start string) int64 {
		s, err := svc.Lofts.CreateSubscription(sys, loftA.ID, core.PackageBasic, core.MustDate(start), 12)
		must(err)
		return s.ID
	}
	note := func() int64 {
		n := &core.LoftNote{LoftID: loftA.ID, Body: "Staff only."}
		must(svc.Lofts.CreateNote(sys, n))
		return n.ID
	}
	emptyLoft := func() int64 {
		l := &core.Loft{Name: "Delete me", Unit: core.Kilometre}
		must(svc.Lofts.CreateLoft(sys, l))
		return l.ID
	}
	staffMember := func(name string) int64 {
		u := &core.User{Email: name + "@example.org", FirstName: name, LastName: "Staff"}
		must(svc.Users.CreateUser(sys, u))
		must(svc.Lofts.SetPermission(sys, &core.Permission{UserID: u.ID, LoftID: loftA.ID, IsAgent: true, IsActive: true}))
		return u.ID
	}
	a := loftA.ID
	f := fmt.Sprintf
	adminOnly := func(ok int) map[string]int {
		return map[string]int{"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": 403, "other-merchant": 403, "admin": ok}
	}
	merchantsOf := func(ok int) map[string]int {
		return map[string]int{"anonymous": 401, "fancier": 403, "other-fancier": 403, "agent": 403, "merchant": ok, "other-merchant": 403, "admin": ok}
	}
	// other-fancier was made an agent of A by the matrix's GrantAgent row.
	staffOf := func(ok int) map[string]int {
		return map[string]int{"anonymous": 401, "fancier": 403, "other-fancier": ok, "agent": ok, "merchant": ok, "other-merchant": 403, "admin": ok}
	}
	body := func(s string) func() string { return func() string { return s } }
	invited := 0
	newStaff := func() string {
		invited++
		return f(`{"email": "invited%d@example.org", "first_name": "New", "last_name": "Staff", "is_agent": true}`, invited)
	}
	for _, op := range []struct {
		name, method, path string
		body               func() string
		want               map[string]int
		paths              map[string]string // per allowed role, for calls that use up their target
	}{
		{name: "ListAdminLofts", method: http.MethodGet, path: "/api/custom/v1/admin/lofts", want: adminOnly(200)},
		{name: "GetAdminLoft", method: http.MethodGet, path: f("/api/custom/v1/admin/lofts/%d", a), want: adminOnly(200)},
		{name: "CreateLoft", method: http.MethodPost, path: "/api/res/v1/lofts", body: body(`{"name": "New", "unit": "km"}`), want: adminOnly(201)},
		{name: "UpdateLoft", method: http.MethodPut, path: f("/api/res/v1/lofts/%d", a), body: body(`{"phone": "+49 871 1234"}`), want: adminOnly(200)},
		{name: "ArchiveLoft", method: http.MethodPost, path: f("/api/res/v1/lofts/%d/archive", loftB.ID), want: adminOnly(200)},
		{name: "UnarchiveLoft", method: http.MethodPost, path: f("/api/res/v1/lofts/%d/unarchive", loftB.ID), want: adminOnly(200)},
		{name: "DeleteLoft", method: http.MethodDelete, path: f("/api/res/v1/lofts/%d", emptyLoft()), want: adminOnly(204)},
		{name: "CreateLoftAddress", method: http.MethodPost, path: f("/api/res/v1/lofts/%d/addresses", a),
			body: body(`{"city": "Moosburg", "street": "Hauptstr. 2", "zipcode": "85368"}`), want: adminOnly(201)},
		{name: "UpdateLoftAddress", method: http.MethodPut, path: f("/api/res/v1/lofts/%d/addresses/%d", a, addr()),
			body: body(`{"city": "Freising", "street": "Domberg 1", "zipcode": "85354"}`), want: adminOnly(200)},
		{name: "DeleteLoftAddress", method: http.MethodDelete, path: f("/api/res/v1/lofts/%d/addresses/%d", a, addr()), want: adminOnly(204)},
		{name: "ChangeLoftPackage", method: http.MethodPost, path: f("/api/res/v1/lofts/%d/packages", a), body: body(`{"package": "basic"}`), want: adminOnly(204)},
		{name: "ListLoftSubscriptions", method: http.MethodGet, path: f("/api/res/v1/lofts/%d/subscriptions", a), want: adminOnly(200)},
		{name: "CreateLoftSubscription", method: http.MethodPost, path: f("/api/res/v1/lofts/%d/subscriptions", a),
			body: body(`{"package": "premium", "starts_on": "2030-01-01", "months": 24}`), want: adminOnly(201)},
		{name: "EndLoftSubscription", method: http.MethodPost, path: f("/api/res/v1/lofts/%d/subscriptions/%d/end", a, sub("2026-01-01")),
			body: body(`{"ended_on": "2026-06-30"}`), want: adminOnly(200)},
		{name: "DeleteLoftSubscription", method: http.MethodDelete, path: f("/api/res/v1/lofts/%d/subscriptions/%d", a, sub("2028-01-01")), want: adminOnly(204)},
		{name: "ListLoftNotes", method: http.MethodGet, path: f("/api/custom/v1/staff/lofts/%d/notes", a), want: staffOf(200)},
		{name: "CreateLoftNote", method: http.MethodPost, path: f("/api/custom/v1/staff/lofts/%d/notes", a), body: body(`{"body": "Antenna 2 loose."}`), want: merchantsOf(201)},
		{name: "DeleteLoftNote", method: http.MethodDelete, path: f("/api/custom/v1/staff/lofts/%d/notes/%d", a, note()), want: merchantsOf(204),
			paths: map[string]string{"admin": f("/api/custom/v1/staff/lofts/%d/notes/%d", a, note())}},
		{name: "AddLoftStaff", method: http.MethodPost, path: f("/api/custom/v1/merchant/lofts/%d/permissions", a), body: newStaff, want: merchantsOf(201)},
		{name: "RemoveLoftPermission", method: http.MethodDelete, path: f("/api/custom/v1/merchant/lofts/%d/permissions/%d", a, staffMember("removed1")), want: merchantsOf(204),
			paths: map[string]string{"admin": f("/api/custom/v1/merchant/lofts/%d/permissions/%d", a, staffMember("removed2"))}},
	} {
		for _, role := range append([]string{"anonymous"}, roles...) {
			t.Run(op.name+"/"+role, func(t *testing.T) {
				var b string
				if op.body != nil {
					b = op.body()
				}
				path := op.path
				if p, ok := op.paths[role]; ok {
					path = p
				}
				req, _ := http.NewRequest(op.method, e.srv.URL+path, strings.NewReader(b))
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
			})
		}
	}
}
