package service

import (
	"context"
	"log/slog"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// MsgLastMerchant is SPEC §5's rule for a loft's staff.
const MsgLastMerchant = "At least one active merchant must remain in a loft."

// Inviter mails an account that someone else made a link to choose its
// password; the embedded sign-in provider's Accounts are one.
type Inviter interface {
	Invite(ctx context.Context, u *core.User, loftName string) error
}

// SetPermission grants or changes a user's role on a loft (its merchants or
// admins). At least one active merchant must remain in a loft (SPEC §5).
// Merchants change the roles of their staff only (ENOTFOUND for anyone
// else) and add people by e-mail (AddStaff): a role given by id would put
// any account's name and e-mail on the staff list. Admins read every
// account anyway.
func (s *Lofts) SetPermission(ctx context.Context, p *core.Permission) error {
	if err := requireMerchant(ctx, p.LoftID); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		// Two merchants taking each other's role at once would each see the
		// other still there: the loft's row lock makes the second wait and
		// read what the first wrote.
		if err := s.store.LockLoft(ctx, p.LoftID); err != nil {
			return err
		}
		perms, err := s.store.FindPermissions(ctx, p.LoftID)
		if err != nil {
			return err
		}
		var old *core.Permission
		for _, o := range perms {
			if o.UserID == p.UserID {
				old = o
			}
		}
		if old == nil && !core.ActorFrom(ctx).IsAdmin() {
			return core.Errorf(core.ENOTFOUND, "Permission not found.")
		}
		u, err := s.store.FindUserByID(ctx, p.UserID)
		if err != nil {
			return err
		}
		if !p.IsMerchant || !p.IsActive {
			if err := keepsMerchant(perms, p.UserID); err != nil {
				return err
			}
		}
		if err := s.store.SetPermission(ctx, p); err != nil {
			return err
		}
		detail := permissionDetail(u, p)
		if old != nil {
			detail["was"] = map[string]bool{"is_merchant": old.IsMerchant, "is_agent": old.IsAgent, "is_active": old.IsActive}
		}
		return s.audit(ctx, "loft", p.LoftID, "permission_set", detail)
	})
}

// keepsMerchant refuses to take the merchant role from userID when no other
// active merchant would remain.
func keepsMerchant(perms []*core.Permission, userID int64) error {
	var had, others bool
	for _, o := range perms {
		if o.UserID == userID {
			had = o.IsMerchant && o.IsActive
		} else if o.IsMerchant && o.IsActive {
			others = true
		}
	}
	if had && !others {
		return core.Invalid("is_merchant", MsgLastMerchant)
	}
	return nil
}

func permissionDetail(u *core.User, p *core.Permission) map[string]any {
	return map[string]any{"user_id": u.ID, "name": u.FullName(), "email": u.Email,
		"is_merchant": p.IsMerchant, "is_agent": p.IsAgent, "is_active": p.IsActive}
}

// StaffInvitation adds a person to a loft's staff by e-mail; the names and
// language make their account when nobody has the address yet.
type StaffInvitation struct {
	Email, FirstName, LastName, Language string
	IsMerchant, IsAgent, IsActive        bool
}

// AddStaff gives the person with the invitation's e-mail a role on a loft
// (its merchants or admins). When nobody has the address, an account
// without a password is made and, after the change is stored, mailed a
// link to choose one. invited reports that mail.
func (s *Lofts) AddStaff(ctx context.Context, loftID int64, inv StaffInvitation) (m StaffMember, invited bool, err error) {
	if err := requireMerchant(ctx, loftID); err != nil {
		return m, false, err
	}
	inv.Email = core.NormalizeEmail(inv.Email)
	f := core.FieldErrors{}
	core.Email(f, "email", inv.Email, true)
	if !inv.IsMerchant && !inv.IsAgent {
		f.Add("is_merchant", "Choose a role: merchant, agent or both.")
	}
	if err := f.Err(); err != nil {
		return m, false, err
	}
	var (
		loft    *core.Loft
		created bool
	)
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if loft, err = s.store.FindLoftByID(ctx, loftID); err != nil {
			return err
		}
		u, err := s.store.FindUserByEmail(ctx, inv.Email)
		switch {
		case core.ErrorCode(err) == core.ENOTFOUND:
			if u, err = s.newStaffUser(ctx, inv); err != nil {
				return err
			}
			created = true
		case err != nil:
			return err
		case hasPermission(u, loftID):
			return &core.Error{Code: core.ECONFLICT, Message: MsgAlreadyStaff, Fields: map[string][]string{"email": {MsgAlreadyStaff}}}
		}
		p := &core.Permission{UserID: u.ID, LoftID: loftID, IsMerchant: inv.IsMerchant, IsAgent: inv.IsAgent, IsActive: inv.IsActive}
		if err := s.store.SetPermission(ctx, p); err != nil {
			return err
		}
		detail := permissionDetail(u, p)
		detail["new_account"] = created
		m = StaffMember{User: u, Permission: p}
		return s.audit(ctx, "loft", loftID, "permission_add", detail)
	})
	if err != nil || !created || s.inviter == nil {
		return m, false, err
	}
	if err := s.inviter.Invite(ctx, m.User, loft.Name); err != nil {
		// The role and account are stored; the mail can be sent again by
		// asking for a password reset.
		slog.ErrorContext(ctx, "staff invitation mail", "user", m.User.ID, "loft", loftID, "err", err)
		return m, false, nil
	}
	return m, true, nil
}

// MsgAlreadyStaff refuses to add a person twice.
const MsgAlreadyStaff = "This person has a role on this loft already; change it in the list."

func hasPermission(u *core.User, loftID int64) bool {
	for _, p := range u.Permissions {
		if p.LoftID == loftID {
			return true
		}
	}
	return false
}

// newStaffUser makes the account of an invited person, without a password.
func (s *Lofts) newStaffUser(ctx context.Context, inv StaffInvitation) (*core.User, error) {
	lang := inv.Language
	if lang == "" {
		lang = "en"
	}
	u := &core.User{Email: inv.Email, FirstName: strings.TrimSpace(inv.FirstName), LastName: strings.TrimSpace(inv.LastName), Language: lang}
	if err := u.Validate(); err != nil {
		return nil, err
	}
	if err := s.store.CreateUser(ctx, u); err != nil {
		return nil, err
	}
	return u, nil
}

// RemovePermission takes a user's role on a loft away (its merchants or
// admins); the last active merchant stays (SPEC §5).
func (s *Lofts) RemovePermission(ctx context.Context, loftID, userID int64) error {
	if err := requireMerchant(ctx, loftID); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
			return err
		}
		if err := s.store.LockLoft(ctx, loftID); err != nil { // see SetPermission
			return err
		}
		perms, err := s.store.FindPermissions(ctx, loftID)
		if err != nil {
			return err
		}
		var p *core.Permission
		for _, o := range perms {
			if o.UserID == userID {
				p = o
			}
		}
		if p == nil {
			return core.Errorf(core.ENOTFOUND, "Permission not found.")
		}
		if err := keepsMerchant(perms, userID); err != nil {
			return err
		}
		u, err := s.store.FindUserByID(ctx, userID)
		if err != nil {
			return err
		}
		if err := s.store.DeletePermission(ctx, loftID, userID); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "permission_remove", permissionDetail(u, p))
	})
}

// StaffMember is a user with their permission on a loft.
type StaffMember struct {
	User       *core.User
	Permission *core.Permission
}

// FindStaff lists the users with a permission on a loft (its merchants or admins).
func (s *Lofts) FindStaff(ctx context.Context, loftID int64) ([]StaffMember, error) {
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
