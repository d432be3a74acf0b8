package api

import (
	"context"
	"slices"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// FancierRow is a fancier of a loft with their e-mail address and teams.
type FancierRow struct {
	UserID    int64    `json:"user_id"`
	FirstName string   `json:"first_name"`
	LastName  string   `json:"last_name"`
	Email     string   `json:"email"`
	Countries []string `json:"countries" doc:"The countries of their teams, each once"`
	Teams     []Team   `json:"teams"`
}

// FancierPage is one page of a loft's fanciers.
type FancierPage struct {
	Data []FancierRow `json:"data"`
	Meta PageMeta     `json:"meta"`
}

// CustomerRow is a customer of a loft: their teams, orders, pigeons and money.
type CustomerRow struct {
	FancierRow
	Orders  map[string]int `json:"orders" doc:"Their orders by latest status (pending, confirmed, paid_online, …)"`
	Pigeons int            `json:"pigeons" doc:"Their pigeons in the loft (in the season, when one is chosen)"`
	Due     []Amount       `json:"amount_due" doc:"Totals of confirmed or payment-revoked orders, unpaid; per currency"`
	Paid    []Amount       `json:"amount_paid" doc:"Totals of paid orders; per currency"`
}

// Amount is money: integer cents with its currency.
type Amount struct {
	Amount   int64  `json:"amount" doc:"In cents"`
	Currency string `json:"currency" enum:"EUR,USD"`
}

func toAmounts(ms []core.Money) []Amount {
	return toAll(ms, func(m core.Money) Amount { return Amount{Amount: m.Amount, Currency: string(m.Currency)} })
}

// CustomerPage is one page of a loft's customers.
type CustomerPage struct {
	Data []CustomerRow `json:"data"`
	Meta PageMeta      `json:"meta"`
}

func toFancierRow(u *core.User, teams []*core.Team) FancierRow {
	r := FancierRow{UserID: u.ID, FirstName: u.FirstName, LastName: u.LastName, Email: u.Email, Countries: []string{}, Teams: toAll(teams, toTeam)}
	for _, t := range teams {
		if !slices.Contains(r.Countries, t.Country) {
			r.Countries = append(r.Countries, t.Country)
		}
	}
	return r
}

// listLoftFanciersDoc describes list-loft-fanciers.
const listLoftFanciersDoc = "Users with a team in the loft, by name, with their e-mail addresses and teams; search matches name or e-mail, " +
	"country a team's country. Staff of the loft; " + fancierManagement

func (s *Server) listLoftFanciers(ctx context.Context, in *struct {
	ID      int64  `path:"id" minimum:"1"`
	Search  string `query:"search" maxLength:"100" doc:"Part of the name or e-mail address"`
	Country string `query:"country" maxLength:"2" doc:"Only fanciers with a team of this country (ISO code)"`
	PageInput
}) (*bodyOf[FancierPage], error) {
	fs, total, err := s.svc.Fanciers.FindFanciers(ctx, in.ID, in.Search, in.Country, in.core())
	if err != nil {
		return nil, err
	}
	return reply(FancierPage{Data: toAll(fs, func(f *service.Fancier) FancierRow { return toFancierRow(f.User, f.Teams) }), Meta: in.meta(total)})
}

// listLoftCustomersDoc describes list-loft-customers.
const listLoftCustomersDoc = "Users with a team or an order in the loft (with season_id: an order or a pigeon in that season), by name: teams, " +
	"orders by latest status, pigeons, amount due (confirmed or payment revoked, unpaid) and amount paid per currency " +
	"in cents. Staff of the loft; " + fancierManagement

func (s *Server) listLoftCustomers(ctx context.Context, in *struct {
	ID       int64  `path:"id" minimum:"1"`
	SeasonID int64  `query:"season_id" minimum:"0" doc:"Only customers with an order or a pigeon in this season; its orders and pigeons only"`
	Search   string `query:"search" maxLength:"100" doc:"Part of the name, e-mail address or a team's name"`
	PageInput
}) (*bodyOf[CustomerPage], error) {
	var season *int64
	if in.SeasonID > 0 {
		season = &in.SeasonID
	}
	cs, total, err := s.svc.Fanciers.FindCustomers(ctx, in.ID, season, in.Search, in.core())
	if err != nil {
		return nil, err
	}
	return reply(CustomerPage{Data: toAll(cs, func(c *core.Customer) CustomerRow {
		orders := map[string]int{}
		for st, n := range c.OrderCounts() {
			orders[string(st)] = n
		}
		return CustomerRow{FancierRow: toFancierRow(c.User, c.Teams), Orders: orders, Pigeons: c.Pigeons, Due: toAmounts(c.Due()), Paid: toAmounts(c.Paid())}
	}), Meta: in.meta(total)})
}
