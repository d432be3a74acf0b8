package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// Fanciers are the use cases of the fanciers of a loft: their teams, and
// what a fancier has in a season (orders, pigeons, teams, due dates).
type Fanciers struct {
	*base
	store fanciersStore
}

// FindTeams returns one page of a loft's teams (with pigeons in seasonID when
// it is set), and the total. Pigeons count and are looked for as the public
// pages show them, except for those who run the loft (see visiblePigeon).
func (s *Fanciers) FindTeams(ctx context.Context, loftID int64, seasonID *int64, search string, p core.Page) ([]*core.Team, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, 0, err
	}
	return s.store.FindTeams(ctx, core.TeamFilter{LoftID: &loftID, SeasonID: seasonID, Search: search, Offset: p.Offset(), Limit: p.PerPage,
		Listed: !loftInsider(ctx, loftID), Viewer: viewerID(ctx)})
}

// FindTeam returns a team of a loft; ENOTFOUND when it belongs to another loft.
func (s *Fanciers) FindTeam(ctx context.Context, loftID, teamID int64) (*core.Team, error) {
	t, err := s.store.FindTeamByID(ctx, teamID)
	if err != nil {
		return nil, err
	} else if t.LoftID != loftID {
		return nil, core.Errorf(core.ENOTFOUND, "Team not found.")
	}
	return t, nil
}

// TeamWithPigeons is a team with its pigeons.
type TeamWithPigeons struct {
	Team    *core.Team
	Pigeons []*core.Pigeon
}

// MaxTeamPigeons bounds the pigeons a team page lists.
const MaxTeamPigeons = 100

// FindTeamWithPigeons returns a team of a loft with up to MaxTeamPigeons of
// its pigeons: those the public pages show, all of them for those who run
// the loft (see visiblePigeon).
func (s *Fanciers) FindTeamWithPigeons(ctx context.Context, loftID, teamID int64) (*TeamWithPigeons, error) {
	t, err := s.FindTeam(ctx, loftID, teamID)
	if err != nil {
		return nil, err
	}
	listed := !loftInsider(ctx, loftID)
	if listed { // read again, counting the listed birds only
		ts, _, err := s.store.FindTeams(ctx, core.TeamFilter{ID: &t.ID, Listed: true, Viewer: viewerID(ctx)})
		if err != nil {
			return nil, err
		} else if len(ts) == 1 {
			t = ts[0]
		}
	}
	ps, _, err := s.store.FindPigeons(ctx, core.PigeonFilter{TeamID: &t.ID, Limit: MaxTeamPigeons, Listed: listed, Viewer: viewerID(ctx)})
	if err != nil {
		return nil, err
	}
	return &TeamWithPigeons{Team: t, Pigeons: ps}, nil
}

// MsgSelectFancier asks for the user a team is for (SPEC §8 "select a fancier").
const MsgSelectFancier = "Please select a fancier."

// CreateTeam creates a team: fanciers for themselves, staff of the loft for
// anyone (fancier management, SPEC §6). Team names are unique in a loft.
func (s *Fanciers) CreateTeam(ctx context.Context, t *core.Team) error {
	return s.CreateTeamFor(ctx, t, "")
}

// CreateTeamFor is CreateTeam for the user with the e-mail address email
// when it is not "": staff enter the address of a user who has no team in the
// loft yet ('No user for the entered e-mail').
func (s *Fanciers) CreateTeamFor(ctx context.Context, t *core.Team, email string) error {
	a := core.ActorFrom(ctx)
	if a.User == nil && !a.System {
		return errSignIn()
	}
	if a.User != nil && t.UserID == 0 && email == "" {
		t.UserID = a.User.ID
	}
	if self := a.User != nil && email == "" && t.UserID == a.User.ID; !self && !a.System {
		if _, err := s.requireFancierManagement(ctx, t.LoftID); err != nil {
			return err
		}
	}
	t.Country = strings.ToUpper(strings.TrimSpace(t.Country))
	t.Name = strings.TrimSpace(t.Name)
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, t.LoftID); err != nil {
			return err
		}
		owner, err := s.teamOwner(ctx, t.LoftID, t.UserID, email)
		if core.ErrorCode(err) != core.EINVALID && err != nil {
			return err
		} else if owner != nil {
			t.UserID = owner.ID
		}
		if err := validateTeam(t, err); err != nil {
			return err
		}
		if err := s.store.CreateTeam(ctx, t); err != nil {
			return nameTaken(err)
		}
		t.Fancier = owner.FullName()
		return s.audit(ctx, "team", t.ID, "create", map[string]any{"name": t.Name, "country": t.Country, "user_id": t.UserID})
	})
}

// teamOwner finds the user a team of the loft is made for or given to: by
// e-mail address when one is entered, else by id. By id, others than the
// user themselves pick among the loft's fanciers (a team there or an order
// in one of its seasons, as available-users lists them): the answer names
// the owner, so any id would read any account's name. An outsider gets the
// same message as an unknown id.
func (s *Fanciers) teamOwner(ctx context.Context, loftID, userID int64, email string) (*core.User, error) {
	if email = strings.TrimSpace(email); email != "" {
		u, err := s.store.FindUserByEmail(ctx, email)
		if core.ErrorCode(err) == core.ENOTFOUND {
			return nil, core.Invalid("email", core.MsgNoUserForEmail)
		}
		return u, err
	}
	if userID == 0 {
		return nil, core.Invalid("user_id", MsgSelectFancier)
	}
	if a := core.ActorFrom(ctx); !a.System && (a.User == nil || a.User.ID != userID) {
		if ok, err := s.store.HasLoftStake(ctx, loftID, userID); err != nil {
			return nil, err
		} else if !ok {
			return nil, core.Invalid("user_id", MsgSelectFancier)
		}
	}
	u, err := s.store.FindUserByID(ctx, userID)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return nil, core.Invalid("user_id", MsgSelectFancier)
	}
	return u, err
}

// validateTeam checks a new team's fields and adds the message about its
// owner (ownerErr, when they were not found) to theirs.
func validateTeam(t *core.Team, ownerErr error) error {
	f := core.FieldErrors{}
	if e, ok := ownerErr.(*core.Error); ok {
		for k, v := range e.Fields {
			f[k] = v
		}
	}
	if e, ok := t.Validate().(*core.Error); ok {
		for k, v := range e.Fields {
			if k != "user_id" || ownerErr == nil {
				f[k] = append(f[k], v...)
			}
		}
	}
	return f.Err()
}

// nameTaken names the field of a team name that the loft already has.
func nameTaken(err error) error {
	if core.ErrorCode(err) == core.ECONFLICT {
		return &core.Error{Code: core.ECONFLICT, Message: core.MsgAlreadyExists, Fields: map[string][]string{"name": {core.MsgAlreadyExists}}}
	}
	return err
}

// TeamUpdate is what changes about a team; nil fields stay.
type TeamUpdate struct {
	Name    *string
	Country *string
}

// UpdateTeam renames a team or changes its country: its fancier, or staff of
// the loft (fancier management). Changed fields are recorded.
func (s *Fanciers) UpdateTeam(ctx context.Context, id int64, upd TeamUpdate) (*core.Team, error) {
	t, err := s.teamToManage(ctx, id, true)
	if err != nil {
		return nil, err
	}
	changed := map[string][2]any{}
	if upd.Name != nil && strings.TrimSpace(*upd.Name) != t.Name {
		changed["name"] = [2]any{t.Name, strings.TrimSpace(*upd.Name)}
		t.Name = strings.TrimSpace(*upd.Name)
	}
	if upd.Country != nil && strings.ToUpper(strings.TrimSpace(*upd.Country)) != t.Country {
		c := strings.ToUpper(strings.TrimSpace(*upd.Country))
		changed["country"] = [2]any{t.Country, c}
		t.Country = c
	}
	if err := t.Validate(); err != nil {
		return nil, err
	}
	if len(changed) == 0 {
		return t, nil
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.UpdateTeam(ctx, t); err != nil {
			return nameTaken(err)
		}
		return s.audit(ctx, "team", t.ID, "update", changed)
	})
	if err != nil {
		return nil, err
	}
	return s.store.FindTeamByID(ctx, id)
}

// GiveTeam gives a team, with its pigeons, to another user (by id, or by
// e-mail address when email is not ""): staff of the loft only. The team's
// orders stay with the user who placed them.
func (s *Fanciers) GiveTeam(ctx context.Context, id, userID int64, email string) (*core.Team, error) {
	t, err := s.teamToManage(ctx, id, false)
	if err != nil {
		return nil, err
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		owner, err := s.teamOwner(ctx, t.LoftID, userID, email)
		if err != nil {
			return err
		}
		if owner.ID == t.UserID {
			field := "user_id"
			if strings.TrimSpace(email) != "" {
				field = "email"
			}
			return core.Invalid(field, "The team already belongs to this fancier.")
		}
		old := t.UserID
		t.UserID = owner.ID
		if err := s.store.UpdateTeam(ctx, t); err != nil {
			return err
		}
		return s.audit(ctx, "team", t.ID, "give", map[string][2]any{"user_id": {old, owner.ID}, "fancier": {t.Fancier, owner.FullName()}})
	})
	if err != nil {
		return nil, err
	}
	return s.store.FindTeamByID(ctx, id)
}

// teamToManage finds a team that the actor may change: staff of its loft
// when fancier management is allowed there, or, when owners may, its fancier.
func (s *Fanciers) teamToManage(ctx context.Context, id int64, owners bool) (*core.Team, error) {
	a := core.ActorFrom(ctx)
	if a.User == nil && !a.System {
		return nil, errSignIn()
	}
	t, err := s.store.FindTeamByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if a.System || (owners && a.User != nil && a.User.ID == t.UserID) {
		return t, nil
	}
	if _, err := s.requireFancierManagement(ctx, t.LoftID); err != nil {
		return nil, err
	}
	return t, nil
}

// DeleteTeam removes a team without pigeons (SPEC §5) or registrations: its
// fancier, or staff of the loft (fancier management).
func (s *Fanciers) DeleteTeam(ctx context.Context, id int64) error {
	t, err := s.teamToManage(ctx, id, true)
	if err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if t, err = s.store.FindTeamByID(ctx, id); err != nil {
			return err
		}
		if t.PigeonsCount > 0 {
			return core.Invalid("team_id", core.MsgTeamHasPigeons)
		}
		if _, n, err := s.store.FindOrders(ctx, core.OrderFilter{TeamID: &id, Limit: 1}); err != nil {
			return err
		} else if n > 0 {
			return core.Invalid("team_id", "A team with registrations cannot be deleted.")
		}
		if err := s.store.DeleteTeam(ctx, id); err != nil {
			return err
		}
		return s.audit(ctx, "team", id, "delete", map[string]any{"name": t.Name, "country": t.Country, "user_id": t.UserID})
	})
}

// FindTeamHistory lists who changed a team and when, newest first: staff of
// its loft (fancier management).
func (s *Fanciers) FindTeamHistory(ctx context.Context, id int64) ([]HistoryEntry, error) {
	t, err := s.teamToManage(ctx, id, false)
	if err != nil {
		return nil, err
	}
	return s.history(ctx, "team", t.ID)
}
