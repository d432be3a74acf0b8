package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// CreateUser creates an account whose password is already hashed (admins,
// the command line and sign-up). The e-mail must be free.
func (s *Service) CreateUser(ctx context.Context, u *core.User) error {
	if u.Language == "" {
		u.Language = "en"
	}
	u.Email = core.NormalizeEmail(u.Email)
	if err := u.Validate(); err != nil {
		return err
	}
	if u.IsAdmin() {
		if err := requireAdmin(ctx); err != nil {
			return err
		}
	}
	err := s.store.CreateUser(ctx, u)
	if core.ErrorCode(err) == core.ECONFLICT {
		return core.Invalid("email", "The email has already been taken.")
	}
	return err
}

// SetPermission grants or changes a user's role on a loft (its merchants or
// admins). At least one active merchant must remain in a loft (SPEC §5).
func (s *Service) SetPermission(ctx context.Context, p *core.Permission) error {
	if err := requireMerchant(ctx, p.LoftID); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindUserByID(ctx, p.UserID); err != nil {
			return err
		}
		perms, err := s.store.FindPermissions(ctx, p.LoftID)
		if err != nil {
			return err
		}
		var had, others bool
		for _, o := range perms {
			if o.UserID == p.UserID {
				had = o.IsMerchant && o.IsActive
			} else if o.IsMerchant && o.IsActive {
				others = true
			}
		}
		if had && !(p.IsMerchant && p.IsActive) && !others {
			return core.Invalid("is_merchant", "At least one active merchant must remain in a loft.")
		}
		return s.store.SetPermission(ctx, p)
	})
}

// StaffMember is a user with their permission on a loft.
type StaffMember struct {
	User       *core.User
	Permission *core.Permission
}

// FindStaff lists the users with a permission on a loft (its merchants or admins).
func (s *Service) FindStaff(ctx context.Context, loftID int64) ([]StaffMember, error) {
	if err := requireMerchant(ctx, loftID); err != nil {
		return nil, err
	}
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	perms, err := s.store.FindPermissions(ctx, loftID)
	if err != nil {
		return nil, err
	}
	out := make([]StaffMember, 0, len(perms))
	for _, p := range perms {
		u, err := s.store.FindUserByID(ctx, p.UserID)
		if err != nil {
			return nil, err
		}
		out = append(out, StaffMember{User: u, Permission: p})
	}
	return out, nil
}
