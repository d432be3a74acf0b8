package api

import (
	"context"
)

// LoftPage is one page of lofts.
type LoftPage struct {
	Data []LoftSummary `json:"data"`
	Meta PageMeta      `json:"meta"`
}

type loftIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"Loft id"`
}

// listLoftsDoc describes list-lofts.
const listLoftsDoc = "Lofts by name, paged; search matches name, city, country code, or the name of a country in the viewer's language " +
	"(?lang, else Accept-Language) or in English: \"Spain\", \"España\" and \"Spanien\" find lofts in ES. Archived lofts are left out."

func (s *Server) listLofts(ctx context.Context, in *struct {
	PageInput
	ViewerLanguage
	Search string `query:"search" maxLength:"100" doc:"Matches the loft's name, city, country code or a country's name in the viewer's language"`
}) (*bodyOf[LoftPage], error) {
	lofts, total, err := s.svc.Lofts.FindLofts(ctx, in.Search, in.code(), in.core())
	if err != nil {
		return nil, err
	}
	return reply(LoftPage{Data: toAll(lofts, toLoftSummary), Meta: in.meta(total)})
}

// getLoftDoc describes get-loft.
const getLoftDoc = "A loft with addresses, contact details, currency, time zone, tags, unit, display-field switches and seasons. " +
	"Archived lofts stay reachable. Never its package, notes, subscriptions or audit history."

func (s *Server) getLoft(ctx context.Context, in *loftIDInput) (*bodyOf[Loft], error) {
	d, err := s.svc.Lofts.FindLoftDetail(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toLoft(d.Loft, d.Seasons))
}
