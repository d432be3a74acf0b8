package api

import (
	"context"
	"fmt"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// OrderPosition is one product line of an order.
type OrderPosition struct {
	ID                int64  `json:"id"`
	ProductID         int64  `json:"product_id"`
	ProductCategoryID int    `json:"product_category_id"`
	Name              string `json:"name"`
	Quantity          int    `json:"quantity"`
	Amount            int64  `json:"amount" doc:"Unit price in cents"`
	PigeonsActive     int    `json:"pigeons_active"`
	PigeonsReserve    int    `json:"pigeons_reserve"`
	PigeonID          *int64 `json:"pigeon_id,omitempty" doc:"The bird an activation or sale position acts on"`
	Discount          int64  `json:"discount,omitempty" doc:"Cents a campaign's code took off the line (quantity × amount); absent: none"`
}

// OrderStatusEntry is one row of an order's history.
type OrderStatusEntry struct {
	ID        int64     `json:"id"`
	Code      string    `json:"order_status_type" enum:"pending,confirmed,rejected,cancelled,cancelled_unpaid,paid_online,paid_manually,payment_revoked"`
	Method    string    `json:"method,omitempty" enum:"card,bank_transfer,cash,manual"`
	Note      string    `json:"note,omitempty"`
	CreatedBy *int64    `json:"created_by,omitempty"`
	CreatedAt time.Time `json:"created_at"`
}

// Order is a registration (SPEC §3: latest_order_status, order_positions).
type Order struct {
	ID                   int64              `json:"id"`
	SeasonID             int64              `json:"season_id"`
	UserID               int64              `json:"user_id"`
	TeamID               int64              `json:"team_id"`
	City                 string             `json:"city"`
	Street               string             `json:"street"`
	Zipcode              string             `json:"zipcode"`
	Currency             string             `json:"currency" enum:"EUR,USD"`
	Total                int64              `json:"total" doc:"Cents: the positions' amounts less discount"`
	Discount             int64              `json:"discount,omitempty" doc:"Cents a campaign's code took off; absent: none"`
	DiscountName         string             `json:"discount_name,omitempty" doc:"The campaign's name"`
	Reference            string             `json:"reference" doc:"Payment reference for bank transfers"`
	CreatedAt            time.Time          `json:"created_at"`
	PigeonsActive        int                `json:"pigeons_active"`
	PigeonsReserve       int                `json:"pigeons_reserve"`
	LatestOrderStatus    OrderStatusEntry   `json:"latest_order_status"`
	OrderPositions       []OrderPosition    `json:"order_positions"`
	History              []OrderStatusEntry `json:"history,omitempty" doc:"Newest first; in single-order answers"`
	NextStatuses         []string           `json:"next_statuses" nullable:"false" enum:"pending,confirmed,rejected,cancelled,cancelled_unpaid,paid_online,paid_manually,payment_revoked" doc:"The statuses the caller may set next (order_status_type codes); the order lifecycle of SPEC §4 for the caller's role"`
	Paid                 bool               `json:"paid" doc:"Paid online or manually: a confirmation is available"`
	Due                  bool               `json:"due" doc:"Confirmed, or its payment revoked, and not paid since: the customer owes it"`
	PigeonsEditable      bool               `json:"pigeons_editable" doc:"The customer may correct the order's pigeons (those without a chip ring)"`
	Customer             *OrderCustomer     `json:"customer,omitempty" doc:"Who placed the order; in the staff's order lists"`
	PaymentDeadline      *time.Time         `json:"payment_deadline,omitempty" doc:"A confirmed (or revoked) order is cancelled unpaid after this"`
	ContractVersion      *int               `json:"contract_version,omitempty" doc:"The version of the season's contract the customer accepted"`
	ContractAcceptedAt   *time.Time         `json:"contract_accepted_at,omitempty"`
	Overdue              bool               `json:"overdue,omitempty" doc:"The payment deadline has passed (the nightly job cancels it)"`
	LatestTransportation *Transport         `json:"latest_transportation,omitempty" doc:"The newest transport request of the order (SPEC §3)"`
}

// OrderCustomer is who an order is from, for the loft's staff.
type OrderCustomer struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Email   string `json:"email"`
	Team    string `json:"team"`
	Country string `json:"country" doc:"The team's country"`
}

func toStatusEntry(e *core.OrderStatusEntry) OrderStatusEntry {
	return OrderStatusEntry{ID: e.ID, Code: string(e.Status), Method: string(e.Method), Note: e.Note, CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt}
}

func toOrder(o *core.Order) Order {
	a, r := o.Places()
	out := Order{ID: o.ID, SeasonID: o.SeasonID, UserID: o.UserID, TeamID: o.TeamID, City: o.City, Street: o.Street, Zipcode: o.Zipcode,
		Currency: string(o.Currency), Total: o.Total, Discount: o.Discount, DiscountName: o.DiscountName, Reference: o.Reference,
		CreatedAt: o.CreatedAt, PigeonsActive: a, PigeonsReserve: r,
		LatestOrderStatus: toStatusEntry(o.Status), OrderPositions: []OrderPosition{}, NextStatuses: []string{},
		Paid: o.Status.Status.IsPaid(), Due: o.Status.Status.IsDue(), PigeonsEditable: o.Status.Status.AllowsPigeonEdits()}
	for _, st := range o.Next {
		out.NextStatuses = append(out.NextStatuses, string(st))
	}
	for _, p := range o.Positions {
		out.OrderPositions = append(out.OrderPositions, OrderPosition{ID: p.ID, ProductID: p.ProductID, ProductCategoryID: int(p.Category),
			Name: p.Name, Quantity: p.Quantity, Amount: p.Amount, PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve, PigeonID: p.PigeonID,
			Discount: p.Discount})
	}
	for _, e := range o.History {
		out.History = append(out.History, toStatusEntry(e))
	}
	out.PaymentDeadline = o.PaymentDeadline
	out.ContractVersion, out.ContractAcceptedAt = o.ContractVersion, o.ContractAcceptedAt
	if o.LatestTransport != nil {
		t := toTransport(o.LatestTransport)
		out.LatestTransportation = &t
	}
	return out
}

// OrderInput is a registration as the customer sends it; the server prices it.
type OrderInput struct {
	SeasonID  int64            `json:"season_id" minimum:"1"`
	TeamID    int64            `json:"team_id,omitempty" doc:"One of the customer's teams in the loft; or send team"`
	Team      *TeamInput       `json:"team,omitempty" doc:"A team to create on the way"`
	City      string           `json:"city" maxLength:"128"`
	Street    string           `json:"street" maxLength:"128"`
	Zipcode   string           `json:"zipcode" maxLength:"16"`
	Positions []OrderItemInput `json:"positions" maxItems:"20"`
	Pigeons   []PigeonInput    `json:"pigeons,omitempty" maxItems:"500"`
	// AcceptContract is required when the season has a contract.
	AcceptContract int    `json:"accept_contract,omitempty" minimum:"0" doc:"The version of the season's contract the customer accepts; must be the current one when the season has a contract"`
	Code           string `json:"code,omitempty" maxLength:"64" doc:"A coupon or promotional code of the loft's campaigns; refused on the code field (see quote-registration-discount)"`
}

// TeamInput names a new team.
type TeamInput struct {
	Name    string `json:"name" maxLength:"128"`
	Country string `json:"country" minLength:"2" maxLength:"2"`
}

// OrderItemInput is a product and a quantity.
type OrderItemInput struct {
	ProductID int64 `json:"product_id" minimum:"1"`
	Quantity  int   `json:"quantity" minimum:"1" maximum:"1000"`
}

// PigeonInput describes a pigeon as far as it is known.
type PigeonInput struct {
	Ring  string `json:"ring" maxLength:"32"`
	Name  string `json:"name,omitempty" maxLength:"64"`
	Color string `json:"color,omitempty" maxLength:"32"`
	Sex   string `json:"sex,omitempty" enum:"cock,hen,unknown"`
}

// StatusInput moves an order on.
type StatusInput struct {
	Status string `json:"status" enum:"confirmed,rejected,cancelled,paid_manually,payment_revoked"`
	Method string `json:"method,omitempty" enum:"bank_transfer,cash,manual" doc:"For paid_manually"`
	Note   string `json:"note,omitempty" maxLength:"500"`
}

// OrderPage is one page of orders.
type OrderPage struct {
	Data []Order  `json:"data"`
	Meta PageMeta `json:"meta"`
}

// OrderStats are a season's order figures (SPEC §4).
type OrderStats struct {
	Orders      int            `json:"orders"`
	Amount      int64          `json:"amount" doc:"Entry fees in cents"`
	Active      int            `json:"pigeons_active"`
	Reserve     int            `json:"pigeons_reserve"`
	PerProduct  []ProductStats `json:"products"`
	Activations map[string]int `json:"activations"`
}

// ProductStats are one entry fee's figures.
type ProductStats struct {
	ProductID int64 `json:"product_id"`
	Quantity  int   `json:"quantity"`
	Amount    int64 `json:"amount"`
	Active    int   `json:"pigeons_active"`
	Reserve   int   `json:"pigeons_reserve"`
}

type orderIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

// placeOrderDoc describes place-order.
const placeOrderDoc = "Creates a pending order priced by the server, with the known pigeons. Limits per SPEC §5."

func (s *Server) placeOrder(ctx context.Context, in *struct{ Body OrderInput }) (*bodyOf[Order], error) {
	b := in.Body
	oi := service.OrderInput{SeasonID: b.SeasonID, TeamID: b.TeamID, City: b.City, Street: b.Street, Zipcode: b.Zipcode, AcceptContract: b.AcceptContract,
		Code: b.Code}
	if b.Team != nil {
		oi.NewTeam = &core.Team{Name: b.Team.Name, Country: b.Team.Country}
	}
	for _, p := range b.Positions {
		oi.Items = append(oi.Items, service.OrderItem{ProductID: p.ProductID, Quantity: p.Quantity})
	}
	for _, p := range b.Pigeons {
		oi.Pigeons = append(oi.Pigeons, &core.Pigeon{Ring: p.Ring, Name: p.Name, Color: p.Color, Sex: core.Sex(p.Sex)})
	}
	o, err := s.orders.PlaceOrder(ctx, oi)
	if err != nil {
		return nil, err
	}
	return reply(toOrder(o))
}

func (s *Server) listMyOrders(ctx context.Context, _ *struct{}) (*bodyOf[[]Order], error) {
	os, err := s.orders.MyOrders(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toAll(os, toOrder))
}

func (s *Server) getOrder(ctx context.Context, in *orderIDInput) (*bodyOf[Order], error) {
	o, err := s.orders.FindOrder(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toOrder(o))
}

func (s *Server) cancelOrder(ctx context.Context, in *orderIDInput) (*bodyOf[Order], error) {
	o, err := s.orders.ChangeStatus(ctx, in.ID, core.OrderCancelled, "", "")
	if err != nil {
		return nil, err
	}
	return reply(toOrder(o))
}

// changeOrderStatusDoc describes change-order-status.
const changeOrderStatusDoc = "Merchants confirm, reject, cancel, set paid and revoke payment; agents set paid (SPEC §1, §4)."

func (s *Server) changeOrderStatus(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body StatusInput
}) (*bodyOf[Order], error) {
	o, err := s.orders.ChangeStatus(ctx, in.ID, core.OrderStatus(in.Body.Status), core.PaymentMethod(in.Body.Method), in.Body.Note)
	if err != nil {
		return nil, err
	}
	return reply(toOrder(o))
}

// SeasonOrdersInput filters the staff's order desk.
type SeasonOrdersInput struct {
	ID      int64  `path:"id" minimum:"1"`
	Status  string `query:"status" enum:"pending,confirmed,rejected,cancelled,cancelled_unpaid,paid_online,paid_manually,payment_revoked,"`
	Method  string `query:"method" enum:"card,bank_transfer,cash,manual," doc:"How the order was paid (its latest status)"`
	Search  string `query:"q" maxLength:"100" doc:"Part of the reference, the customer's name or e-mail, the team or a pigeon's ring"`
	Overdue bool   `query:"overdue" doc:"Only confirmed orders past their payment deadline"`
}

func (in *SeasonOrdersInput) query() service.OrderQuery {
	q := service.OrderQuery{Search: in.Search, Overdue: in.Overdue}
	if in.Status != "" {
		st := core.OrderStatus(in.Status)
		q.Status = &st
	}
	if in.Method != "" {
		m := core.PaymentMethod(in.Method)
		q.Method = &m
	}
	return q
}

// listSeasonOrdersDoc describes list-season-orders.
const listSeasonOrdersDoc = "Staff of the loft; newest first, paged, with the customer and payment deadline; filters: latest status, payment method, " +
	"overdue, and a search in reference, customer name or e-mail, team and pigeon rings."

func (s *Server) listSeasonOrders(ctx context.Context, in *struct {
	SeasonOrdersInput
	PageInput
}) (*bodyOf[OrderPage], error) {
	os, total, err := s.orders.SeasonOrders(ctx, in.ID, in.query(), in.core())
	if err != nil {
		return nil, err
	}
	return reply(OrderPage{Data: toAll(os, toDeskOrder), Meta: in.meta(total)})
}

// toDeskOrder is an order with its customer and payment deadline.
func toDeskOrder(h service.HeldOrder) Order {
	out := toOrder(h.Order)
	out.Customer = &OrderCustomer{ID: h.Customer.ID, Name: h.Customer.FullName(), Email: h.Customer.Email, Team: h.Team.Name, Country: h.Team.Country}
	out.Overdue = h.Overdue
	return out
}

// exportSeasonOrdersDoc describes export-season-orders.
const exportSeasonOrdersDoc = "Staff of the loft: every order the same filters select, one row each (amounts in units with two decimals)."

func (s *Server) exportSeasonOrders(ctx context.Context, in *SeasonOrdersInput) (*fileOutput, error) {
	os, err := s.orders.SeasonOrdersAll(ctx, in.ID, in.query())
	if err != nil {
		return nil, err
	}
	return &fileOutput{ContentType: "text/csv; charset=utf-8", ContentDisposition: fmt.Sprintf(`attachment; filename="season-%d-orders.csv"`, in.ID),
		Body: ordersCSV(os)}, nil
}

func (s *Server) getSeasonOrderStats(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[OrderStats], error) {
	st, err := s.orders.Stats(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	out := OrderStats{Orders: st.Orders, Amount: st.Amount, Active: st.Active, Reserve: st.Reserve, PerProduct: []ProductStats{},
		Activations: map[string]int{}}
	for id, p := range st.PerProduct {
		out.PerProduct = append(out.PerProduct, ProductStats{ProductID: id, Quantity: p.Quantity, Amount: p.Amount, Active: p.Active, Reserve: p.Reserve})
	}
	for c, n := range st.Activations {
		out.Activations[c.Code()] = n
	}
	return reply(out)
}
