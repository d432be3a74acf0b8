package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestIntakeAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		f := fmt.Sprintf
		merchant, fancier, stranger := token(id.merchant), token(id.fancier), token(id.stranger)
		visitor := map[string]string{"Content-Type": "application/json"}
		second := &core.Pigeon{SeasonID: id.season, TeamID: id.team, Ring: "NL-2026-7654321", Sex: core.Hen}
		must(t, db.CreatePigeon(context.Background(), second))
		chips, imp, stock := f("/api/res/v1/seasons/%d/chips", id.season), f("/api/res/v1/seasons/%d/chips/import", id.season), f("/api/res/v1/seasons/%d/stock", id.season)
		statuses := f("/api/res/v1/seasons/%d/pigeon-statuses", id.season)
		file := func(s string) string { b, _ := json.Marshal(map[string]string{"file": s}); return string(b) }

		run(t, srv, []scenario{
			{name: "401Visitor", method: http.MethodPost, url: chips, header: visitor, body: `{"ring": "NL-2026-1234567", "chip_ring": "0A1B2C3D"}`, wantStatus: 401},
			{name: "403Fancier", method: http.MethodPost, url: chips, header: fancier, body: `{"ring": "NL-2026-1234567", "chip_ring": "0A1B2C3D"}`, wantStatus: 403},
			{name: "403Stranger", method: http.MethodPost, url: chips, header: stranger, body: `{"ring": "NL-2026-1234567", "chip_ring": "0A1B2C3D"}`, wantStatus: 403},
			{name: "404Season", method: http.MethodPost, url: "/api/res/v1/seasons/9999/chips", header: merchant, body: `{"ring": "NL-2026-1234567", "chip_ring": "0A1B2C3D"}`, wantStatus: 404},
			{name: "400ChipMalformed", method: http.MethodPost, url: chips, header: merchant, body: `{"ring": "NL-2026-1234567", "chip_ring": "0A?"}`,
				wantStatus: 400, want: obj{"errors.chip_ring.0": core.MsgChipInvalid}},
			{name: "400RingUnknown", method: http.MethodPost, url: chips, header: merchant, body: `{"ring": "NL-2026-0000001", "chip_ring": "0A1B2C3D"}`,
				wantStatus: 400, want: obj{"errors.ring.0": core.MsgRingUnknown}},
			{name: "200Assigned", method: http.MethodPost, url: chips, header: merchant, body: `{"ring": "nl 2026 1234567", "chip_ring": "0a1b-2c3d"}`,
				wantStatus: 200, want: obj{"id": id.pigeon, "ring": "NL-2026-1234567"}},
			{name: "400ChipUsed", method: http.MethodPost, url: chips, header: merchant, body: `{"ring": "NL-2026-7654321", "chip_ring": "0A1B2C3D"}`,
				wantStatus: 400, want: obj{"errors.chip_ring.0": core.MsgChipUsed}},
			{name: "200DryRun", method: http.MethodPost, url: imp + "?dry_run=true", header: merchant,
				body: file("ring,chip\nNL-2026-7654321,0A1B2C3D\nNL-2026-0000001,11112222\nNL-2026-1234567,0A1B2C3D\n"), wantStatus: 200,
				want: obj{"written": false, "rows.#": 3, "rows.0.outcome": "chip_used", "rows.1.outcome": "unknown_ring", "rows.2.outcome": "duplicate"}},
			{name: "400ImportWithErrorsWritesNothing", method: http.MethodPost, url: imp, header: merchant,
				body: file("NL-2026-7654321,99998888\nNL-2026-0000001,11112222\n"), wantStatus: 400, want: obj{"message": core.MsgImportHasErrors}},
			{name: "200StockBefore", url: stock, header: merchant, wantStatus: 200, want: obj{"registered": 2, "chipped": 1}},
			{name: "200Import", method: http.MethodPost, url: imp, header: merchant, body: file("NL-2026-7654321;99998888\n"), wantStatus: 200,
				want: obj{"written": true, "rows.0.outcome": "matched", "rows.0.pigeon_id": second.ID}},
			{name: "200StockAfter", url: stock, header: merchant, wantStatus: 200, want: obj{"registered": 2, "chipped": 2, "arrived": 2}},
			{name: "403StockFancier", url: stock, header: fancier, wantStatus: 403},
			{name: "204Statuses", method: http.MethodPost, url: statuses, header: merchant,
				body: f(`{"pigeon_ids": [%d, %d], "pigeon_status_type_id": 6, "note": "Wing checked"}`, id.pigeon, second.ID), wantStatus: 204},
			{name: "400StatusesSameAgainNamesTheRing", method: http.MethodPost, url: statuses, header: merchant,
				body: f(`{"pigeon_ids": [%d], "pigeon_status_type_id": 6}`, second.ID), wantStatus: 400,
				want: obj{"errors.pigeon_status_type_id.0": "NL-2026-7654321: " + core.MsgSameStatus}},
			{name: "400StatusesNone", method: http.MethodPost, url: statuses, header: merchant, body: `{"pigeon_ids": [], "pigeon_status_type_id": 1}`, wantStatus: 400},
			{name: "404StatusesOtherSeasonPigeon", method: http.MethodPost, url: f("/api/res/v1/seasons/%d/pigeon-statuses", id.season), header: merchant,
				body: `{"pigeon_ids": [99999], "pigeon_status_type_id": 1}`, wantStatus: 404},
			{name: "403StatusesFancier", method: http.MethodPost, url: statuses, header: fancier, body: f(`{"pigeon_ids": [%d], "pigeon_status_type_id": 1}`, id.pigeon), wantStatus: 403},
			{name: "200StockInjured", url: stock, header: merchant, wantStatus: 200, want: obj{"injured": 2}},
			{name: "400EmptyFile", method: http.MethodPost, url: imp, header: merchant, body: file("ring,chip\n"), wantStatus: 400, want: obj{"message": core.MsgImportEmpty}},
		})
		if p, _ := db.FindPigeonByID(context.Background(), second.ID); p.ChipRing != "99998888" {
			t.Fatalf("chip after the import: %q", p.ChipRing)
		}
	})
}
