package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type userRow struct {
	bun.BaseModel `bun:"table:users"`

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
	EmailVerifiedAt *time.Time
	PhoneVerifiedAt *time.Time
	CreatedAt       time.Time
}

func (r *userRow) core() *core.User {
	return &core.User{
		ID: r.ID, Email: r.Email, FirstName: r.FirstName, LastName: r.LastName, ImageSrc: r.ImageSrc,
		IPFN: r.IPFN, City: r.City, Street: r.Street, Zipcode: r.Zipcode, Language: r.Language,
		Phone: r.Phone, PasswordHash: r.PasswordHash, AdminLevel: r.IsAdmin, EmailVerified: r.EmailVerifiedAt,
		PhoneVerified: r.PhoneVerifiedAt, CreatedAt: r.CreatedAt,
	}
}

func newUserRow(u *core.User) *userRow {
	return &userRow{
		ID: u.ID, Email: u.Email, FirstName: u.FirstName, LastName: u.LastName, ImageSrc: u.ImageSrc,
		IPFN: u.IPFN, City: u.City, Street: u.Street, Zipcode: u.Zipcode, Language: u.Language,
		Phone: u.Phone, PasswordHash: u.PasswordHash, IsAdmin: u.AdminLevel, EmailVerifiedAt: u.EmailVerified,
		PhoneVerifiedAt: u.PhoneVerified, CreatedAt: u.CreatedAt,
	}
}

type permissionRow struct {
	bun.BaseModel `bun:"table:permissions"`

	ID         int64 `bun:",pk,autoincrement"`
	UserID     int64
	LoftID     int64
	IsMerchant bool
	IsAgent    bool
	IsActive   bool
}

func (r *permissionRow) core() *core.Permission {
	return &core.Permission{ID: r.ID, UserID: r.UserID, LoftID: r.LoftID, IsMerchant: r.IsMerchant, IsAgent: r.IsAgent, IsActive: r.IsActive}
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
	var perms []permissionRow
	if err := db.conn(ctx).NewSelect().Model(&perms).Where("user_id = ?", u.ID).Order("loft_id").Scan(ctx); err != nil {
		return nil, err
	}
	for i := range perms {
		u.Permissions = append(u.Permissions, perms[i].core())
	}
	return u, nil
}

// FindUsers lists users by filter, ordered by id.
func (db *DB) FindUsers(ctx context.Context, f core.UserFilter) ([]*core.User, int, error) {
	var rows []userRow
	q := db.conn(ctx).NewSelect().Model(&rows).Order("id")
	if f.ID != nil {
		q.Where("id = ?", *f.ID)
	}
	if f.Email != nil {
		q.Where("email = ?", core.NormalizeEmail(*f.Email))
	}
	if f.LoftID != nil {
		q.Where("id IN (SELECT user_id FROM permissions WHERE loft_id = ?)", *f.LoftID)
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil {
		return nil, 0, err
	}
	out := make([]*core.User, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, n, nil
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
