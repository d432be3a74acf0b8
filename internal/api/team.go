package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// TeamPage is one page of teams.
type TeamPage struct {
	Data []Team   `json:"data"`
	Meta PageMeta `json:"meta"`
}

// TeamDetail is a team with its pigeons.
type TeamDetail struct {
	Team
	Pigeons []Pigeon `json:"pigeons"`
}

func (s *Server) teamRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "list-loft-teams", Method: http.MethodGet, Path: "/api/public/lofts/{id}/teams", Tags: []string{"teams"},
		Summary: "List a loft's teams (fanciers)", Description: "By name, paged; with season_id only teams with pigeons in that season.",
	}, func(ctx context.Context, in *struct {
		ID       int64  `path:"id" minimum:"1"`
		SeasonID int64  `query:"season_id" minimum:"0"`
		Search   string `query:"search" maxLength:"100"`
		PageInput
	}) (*struct{ Body TeamPage }, error) {
		var season *int64
		if in.SeasonID > 0 {
			season = &in.SeasonID
		}
		teams, total, err := s.svc.FindTeams(ctx, in.ID, season, in.Search, in.core())
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := &struct{ Body TeamPage }{Body: TeamPage{Data: make([]Team, len(teams)), Meta: in.meta(total)}}
		for i, t := range teams {
			out.Body.Data[i] = toTeam(t)
		}
		return out, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "get-loft-team", Method: http.MethodGet, Path: "/api/public/lofts/{id}/teams/{teamId}", Tags: []string{"teams"},
		Summary: "Get a team with its pigeons",
	}, func(ctx context.Context, in *struct {
		ID     int64 `path:"id" minimum:"1"`
		TeamID int64 `path:"teamId" minimum:"1"`
	}) (*struct{ Body TeamDetail }, error) {
		t, err := s.svc.FindTeam(ctx, in.ID, in.TeamID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		ps, _, err := s.svc.FindPigeons(ctx, core.PigeonFilter{TeamID: &t.ID}, core.Page{PerPage: 100})
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body TeamDetail }{Body: TeamDetail{Team: toTeam(t), Pigeons: toAll(ps, toPigeon)}}, nil
	})
}
