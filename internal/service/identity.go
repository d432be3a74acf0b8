package service

import (
	"context"
	"strconv"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// ExternalProfile is what an issuer's token says about its user.
type ExternalProfile struct {
	Issuer, Subject, Email, FirstName, LastName, Language string
}

// UserForToken returns the user a verified token names. Tokens of the
// embedded provider carry the user id as subject; users of an external
// issuer are found by their link, or created on first sight. A blocked
// user's token is refused (EUNAUTHORIZED), on every call.
func (s *Users) UserForToken(ctx context.Context, embedded bool, p ExternalProfile) (*core.User, error) {
	if embedded {
		id, err := strconv.ParseInt(p.Subject, 10, 64)
		if err != nil {
			return nil, core.Errorf(core.EUNAUTHORIZED, core.MsgTokenInvalid)
		}
		u, err := s.store.FindUserByID(ctx, id)
		if core.ErrorCode(err) == core.ENOTFOUND {
			return nil, core.Errorf(core.EUNAUTHORIZED, core.MsgTokenInvalid)
		}
		return refuseBlocked(u, err)
	}
	var u *core.User
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		link, err := s.store.FindIdentity(ctx, p.Issuer, p.Subject)
		if err == nil {
			u, err = s.store.FindUserByID(ctx, link.UserID)
			return err
		} else if core.ErrorCode(err) != core.ENOTFOUND {
			return err
		}
		// First sight: an existing account with the same address is linked,
		// otherwise a new one is made from the token's profile.
		if u, err = s.store.FindUserByEmail(ctx, p.Email); core.ErrorCode(err) == core.ENOTFOUND {
			lang := strings.ToLower(p.Language)
			if len(lang) > 2 {
				lang = lang[:2]
			}
			if !core.IsLanguage(lang) {
				lang = "en"
			}
			now := s.now()
			u = &core.User{Email: p.Email, FirstName: orDefault(p.FirstName, "–"), LastName: orDefault(p.LastName, "–"), Language: lang, EmailVerified: &now}
			if err := u.Validate(); err != nil {
				return core.Errorf(core.EUNAUTHORIZED, "The sign-in provider did not share a usable e-mail address.")
			}
			err = s.store.CreateUser(ctx, u)
		}
		if err != nil {
			return err
		}
		return s.store.CreateIdentity(ctx, &core.Identity{Issuer: p.Issuer, Subject: p.Subject, UserID: u.ID})
	})
	return refuseBlocked(u, err)
}

// refuseBlocked turns a blocked user away as an invalid token would be: a
// blocked user's tokens stop working on their next call.
func refuseBlocked(u *core.User, err error) (*core.User, error) {
	if err == nil && u.Blocked() {
		return nil, core.Errorf(core.EUNAUTHORIZED, core.MsgTokenInvalid)
	}
	return u, err
}

func orDefault(v, def string) string {
	if strings.TrimSpace(v) == "" {
		return def
	}
	return v
}

// FindFavorites lists the signed-in user's favourites.
func (s *Users) FindFavorites(ctx context.Context) ([]*core.Favorite, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	return s.store.FindFavorites(ctx, u.ID)
}

// AddFavorite follows a loft, team or pigeon that exists.
func (s *Users) AddFavorite(ctx context.Context, kind core.FavoriteKind, id int64) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	f := &core.Favorite{UserID: u.ID, Kind: kind, TargetID: id}
	if err := f.Validate(); err != nil {
		return err
	}
	var err error
	switch kind {
	case core.FavoriteLoft:
		_, err = s.store.FindLoftByID(ctx, id)
	case core.FavoriteTeam:
		_, err = s.store.FindTeamByID(ctx, id)
	case core.FavoritePigeon:
		_, _, err = s.visiblePigeon(ctx, id) // the list names the bird
	}
	if err != nil {
		return err
	}
	return s.store.AddFavorite(ctx, f)
}

// RemoveFavorite stops following.
func (s *Users) RemoveFavorite(ctx context.Context, kind core.FavoriteKind, id int64) error {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return errSignIn()
	}
	return s.store.RemoveFavorite(ctx, u.ID, kind, id)
}
