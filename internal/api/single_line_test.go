package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// quoted is s as a JSON string.
func quoted(s string) string {
	b, _ := json.Marshal(s)
	return string(b)
}

// Control, bidi and invisible characters, and line breaks in single-line
// fields, are refused where the outside review found them taken: order
// addresses, device names and firmware, contract file names and terms,
// and the names of uploaded files. Each would have been stored as sent.
func TestSingleLineFieldsRefuseHiddenCharacters(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		merchant, fancier := token(id.merchant), token(id.fancier)
		created := run1(t, srv, http.MethodPost, "/api/res/v1/devices", merchant, fmt.Sprintf(`{"loft_id":%d,"kind":"clock","name":"Clock"}`, id.loft))
		dev := map[string]string{"Authorization": "Device " + created["key"].(string), "Content-Type": "application/json"}
		order := func(city, street string) string {
			return fmt.Sprintf(`{"season_id": %d, "team_id": %d, "city": %s, "street": %s, "zipcode": "6811", "positions": [{"product_id": %d, "quantity": 1}]}`,
				id.season, id.team, quoted(city), quoted(street), id.product)
		}
		device := func(name string) string {
			return fmt.Sprintf(`{"loft_id":%d,"kind":"antenna","name":%s}`, id.loft, quoted(name))
		}
		contract := fmt.Sprintf("/api/res/v1/seasons/%d/contracts", id.season)
		var tests []scenario
		for name, bad := range map[string]string{
			"CRLF": "Arnhem\r\nBcc: all@example.org", "NUL": "Arn\x00hem", "BEL": "Arn\ahem", "ESC": "\x1b[31mArnhem",
			"RLO": "Arnhem\u202egpj.exe", "LRI": "Arn\u2066hem", "ZeroWidthSpace": "Arn\u200bhem", "BOM": "\ufeffArnhem",
		} {
			tests = append(tests,
				scenario{name: "400OrderCity" + name, method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier,
					body: order(bad, "Duivenweg 1"), wantStatus: 400, wantField: "city"},
				scenario{name: "400DeviceName" + name, method: http.MethodPost, url: "/api/res/v1/devices", header: merchant,
					body: device(bad), wantStatus: 400, wantField: "name"},
				scenario{name: "400ContractFileName" + name, method: http.MethodPost, url: contract, header: merchant,
					body: fmt.Sprintf(`{"terms":"Birds stay.","file_name":%s}`, quoted(bad)), wantStatus: 400, wantField: "file_name"},
				scenario{name: "400Firmware" + name, method: http.MethodPost, url: "/api/device/v1/heartbeats", header: dev,
					body: fmt.Sprintf(`{"firmware":%s}`, quoted(bad)), wantStatus: 400, wantField: "firmware"},
			)
		}
		tests = append(tests,
			// Terms are many lines: breaks stay, hidden characters go.
			scenario{name: "400ContractTermsNUL", method: http.MethodPost, url: contract, header: merchant,
				body: `{"terms":"Birds stay\u0000."}`, wantStatus: 400, wantField: "terms"},
			scenario{name: "400ContractTermsRLO", method: http.MethodPost, url: contract, header: merchant,
				body: `{"terms":"Prize \u202e001 €"}`, wantStatus: 400, wantField: "terms"},
			scenario{name: "ContractTermsManyLines", method: http.MethodPost, url: contract, header: merchant,
				body: `{"terms":"1. Birds stay.\r\n2. Prizes paid in EUR.\n3. مزرعة الحمام"}`, wantStatus: 201},
			scenario{name: "DeviceNameArabicAndJoiners", method: http.MethodPost, url: "/api/res/v1/devices", header: merchant,
				body: device("هوائي ٢ · Antenne\u200d2"), wantStatus: 201},
		)
		run(t, srv, tests)

		// The name an upload came with (Go's multipart writer escapes line
		// breaks in it; the form parser refuses control characters there).
		for _, name := range []string{"terms\u202efdp.exe", "ter\u200bms.pdf", "ter\x00ms.pdf"} {
			status, out := postFile(t, srv, fmt.Sprintf("/api/res/v1/seasons/%d/contract-files", id.season), merchant, name, []byte("%PDF-1.4\n%%EOF\n"))
			if status != 400 {
				t.Errorf("upload named %q: %d %v", name, status, out)
			}
		}
	})
}

// run1 sends one request that must succeed and returns its decoded answer.
func run1(t *testing.T, srv *httptest.Server, method, path string, header map[string]string, body string) map[string]any {
	t.Helper()
	req, _ := http.NewRequest(method, srv.URL+path, strings.NewReader(body))
	for k, v := range header {
		req.Header.Set(k, v)
	}
	req.Header.Set("Content-Type", "application/json")
	res, err := http.DefaultClient.Do(req)
	must(t, err)
	defer res.Body.Close()
	var out map[string]any
	json.NewDecoder(res.Body).Decode(&out)
	if res.StatusCode >= 300 {
		t.Fatalf("%s %s: %d %v", method, path, res.StatusCode, out)
	}
	return out
}
