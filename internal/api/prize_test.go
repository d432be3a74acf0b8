package api_test

import (
	"context"
	"fmt"
	"strconv"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A final's prize money from first table to payout: the pool is half the
// season's paid entry fees, two birds tied first share the first two
// prizes, a bird beyond the prized places wins nothing, each fancier's statement
// adds up their prizes, and the merchant marks a payout paid, once.
func TestPrizeMoney(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newRaceServer(t, db)
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		fay, _ := strconv.ParseInt(w.fancier, 10, 64)
		merchantID, _ := strconv.ParseInt(w.merchant, 10, 64)
		gus := &core.User{Email: "g@example.org", FirstName: "Gus", LastName: "Grey"}
		must(t, svc.Users.CreateUser(ctx, gus))
		// Nora has no stake in the season; Tom only a team in its loft.
		nora := &core.User{Email: "nora@example.org", FirstName: "Nora", LastName: "Nobody"}
		tom := &core.User{Email: "tom@example.org", FirstName: "Tom", LastName: "Teamonly"}
		must(t, svc.Users.CreateUser(ctx, nora))
		must(t, svc.Users.CreateUser(ctx, tom))
		must(t, svc.Fanciers.CreateTeam(ctx, &core.Team{LoftID: w.loft, UserID: tom.ID, Name: "Team Tom", Country: "DE"}))
		team := &core.Team{LoftID: w.loft, UserID: gus.ID, Name: "Team Gus", Country: "BE"}
		must(t, svc.Fanciers.CreateTeam(ctx, team))
		for i := 3; i < 5; i++ {
			p := &core.Pigeon{SeasonID: w.season, TeamID: team.ID, Ring: fmt.Sprintf("BE-2026-%07d", i+1), Sex: core.Cock, ChipRing: fmt.Sprintf("CHIP%d", i)}
			must(t, svc.Pigeons.CreatePigeon(ctx, p, core.StatusActive))
		}
		// two paid entry fees of 100 € and one pending: the fee pool is 200 €
		fee := &core.Product{SeasonID: w.season, Category: core.ProductEntryFee, Name: "Perch", PigeonsActive: 1, Amount: 10000, Currency: core.EUR}
		must(t, svc.Seasons.CreateProduct(ctx, fee))
		for i, st := range []core.OrderStatus{core.OrderPaidManually, core.OrderPaidOnline, core.OrderPending} {
			o := &core.Order{SeasonID: w.season, UserID: gus.ID, TeamID: team.ID, Currency: core.EUR, Total: 10000, Reference: fmt.Sprintf("PRIZE%d", i),
				Positions: []*core.OrderPosition{{ProductID: fee.ID, Category: core.ProductEntryFee, Name: "Perch", Quantity: 1, Amount: 10000, PigeonsActive: 1}},
				Status:    &core.OrderStatusEntry{Status: st}}
			must(t, db.CreateOrder(ctx, o))
		}
		// the hot spot is over; the final is basketed with all five birds and released
		_, err := svc.Flights.ChangeFlightState(ctx, w.flight, core.FlightFinished)
		must(t, err)
		final := &core.Flight{ReleaseLatitude: 48.4, ReleaseLongitude: 9.99, SeasonID: w.season, Name: "Grand Final", Kind: core.FlightFinal, ReleaseTime: w.release, Distance: 500000}
		must(t, svc.Flights.CreateFlight(ctx, final))
		_, err = svc.Flights.ChangeFlightState(ctx, final.ID, core.FlightBasketing)
		must(t, err)
		pigeons, _, err := db.FindPigeons(ctx, core.PigeonFilter{SeasonID: &w.season})
		must(t, err)
		for _, p := range pigeons {
			_, err := svc.Flights.BasketPigeon(ctx, final.ID, p.ID, time.Time{})
			must(t, err)
		}
		_, err = svc.Flights.ChangeFlightState(ctx, final.ID, core.FlightReleased)
		must(t, err)

		dev := map[string]string{"Authorization": "Device " + w.key}
		merchant := map[string]string{"Authorization": "Bearer " + w.merchant}
		fancier := map[string]string{"Authorization": "Bearer " + w.fancier}
		gusAuth := map[string]string{"Authorization": fmt.Sprintf("Bearer %d", gus.ID)}
		h := 4 * time.Hour // 500 km in 4 h: 2,083 m/min, a fast but real final
		table := fmt.Sprintf("/api/res/v1/flights/%d/prize-table", final.ID)
		flight := fmt.Sprintf("/api/public/flights/%d", final.ID)
		payouts := fmt.Sprintf("/api/custom/v1/merchant/seasons/%d/payouts", w.season)
		mine := fmt.Sprintf("/api/custom/v1/user/seasons/%d/payout", w.season)
		run(t, w.srv, []scenario{
			{name: "403Fancier", method: "PUT", url: table, header: fancier, body: `{"pool":{"amount":100},"places":[100]}`, wantStatus: 403},
			{name: "422SharesOver100", method: "PUT", url: table, header: merchant,
				body: `{"pool":{"kind":"fixed","amount":1000},"mode":"shares","places":[6000,5000]}`, wantStatus: 400, wantField: "places"},
			{name: "422AmountsOverThePool", method: "PUT", url: table, header: merchant,
				body: `{"pool":{"amount":1000},"places":[800,400]}`, wantStatus: 400, wantField: "places"},
			// 1 in 2 of five basketed: three prized places
			{name: "PrizeRatio", method: "PUT", url: fmt.Sprintf("/api/res/v1/seasons/%d", w.season), header: merchant,
				body: `{"name":"2026","currency":"EUR","race_rules":{"prize_ratio":2}}`, wantStatus: 200},
			{name: "Table", method: "PUT", url: table, header: merchant,
				body:       `{"pool":{"kind":"entry_fees","basis_points":5000},"mode":"shares","places":[5000,3000,2000]}`,
				wantStatus: 200, want: obj{"prize_table.pool.basis_points": 5000, "prize_table.places.#": 3}},
			{name: "TableInHistory", url: fmt.Sprintf("/api/res/v1/flights/%d/history", final.ID), header: merchant, wantStatus: 200,
				want: obj{"changes.0.field": "prize_table", "changes.0.old_value": ""}},
			{name: "Arrivals", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":1,"reads":%s}`, w.reads(w.rd("CHIP0", "A1", h), w.rd("CHIP3", "A1", h), w.rd("CHIP1", "A1", 2*h))), wantStatus: 200,
				want: obj{"flight_id": final.ID, "arrivals": 3}},
			// while the race is open the prizes are only the table's
			{name: "OpenPrizes", url: flight, wantStatus: 200,
				want: obj{"prizes.places": []any{5000, 3000, 2000}, "prizes.prized_places": 3, "prizes.awarded": false}},
			{name: "NoPrizeYet", url: flight + "/results", wantStatus: 200, want: obj{"data.0.prize": 0}},
			{name: "EmptyStatement", url: mine, header: fancier, wantStatus: 200, want: obj{"total": 0, "lines.#": 0, "status": "unpaid"}},
			{name: "Close", method: "POST", url: fmt.Sprintf("/api/res/v1/flights/%d/statuses", final.ID), header: merchant,
				body: `{"state":"closed"}`, wantStatus: 201},
			{name: "FourthBird", method: "POST", url: "/api/device/v1/arrivals", header: dev,
				body: fmt.Sprintf(`{"seq":2,"reads":%s}`, w.reads(w.rd("CHIP4", "A1", 3*h))), wantStatus: 200},
			// tied first: (50 + 30) / 2 each of the 100 € pool; third 20; fourth, beyond the prizes, none
			{name: "PrizeColumn", url: flight + "/results", wantStatus: 200,
				want: obj{"data.0.rank": 1, "data.0.prize": 4000, "data.1.rank": 1, "data.1.prize": 4000, "data.2.rank": 3, "data.2.prize": 2000,
					"data.3.rank": 4, "data.3.prize": 0}},
			{name: "ResultsCSV", url: flight + "/results.csv", wantStatus: 200, wantText: []string{"prize_eur", "NL-2026-0000002", ",20.00"}},
			{name: "FayStatement", url: mine, header: fancier, wantStatus: 200,
				want: obj{"total": 6000, "owed": 6000, "lines.#": 2, "lines.0.place": 1, "lines.0.amount": 4000, "lines.1.place": 3, "currency": "EUR",
					"fancier": "Fay Fancier"}},
			{name: "StatementCSV", url: mine + ".csv", header: fancier, wantStatus: 200,
				wantText: []string{"Grand Final,final,NL-2026-0000001", ",1,prize,40.00,EUR", "total,60.00,EUR"}},
			{name: "403SummaryToFancier", url: payouts, header: fancier, wantStatus: 403},
			{name: "403OtherStatement", url: fmt.Sprintf("%s/%d", payouts, gus.ID), header: fancier, wantStatus: 403},
			// Staff cannot read the name and e-mail of any account by its id:
			// only of someone with an order, a pigeon or a team there.
			{name: "404NoStake", url: fmt.Sprintf("%s/%d", payouts, nora.ID), header: merchant, wantStatus: 404, want: obj{"message": "Payout statement not found."}, wantAbsent: []string{"fancier", "email"}},
			{name: "404NoStakeCSV", url: fmt.Sprintf("%s/%d/statement.csv", payouts, nora.ID), header: merchant, wantStatus: 404, want: obj{"message": "Payout statement not found."}},
			{name: "404NoSuchUser", url: fmt.Sprintf("%s/%d", payouts, 999999), header: merchant, wantStatus: 404},
			{name: "TeamInTheLoft", url: fmt.Sprintf("%s/%d", payouts, tom.ID), header: merchant, wantStatus: 200, want: obj{"fancier": "Tom Teamonly", "total": 0}},
			{name: "Summary", url: payouts, header: merchant, wantStatus: 200,
				want: obj{"total": 10000, "paid": 0, "races.#": 1, "races.0.final": true, "races.0.awarded": 10000, "races.0.kept": 0,
					"fanciers.#": 2, "fanciers.0.fancier": "Fay Fancier", "fanciers.1.fancier": "Gus Grey", "fanciers.1.total": 4000}},
			{name: "MarkPaid", method: "PUT", url: fmt.Sprintf("%s/%d/status", payouts, gus.ID), header: merchant,
				body: `{"status":"paid","note":"SEPA 2026-11"}`, wantStatus: 200,
				want: obj{"status": "paid", "paid": 4000, "owed": 0, "history.#": 1, "history.0.note": "SEPA 2026-11", "history.0.created_by": float64(merchantID)}},
			{name: "422PaidTwice", method: "PUT", url: fmt.Sprintf("%s/%d/status", payouts, gus.ID), header: merchant,
				body: `{"status":"paid"}`, wantStatus: 400, wantField: "status"},
			{name: "422NothingToPay", method: "PUT", url: fmt.Sprintf("%s/%d/status", payouts, merchantID), header: merchant,
				body: `{"status":"paid"}`, wantStatus: 400, wantField: "status"},
			{name: "403FancierMarks", method: "PUT", url: fmt.Sprintf("%s/%d/status", payouts, fay), header: fancier,
				body: `{"status":"paid"}`, wantStatus: 403},
			{name: "GusSeesPaid", url: mine, header: gusAuth, wantStatus: 200, want: obj{"status": "paid", "paid": 4000, "lines.0.ring": "BE-2026-0000004"}},
			{name: "SummaryPaid", url: payouts, header: merchant, wantStatus: 200, want: obj{"paid": 4000, "owed": 6000}},
			// a new table after payment: Gus is owed the difference
			{name: "NewTable", method: "PUT", url: table, header: merchant,
				body: `{"pool":{"kind":"fixed","amount":30000},"places":[10000,6000,4000]}`, wantStatus: 200},
			{name: "GusOwed", url: mine, header: gusAuth, wantStatus: 200, want: obj{"status": "paid", "total": 8000, "paid": 4000, "owed": 4000}},
			{name: "Unpaid", method: "PUT", url: fmt.Sprintf("%s/%d/status", payouts, gus.ID), header: merchant,
				body: `{"status":"unpaid","note":"bounced"}`, wantStatus: 200, want: obj{"status": "unpaid", "paid": 0, "history.#": 2}},
		})
	})
}
