package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// UserDetail is a user as admins see them: profile, roles, permissions per
// loft, and the history of changes to their roles.
type UserDetail struct {
	User    *core.User
	History []HistoryEntry
}

// FindUsers returns one page of users whose name or e-mail address holds
// search, with role when it is not "", and the total: admins only.
func (s *Users) FindUsers(ctx context.Context, search string, role core.UserRole, p core.Page) ([]*core.User, int, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, 0, err
	}
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if role != "" {
		f := core.FieldErrors{}
		core.OneOf(f, "role", role, core.UserRoles...)
		if err := f.Err(); err != nil {
			return nil, 0, err
		}
	}
	return s.store.FindUsers(ctx, core.UserFilter{Search: search, Role: role, Offset: p.Offset(), Limit: p.PerPage})
}

// FindUser returns a user with their history: admins only.
func (s *Users) FindUser(ctx context.Context, id int64) (*UserDetail, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	return s.detail(ctx, id)
}

func (s *Users) detail(ctx context.Context, id int64) (*UserDetail, error) {
	u, err := s.store.FindUserByID(ctx, id)
	if err != nil {
		return nil, err
	}
	h, err := s.history(ctx, "user", id)
	if err != nil {
		return nil, err
	}
	return &UserDetail{User: u, History: h}, nil
}

// RolesUpdate is what admins change of a user's roles; nil fields stay.
type RolesUpdate struct {
	Admin       *bool // the admin right (SPEC §6 is_admin)
	SeasonAdmin *bool // the extended season permission
	Translator  *bool // the labels of SPEC §1, which grant no rights
	Supporter   *bool
	Developer   *bool
}

// SetRoles grants or revokes the admin right and the extended season
// permission: admins only, never their own admin right, and at least one
// admin remains. Each change is recorded.
func (s *Users) SetRoles(ctx context.Context, id int64, upd RolesUpdate) (*UserDetail, error) {
	return s.changeRoles(ctx, id, func(u *core.User, next *core.RoleChange) ([]string, error) {
		var actions []string
		if upd.Admin != nil && *upd.Admin != next.Admin {
			next.Admin = *upd.Admin
			actions = append(actions, map[bool]string{true: "grant_admin", false: "revoke_admin"}[next.Admin])
		}
		if upd.SeasonAdmin != nil && *upd.SeasonAdmin != next.SeasonAdmin {
			next.SeasonAdmin = *upd.SeasonAdmin
			actions = append(actions, map[bool]string{true: "grant_season_admin", false: "revoke_season_admin"}[next.SeasonAdmin])
		}
		for _, l := range []struct {
			upd  *bool
			cur  *bool
			name string
		}{{upd.Translator, &next.Labels.Translator, "translator"}, {upd.Supporter, &next.Labels.Supporter, "supporter"},
			{upd.Developer, &next.Labels.Developer, "developer"}} {
			if l.upd != nil && *l.upd != *l.cur {
				*l.cur = *l.upd
				actions = append(actions, map[bool]string{true: "grant_", false: "revoke_"}[*l.cur]+l.name)
			}
		}
		return actions, nil
	})
}

// Block blocks a user: they can no longer sign in, and their tokens stop
// working at once (every token of theirs is revoked). Admins only; not
// themselves, and not the last admin.
func (s *Users) Block(ctx context.Context, id int64) (*UserDetail, error) {
	return s.changeRoles(ctx, id, func(u *core.User, next *core.RoleChange) ([]string, error) {
		if u.Blocked() {
			return nil, &core.Error{Code: core.ECONFLICT, Message: core.MsgAlreadyBlocked}
		}
		next.Blocked = true
		return []string{"block"}, nil
	})
}

// Unblock lets a blocked user sign in again: admins only.
func (s *Users) Unblock(ctx context.Context, id int64) (*UserDetail, error) {
	return s.changeRoles(ctx, id, func(u *core.User, next *core.RoleChange) ([]string, error) {
		if !u.Blocked() {
			return nil, &core.Error{Code: core.ECONFLICT, Message: core.MsgNotBlocked}
		}
		next.Blocked = false
		return []string{"unblock"}, nil
	})
}

// changeRoles runs a change of a user's roles in one transaction: change
// sets the roles after it and names the actions to record (none: nothing
// changes); core's rule on admin rights decides whether it may happen.
func (s *Users) changeRoles(ctx context.Context, id int64, change func(u *core.User, next *core.RoleChange) ([]string, error)) (*UserDetail, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	var actor int64
	if a := actorID(ctx); a != nil {
		actor = *a
	}
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		u, err := s.store.FindUserByID(ctx, id)
		if err != nil {
			return err
		}
		next := u.Roles()
		actions, err := change(u, &next)
		if err != nil || len(actions) == 0 {
			return err
		}
		admins, err := s.store.FindActiveAdmins(ctx)
		if err != nil {
			return err
		}
		if err := core.CheckRoleChange(actor, u, next, len(admins)); err != nil {
			return err
		}
		now := s.now()
		switch {
		case next.Admin && !u.IsAdmin():
			u.AdminLevel = 1
		case !next.Admin:
			u.AdminLevel = 0
		}
		u.SeasonAdmin = next.SeasonAdmin
		u.Labels = next.Labels
		if next.Blocked && !u.Blocked() {
			u.BlockedAt = &now
			if err := s.store.RevokeUserTokens(ctx, u.ID, "", now); err != nil {
				return err
			}
		} else if !next.Blocked {
			u.BlockedAt = nil
		}
		if err := s.store.UpdateUserRoles(ctx, u); err != nil {
			return err
		}
		for _, a := range actions {
			if err := s.audit(ctx, "user", u.ID, a, map[string]any{}); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return nil, err
	}
	return s.detail(ctx, id)
}

// ResendVerification mails a user a new link that verifies their e-mail
// address: admins only, for an address not verified yet. The request is
// recorded.
func (a *Accounts) ResendVerification(ctx context.Context, id int64) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	var (
		u     *core.User
		token string
	)
	err := a.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if u, err = a.store.FindUserByID(ctx, id); err != nil {
			return err
		}
		if u.EmailVerified != nil {
			return &core.Error{Code: core.ECONFLICT, Message: core.MsgEmailVerified}
		}
		if token, err = a.newUserToken(ctx, u.ID, core.PurposeEmailVerification, a.cfg.VerifyLinkTTL); err != nil {
			return err
		}
		return a.audit(ctx, "user", u.ID, "send_verification", map[string]any{"email": u.Email})
	})
	if err != nil {
		return err
	}
	return a.mailVerification(ctx, u, token)
}
