package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
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

// getUserSeasonDoc describes get-user-season.
const getUserSeasonDoc = "SPEC §7: season with orders, pigeons, pigeon_teams, due_dates. The user, the loft's staff, admins."

func (s *Server) getUserSeason(ctx context.Context, in *struct {
	UserID   int64 `path:"userId" minimum:"1"`
	SeasonID int64 `path:"seasonId" minimum:"1"`
}) (*bodyOf[UserSeason], error) {
	us, err := s.svc.Fanciers.FindUserSeason(ctx, in.UserID, in.SeasonID)
	if err != nil {
		return nil, err
	}
	return reply(UserSeason{Season: toSeason(us.Season), Orders: toAll(us.Orders, toOrder), Pigeons: toAll(us.Pigeons, toPigeon),
		PigeonTeams: toAll(us.Teams, toTeam), DueDates: toDueDates(us.DueDates)})
}

func (s *Server) listUserPigeons(ctx context.Context, in *struct {
	UserID   int64 `path:"userId" minimum:"1"`
	SeasonID int64 `path:"seasonId" minimum:"1"`
}) (*bodyOf[[]Pigeon], error) {
	ps, err := s.svc.Fanciers.FindUserPigeons(ctx, in.UserID, in.SeasonID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(ps, toPigeon))
}

func (s *Server) listAvailableTeams(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[[]Team], error) {
	ts, err := s.svc.Fanciers.AvailableTeams(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(ts, toTeam))
}

func (s *Server) listAvailableUsers(ctx context.Context, in *struct {
	LoftID   int64 `path:"loftId" minimum:"1"`
	SeasonID int64 `path:"seasonId" minimum:"1"`
}) (*bodyOf[[]AvailableUser], error) {
	us, err := s.svc.Fanciers.AvailableUsers(ctx, in.LoftID, in.SeasonID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(us, func(u *core.User) AvailableUser {
		return AvailableUser{ID: u.ID, OUser: AvailableName{FirstName: u.FirstName, LastName: u.LastName, Email: u.Email}}
	}))
}
