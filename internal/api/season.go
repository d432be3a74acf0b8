package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

func (s *Server) seasonRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "get-season", Method: http.MethodGet, Path: "/api/public/seasons/{id}", Tags: []string{"seasons"},
		Summary: "Get a season",
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{ Body Season }, error) {
		season, err := s.svc.FindSeason(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Season }{Body: toSeason(season)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-due-dates", Method: http.MethodGet, Path: "/api/res/v1/due-dates", Tags: []string{"seasons"},
		Summary: "List a season's due dates", Description: "SPEC §7: the season comes in the SeasonId header; sorted by category id.",
	}, func(ctx context.Context, in *struct {
		SeasonID int64 `header:"SeasonId" required:"true" minimum:"1" doc:"Season id"`
	}) (*struct{ Body []DueDate }, error) {
		dds, err := s.svc.FindDueDates(ctx, in.SeasonID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body []DueDate }{Body: toDueDates(dds)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-loft-products", Method: http.MethodGet, Path: "/api/public/lofts/{id}/products", Tags: []string{"products"},
		Summary: "List a loft's packages", Description: "The products of the loft's seasons, or of one season.",
	}, func(ctx context.Context, in *struct {
		ID       int64 `path:"id" minimum:"1"`
		SeasonID int64 `query:"season_id" minimum:"0" doc:"Only this season's products"`
	}) (*struct{ Body []Product }, error) {
		if _, err := s.svc.FindLoft(ctx, in.ID); err != nil {
			return nil, s.apiError(ctx, err)
		}
		f := core.ProductFilter{LoftID: &in.ID}
		if in.SeasonID > 0 {
			f.SeasonID = &in.SeasonID
		}
		ps, err := s.svc.FindProducts(ctx, f)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body []Product }{Body: toAll(ps, toProduct)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-merchant-products", Method: http.MethodGet, Path: "/api/custom/v1/merchant/products/{id}", Tags: []string{"products"},
		Summary:     "List products of a season or loft",
		Description: "SPEC §7 merchant/products/{loftId or seasonId}: the id names a season unless scope=loft.",
	}, func(ctx context.Context, in *struct {
		ID    int64  `path:"id" minimum:"1"`
		Scope string `query:"scope" enum:"season,loft" default:"season"`
	}) (*struct{ Body []Product }, error) {
		ps, err := s.svc.FindProductsBySeasonOrLoft(ctx, in.Scope, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body []Product }{Body: toAll(ps, toProduct)}, nil
	})
}
