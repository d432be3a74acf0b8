package api_test

import (
	"bytes"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A season's contract is versioned: a registration must accept the
// current version, keeps the one it accepted when a new one is published,
// and its order says which (the confirmation PDF names it: internal/pdf).
func TestSeasonContracts(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		f := fmt.Sprintf
		fancier, merchant, stranger := token(id.fancier), token(id.merchant), token(id.stranger)
		contracts := f("/api/res/v1/seasons/%d/contracts", id.season)
		order := func(extra string) string {
			return f(`{"season_id": %d, "team_id": %d, "city": "Arnhem", "street": "Duivenweg 1", "zipcode": "6811", "positions": [{"product_id": %d, "quantity": 1}]%s}`,
				id.season, id.team, id.product, extra)
		}
		upload := func(name string, content []byte) (int, map[string]any) {
			return postFile(t, srv, f("/api/res/v1/seasons/%d/contract-files", id.season), merchant, name, content)
		}
		var pngb bytes.Buffer
		must(t, png.Encode(&pngb, image.NewRGBA(image.Rect(0, 0, 40, 30))))
		if status, out := upload("terms.png", pngb.Bytes()); status != 400 || out["errors"].(map[string]any)["file"] == nil {
			t.Fatalf("an image as contract: %d %v", status, out)
		}
		status, doc := upload("Contract 2026.pdf", []byte("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n"))
		if status != 200 || !strings.HasPrefix(doc["file_path"].(string), f("contracts/%d/", id.loft)) {
			t.Fatalf("PDF upload: %d %v", status, doc)
		}
		v1 := f(`{"terms":"Birds stay at the loft until the final.","file_path":%q,"file_name":"Contract 2026.pdf"}`, doc["file_path"])
		run(t, srv, []scenario{
			{name: "OpenRegistration", method: http.MethodPut, url: f("/api/res/v1/seasons/%d/state", id.season), header: merchant,
				body: `{"state": "in_progress", "registration_open": true}`, wantStatus: 200},
			{name: "NoneYet", url: f("/api/public/seasons/%d/contracts", id.season), wantStatus: 200, want: obj{"data.#": 0}},
			{name: "403Stranger", method: "POST", url: contracts, header: stranger, body: v1, wantStatus: 403},
			{name: "400Empty", method: "POST", url: contracts, header: merchant, body: `{"terms":"  "}`, wantStatus: 400, wantField: "terms"},
			{name: "400ForeignFile", method: "POST", url: contracts, header: merchant, body: `{"terms":"x","file_path":"news/abc.pdf"}`, wantStatus: 400, wantField: "file_path"},
			{name: "400DotDot", method: "POST", url: contracts, header: merchant, body: f(`{"terms":"x","file_path":"contracts/%d/../../news/abc.pdf"}`, id.loft), wantStatus: 400, wantField: "file_path"},
			{name: "400OtherLoftsFile", method: "POST", url: contracts, header: merchant,
				body: f(`{"terms":"x","file_path":%q}`, strings.Replace(doc["file_path"].(string), f("/%d/", id.loft), f("/%d/", id.mileLoft), 1)), wantStatus: 400, wantField: "file_path"},
			{name: "PublishV1", method: "POST", url: contracts, header: merchant, body: v1, wantStatus: 201,
				want: obj{"version": 1, "file_name": "Contract 2026.pdf", "file_url": "/api/public/files/" + doc["file_path"].(string)}},
			{name: "400NotAccepted", method: "POST", url: "/api/custom/v1/user/orders", header: fancier, body: order(""), wantStatus: 400,
				want: obj{"errors.accept_contract.0": "Accept the season's contract (version 1) to register."}},
			{name: "AcceptV1", method: "POST", url: "/api/custom/v1/user/orders", header: fancier, body: order(`, "accept_contract": 1`), wantStatus: 201,
				want: obj{"contract_version": 1, "contract_accepted_at": "2026-03-01T12:00:00Z"}},
			{name: "PublishV2", method: "POST", url: contracts, header: merchant, body: `{"terms":"Birds stay at the loft until the last hot spot."}`, wantStatus: 201,
				want: obj{"version": 2, "file_url": ""}},
			{name: "400StaleVersion", method: "POST", url: "/api/custom/v1/user/orders", header: fancier, body: order(`, "accept_contract": 1`), wantStatus: 400,
				want: obj{"errors.accept_contract.0": "Accept the season's contract (version 2) to register."}},
			{name: "Versions", url: f("/api/public/seasons/%d/contracts", id.season), wantStatus: 200,
				want: obj{"data.#": 2, "data.0.version": 2, "data.1.version": 1, "data.1.terms": "Birds stay at the loft until the final."}},
			{name: "FirstOrderKeepsV1", url: "/api/custom/v1/user/orders", header: fancier, wantStatus: 200, want: obj{"0.contract_version": 1}},
		})

	})
}
