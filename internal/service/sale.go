package service

import (
	"context"
	"fmt"

	"github.com/oneloft/oneloft/internal/core"
)

// SaleOffer is what a season's stock sale offers, as a buyer's page shows
// it: the sale products, the birds available and the version of that count,
// which the order sends back (core.CheckSaleOrder).
type SaleOffer struct {
	SeasonID  int64
	Open      bool   // the pigeon sale due date runs today
	Closed    string // why it is not open (the window's message); "" when open
	Products  []*core.Product
	Available int
	Version   int64
	// NoInventory: the season has no counted inventory flight yet, so
	// nothing can be sold (core.MsgNoInventoryFlight).
	NoInventory bool
	MaxSales    *int // per buyer
	Bought      int  // the signed-in buyer's birds from the sale so far
}

// SaleOrderInput orders Quantity birds of a sale product from the stock
// seen at Version.
type SaleOrderInput struct {
	SeasonID  int64
	ProductID int64
	Quantity  int
	Version   int64
}

// stock reads the season's stock sale as it stands: the settings, the
// inventory flight (nil when none is counted) and the stock's birds.
func (o *Orders) stock(ctx context.Context, seasonID int64) (*core.SaleSettings, *core.Flight, []*core.StockBird, error) {
	settings, err := o.store.FindSaleSettings(ctx, seasonID)
	if err != nil || settings.InventoryFlightID == nil {
		return settings, nil, nil, err
	}
	flight, err := o.store.FindFlightByID(ctx, *settings.InventoryFlightID)
	if err != nil || !flight.Counted() {
		return settings, nil, nil, err
	}
	birds, err := o.store.FindStockBirds(ctx, seasonID, flight.ID)
	return settings, flight, birds, err
}

// available are the stock's birds no open order holds, by ring.
func available(birds []*core.StockBird) []*core.Pigeon {
	var out []*core.Pigeon
	for _, b := range birds {
		if b.Hold == nil {
			out = append(out, b.Pigeon)
		}
	}
	return out
}

func ids(ps []*core.Pigeon) []int64 {
	out := make([]int64, len(ps))
	for i, p := range ps {
		out[i] = p.ID
	}
	return out
}

// saleStock is the stock as core.CheckSaleOrder judges an order of userID
// (0: nobody's count), with its available birds by ring.
func (o *Orders) saleStock(ctx context.Context, seasonID, userID int64) (core.SaleStock, []*core.Pigeon, error) {
	settings, flight, birds, err := o.stock(ctx, seasonID)
	if err != nil || flight == nil {
		return core.SaleStock{MaxSales: settingsMax(settings)}, nil, err
	}
	free := available(birds)
	st := core.SaleStock{Available: len(free), MaxSales: settings.MaxSales, Version: core.StockVersion(flight, ids(free)), InventoryFlight: true}
	if userID != 0 {
		st.Sold, err = o.store.CountSaleBirds(ctx, seasonID, userID)
	}
	return st, free, err
}

func settingsMax(s *core.SaleSettings) *int {
	if s == nil {
		return nil
	}
	return s.MaxSales
}

// SaleOffer returns the season's stock sale to anyone who may see the
// season; the signed-in buyer's count with it.
func (o *Orders) SaleOffer(ctx context.Context, seasonID int64) (*SaleOffer, error) {
	season, err := o.store.FindSeasonByID(ctx, seasonID)
	if err != nil || (season.State == core.SeasonDraft && !seasonInsider(ctx, season)) {
		return nil, core.Errorf(core.ENOTFOUND, "Season not found.")
	}
	offer := &SaleOffer{SeasonID: seasonID}
	var userID int64
	if u := core.ActorFrom(ctx).User; u != nil {
		userID = u.ID
	}
	st, _, err := o.saleStock(ctx, seasonID, userID)
	if err != nil {
		return nil, err
	}
	offer.Available, offer.Version, offer.NoInventory, offer.MaxSales, offer.Bought = st.Available, st.Version, !st.InventoryFlight, st.MaxSales, st.Sold
	if err := o.productWindow(ctx, season, core.ProductSale); err != nil {
		offer.Closed = core.ErrorMessage(err)
	} else {
		offer.Open = true
	}
	all, err := o.store.FindProducts(ctx, core.ProductFilter{SeasonID: &seasonID})
	for _, p := range all {
		if p.Category == core.ProductSale {
			offer.Products = append(offer.Products, p)
		}
	}
	return offer, err
}

// productWindow refuses a product of category c today, in the loft's time
// zone, outside the season's due date that opens it (an activation, the
// pigeon sale); other categories pass.
func (o *Orders) productWindow(ctx context.Context, season *core.Season, c core.ProductCategory) error {
	dues, err := o.store.FindDueDates(ctx, season.ID)
	if err != nil {
		return err
	}
	loft, err := o.store.FindLoftByID(ctx, season.LoftID)
	if err != nil {
		return err
	}
	return core.CheckActivationWindow(c, dues, loft.Today(o.now()))
}

// PlaceSaleOrder sells the signed-in fancier Quantity birds of the stock
// through a sale product, while the pigeon sale runs. The season's lock
// makes buyers serial (a row lock on PostgreSQL, SQLite's writer lock), so
// the stock is read and taken by one order at a time: a stock that moved
// since the buyer's page read it is refused as out of date, more birds than
// are left or than "Max sales" allows as too many. The birds, the first
// available by ring, are held by the order's positions (one per bird) and
// become the buyer's when it is paid; an order cancelled or expired unpaid
// puts them back. The order is owed at once, as an activation is.
func (o *Orders) PlaceSaleOrder(ctx context.Context, in SaleOrderInput) (*core.Order, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	order := &core.Order{SeasonID: in.SeasonID, UserID: u.ID, Reference: newReference(in.SeasonID)}
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		if err := o.store.LockSeason(ctx, in.SeasonID); err != nil {
			return err
		}
		season, err := o.store.FindSeasonByID(ctx, in.SeasonID)
		if err != nil || season.State == core.SeasonDraft {
			return core.Errorf(core.ENOTFOUND, "Season not found.")
		}
		product, err := o.store.FindProductByID(ctx, in.ProductID)
		if err != nil || product.SeasonID != season.ID || product.Category != core.ProductSale {
			return core.Invalid("product_id", "The selected product is not on sale in this season.")
		}
		if err := o.productWindow(ctx, season, core.ProductSale); err != nil {
			return err
		}
		if product.MaxQuantity != nil && in.Quantity > *product.MaxQuantity {
			return core.Invalid("quantity", fmt.Sprintf("You can order at most %d of %s.", *product.MaxQuantity, product.Name))
		}
		st, free, err := o.saleStock(ctx, season.ID, u.ID)
		if err != nil {
			return err
		}
		if err := core.CheckSaleOrder(st, in.Quantity, in.Version); err != nil {
			return err
		}
		team, err := o.buyerTeam(ctx, season.LoftID, u.ID, "pigeon sale of season "+season.Name)
		if err != nil {
			return err
		}
		order.TeamID = team.ID
		order.Currency = season.Currency
		for _, p := range free[:in.Quantity] {
			pid := p.ID
			order.Positions = append(order.Positions, &core.OrderPosition{ProductID: product.ID, Category: core.ProductSale,
				Name: product.Name + " " + p.Ring, Quantity: 1, Amount: product.Amount, PigeonID: &pid})
			order.Total += product.Amount
		}
		return o.confirmAtOnce(ctx, order, u)
	})
	if err != nil {
		return nil, err
	}
	o.notify(ctx, order, u)
	o.withDeadline(ctx, order)
	o.tellStaffPlaced(ctx, order)
	return order, o.withNext(ctx, order)
}

// confirmAtOnce stores an order the server priced and checked whole, pending
// then confirmed: nothing is left for the loft to confirm, so it is owed at
// once, with its payment deadline.
func (o *Orders) confirmAtOnce(ctx context.Context, order *core.Order, u *core.User) error {
	customer, err := o.store.FindUserByID(ctx, u.ID)
	if err != nil {
		return err
	}
	order.City, order.Street, order.Zipcode = orDefault(customer.City, "–"), orDefault(customer.Street, "–"), orDefault(customer.Zipcode, "–")
	order.Status = &core.OrderStatusEntry{Status: core.OrderPending, CreatedBy: &u.ID, CreatedAt: o.now()}
	if err := o.store.CreateOrder(ctx, order); err != nil {
		return err
	}
	pending := order.Status
	order.Status = &core.OrderStatusEntry{OrderID: order.ID, Status: core.OrderConfirmed, CreatedAt: o.now()}
	if err := o.store.CreateOrderStatus(ctx, order.Status); err != nil {
		return err
	}
	order.History = []*core.OrderStatusEntry{order.Status, pending}
	return nil
}

// applySold gives the birds of a paid sale order to the buyer's team: each
// is recorded "assigned" (with the order's reference) and then takes its
// place as the product says, active unless the product sells reserves
// only. A bird already the team's (a repeated payment) is left alone.
func (o *Orders) applySold(ctx context.Context, order *core.Order) error {
	if err := o.store.LockPigeons(ctx, positionPigeons(order)); err != nil {
		return err
	}
	for _, pos := range order.Positions {
		if pos.PigeonID == nil || pos.Category != core.ProductSale {
			continue
		}
		p, err := o.store.FindPigeonByID(ctx, *pos.PigeonID)
		if err != nil {
			return err
		}
		if p.TeamID == order.TeamID {
			continue
		}
		from := p.TeamID
		if err := o.store.MovePigeon(ctx, p.ID, order.TeamID); err != nil {
			return err
		}
		place := core.StatusActive
		if product, err := o.store.FindProductByID(ctx, pos.ProductID); err == nil && product.PigeonsActive == 0 && product.PigeonsReserve > 0 {
			place = core.StatusReserve
		}
		for _, t := range []core.PigeonStatusType{core.StatusAssigned, place} {
			if err := o.pigeons.addStatus(ctx, p, t, order.Reference); err != nil {
				return err
			}
		}
		if err := o.audit(ctx, "pigeon", p.ID, "sold", map[string]any{
			"subject": p.Ring, "order": order.Reference, "from_team": from, "to_team": order.TeamID}); err != nil {
			return err
		}
	}
	return nil
}

// SaleDesk is the staff's view of a season's stock sale: the settings, the
// training flights that can count the stock, the stock with each bird's
// hold, and the sale orders with their history.
type SaleDesk struct {
	Settings *core.SaleSettings
	Flights  []*core.Flight // the season's training flights
	// Counted is the inventory flight when it has counted the birds.
	Counted *core.Flight
	Stock   []*core.StockBird
	// Orders are newest first, each with its history, buyer and team.
	Orders []HeldOrder
}

// maxSaleOrders bounds the desk's order list; a loft sells from one stock.
const maxSaleOrders = 500

// SaleDesk returns the season's stock sale to those who run the season.
func (o *Orders) SaleDesk(ctx context.Context, seasonID int64) (*SaleDesk, error) {
	season, err := o.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireSeasonManager(ctx, season.LoftID); err != nil {
		return nil, err
	}
	d := &SaleDesk{}
	if d.Settings, d.Counted, d.Stock, err = o.stock(ctx, seasonID); err != nil {
		return nil, err
	}
	flights, _, err := o.store.FindFlights(ctx, core.FlightFilter{SeasonID: &seasonID})
	if err != nil {
		return nil, err
	}
	for _, f := range flights {
		if f.Kind == core.FlightTraining {
			d.Flights = append(d.Flights, f)
		}
	}
	sale := core.ProductSale
	orders, _, err := o.store.FindOrders(ctx, core.OrderFilter{SeasonID: &seasonID, Category: &sale, Limit: maxSaleOrders, WithHistory: true})
	if err != nil {
		return nil, err
	}
	users, teams := map[int64]*core.User{}, map[int64]*core.Team{}
	for _, order := range orders {
		h := HeldOrder{Order: order}
		if h.Customer, err = cached(ctx, users, order.UserID, o.store.FindUserByID); err != nil {
			return nil, err
		}
		if h.Team, err = cached(ctx, teams, order.TeamID, o.store.FindTeamByID); err != nil {
			return nil, err
		}
		d.Orders = append(d.Orders, h)
	}
	return d, nil
}

// SaleSettingsInput are the settings staff save.
type SaleSettingsInput struct {
	InventoryFlightID *int64
	MaxSales          *int
}

// SaveSaleSettings sets the season's inventory flight and "Max sales", in
// the season's audit log. A new inventory flight counts the stock afresh:
// the open orders keep the birds they hold.
func (o *Orders) SaveSaleSettings(ctx context.Context, seasonID int64, in SaleSettingsInput) (*core.SaleSettings, error) {
	s := &core.SaleSettings{SeasonID: seasonID, InventoryFlightID: in.InventoryFlightID, MaxSales: in.MaxSales}
	if err := s.Validate(); err != nil {
		return nil, err
	}
	err := o.store.InTx(ctx, func(ctx context.Context) error {
		if err := o.store.LockSeason(ctx, seasonID); err != nil {
			return err
		}
		season, err := o.store.FindSeasonByID(ctx, seasonID)
		if err != nil {
			return err
		}
		if err := requireSeasonManager(ctx, season.LoftID); err != nil {
			return err
		}
		if in.InventoryFlightID != nil {
			f, err := o.store.FindFlightByID(ctx, *in.InventoryFlightID)
			if core.ErrorCode(err) == core.ENOTFOUND {
				return core.Invalid("inventory_flight_id", "Choose a training flight of this season.")
			} else if err != nil {
				return err
			}
			if err := core.CheckInventoryFlight(f, seasonID); err != nil {
				return err
			}
		}
		if err := o.store.SaveSaleSettings(ctx, s); err != nil {
			return err
		}
		return o.audit(ctx, "season", seasonID, "sale_settings", map[string]any{
			"subject": season.Name, "inventory_flight_id": in.InventoryFlightID, "max_sales": in.MaxSales})
	})
	return s, err
}
