package api

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"
)

// UserSeason is SPEC §7's season with orders, pigeons, pigeon_teams, due_dates.
type UserSeason struct {
	Season
	Orders      []Order   `json:"orders"`
	Pigeons     []Pigeon  `json:"pigeons"`
	PigeonTeams []Team    `json:"pigeon_teams"`
	DueDates    []DueDate `json:"due_dates"`
}

// AvailableUser is SPEC §3's "available users: id, ouser".
type AvailableUser struct {
	ID    int64         `json:"id"`
	OUser AvailableName `json:"ouser"`
}

// AvailableName is the profile part of an available user.
type AvailableName struct {
	FirstName string `json:"first_name"`
	LastName  string `json:"last_name"`
	Email     string `json:"email"`
}

func (s *Server) registrationRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "get-user-season", Method: http.MethodGet, Path: "/api/custom/v1/user/{userId}/seasons/{seasonId}", Tags: []string{"registration"},
		Summary: "A user's season", Description: "SPEC §7: season with orders, pigeons, pigeon_teams, due_dates. The user, the loft's staff, admins.",
		Security: bearer,
	}, func(ctx context.Context, in *struct {
		UserID   int64 `path:"userId" minimum:"1"`
		SeasonID int64 `path:"seasonId" minimum:"1"`
	}) (*struct{ Body UserSeason }, error) {
		us, err := s.svc.FindUserSeason(ctx, in.UserID, in.SeasonID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := UserSeason{Season: toSeason(us.Season), Orders: toAll(us.Orders, toOrder), Pigeons: toAll(us.Pigeons, toPigeon),
			PigeonTeams: make([]Team, len(us.Teams)), DueDates: toDueDates(us.DueDates)}
		for i, t := range us.Teams {
			out.PigeonTeams[i] = toTeam(t)
		}
		return &struct{ Body UserSeason }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-user-pigeons", Method: http.MethodGet, Path: "/api/custom/v1/user/{userId}/pigeons/{seasonId}", Tags: []string{"registration"},
		Summary: "A user's pigeons in a season", Security: bearer,
	}, func(ctx context.Context, in *struct {
		UserID   int64 `path:"userId" minimum:"1"`
		SeasonID int64 `path:"seasonId" minimum:"1"`
	}) (*struct{ Body []Pigeon }, error) {
		ps, err := s.svc.FindUserPigeons(ctx, in.UserID, in.SeasonID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body []Pigeon }{Body: toAll(ps, toPigeon)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-available-teams", Method: http.MethodGet, Path: "/api/custom/v1/staff/available-teams/{id}", Tags: []string{"staff"},
		Summary: "Teams of a season's loft", Description: "SPEC §7; the id names a season. Staff of the loft.", Security: bearer,
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{ Body []Team }, error) {
		ts, err := s.svc.AvailableTeams(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := make([]Team, len(ts))
		for i, t := range ts {
			out[i] = toTeam(t)
		}
		return &struct{ Body []Team }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-available-users", Method: http.MethodGet, Path: "/api/custom/v1/staff/available-users/{loftId}/{seasonId}", Tags: []string{"staff"},
		Summary: "Fanciers of a loft", Description: "SPEC §7: users with a team in the loft. Staff of the loft.", Security: bearer,
	}, func(ctx context.Context, in *struct {
		LoftID   int64 `path:"loftId" minimum:"1"`
		SeasonID int64 `path:"seasonId" minimum:"1"`
	}) (*struct{ Body []AvailableUser }, error) {
		us, err := s.svc.AvailableUsers(ctx, in.LoftID, in.SeasonID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := make([]AvailableUser, len(us))
		for i, u := range us {
			out[i] = AvailableUser{ID: u.ID, OUser: AvailableName{FirstName: u.FirstName, LastName: u.LastName, Email: u.Email}}
		}
		return &struct{ Body []AvailableUser }{Body: out}, nil
	})
}
