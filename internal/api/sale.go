package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/service"
)

// saleRoutes are the stock sale's operations (issue 30): fanciers buy birds
// of the loft's stock through the season's sale products; the staff choose
// the inventory flight and follow the stock, the orders and their history.
func (s *Server) saleRoutes() []route {
	const merchant = "/api/custom/v1/merchant"
	return []route{
		get("/api/public/seasons/{id}/sale", anyone, s.getSaleOffer).
			doc("get-sale-offer", "What a season's pigeon sale offers", "The sale products, the birds available and their version, "+
				"whether the sale runs today; the signed-in buyer's birds so far."),
		post("/api/custom/v1/user/sale-orders", signedIn, s.placeSaleOrder).created().maxBody(4<<10).
			doc("place-sale-order", "Buy birds from the loft's stock", placeSaleOrderDoc),
		get(merchant+"/seasons/{id}/sale", seasonManagers, s.getSaleDesk).
			doc("get-sale-desk", "A season's stock sale for its staff", "The settings, the training flights, the stock with each bird's "+
				"open order, and the sale orders with their history (newest first)."),
		put(merchant+"/seasons/{id}/sale/settings", seasonManagers, s.saveSaleSettings).maxBody(4<<10).
			doc("save-sale-settings", "Choose the inventory flight and Max sales", "A training flight of the season; Max sales per buyer, "+
				"0 to 2147483646, null: no limit."),
	}
}

const placeSaleOrderDoc = "An order of quantity birds of a sale product while the pigeon sale due date runs, " +
	"confirmed at once with its payment deadline; the birds become the buyer's when it is paid. 409 'Inventory data out of date' " +
	"when the stock changed since version was read; 'Rejected order too many pigeons' beyond the stock or Max sales; " +
	"'No inventory flight for season' before the stock is counted."

// SaleOffer is what a season's pigeon sale offers.
type SaleOffer struct {
	SeasonID    int64     `json:"season_id"`
	Open        bool      `json:"open" doc:"The pigeon sale due date runs today"`
	Closed      string    `json:"closed,omitempty" doc:"Why the sale is not open"`
	Products    []Product `json:"products" doc:"The season's sale products; each unit is one bird"`
	Available   int       `json:"available"`
	Version     int64     `json:"version" doc:"Send it back with the order: a stock that changed since is refused as out of date"`
	NoInventory bool      `json:"no_inventory" doc:"No inventory flight has counted the stock yet"`
	MaxSales    *int      `json:"max_sales" nullable:"true" doc:"The most birds one buyer may buy; null: no limit"`
	Bought      int       `json:"bought" doc:"The signed-in buyer's birds from this sale so far"`
}

func (s *Server) getSaleOffer(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[SaleOffer], error) {
	o, err := s.orders.SaleOffer(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(SaleOffer{SeasonID: o.SeasonID, Open: o.Open, Closed: o.Closed, Products: toAll(o.Products, toProduct),
		Available: o.Available, Version: o.Version, NoInventory: o.NoInventory, MaxSales: o.MaxSales, Bought: o.Bought})
}

// SaleOrderInput buys birds from the stock seen at version.
type SaleOrderInput struct {
	SeasonID  int64 `json:"season_id" minimum:"1"`
	ProductID int64 `json:"product_id" minimum:"1" doc:"A sale product of the season"`
	Quantity  int   `json:"quantity" doc:"Birds to buy, at least 1"`
	Version   int64 `json:"version" doc:"The version of get-sale-offer the buyer saw"`
}

func (s *Server) placeSaleOrder(ctx context.Context, in *struct{ Body SaleOrderInput }) (*bodyOf[Order], error) {
	o, err := s.orders.PlaceSaleOrder(ctx, service.SaleOrderInput{SeasonID: in.Body.SeasonID, ProductID: in.Body.ProductID,
		Quantity: in.Body.Quantity, Version: in.Body.Version})
	if err != nil {
		return nil, err
	}
	return reply(toOrder(o))
}

// SaleSettings are a season's stock sale settings.
type SaleSettings struct {
	InventoryFlightID *int64 `json:"inventory_flight_id" nullable:"true" doc:"A training flight of the season whose arrivals are the birds present"`
	MaxSales          *int   `json:"max_sales" nullable:"true" doc:"The most birds one buyer may buy; null: no limit"`
}

// SaleHold is the open order that holds (unpaid) or sold (paid) a stock bird.
type SaleHold struct {
	OrderID   int64  `json:"order_id"`
	Reference string `json:"reference"`
	Status    string `json:"status"`
	Buyer     string `json:"buyer"`
}

// StockBird is a bird of the loft's stock.
type StockBird struct {
	Pigeon   Pigeon    `json:"pigeon"`
	ChipRing string    `json:"chip_ring" doc:"The bird's chip, for the staff who read it; empty: none yet"`
	Hold     *SaleHold `json:"hold,omitempty" doc:"Left out: available"`
}

// SaleDesk is the staff's view of a season's stock sale.
type SaleDesk struct {
	Settings SaleSettings `json:"settings"`
	Flights  []Flight     `json:"flights" doc:"The season's training flights"`
	Counted  *Flight      `json:"counted,omitempty" doc:"The inventory flight once it has counted the birds (released); left out before"`
	Stock    []StockBird  `json:"stock"`
	Orders   []Order      `json:"orders" doc:"The sale orders, newest first, each with its history and customer"`
}

func toSaleDesk(d *service.SaleDesk) SaleDesk {
	out := SaleDesk{Settings: SaleSettings{InventoryFlightID: d.Settings.InventoryFlightID, MaxSales: d.Settings.MaxSales},
		Flights: toAll(d.Flights, toFlight), Stock: make([]StockBird, len(d.Stock)), Orders: toAll(d.Orders, toDeskOrder)}
	if d.Counted != nil {
		f := toFlight(d.Counted)
		out.Counted = &f
	}
	for i, b := range d.Stock {
		out.Stock[i] = StockBird{Pigeon: toPigeon(b.Pigeon), ChipRing: b.Pigeon.ChipRing}
		if h := b.Hold; h != nil {
			out.Stock[i].Hold = &SaleHold{OrderID: h.OrderID, Reference: h.Reference, Status: string(h.Status), Buyer: h.Buyer}
		}
	}
	return out
}

func (s *Server) getSaleDesk(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[SaleDesk], error) {
	d, err := s.orders.SaleDesk(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toSaleDesk(d))
}

func (s *Server) saveSaleSettings(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body SaleSettings
}) (*bodyOf[SaleSettings], error) {
	st, err := s.orders.SaveSaleSettings(ctx, in.ID, service.SaleSettingsInput{InventoryFlightID: in.Body.InventoryFlightID, MaxSales: in.Body.MaxSales})
	if err != nil {
		return nil, err
	}
	return reply(SaleSettings{InventoryFlightID: st.InventoryFlightID, MaxSales: st.MaxSales})
}
