package api_test

import (
	"context"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestRingSearch: a ring typed any way finds the bird once its season is
// public (a draft season's birds stay hidden, their owner's too); junk is
// refused or finds nothing.
func TestRingSearch(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		search := func(ring string) string { return "/api/public/pigeon-search?ring=" + url.QueryEscape(ring) }
		fancier := token(id.fancier)
		run(t, srv, []scenario{
			{name: "DraftHiddenFromVisitors", url: search("nl20261234567"), wantStatus: 200, want: obj{"#": 0}},
			{name: "DraftHiddenFromOwnerToo", url: search("nl20261234567"), header: fancier, wantStatus: 200, want: obj{"#": 0}},
			{name: "TooShort400", url: search("NL-1"), wantStatus: 400},
			{name: "Empty400", url: search(""), wantStatus: 400},
			{name: "TooLong400", url: search(strings.Repeat("9", 65)), wantStatus: 400},
			{name: "Injection", url: search("' OR 1=1 --"), wantStatus: 200, want: obj{"#": 0}},
			{name: "Wildcards", url: search("NL-2026-%%%%"), wantStatus: 200, want: obj{"#": 0}},
		})
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		_, err := svc.Seasons.ChangeSeasonState(core.SystemContext(context.Background()), id.season, core.SeasonInProgress, true)
		must(t, err)
		run(t, srv, []scenario{
			{name: "Dashes", url: search("NL-2026-1234567"), wantStatus: 200,
				want: obj{"#": 1, "0.pigeon.id": id.pigeon, "0.loft": "Sunrise Valley", "0.season": "2026"}},
			{name: "NoDashes", url: search("nl20261234567"), header: fancier, wantStatus: 200, want: obj{"#": 1}},
			{name: "Spaces", url: search(" nl 2026 1234567 "), wantStatus: 200, want: obj{"#": 1}},
			{name: "OtherRing", url: search("NL-2026-1234568"), wantStatus: 200, want: obj{"#": 0}},
		})
	})
}
