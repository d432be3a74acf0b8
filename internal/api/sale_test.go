package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// TestSaleAPI: the merchant counts the stock with a training flight; a
// fancier reads the offer and buys a bird with its version; a stale
// version, a visitor and a fancier at the staff's desk are refused.
func TestSaleAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		_, err := svc.Seasons.ChangeSeasonState(ctx, id.season, core.SeasonInProgress, true)
		must(t, err)
		stock := &core.Team{LoftID: id.loft, UserID: id.merchant, Name: "Sunrise stock", Country: "DE"}
		must(t, svc.Fanciers.CreateTeam(ctx, stock))
		release := now.Add(-3 * time.Hour)
		fl := &core.Flight{SeasonID: id.season, Name: "Training 2", Kind: core.FlightTraining, ReleaseTime: release, Distance: 30000,
			ReleaseLatitude: 48.4, ReleaseLongitude: 11.9}
		must(t, svc.Flights.CreateFlight(ctx, fl))
		var reads []core.ChipRead
		for i := range 2 {
			p := &core.Pigeon{SeasonID: id.season, TeamID: stock.ID, Ring: fmt.Sprintf("DE-0123-26-%05d", i+1), ChipRing: fmt.Sprintf("S%d", i)}
			must(t, svc.Pigeons.CreatePigeon(ctx, p, core.StatusUnassigned))
			must(t, svc.Pigeons.AddPigeonHistory(ctx, p, core.StatusForSale))
			must(t, db.CreateBasketing(ctx, &core.Basketing{FlightID: fl.ID, PigeonID: p.ID}))
			reads = append(reads, core.ChipRead{ChipID: p.ChipRing, AntennaID: "A1", ReadMs: release.Add(time.Hour + time.Duration(i)*time.Minute).UnixMilli()})
		}
		_, err = svc.Flights.ChangeFlightState(ctx, fl.ID, core.FlightReleased)
		must(t, err)
		key, err := svc.Devices.CreateDevice(ctx, &core.Device{LoftID: id.loft, Kind: core.DeviceClock, Name: "Clock"})
		must(t, err)
		_, err = svc.Devices.IngestArrivals(ctx, key, service.BatchInput{Seq: 1, FlightID: fl.ID, Reads: reads})
		must(t, err)
		sale := &core.Product{SeasonID: id.season, Category: core.ProductSale, Name: "Youngster", PigeonsActive: 1, Amount: 25000}
		must(t, svc.Seasons.CreateProduct(ctx, sale))
		_, err = svc.Seasons.SaveDueDate(ctx, &core.DueDate{SeasonID: id.season, Category: core.DuePigeonSale, Name: "Sale",
			StartsAt: core.NewDate(now), EndsAt: core.NewDate(now).AddDays(3)})
		must(t, err)

		f := fmt.Sprintf
		fancier, merchant := token(id.fancier), token(id.merchant)
		settings, offer, desk := f("/api/custom/v1/merchant/seasons/%d/sale/settings", id.season), f("/api/public/seasons/%d/sale", id.season),
			f("/api/custom/v1/merchant/seasons/%d/sale", id.season)
		run(t, srv, []scenario{
			{name: "NoInventory", url: offer, wantStatus: 200, want: obj{"no_inventory": true, "available": 0, "open": true, "products.#": 1}},
			{name: "SettingsVisitor401", method: http.MethodPut, url: settings, body: f(`{"inventory_flight_id": %d, "max_sales": 1}`, fl.ID), wantStatus: 401},
			{name: "SettingsFancier403", method: http.MethodPut, url: settings, header: fancier, body: f(`{"inventory_flight_id": %d, "max_sales": 1}`, fl.ID), wantStatus: 403},
			{name: "SettingsNotANumber400", method: http.MethodPut, url: settings, header: merchant, body: `{"inventory_flight_id": null, "max_sales": "many"}`, wantStatus: 400},
			{name: "SettingsNegative400", method: http.MethodPut, url: settings, header: merchant, body: `{"inventory_flight_id": null, "max_sales": -1}`, wantStatus: 400},
			{name: "Settings", method: http.MethodPut, url: settings, header: merchant, body: f(`{"inventory_flight_id": %d, "max_sales": 1}`, fl.ID),
				wantStatus: 200, want: obj{"max_sales": 1}},
			{name: "Offer", url: offer, header: fancier, wantStatus: 200, want: obj{"no_inventory": false, "available": 2, "bought": 0, "max_sales": 1}},
			{name: "DeskFancier403", url: desk, header: fancier, wantStatus: 403},
			{name: "BuyVisitor401", method: http.MethodPost, url: "/api/custom/v1/user/sale-orders", body: f(`{"season_id": %d, "product_id": %d, "quantity": 1, "version": 1}`, id.season, sale.ID), wantStatus: 401},
			{name: "BuyStale409", method: http.MethodPost, url: "/api/custom/v1/user/sale-orders", header: fancier,
				body: f(`{"season_id": %d, "product_id": %d, "quantity": 1, "version": 1}`, id.season, sale.ID), wantStatus: 409},
		})
		o, err := svc.Orders.SaleOffer(core.WithActor(context.Background(), core.Actor{}), id.season)
		must(t, err)
		buy := f(`{"season_id": %d, "product_id": %d, "quantity": %%d, "version": %d}`, id.season, sale.ID, o.Version)
		run(t, srv, []scenario{
			{name: "BuyTooMany400", method: http.MethodPost, url: "/api/custom/v1/user/sale-orders", header: fancier, body: f(buy, 2), wantStatus: 400},
			{name: "Buy", method: http.MethodPost, url: "/api/custom/v1/user/sale-orders", header: fancier, body: f(buy, 1), wantStatus: 201,
				want: obj{"total": 25000, "latest_order_status.order_status_type": "confirmed", "order_positions.#": 1}},
			{name: "OfferAfter", url: offer, header: fancier, wantStatus: 200, want: obj{"available": 1, "bought": 1}},
			{name: "Desk", url: desk, header: merchant, wantStatus: 200,
				want: obj{"stock.#": 2, "stock.0.hold.buyer": "Anna Berg", "stock.0.chip_ring": "S0", "orders.#": 1, "orders.0.history.#": 2,
					"orders.0.customer.name": "Anna Berg", "counted.id": fl.ID}, wantAbsent: []string{"stock.1.hold"}},
		})
	})
}
