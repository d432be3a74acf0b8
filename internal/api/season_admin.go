package api

import (
	"context"
	"encoding/json"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// PlacesTaken are the active and reserve places that a season's open orders hold.
type PlacesTaken struct {
	Active  int `json:"active"`
	Reserve int `json:"reserve"`
	Total   int `json:"total"`
}

// SeasonAdminRow is a season in the administration's list.
type SeasonAdminRow struct {
	Season
	LoftName    string      `json:"loft_name"`
	PlacesTaken PlacesTaken `json:"places_taken" doc:"Held by orders that are not rejected or cancelled; compare with total_spots"`
	OrdersCount int         `json:"orders_count"`
}

// SeasonAdminPage is one page of the administration's seasons.
type SeasonAdminPage struct {
	Data []SeasonAdminRow `json:"data"`
	Meta PageMeta         `json:"meta"`
}

// Author is who made a history entry.
type Author struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

// SeasonStatusEntry is one state change of a season.
type SeasonStatusEntry struct {
	ID               int64     `json:"id"`
	State            string    `json:"state" enum:"draft,in_progress,over"`
	RegistrationOpen bool      `json:"registration_open"`
	CreatedBy        *Author   `json:"created_by,omitempty" doc:"Absent: the system"`
	CreatedAt        time.Time `json:"created_at"`
}

// SeasonAuditEntry is one change of a season's settings, due dates or products.
type SeasonAuditEntry struct {
	ID        int64          `json:"id"`
	Action    string         `json:"action" doc:"create, update, copy, copied, create_due_date, update_due_date, delete_due_date, create_product, update_product, delete_product"`
	Detail    map[string]any `json:"detail" doc:"Changed fields as [old, new]; due_date_id, product_id and subject (its name), copied_from, copy_id name what the entry is about"`
	CreatedBy *Author        `json:"created_by,omitempty" doc:"Absent: the system"`
	CreatedAt time.Time      `json:"created_at"`
}

// SeasonAdminDetail is a season with everything its administration page shows.
type SeasonAdminDetail struct {
	SeasonAdminRow
	PaymentDays  *int                `json:"payment_days" nullable:"true" doc:"The payment due date's max_duration: working days to pay after confirmation; null: the configured default"`
	DueDates     []DueDate           `json:"due_dates"`
	Products     []Product           `json:"products"`
	StateHistory []SeasonStatusEntry `json:"state_history" doc:"Newest first"`
	Audit        []SeasonAuditEntry  `json:"audit" doc:"Newest first"`
}

func toSeasonAdminRow(s *core.SeasonSummary) SeasonAdminRow {
	return SeasonAdminRow{Season: toSeason(&s.Season), LoftName: s.LoftName, OrdersCount: s.OrdersCount,
		PlacesTaken: PlacesTaken{Active: s.Places.Active, Reserve: s.Places.Reserve, Total: s.Places.Total()}}
}

func toSeasonAdminDetail(d *service.SeasonAdmin) SeasonAdminDetail {
	author := func(id *int64) *Author {
		if id == nil {
			return nil
		}
		a := &Author{ID: *id}
		if u := d.Authors[*id]; u != nil {
			a.Name = u.FullName()
		}
		return a
	}
	out := SeasonAdminDetail{SeasonAdminRow: toSeasonAdminRow(d.Summary), PaymentDays: d.PaymentDays, DueDates: toDueDates(d.DueDates),
		Products: toAll(d.Products, toProduct), StateHistory: make([]SeasonStatusEntry, len(d.Statuses)), Audit: make([]SeasonAuditEntry, len(d.Audit))}
	for i, st := range d.Statuses {
		out.StateHistory[i] = SeasonStatusEntry{ID: st.ID, State: string(st.State), RegistrationOpen: st.RegistrationOpen,
			CreatedBy: author(st.CreatedBy), CreatedAt: st.CreatedAt}
	}
	for i, e := range d.Audit {
		detail := map[string]any{}
		_ = json.Unmarshal([]byte(e.Detail), &detail) // written by service.audit; a row that is not an object shows no detail
		out.Audit[i] = SeasonAuditEntry{ID: e.ID, Action: e.Action, Detail: detail, CreatedBy: author(e.CreatedBy), CreatedAt: e.CreatedAt}
	}
	return out
}

// listAdminSeasonsDoc describes list-admin-seasons.
const listAdminSeasonsDoc = "Admins and users with the extended season permission: every loft's; merchants: their lofts'; anyone else 403. " +
	"Newest first, paged (25/50/100), with loft name, places taken and orders count; filters loft_id, state, " +
	"registration (open|closed) and search (season or loft name)."

func (s *Server) listAdminSeasons(ctx context.Context, in *struct {
	PageInput
	LoftID       int64  `query:"loft_id" minimum:"0" doc:"Only this loft's seasons"`
	State        string `query:"state" enum:"draft,in_progress,over," doc:"Only seasons in this state"`
	Registration string `query:"registration" enum:"open,closed," doc:"Only seasons whose registration is open, or closed"`
	Search       string `query:"search" maxLength:"100" doc:"Part of the season's or the loft's name"`
}) (*bodyOf[SeasonAdminPage], error) {
	f := core.SeasonSummaryFilter{Search: in.Search}
	if in.LoftID != 0 {
		f.LoftID = &in.LoftID
	}
	if in.State != "" {
		st := core.SeasonState(in.State)
		f.State = &st
	}
	if in.Registration != "" {
		open := in.Registration == "open"
		f.RegistrationOpen = &open
	}
	rows, total, err := s.svc.Seasons.FindManagedSeasons(ctx, f, in.core())
	if err != nil {
		return nil, err
	}
	return reply(SeasonAdminPage{Data: toAll(rows, toSeasonAdminRow), Meta: in.meta(total)})
}

// getAdminSeasonDoc describes get-admin-season.
const getAdminSeasonDoc = "The season with loft, places taken, orders count, payment working days, due dates, products, " +
	"state history and audit log (newest first, with who and when)."

func (s *Server) getAdminSeason(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[SeasonAdminDetail], error) {
	d, err := s.svc.Seasons.FindSeasonAdmin(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toSeasonAdminDetail(d))
}
