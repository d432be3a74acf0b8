package api_test

import (
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestLoftStaffAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		a := newAdminFixture(t, db, id)
		f := fmt.Sprintf
		admin, merchant, agent := token(a.admin), token(id.merchant), token(a.agent)
		staff := f("/api/custom/v1/merchant/lofts/%d/permissions", id.loft)
		run(t, srv, []scenario{
			{name: "201ExistingUser", method: http.MethodPost, url: staff, header: merchant, wantStatus: 201, body: `{"email": " SAM@example.org ", "is_agent": true}`,
				want: obj{"user_id": id.stranger, "name": "Sam Stranger", "email": "sam@example.org", "is_merchant": false, "is_agent": true, "is_active": true, "invited": false}},
			{name: "201NewAccount", method: http.MethodPost, url: staff, header: admin, wantStatus: 201,
				body: `{"email": "nina@example.org", "first_name": "Nina", "last_name": "Neu", "language": "de", "is_merchant": true, "is_active": false}`,
				want: obj{"user_id": anyNumber, "name": "Nina Neu", "is_merchant": true, "is_active": false, "invited": true}}, // mailed a link to choose a password
			{name: "200Listed", url: staff, header: merchant, wantStatus: 200, want: obj{"#": 4, "3.email": "nina@example.org", "3.is_active": false}},
			{name: "200Recorded", url: f("/api/custom/v1/admin/lofts/%d", id.loft), header: admin, wantStatus: 200,
				want: obj{"history.0.action": "permission_add", "history.0.detail.email": "nina@example.org", "history.0.detail.new_account": true,
					"history.0.created_by_name": "Ada Admin", "history.1.detail.new_account": false}},
			{name: "409Twice", method: http.MethodPost, url: staff, header: merchant, wantStatus: 409, body: `{"email": "sam@example.org", "is_merchant": true}`,
				want: obj{"errors.email.0": service.MsgAlreadyStaff}},
			{name: "400NamesForNewAccount", method: http.MethodPost, url: staff, header: merchant, wantStatus: 400, body: `{"email": "new@example.org", "is_agent": true}`,
				want: obj{"errors.first_name.0": "The first name field is required.", "errors.last_name.0": "The last name field is required."}},
			{name: "400Role", method: http.MethodPost, url: staff, header: merchant, wantStatus: 400, body: `{"email": "new@example.org", "first_name": "N", "last_name": "N"}`, wantField: "is_merchant"},
			{name: "400Email", method: http.MethodPost, url: staff, header: merchant, wantStatus: 400, body: `{"email": "new@", "is_agent": true}`, wantField: "email"},
			{name: "400Language", method: http.MethodPost, url: staff, header: merchant, wantStatus: 400,
				body: `{"email": "new@example.org", "first_name": "N", "last_name": "N", "language": "xx", "is_agent": true}`, wantField: "language"},
			{name: "200NothingStoredOnFailure", url: staff, header: merchant, wantStatus: 200, want: obj{"#": 4}},
			{name: "401", method: http.MethodPost, url: staff, header: map[string]string{"Content-Type": "application/json"}, body: `{"email": "x@example.org", "is_agent": true}`, wantStatus: 401},
			{name: "403Agent", method: http.MethodPost, url: staff, header: agent, body: `{"email": "x@example.org", "is_agent": true}`, wantStatus: 403},
			{name: "403OtherLoft", method: http.MethodPost, url: f("/api/custom/v1/merchant/lofts/%d/permissions", id.mileLoft), header: merchant,
				body: `{"email": "x@example.org", "is_agent": true}`, wantStatus: 403},
			{name: "404Loft", method: http.MethodPost, url: "/api/custom/v1/merchant/lofts/9999/permissions", header: admin, body: `{"email": "x@example.org", "is_agent": true}`, wantStatus: 404},

			{name: "400RemoveLastMerchant", method: http.MethodDelete, url: f("%s/%d", staff, id.merchant), header: admin, wantStatus: 400,
				want: obj{"errors.is_merchant.0": service.MsgLastMerchant}},
			{name: "401Remove", method: http.MethodDelete, url: f("%s/%d", staff, id.stranger), wantStatus: 401},
			{name: "403RemoveAgent", method: http.MethodDelete, url: f("%s/%d", staff, id.stranger), header: agent, wantStatus: 403},
			{name: "204Remove", method: http.MethodDelete, url: f("%s/%d", staff, id.stranger), header: merchant, wantStatus: 204},
			{name: "404RemoveAgain", method: http.MethodDelete, url: f("%s/%d", staff, id.stranger), header: merchant, wantStatus: 404},
			{name: "404RemoveLoft", method: http.MethodDelete, url: f("/api/custom/v1/merchant/lofts/9999/permissions/%d", id.stranger), header: admin, wantStatus: 404},
			{name: "200RemoveRecorded", url: f("/api/custom/v1/admin/lofts/%d", id.loft), header: admin, wantStatus: 200,
				want: obj{"history.0.action": "permission_remove", "history.0.detail.email": "sam@example.org", "history.0.created_by_name": "Max Merchant"}},
			{name: "204SetRecorded", method: http.MethodPut, url: f("%s/%d", staff, a.agent), header: merchant, wantStatus: 204, body: `{"is_agent": true}`},
			{name: "200SetRecorded", url: f("/api/custom/v1/admin/lofts/%d", id.loft), header: admin, wantStatus: 200,
				want: obj{"history.0.action": "permission_set", "history.0.detail.is_active": false, "history.0.detail.was.is_active": true}},

			// The loft's merchants manage its staff from its workspace (issue 27), never another loft's, and never
			// so that no active merchant remains.
			{name: "403ListAgent", url: staff, header: agent, wantStatus: 403},
			{name: "403ListOtherLoft", url: f("/api/custom/v1/merchant/lofts/%d/permissions", id.mileLoft), header: merchant, wantStatus: 403},
			{name: "403SetAgent", method: http.MethodPut, url: f("%s/%d", staff, id.merchant), header: agent, body: `{"is_agent": true, "is_active": true}`, wantStatus: 403},
			{name: "403SetOtherLoft", method: http.MethodPut, url: f("/api/custom/v1/merchant/lofts/%d/permissions/%d", id.mileLoft, a.agent), header: merchant,
				body: `{"is_agent": true, "is_active": true}`, wantStatus: 403},
			{name: "403RemoveOtherLoft", method: http.MethodDelete, url: f("/api/custom/v1/merchant/lofts/%d/permissions/%d", id.mileLoft, a.agent), header: merchant, wantStatus: 403},
			{name: "400MerchantStepsDownAlone", method: http.MethodPut, url: f("%s/%d", staff, id.merchant), header: merchant, body: `{"is_agent": true, "is_active": true}`,
				wantStatus: 400, want: obj{"errors.is_merchant.0": service.MsgLastMerchant}},
			{name: "400MerchantDeactivatesSelf", method: http.MethodPut, url: f("%s/%d", staff, id.merchant), header: merchant, body: `{"is_merchant": true}`,
				wantStatus: 400, want: obj{"errors.is_merchant.0": service.MsgLastMerchant}},
			{name: "400MerchantRemovesSelf", method: http.MethodDelete, url: f("%s/%d", staff, id.merchant), header: merchant, wantStatus: 400,
				want: obj{"errors.is_merchant.0": service.MsgLastMerchant}},
			{name: "200StillMerchant", url: staff, header: merchant, wantStatus: 200, want: obj{"0.email": "max@example.org", "0.is_merchant": true, "0.is_active": true}},
			{name: "204MerchantMakesAnotherMerchant", method: http.MethodPut, url: f("%s/%d", staff, a.agent), header: merchant, body: `{"is_merchant": true, "is_active": true}`, wantStatus: 204},
			{name: "204MerchantStepsDown", method: http.MethodDelete, url: f("%s/%d", staff, id.merchant), header: merchant, wantStatus: 204},
			{name: "403FormerMerchant", url: staff, header: merchant, wantStatus: 403},
			{name: "200NewMerchant", url: staff, header: agent, wantStatus: 200, want: obj{"#": 2}},
		})
	})
}

// TestNotesNeverPublic writes a note and reads every operation that needs
// no sign-in (taken from the API description, so new ones are covered), for
// every id of the fixture: none may carry the note's text.
func TestNotesNeverPublic(t *testing.T) {
	db := testutil.MustOpenDB(t, store.SQLite)
	srv, id := newServer(t, db)
	a := newAdminFixture(t, db, id)
	f := fmt.Sprintf
	const secret = "Call the vet about pigeon 17 — staff only"
	get := func(url string, header map[string]string) (int, string) {
		t.Helper()
		req, _ := http.NewRequest(http.MethodGet, srv.URL+url, nil)
		for k, v := range header {
			req.Header.Set(k, v)
		}
		res, err := http.DefaultClient.Do(req)
		must(t, err)
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(b)
	}
	req, _ := http.NewRequest(http.MethodPost, f("%s/api/custom/v1/staff/lofts/%d/notes", srv.URL, id.loft), strings.NewReader(f(`{"body": %q}`, secret)))
	for k, v := range token(id.merchant) {
		req.Header.Set(k, v)
	}
	res, err := http.DefaultClient.Do(req)
	must(t, err)
	res.Body.Close()
	if res.StatusCode != http.StatusCreated {
		t.Fatalf("note: got %d", res.StatusCode)
	}
	if status, body := get(f("/api/custom/v1/staff/lofts/%d/notes", id.loft), token(a.agent)); status != 200 || !strings.Contains(body, secret) {
		t.Fatalf("the staff's answer: got %d %s, want the note", status, body)
	}

	_, doc := get("/api/openapi.json", nil)
	var spec struct {
		Paths map[string]map[string]struct {
			Security []any `json:"security"`
		} `json:"paths"`
	}
	must(t, json.Unmarshal([]byte(doc), &spec))
	ids := []int64{id.loft, id.mileLoft, id.season, id.team, id.pigeon, id.news, a.flight}
	param := regexp.MustCompile(`\{[^}]+\}`)
	n := 0
	for _, p := range slices.Sorted(maps.Keys(spec.Paths)) {
		op, ok := spec.Paths[p]["get"]
		if !ok || len(op.Security) > 0 {
			continue
		}
		for _, v := range ids {
			url := strings.NewReplacer("{locale}", "en", "{teamId}", f("%d", id.team)).Replace(p)
			url = param.ReplaceAllString(url, f("%d", v))
			status, body := get(url, map[string]string{"SeasonId": f("%d", id.season)})
			n++
			if strings.Contains(body, secret) || strings.Contains(body, `"notes":`) {
				t.Errorf("%s (%d) shows the note: %s", url, status, body)
			}
		}
	}
	for _, page := range []string{f("/lofts/%d", id.loft), "/lofts", f("/api/public/lofts?search=%s", "vet")} {
		if _, body := get(page, nil); strings.Contains(body, secret) {
			t.Errorf("%s shows the note", page)
		}
	}
	if n < 100 {
		t.Errorf("read %d answers, want every public operation for every id", n)
	}
}
