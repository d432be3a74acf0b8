package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

// LoftPage is one page of lofts.
type LoftPage struct {
	Data []LoftSummary `json:"data"`
	Meta PageMeta      `json:"meta"`
}

type loftIDInput struct {
	ID int64 `path:"id" minimum:"1" doc:"Loft id"`
}

func (s *Server) loftRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "list-lofts", Method: http.MethodGet, Path: "/api/public/lofts", Tags: []string{"lofts"},
		Summary: "List lofts", Description: "Lofts by name, paged; search matches name, city or country code.",
	}, func(ctx context.Context, in *struct {
		PageInput
		Search string `query:"search" maxLength:"100" doc:"Text to search for"`
	}) (*struct{ Body LoftPage }, error) {
		lofts, total, err := s.svc.FindLofts(ctx, in.Search, in.core())
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := &struct{ Body LoftPage }{Body: LoftPage{Data: make([]LoftSummary, len(lofts)), Meta: in.meta(total)}}
		for i, l := range lofts {
			out.Body.Data[i] = toLoftSummary(l)
		}
		return out, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "get-loft", Method: http.MethodGet, Path: "/api/public/lofts/{id}", Tags: []string{"lofts"},
		Summary: "Get a loft", Description: "A loft with addresses, package, tags, unit, display-field switches and seasons.",
	}, func(ctx context.Context, in *loftIDInput) (*struct{ Body Loft }, error) {
		l, err := s.svc.FindLoft(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		seasons, err := s.svc.FindSeasons(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Loft }{Body: toLoft(l, seasons)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-loft-seasons", Method: http.MethodGet, Path: "/api/public/lofts/{id}/seasons", Tags: []string{"seasons"},
		Summary: "List a loft's seasons", Description: "Newest first.",
	}, func(ctx context.Context, in *loftIDInput) (*struct{ Body []Season }, error) {
		if _, err := s.svc.FindLoft(ctx, in.ID); err != nil {
			return nil, s.apiError(ctx, err)
		}
		seasons, err := s.svc.FindSeasons(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body []Season }{Body: toAll(seasons, toSeason)}, nil
	})
}
