package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// Users are the use cases of users: accounts made by admins and the
// command line, users of a sign-in token, and favourites.
type Users struct {
	*base
	store usersStore
}

// CreateUser creates an account whose password is already hashed (admins,
// the command line and sign-up). The e-mail must be free.
func (s *Users) CreateUser(ctx context.Context, u *core.User) error {
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
