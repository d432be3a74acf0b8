package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestPedigreeAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		f := fmt.Sprintf
		fancier, merchant := token(id.fancier), token(id.merchant)
		base := "/api/custom/v1/user/pedigree"
		sire := &core.PedigreePigeon{UserID: id.fancier, Ring: "NL-2020-1234567", Sex: core.Cock}
		must(t, db.CreatePedigreePigeon(context.Background(), sire))
		one := f("%s/pigeons/%d", base, sire.ID)

		race, err := db.FindPigeonByID(context.Background(), id.pigeon)
		must(t, err)
		shared := f("/api/public/pigeons/%d/pedigree", id.pigeon)
		own := &core.PedigreePigeon{UserID: race.Team.UserID, Ring: race.Ring, Sex: core.Hen, Notes: "Bought for 500"}
		must(t, db.CreatePedigreePigeon(context.Background(), own))

		run(t, srv, []scenario{
			{name: "SharedNot404", method: http.MethodGet, url: shared, header: merchant, wantStatus: 404},
		})
		own.Shared = true
		must(t, db.UpdatePedigreePigeon(context.Background(), own))
		run(t, srv, []scenario{
			// The fixture's season is a draft: its staff see the bird, a visitor does not.
			{name: "Shared", method: http.MethodGet, url: shared, header: merchant, wantStatus: 200, want: obj{"pigeon.ring": race.Ring, "pigeon.shared": true}, wantAbsent: []string{"**.notes"}},
			{name: "SharedUnlisted404", method: http.MethodGet, url: shared, wantStatus: 404},
		})

		run(t, srv, []scenario{
			{name: "401", method: http.MethodGet, url: base, wantStatus: 401},
			{name: "NotStarted", method: http.MethodGet, url: base, header: fancier, wantStatus: 200, want: obj{"started": false, "can_edit": true}},
			{name: "400BadZone", method: http.MethodPut, url: base + "/settings", header: fancier, wantStatus: 400, wantField: "time_zone",
				body: `{"generations": 4, "time_zone": "Mars/Olympus"}`},
			{name: "Start", method: http.MethodPut, url: base + "/settings", header: fancier, wantStatus: 200,
				body: `{"generations": 5, "time_zone": "Europe/Amsterdam"}`, want: obj{"started": true, "generations": 5, "days_left": 60}},
			{name: "400Ring", method: http.MethodPost, url: base + "/pigeons", header: fancier, wantStatus: 400, wantField: "ring",
				body: `{"ring": "NL-26-1234567"}`},
			{name: "400UnknownDam", method: http.MethodPost, url: base + "/pigeons", header: fancier, wantStatus: 400, wantField: "dam_id",
				body: `{"ring": "NL-2026-7654321", "dam_id": 999999}`},
			{name: "400CockAsDam", method: http.MethodPost, url: base + "/pigeons", header: fancier, wantStatus: 400, wantField: "dam_id",
				body: f(`{"ring": "NL-2026-7654321", "dam_id": %d}`, sire.ID)},
			{name: "201", method: http.MethodPost, url: base + "/pigeons", header: fancier, wantStatus: 201,
				body: f(`{"ring": "nl 2026 7654321", "name": "Blue Sky", "sire_id": %d}`, sire.ID), want: obj{"ring": "NL-2026-7654321", "sire_id": sire.ID}},
			{name: "404OtherAccount", method: http.MethodGet, url: one, header: merchant, wantStatus: 404},
			{name: "400OtherAccountsSire", method: http.MethodPost, url: base + "/pigeons", header: merchant, wantStatus: 400, wantField: "sire_id",
				body: f(`{"ring": "DE-0123-26-1", "sire_id": %d}`, sire.ID)},
			{name: "Card", method: http.MethodGet, url: one + "?generations=3", header: fancier, wantStatus: 200,
				want: obj{"pigeon.ring": "NL-2020-1234567", "generations": 3, "chart.#": 7, "young.#": 1, "offspring.raced": 0}},
			{name: "400Generations", method: http.MethodGet, url: one + "?generations=2", header: fancier, wantStatus: 400},
			{name: "DryRun", method: http.MethodPost, url: base + "/import", header: fancier, wantStatus: 200,
				body: `{"file": "ring;sex\nNL-2024-1000001;cock\nXX;hen\n", "dry_run": true}`,
				want: obj{"lines": 2, "new": 1, "problems.#": 1, "problems.0.line": 3, "problems.0.field": "ring", "written": false}},
			{name: "400NotCSV", method: http.MethodPost, url: base + "/import", header: fancier, wantStatus: 400, body: `{"file": ""}`},
			{name: "DryRunPigeonPlanner", method: http.MethodPost, url: base + "/import", header: fancier, wantStatus: 200,
				body: `{"file": "band,year,sex,visible,loft\nNL 2024001,2024,1,1,\n", "dry_run": true}`,
				want: obj{"format": "pigeon-planner", "columns.ring": "band", "lines": 1, "new": 1, "problems.#": 0}},
			{name: "Export", method: http.MethodGet, url: base + "/export.csv", header: fancier, wantStatus: 200},
			{name: "ExportPairs", method: http.MethodGet, url: base + "/pairs.csv", header: fancier, wantStatus: 200},
			{name: "ExportFanciers", method: http.MethodGet, url: base + "/fanciers.csv", header: fancier, wantStatus: 200},
			{name: "ExportPairs401", method: http.MethodGet, url: base + "/pairs.csv", wantStatus: 401},
			{name: "PDF", method: http.MethodGet, url: one + "/pedigree.pdf?generations=5", header: fancier, wantStatus: 200},
			{name: "PDFOthers404", method: http.MethodGet, url: one + "/pedigree.pdf", header: merchant, wantStatus: 404},
			{name: "Update", method: http.MethodPut, url: one, header: fancier, wantStatus: 200,
				body: `{"ring": "NL-2020-1234567", "sex": "cock", "name": "Old Blue"}`, want: obj{"name": "Old Blue"}},
			{name: "UpdateOthers404", method: http.MethodPut, url: one, header: merchant, wantStatus: 404,
				body: `{"ring": "NL-2020-1234567", "sex": "cock"}`},
			{name: "DeleteOthers404", method: http.MethodDelete, url: one, header: merchant, wantStatus: 404},
			{name: "Delete", method: http.MethodDelete, url: one, header: fancier, wantStatus: 204},
		})
	})
}
