package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// AdminRow is one row of an admins' list over every loft, the same shape
// for every list.
type AdminRow struct {
	ID         int64               `json:"id" doc:"The order, flight, team, user (customers), contract, order position (activations), pigeon or due date"`
	LoftID     int64               `json:"loft_id"`
	LoftName   string              `json:"loft_name"`
	SeasonID   *int64              `json:"season_id" nullable:"true" doc:"null: teams and customers belong to the loft"`
	SeasonName string              `json:"season_name"`
	Title      string              `json:"title" doc:"Reference, name or ring"`
	Detail     string              `json:"detail" doc:"Who or what else: fancier and team, flight kind, e-mail, product"`
	Status     string              `json:"status" doc:"The list's status code; empty when it has none"`
	At         *time.Time          `json:"at" nullable:"true" doc:"When: ordered, released, created, status since"`
	Day        *core.Date          `json:"day" nullable:"true" format:"date" doc:"Due dates: the first day"`
	EndDay     *core.Date          `json:"end_day" nullable:"true" format:"date" doc:"Due dates: the last day"`
	Amount     *int64              `json:"amount" nullable:"true" doc:"Cents"`
	Currency   string              `json:"currency"`
	History    []AdminStatusChange `json:"history" doc:"Comeback pigeons: their health statuses, oldest first"`
}

// AdminStatusChange is one status of a history.
type AdminStatusChange struct {
	Status string    `json:"status"`
	At     time.Time `json:"at"`
}

// AdminRowPage is one page of an admins' list.
type AdminRowPage struct {
	Data []AdminRow `json:"data"`
	Meta PageMeta   `json:"meta"`
}

func toAdminRow(r *core.AdminRow) AdminRow {
	out := AdminRow{ID: r.ID, LoftID: r.LoftID, LoftName: r.LoftName, SeasonID: r.SeasonID, SeasonName: r.SeasonName, Title: r.Title,
		Detail: r.Detail, Status: r.Status, At: r.At, Day: r.Day, EndDay: r.EndDay, Amount: r.Amount, Currency: string(r.Currency),
		History: []AdminStatusChange{}}
	for _, h := range r.History {
		out.History = append(out.History, AdminStatusChange{Status: h.Status, At: h.At})
	}
	return out
}

// listAdminRowsDoc describes list-admin-rows.
const listAdminRowsDoc = "Admins: one list over every loft, newest first (due dates by their first day), paged. Filters: loft, season " +
	"(teams and customers: with a pigeon in it), status (the list's own codes: order statuses for orders and activations, flight " +
	"states, due date categories, the health status a comeback pigeon has now), search (title or detail) and days from/to (UTC; " +
	"due dates running on any of them)."

func (s *Server) listAdminRows(ctx context.Context, in *struct {
	List     string `path:"list" enum:"orders,flights,teams,customers,contracts,activations,lost_pigeons,comeback_pigeons,due_dates"`
	LoftID   int64  `query:"loft_id" minimum:"0" doc:"Only this loft's rows"`
	SeasonID int64  `query:"season_id" minimum:"0" doc:"Only this season's rows"`
	Status   string `query:"status" maxLength:"40"`
	Search   string `query:"search" maxLength:"100"`
	From     string `query:"from" format:"date" doc:"YYYY-MM-DD"`
	To       string `query:"to" format:"date" doc:"YYYY-MM-DD"`
	PageInput
}) (*bodyOf[AdminRowPage], error) {
	f := core.AdminListFilter{List: core.AdminList(in.List), Status: in.Status, Search: in.Search,
		LoftID: optionalID(in.LoftID), SeasonID: optionalID(in.SeasonID)}
	var err error
	if f.From, err = optionalDate("from", in.From); err != nil {
		return nil, err
	}
	if f.To, err = optionalDate("to", in.To); err != nil {
		return nil, err
	}
	rows, total, err := s.svc.Admin.FindRows(ctx, f, in.core())
	if err != nil {
		return nil, err
	}
	return reply(AdminRowPage{Data: toAll(rows, toAdminRow), Meta: in.meta(total)})
}

func optionalID(id int64) *int64 {
	if id == 0 {
		return nil
	}
	return &id
}

// optionalDate parses a day of a query; "" is none.
func optionalDate(field, s string) (*core.Date, error) {
	if s == "" {
		return nil, nil
	}
	d, err := core.ParseDate(s)
	if err != nil {
		return nil, core.Invalid(field, "The date does not match the format YYYY-MM-DD.")
	}
	return &d, nil
}
