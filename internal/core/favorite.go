package core

import (
	"context"
	"time"
)

// FavoriteKind is what a favourite points at.
type FavoriteKind string

// Favourite kinds (SPEC §2: lofts, teams, pigeons).
const (
	FavoriteLoft   FavoriteKind = "loft"
	FavoriteTeam   FavoriteKind = "team"
	FavoritePigeon FavoriteKind = "pigeon"
)

// Favorite is something a user follows.
type Favorite struct {
	UserID    int64
	Kind      FavoriteKind
	TargetID  int64
	Label     string // the loft, team or pigeon name, for lists
	LoftID    int64  // the loft the target belongs to, for links
	TeamID    int64  // a pigeon's team, for links
	CreatedAt time.Time
}

// Validate checks the kind and target.
func (f *Favorite) Validate() error {
	fe := FieldErrors{}
	OneOf(fe, "kind", f.Kind, FavoriteLoft, FavoriteTeam, FavoritePigeon)
	if f.TargetID < 1 {
		fe.Add("id", msgRequired("id"))
	}
	return fe.Err()
}

// FavoriteStore persists favourites.
type FavoriteStore interface {
	// FindFavorites lists a user's favourites, newest first, with labels.
	FindFavorites(ctx context.Context, userID int64) ([]*Favorite, error)
	// AddFavorite is idempotent.
	AddFavorite(ctx context.Context, f *Favorite) error
	RemoveFavorite(ctx context.Context, userID int64, kind FavoriteKind, targetID int64) error
}
