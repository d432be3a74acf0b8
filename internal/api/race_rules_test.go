package api_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A season's written rules are public, and a race closes by them: with
// half of the basket home the race closes as of that bird, and a bird home
// later is kept without a place.
func TestRaceRulesCloseARace(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		dev := map[string]string{"Authorization": "Device " + w.key}
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		fancier := map[string]string{"Authorization": "Bearer " + w.fancier}
		h := time.Hour
		rules := `{"aces":[{"scheme":"coefficient","races":"hot_spots","tie_break":"final"}],"coefficient_cap":5000,"prize_ratio":4,
			"closing":{"home_percent":50,"day":5,"time":"19:00"},"darkness":{"from":"21:00","to":"05:00"},
			"lost_credits":[{"before_hot_spot":3,"percent":100}],"unfilled_prizes":"kept"}`
		season := fmt.Sprintf("/api/res/v1/seasons/%d", w.season)
		flight := fmt.Sprintf("/api/public/flights/%d", w.flight)
		closedAt := w.release.Add(2 * h).UTC().Format(time.RFC3339)
		run(t, w.srv, []scenario{
			{name: "422BadClosingTime", method: "PUT", url: season, header: merchant,
				body:       `{"name":"2026","currency":"EUR","race_rules":{"closing":{"day":2,"time":"7pm"}}}`,
				wantStatus: 400, wantField: "race_rules.closing.time"},
			{name: "422LostCreditsOutOfOrder", method: "PUT", url: season, header: merchant,
				body:       `{"name":"2026","currency":"EUR","race_rules":{"lost_credits":[{"before_hot_spot":3,"percent":100},{"before_hot_spot":2,"percent":50}]}}`,
				wantStatus: 400, wantField: "race_rules.lost_credits[1].before_hot_spot"},
			{name: "403Fancier", method: "PUT", url: season, header: fancier,
				body: `{"name":"2026","currency":"EUR","race_rules":{}}`, wantStatus: 403},
			{name: "PublicBeforeRulesWritten", url: fmt.Sprintf("/api/public/seasons/%d", w.season), header: merchant, wantStatus: 200, wantAbsent: []string{"race_rules"}},
			{name: "MerchantWritesRules", method: "PUT", url: season, header: merchant,
				body: `{"name":"2026","currency":"EUR","race_rules":` + rules + `}`, wantStatus: 200,
				want: obj{"race_rules.closing.home_percent": 50, "race_rules.coefficient_factor": 1000, "race_rules.aces.0.tie_break": "final"}},
			// an edit that leaves the rules out keeps them
			{name: "EditWithoutRulesKeepsThem", method: "PUT", url: season, header: merchant,
				body: `{"name":"2026 season","currency":"EUR"}`, wantStatus: 200, want: obj{"race_rules.prize_ratio": 4}},
			{name: "PublicRules", url: fmt.Sprintf("/api/public/seasons/%d/details", w.season), header: merchant, wantStatus: 200,
				want: obj{"race_rules.darkness.from": "21:00", "race_rules.unfilled_prizes": "kept", "race_rules.lost_credits.0.percent": 100}},
			{name: "FirstBird", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", h))), wantStatus: 200, want: obj{"arrivals": 1}},
			{name: "StillOpen", url: flight, wantStatus: 200, want: obj{"state": "released", "closed_at": nil}},
			// the second of three birds is half the basket home: the race closes as of its arrival
			{name: "SecondBirdClosesTheRace", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":2,"reads":%s}`, w.reads(w.rd("CHIP1", "A1", 2*h))), wantStatus: 200, want: obj{"arrivals": 1}},
			{name: "Closed", url: flight, wantStatus: 200, want: obj{"state": "closed", "closed_at": closedAt}},
			// a closed race still takes reads: the bird is kept, not ranked
			{name: "LateBirdKept", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":3,"reads":%s}`, w.reads(w.rd("CHIP2", "A1", 3*h))), wantStatus: 200, want: obj{"arrivals": 1}},
			{name: "LateBirdUnranked", url: flight + "/results", wantStatus: 200,
				want: obj{"data.#": 3, "data.0.rank": 1, "data.1.rank": 2, "data.2.rank": 0, "data.2.ring": "NL-2026-0000003"}},
			{name: "HistoryHasTheClosing", url: fmt.Sprintf("/api/res/v1/flights/%d/history", w.flight), header: merchant, wantStatus: 200,
				want: obj{"statuses.0.state": "closed", "statuses.0.created_by": nil}},
			// reopened by hand, every bird ranks again
			{name: "ReopenByHand", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.flight), header: merchant,
				body: `{"state":"released"}`, wantStatus: 201, want: obj{"state": "released", "closed_at": nil}},
			{name: "ReopenedRanksAll", url: flight + "/results", wantStatus: 200, want: obj{"data.2.rank": 3}},
			{name: "CloseByHand", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", w.flight), header: merchant,
				body: `{"state":"closed"}`, wantStatus: 201, want: obj{"state": "closed", "closed_at": now.UTC().Format(time.RFC3339)}},
		})
	})
}

// The coefficient ace follows the season's rules: the cap on basketed birds
// and the races its rule counts.
func TestAcesFollowTheSeasonRules(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		dev := map[string]string{"Authorization": "Device " + w.key}
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		aces := fmt.Sprintf("/api/public/seasons/%d/aces?scheme=coefficient", w.season)
		run(t, w.srv, []scenario{
			{name: "Arrivals", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", time.Hour), w.rd("CHIP1", "A1", 2*time.Hour))), wantStatus: 200},
			// 1 × 1000 / 3 basketed
			{name: "Default", url: aces, wantStatus: 200, want: obj{"data.0.score": "333.333", "flights.#": 1}},
			// cap 2: 1 × 1000 / 2
			{name: "Cap", method: "PUT", url: fmt.Sprintf("/api/res/v1/seasons/%d", w.season), header: merchant,
				body: `{"name":"2026","currency":"EUR","race_rules":{"coefficient_cap":2}}`, wantStatus: 200},
			{name: "Capped", url: aces, wantStatus: 200, want: obj{"data.0.score": "500.000"}},
			// the rule counts the final only, which has not flown
			{name: "FinalOnly", method: "PUT", url: fmt.Sprintf("/api/res/v1/seasons/%d", w.season), header: merchant,
				body: `{"name":"2026","currency":"EUR","race_rules":{"aces":[{"scheme":"coefficient","races":"final"}]}}`, wantStatus: 200},
			{name: "NoRaceCounts", url: aces, wantStatus: 200, want: obj{"data.#": 0, "flights.#": 0}},
		})
	})
}

// Rules written after birds are home apply to the results at once: the
// hours of darkness come off the flight times already ranked.
func TestNewRulesReachCachedResults(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		dev := map[string]string{"Authorization": "Device " + w.key}
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		results := fmt.Sprintf("/api/public/flights/%d/results", w.flight)
		// the loft is in UTC; 25 hours from the release cross one night
		run(t, w.srv, []scenario{
			{name: "Home", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", 25*time.Hour))), wantStatus: 200},
			{name: "Before", url: results, wantStatus: 200, want: obj{"data.0.flight_ms": 25 * 3_600_000}},
			{name: "Darkness", method: "PUT", url: fmt.Sprintf("/api/res/v1/seasons/%d", w.season), header: merchant,
				body: `{"name":"2026","currency":"EUR","race_rules":{"darkness":{"from":"22:00","to":"04:00"}}}`, wantStatus: 200},
			{name: "After", url: results, wantStatus: 200, want: obj{"data.0.flight_ms": 19 * 3_600_000}},
		})
	})
}
