package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type userRow struct {
	bun.BaseModel `bun:"table:users,alias:u"`

	ID              int64 `bun:",pk,autoincrement"`
	Email           string
	FirstName       string
	LastName        string
	ImageSrc        string
	IPFN            string `bun:"ipfn"`
	City            string
	Street          string
	Zipcode         string
	Language        string
	Phone           string
	PasswordHash    string
	IsAdmin         int
	SeasonAdmin     bool
	IsTranslator    bool
	IsSupporter     bool
	IsDeveloper     bool
	BlockedAt       *time.Time
	EmailVerifiedAt *time.Time
	PhoneVerifiedAt *time.Time
	CreatedAt       time.Time
}

func (r *userRow) core() *core.User {
	return &core.User{
		ID: r.ID, Email: r.Email, FirstName: r.FirstName, LastName: r.LastName, ImageSrc: r.ImageSrc,
		IPFN: r.IPFN, City: r.City, Street: r.Street, Zipcode: r.Zipcode, Language: r.Language,
		Phone: r.Phone, PasswordHash: r.PasswordHash, AdminLevel: r.IsAdmin, SeasonAdmin: r.SeasonAdmin, BlockedAt: r.BlockedAt, EmailVerified: r.EmailVerifiedAt,
		PhoneVerified: r.PhoneVerifiedAt, CreatedAt: r.CreatedAt,
		Labels: core.RoleLabels{Translator: r.IsTranslator, Supporter: r.IsSupporter, Developer: r.IsDeveloper},
	}
}

func newUserRow(u *core.User) *userRow {
	return &userRow{
		ID: u.ID, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, ImageSrc: u.ImageSrc,
		IPFN: u.IPFN, City: u.City, Street: u.Street, Zipcode: u.Zipcode, Language: u.Language,
		Phone: u.Phone, PasswordHash: u.PasswordHash, IsAdmin: u.AdminLevel, SeasonAdmin: u.SeasonAdmin, BlockedAt: u.BlockedAt, EmailVerifiedAt: u.EmailVerified,
		PhoneVerifiedAt: u.PhoneVerified, CreatedAt: u.CreatedAt,
		IsTranslator: u.Labels.Translator, IsSupporter: u.Labels.Supporter, IsDeveloper: u.Labels.Developer,
	}
}

type permissionRow struct {
	bun.BaseModel `bun:"table:permissions,alias:p"`

	ID         int64 `bun:",pk,autoincrement"`
	UserID     int64
	LoftID     int64
	IsMerchant bool
	IsAgent    bool
	IsActive   bool
	LoftName   string `bun:",scanonly"`
}

func (r *permissionRow) core() *core.Permission {
	return &core.Permission{ID: r.ID, UserID: r.UserID, LoftID: r.LoftID, IsMerchant: r.IsMerchant, IsAgent: r.IsAgent, IsActive: r.IsActive,
		LoftName: r.LoftName}
}

// FindUserByID returns a user with permissions.
func (db *DB) FindUserByID(ctx context.Context, id int64) (*core.User, error) {
	return db.findUser(ctx, "id = ?", id)
}

// FindUserByEmail returns the user with the (normalized) address.
func (db *DB) FindUserByEmail(ctx context.Context, email string) (*core.User, error) {
	return db.findUser(ctx, "email = ?", core.NormalizeEmail(email))
}

// FindUserByPhone returns the user with the phone number.
func (db *DB) FindUserByPhone(ctx context.Context, phone string) (*core.User, error) {
	return db.findUser(ctx, "phone = ? AND phone <> ''", phone)
}

func (db *DB) findUser(ctx context.Context, where string, arg any) (*core.User, error) {
	var row userRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where(where, arg).Scan(ctx); err != nil {
		return nil, mapErr(err, "User")
	}
	u := row.core()
	if err := db.withPermissions(ctx, []*core.User{u}); err != nil {
		return nil, err
	}
	return u, nil
}

// withPermissions fills the permissions of users, with the names of their lofts.
func (db *DB) withPermissions(ctx context.Context, users []*core.User) error {
	if len(users) == 0 {
		return nil
	}
	byID := make(map[int64]*core.User, len(users))
	ids := make([]int64, len(users))
	for i, u := range users {
		byID[u.ID], ids[i] = u, u.ID
	}
	var perms []permissionRow
	if err := db.conn(ctx).NewSelect().Model(&perms).ColumnExpr("p.*, l.name AS loft_name").Join("JOIN lofts AS l ON l.id = p.loft_id").
		Where("p.user_id IN (?)", bun.List(ids)).Order("p.loft_id").Scan(ctx); err != nil {
		return err
	}
	for i := range perms {
		u := byID[perms[i].UserID]
		u.Permissions = append(u.Permissions, perms[i].core())
	}
	return nil
}

// FindUsers returns one page of users by filter with their permissions, by
// last and first name, and the total.
func (db *DB) FindUsers(ctx context.Context, f core.UserFilter) ([]*core.User, int, error) {
	var rows []userRow
	q := db.conn(ctx).NewSelect().Model(&rows).OrderExpr("lower(u.last_name), lower(u.first_name), u.id")
	if f.ID != nil {
		q.Where("u.id = ?", *f.ID)
	}
	if f.Email != nil {
		q.Where("u.email = ?", core.NormalizeEmail(*f.Email))
	}
	if f.LoftID != nil {
		q.Where("u.id IN (SELECT user_id FROM permissions WHERE loft_id = ?)", *f.LoftID)
	}
	if f.FancierOf != nil {
		if f.Country != "" {
			q.Where("u.id IN (SELECT user_id FROM teams WHERE loft_id = ? AND country = ?)", *f.FancierOf, strings.ToUpper(f.Country))
		} else {
			q.Where("u.id IN (SELECT user_id FROM teams WHERE loft_id = ?)", *f.FancierOf)
		}
	}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		q.Where("(lower(u.first_name || ' ' || u.last_name) LIKE ? OR lower(u.email) LIKE ?)", like, like)
	}
	switch f.Role {
	case core.UserRoleAdmin:
		q.Where("u.is_admin > 0")
	case core.UserRoleSeasonAdmin:
		q.Where("u.season_admin")
	case core.UserRoleMerchant:
		q.Where("u.id IN (SELECT user_id FROM permissions WHERE is_merchant AND is_active)")
	case core.UserRoleAgent:
		q.Where("u.id IN (SELECT user_id FROM permissions WHERE is_agent AND is_active)")
	case core.UserRoleBlocked:
		q.Where("u.blocked_at IS NOT NULL")
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*core.User, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, n, db.withPermissions(ctx, out)
}

// FindActiveAdmins lists the ids of admins who are not blocked; on
// PostgreSQL their rows are locked until the transaction ends.
func (db *DB) FindActiveAdmins(ctx context.Context) ([]int64, error) {
	var ids []int64
	q := db.conn(ctx).NewSelect().Table("users").Column("id").Where("is_admin > 0 AND blocked_at IS NULL").Order("id")
	if db.Engine == Postgres {
		q.For("UPDATE")
	}
	err := q.Scan(ctx, &ids)
	return ids, err
}

// UpdateUserRoles stores the admin level, the extended season permission,
// the role labels and the block of u.
func (db *DB) UpdateUserRoles(ctx context.Context, u *core.User) error {
	res, err := db.conn(ctx).NewUpdate().Table("users").Set("is_admin = ?", u.AdminLevel).Set("season_admin = ?", u.SeasonAdmin).
		Set("is_translator = ?", u.Labels.Translator).Set("is_supporter = ?", u.Labels.Supporter).
		Set("is_developer = ?", u.Labels.Developer).Set("blocked_at = ?", u.BlockedAt).Where("id = ?", u.ID).Exec(ctx)
	if err != nil {
		return mapErr(err, "user")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "User not found.")
	}
	return nil
}

// CreateUser inserts u and sets its ID; the e-mail is stored normalized.
func (db *DB) CreateUser(ctx context.Context, u *core.User) error {
	u.Email = core.NormalizeEmail(u.Email)
	if u.CreatedAt.IsZero() {
		u.CreatedAt = db.now()
	}
	row := newUserRow(u)
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "user")
	}
	u.ID = row.ID
	return nil
}

// SetPermission creates or replaces the permission of p.UserID on p.LoftID.
func (db *DB) SetPermission(ctx context.Context, p *core.Permission) error {
	row := &permissionRow{UserID: p.UserID, LoftID: p.LoftID, IsMerchant: p.IsMerchant, IsAgent: p.IsAgent, IsActive: p.IsActive}
	_, err := db.conn(ctx).NewInsert().Model(row).
		On("CONFLICT (user_id, loft_id) DO UPDATE").
		Set("is_merchant = EXCLUDED.is_merchant, is_agent = EXCLUDED.is_agent, is_active = EXCLUDED.is_active").
		Returning("id").Exec(ctx)
	if err != nil {
		return mapErr(err, "permission")
	}
	p.ID = row.ID
	return nil
}

// FindPermissions lists the permissions on a loft.
func (db *DB) FindPermissions(ctx context.Context, loftID int64) ([]*core.Permission, error) {
	var rows []permissionRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("loft_id = ?", loftID).Order("id").Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Permission, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// page applies offset and limit when a limit is set.
func page(q *bun.SelectQuery, offset, limit int) *bun.SelectQuery {
	if limit > 0 {
		q.Limit(limit).Offset(offset)
	}
	return q
}
