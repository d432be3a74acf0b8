package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// PigeonDetail is a pigeon with its whole status history, newest first.
type PigeonDetail struct {
	Pigeon
	Statuses []PigeonStatus `json:"statuses"`
}

// PigeonPage is one page of pigeons.
type PigeonPage struct {
	Data []Pigeon `json:"data"`
	Meta PageMeta `json:"meta"`
}

func (s *Server) pigeonRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "get-pigeon", Method: http.MethodGet, Path: "/api/public/pigeons/{id}", Tags: []string{"pigeons"},
		Summary: "Get a pigeon with its status history",
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{ Body PigeonDetail }, error) {
		p, err := s.svc.FindPigeon(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := PigeonDetail{Pigeon: toPigeon(p.Pigeon), Statuses: make([]PigeonStatus, len(p.Statuses))}
		for i, st := range p.Statuses {
			out.Statuses[i] = *toStatus(st)
		}
		return &struct{ Body PigeonDetail }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-season-pigeons", Method: http.MethodGet, Path: "/api/public/seasons/{id}/pigeons", Tags: []string{"pigeons"},
		Summary: "List a season's pigeons", Description: "By ring, paged; search matches ring or name.",
	}, func(ctx context.Context, in *struct {
		ID     int64  `path:"id" minimum:"1"`
		Search string `query:"search" maxLength:"100"`
		PageInput
	}) (*struct{ Body PigeonPage }, error) {
		if _, err := s.svc.FindSeason(ctx, in.ID); err != nil {
			return nil, s.apiError(ctx, err)
		}
		ps, total, err := s.svc.FindPigeons(ctx, core.PigeonFilter{SeasonID: &in.ID, Search: in.Search}, in.core())
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body PigeonPage }{Body: PigeonPage{Data: toAll(ps, toPigeon), Meta: in.meta(total)}}, nil
	})
}

// PigeonStatusInput is the body of a new status (SPEC §7).
type PigeonStatusInput struct {
	PigeonID           int64  `json:"pigeon_id" minimum:"1"`
	PigeonStatusTypeID int    `json:"pigeon_status_type_id" minimum:"1" maximum:"12" doc:"1–9 health, 10–12 progressive"`
	Note               string `json:"note,omitempty" maxLength:"500"`
}

func (s *Server) pigeonStatusRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "create-pigeon-status", Method: http.MethodPost, Path: "/api/res/v1/pigeon-statuses", Tags: []string{"pigeons"},
		Summary: "Add a pigeon status", Description: "Staff of the pigeon's loft; a status equal to the latest of its kind is refused. Returns the new status.",
		MaxBodyBytes: 16 << 10, DefaultStatus: http.StatusCreated,
	}, func(ctx context.Context, in *struct{ Body PigeonStatusInput }) (*struct{ Body PigeonStatus }, error) {
		st, err := s.svc.AddPigeonStatus(ctx, in.Body.PigeonID, core.PigeonStatusType(in.Body.PigeonStatusTypeID), in.Body.Note)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body PigeonStatus }{Body: *toStatus(st)}, nil
	})
}
