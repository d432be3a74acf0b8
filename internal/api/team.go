package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
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

func (s *Server) listLoftTeams(ctx context.Context, in *struct {
	ID       int64  `path:"id" minimum:"1"`
	SeasonID int64  `query:"season_id" minimum:"0"`
	Search   string `query:"search" maxLength:"100"`
	PageInput
}) (*bodyOf[TeamPage], error) {
	var season *int64
	if in.SeasonID > 0 {
		season = &in.SeasonID
	}
	teams, total, err := s.svc.Fanciers.FindTeams(ctx, in.ID, season, in.Search, in.core())
	if err != nil {
		return nil, err
	}
	return reply(TeamPage{Data: toAll(teams, toPublicTeam), Meta: in.meta(total)})
}

func (s *Server) getLoftTeam(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	TeamID int64 `path:"teamId" minimum:"1"`
}) (*bodyOf[TeamDetail], error) {
	t, err := s.svc.Fanciers.FindTeamWithPigeons(ctx, in.ID, in.TeamID)
	if err != nil {
		return nil, err
	}
	return reply(TeamDetail{Team: toPublicTeam(t.Team), Pigeons: toAll(t.Pigeons, toPigeon)})
}

// NewTeamInput creates a team.
type NewTeamInput struct {
	LoftID  int64  `json:"loft_id" minimum:"1"`
	UserID  int64  `json:"user_id,omitempty" minimum:"0" doc:"The fancier the team is for (from available-users); the caller when left out"`
	Email   string `json:"email,omitempty" doc:"Instead of user_id: the e-mail address of a user without a team in the loft yet"`
	Name    string `json:"name" doc:"Unique in the loft ('This entry already exists')"`
	Country string `json:"country" doc:"ISO 3166 alpha-2 code"`
}

// TeamUpdateInput renames a team or changes its country; fields left out stay.
type TeamUpdateInput struct {
	Name    *string `json:"name,omitempty"`
	Country *string `json:"country,omitempty" doc:"ISO 3166 alpha-2 code"`
}

// TeamOwnerInput gives a team to another user.
type TeamOwnerInput struct {
	UserID int64  `json:"user_id,omitempty" minimum:"0" doc:"The new fancier (from available-users)"`
	Email  string `json:"email,omitempty" doc:"Instead of user_id: the new fancier's e-mail address"`
}

// TeamHistory is a team's recorded changes, newest first.
type TeamHistory struct {
	Data []AuditEntry `json:"data"`
}

// createTeamDoc describes create-team.
const createTeamDoc = "Fanciers for themselves; staff of the loft for a user (user_id from available-users, or the e-mail address of " +
	"any user: 'No user for the entered e-mail'), which is fancier management: " + fancierManagement +
	" Names are unique in a loft (409 'This entry already exists'). Recorded."

func (s *Server) createTeam(ctx context.Context, in *struct{ Body NewTeamInput }) (*bodyOf[Team], error) {
	t := &core.Team{LoftID: in.Body.LoftID, UserID: in.Body.UserID, Name: in.Body.Name, Country: in.Body.Country}
	if err := s.svc.Fanciers.CreateTeamFor(ctx, t, in.Body.Email); err != nil {
		return nil, err
	}
	return reply(toTeam(t))
}

// updateTeamDoc describes update-team.
const updateTeamDoc = "Its fancier, or staff of the loft (" + fancierManagement + ") Names are unique in a loft (409). Changed fields are recorded."

func (s *Server) updateTeam(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body TeamUpdateInput
}) (*bodyOf[Team], error) {
	t, err := s.svc.Fanciers.UpdateTeam(ctx, in.ID, service.TeamUpdate{Name: in.Body.Name, Country: in.Body.Country})
	if err != nil {
		return nil, err
	}
	return reply(toTeam(t))
}

// giveTeamDoc describes give-team.
const giveTeamDoc = "Staff of the loft (" + fancierManagement + ") The team's pigeons go with it; its orders stay with who placed them. Recorded."

func (s *Server) giveTeam(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body TeamOwnerInput
}) (*bodyOf[Team], error) {
	t, err := s.svc.Fanciers.GiveTeam(ctx, in.ID, in.Body.UserID, in.Body.Email)
	if err != nil {
		return nil, err
	}
	return reply(toTeam(t))
}

// deleteTeamDoc describes delete-team.
const deleteTeamDoc = "Its fancier, or staff of the loft (" + fancierManagement + ") A team with pigeons cannot be deleted (SPEC §5), " +
	"nor one with registrations. Recorded."

func (s *Server) deleteTeam(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Fanciers.DeleteTeam(ctx, in.ID)
}

func (s *Server) getTeamHistory(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[TeamHistory], error) {
	h, err := s.svc.Fanciers.FindTeamHistory(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(TeamHistory{Data: toAll(h, toAuditEntry)})
}
