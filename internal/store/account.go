package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type identityRow struct {
	bun.BaseModel `bun:"table:user_identities"`

	Issuer  string `bun:",pk"`
	Subject string `bun:",pk"`
	UserID  int64
}

// FindIdentity returns the link of an external issuer's subject.
func (db *DB) FindIdentity(ctx context.Context, issuer, subject string) (*core.Identity, error) {
	var r identityRow
	if err := db.conn(ctx).NewSelect().Model(&r).Where("issuer = ? AND subject = ?", issuer, subject).Scan(ctx); err != nil {
		return nil, mapErr(err, "Identity")
	}
	return &core.Identity{Issuer: r.Issuer, Subject: r.Subject, UserID: r.UserID}, nil
}

// CreateIdentity links an external subject to a user.
func (db *DB) CreateIdentity(ctx context.Context, id *core.Identity) error {
	_, err := db.conn(ctx).NewInsert().Model(&identityRow{Issuer: id.Issuer, Subject: id.Subject, UserID: id.UserID}).Exec(ctx)
	return mapErr(err, "user")
}

// UpdateUser stores the profile, password hash, role level and verifications of u.
func (db *DB) UpdateUser(ctx context.Context, u *core.User) error {
	u.Email = core.NormalizeEmail(u.Email)
	// Roles are not the user's to change: UpdateUserRoles stores them, so
	// that a profile saved from an older read cannot undo a block.
	res, err := db.conn(ctx).NewUpdate().Model(newUserRow(u)).WherePK().
		ExcludeColumn("id", "created_at", "is_admin", "season_admin", "blocked_at").Exec(ctx)
	if err != nil {
		return mapErr(err, "user")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "User not found.")
	}
	return nil
}

type favoriteRow struct {
	bun.BaseModel `bun:"table:favorites,alias:f"`

	UserID    int64  `bun:",pk"`
	Kind      string `bun:",pk"`
	TargetID  int64  `bun:",pk"`
	CreatedAt time.Time
	Label     string `bun:",scanonly"`
	LoftID    int64  `bun:",scanonly"`
	TeamID    int64  `bun:",scanonly"`
}

// FindFavorites lists a user's favourites with the name and loft of each
// target; targets that no longer exist are left out.
func (db *DB) FindFavorites(ctx context.Context, userID int64) ([]*core.Favorite, error) {
	var rows []favoriteRow
	err := db.conn(ctx).NewRaw(`SELECT * FROM (
SELECT f.user_id, f.kind, f.target_id, f.created_at, l.name AS label, l.id AS loft_id, 0 AS team_id
  FROM favorites f JOIN lofts l ON f.kind = 'loft' AND l.id = f.target_id WHERE f.user_id = ?
UNION ALL
SELECT f.user_id, f.kind, f.target_id, f.created_at, t.name, t.loft_id, t.id
  FROM favorites f JOIN teams t ON f.kind = 'team' AND t.id = f.target_id WHERE f.user_id = ?
UNION ALL
SELECT f.user_id, f.kind, f.target_id, f.created_at, p.ring || CASE WHEN p.name <> '' THEN ' ' || p.name ELSE '' END, s.loft_id, p.team_id
  FROM favorites f JOIN pigeons p ON f.kind = 'pigeon' AND p.id = f.target_id JOIN seasons s ON s.id = p.season_id WHERE f.user_id = ?
) AS fav ORDER BY created_at DESC, kind, target_id`, userID, userID, userID).Scan(ctx, &rows)
	if err != nil {
		return nil, err
	}
	out := make([]*core.Favorite, len(rows))
	for i, r := range rows {
		out[i] = &core.Favorite{UserID: r.UserID, Kind: core.FavoriteKind(r.Kind), TargetID: r.TargetID, CreatedAt: r.CreatedAt,
			Label: r.Label, LoftID: r.LoftID, TeamID: r.TeamID}
	}
	return out, nil
}

// AddFavorite stores a favourite; adding it again changes nothing.
func (db *DB) AddFavorite(ctx context.Context, f *core.Favorite) error {
	f.CreatedAt = db.now()
	_, err := db.conn(ctx).NewInsert().Model(&favoriteRow{UserID: f.UserID, Kind: string(f.Kind), TargetID: f.TargetID, CreatedAt: f.CreatedAt}).
		On("CONFLICT DO NOTHING").Exec(ctx)
	return mapErr(err, "favorite")
}

// RemoveFavorite deletes a favourite; ENOTFOUND when there was none.
func (db *DB) RemoveFavorite(ctx context.Context, userID int64, kind core.FavoriteKind, targetID int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*favoriteRow)(nil)).
		Where("user_id = ? AND kind = ? AND target_id = ?", userID, string(kind), targetID).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Favorite not found.")
	}
	return nil
}
