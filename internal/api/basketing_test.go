package api_test

import (
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestBasketingAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		bearer := func(tok string) map[string]string {
			return map[string]string{"Authorization": "Bearer " + tok, "Content-Type": "application/json"}
		}
		merchant, fancier := bearer(w.merchant), bearer(w.fancier)
		f := fmt.Sprintf
		scan, imp, active := f("/api/res/v1/flights/%d/basket/scan", w.next), f("/api/res/v1/flights/%d/basket/import", w.next), f("/api/res/v1/flights/%d/basket/active", w.next)
		list := f("/api/public/flights/%d/basketings", w.next)
		file := func(s string) string { b, _ := json.Marshal(map[string]string{"file": s}); return string(b) }

		run(t, w.srv, []scenario{
			{name: "401Visitor", method: http.MethodPost, url: scan, body: `{"chip_ring": "CHIP0"}`, wantStatus: 401},
			{name: "403Fancier", method: http.MethodPost, url: scan, header: fancier, body: `{"chip_ring": "CHIP0"}`, wantStatus: 403},
			{name: "404Flight", method: http.MethodPost, url: "/api/res/v1/flights/9999/basket/scan", header: merchant, body: `{"chip_ring": "CHIP0"}`, wantStatus: 404},
			{name: "201Scan", method: http.MethodPost, url: scan, header: merchant, body: `{"chip_ring": "chip 0"}`, wantStatus: 201,
				want: obj{"flight_id": w.next, "ring": "NL-2026-0000001", "pigeon_name": "Bird 1"}},
			{name: "409ScanAgain", method: http.MethodPost, url: scan, header: merchant, body: `{"chip_ring": "CHIP0"}`, wantStatus: 409,
				want: obj{"message": "NL-2026-0000001 is in the basket already."}},
			{name: "400ScanUnknown", method: http.MethodPost, url: scan, header: merchant, body: `{"chip_ring": "CHIP9"}`, wantStatus: 400,
				want: obj{"errors.chip_ring.0": core.MsgChipUnknown}},
			{name: "400ScanReleasedFlight", method: http.MethodPost, url: f("/api/res/v1/flights/%d/basket/scan", w.flight), header: merchant,
				body: `{"chip_ring": "CHIP0"}`, wantStatus: 400, want: obj{"errors.flight_id.0": core.MsgBasketClosed}},
			{name: "200ImportDryRun", method: http.MethodPost, url: imp + "?dry_run=true", header: merchant, body: file("chip;ring\nCHIP1;x\nCHIP0;x\nNOPE1;x\nCHIP1;x\n"),
				wantStatus: 200, want: obj{"written": false, "rows.#": 4, "rows.0.outcome": "added", "rows.0.line": 2, "rows.0.ring": "NL-2026-0000002",
					"rows.1.outcome": "already", "rows.2.outcome": "unknown_chip", "rows.3.outcome": "duplicate"}},
			{name: "400ImportWithErrorsWritesNothing", method: http.MethodPost, url: imp, header: merchant, body: file("CHIP1\nNOPE1\n"),
				wantStatus: 400, want: obj{"message": core.MsgImportHasErrors}},
			{name: "200StillOne", url: list, wantStatus: 200, want: obj{"meta.total": 1}},
			{name: "200Import", method: http.MethodPost, url: imp, header: merchant, body: file("CHIP1\n"), wantStatus: 200,
				want: obj{"written": true, "rows.0.outcome": "added"}},
			{name: "200ActiveDryRun", method: http.MethodPost, url: active + "?dry_run=true", header: merchant, wantStatus: 200,
				want: obj{"written": false, "rows.#": 3, "rows.2.outcome": "added", "rows.2.ring": "NL-2026-0000003"}},
			{name: "200Active", method: http.MethodPost, url: active, header: merchant, wantStatus: 200, want: obj{"written": true}},
			{name: "200AllThree", url: list, wantStatus: 200, want: obj{"meta.total": 3}},
			{name: "403RemoveFancier", method: http.MethodDelete, url: f("/api/res/v1/flights/%d/basketings/%d", w.next, 1), header: fancier, wantStatus: 403},
			{name: "204Remove", method: http.MethodDelete, url: f("/api/res/v1/flights/%d/basketings/%d", w.next, 1), header: merchant, wantStatus: 204},
			{name: "404RemoveAgain", method: http.MethodDelete, url: f("/api/res/v1/flights/%d/basketings/%d", w.next, 1), header: merchant, wantStatus: 404,
				want: obj{"message": core.MsgNotInBasket}},
			{name: "200Two", url: list, wantStatus: 200, want: obj{"meta.total": 2}},
			{name: "400EmptyFile", method: http.MethodPost, url: imp, header: merchant, body: file("chip\n"), wantStatus: 400, want: obj{"message": core.MsgBasketFileEmpty}},
		})
	})
}
