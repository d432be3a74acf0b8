package core

import (
	"context"
	"strings"
	"time"
)

// User is an account: the profile of SPEC §3's oauth_user and the roles of olr_user.
type User struct {
	ID            int64
	Email         string
	FirstName     string
	LastName      string
	ImageSrc      string
	IPFN          string // federation number
	City          string
	Street        string
	Zipcode       string
	Language      string
	Phone         string
	PasswordHash  string
	AdminLevel    int // is_admin; > 0 means admin (SPEC §6)
	EmailVerified *time.Time
	PhoneVerified *time.Time
	CreatedAt     time.Time
	Permissions   []*Permission
}

// IsAdmin reports SPEC §6's rule: is_admin greater than 0.
func (u *User) IsAdmin() bool { return u.AdminLevel > 0 }

// FullName is first and last name joined.
func (u *User) FullName() string { return strings.TrimSpace(u.FirstName + " " + u.LastName) }

// IsMerchantOf reports an active merchant permission for loftID.
func (u *User) IsMerchantOf(loftID int64) bool {
	for _, p := range u.Permissions {
		if p.LoftID == loftID && p.IsActive && p.IsMerchant {
			return true
		}
	}
	return false
}

// IsStaffOf reports an active merchant or agent permission for loftID.
func (u *User) IsStaffOf(loftID int64) bool {
	for _, p := range u.Permissions {
		if p.LoftID == loftID && p.IsActive && (p.IsMerchant || p.IsAgent) {
			return true
		}
	}
	return false
}

// IsStaffOfAny reports an active merchant or agent permission for any loft:
// any such flag grants access to season actions (SPEC §6).
func (u *User) IsStaffOfAny() bool {
	for _, p := range u.Permissions {
		if p.IsActive && (p.IsMerchant || p.IsAgent) {
			return true
		}
	}
	return false
}

// Validate checks the profile fields of a new or changed user.
func (u *User) Validate() error {
	f := FieldErrors{}
	Email(f, "email", u.Email, true)
	if Required(f, "first_name", u.FirstName) {
		MaxLen(f, "first_name", u.FirstName, 64)
	}
	if Required(f, "last_name", u.LastName) {
		MaxLen(f, "last_name", u.LastName, 64)
	}
	MaxLen(f, "ipfn", u.IPFN, 32)
	MaxLen(f, "city", u.City, 128)
	MaxLen(f, "street", u.Street, 128)
	MaxLen(f, "zipcode", u.Zipcode, 16)
	if u.Language != "" && !IsLanguage(u.Language) {
		f.Add("language", "The selected language is invalid.")
	}
	return f.Err()
}

// NormalizeEmail lowercases and trims an address so that uniqueness holds.
func NormalizeEmail(s string) string { return strings.ToLower(strings.TrimSpace(s)) }

// Permission is a per-loft role entry (SPEC §3 olr_user.permissions).
type Permission struct {
	ID         int64
	UserID     int64
	LoftID     int64
	IsMerchant bool
	IsAgent    bool
	IsActive   bool
}

// UserFilter selects users.
type UserFilter struct {
	ID     *int64
	Email  *string
	LoftID *int64 // users with a permission on the loft
	Offset int
	Limit  int
}

// UserStore persists users and permissions.
type UserStore interface {
	// FindUserByID returns ENOTFOUND when there is no such user.
	FindUserByID(ctx context.Context, id int64) (*User, error)
	// FindUserByEmail returns ENOTFOUND when no user has the address.
	FindUserByEmail(ctx context.Context, email string) (*User, error)
	// FindUserByPhone returns ENOTFOUND when no user has the number.
	FindUserByPhone(ctx context.Context, phone string) (*User, error)
	FindUsers(ctx context.Context, filter UserFilter) ([]*User, int, error)
	// CreateUser returns ECONFLICT when the e-mail is taken.
	CreateUser(ctx context.Context, u *User) error
	// SetPermission creates or replaces the permission of a user for a loft.
	SetPermission(ctx context.Context, p *Permission) error
	// FindPermissions lists the permissions on a loft.
	FindPermissions(ctx context.Context, loftID int64) ([]*Permission, error)
}

// Languages of SPEC §9, English first as the default and fallback.
var Languages = []string{"en", "ar", "cn", "de", "es", "fr", "hu", "it", "jp", "nl", "pl", "pt", "ro", "ru", "se", "sk", "th", "tr"}

// IsLanguage reports whether code is one of the 18 product languages.
func IsLanguage(code string) bool {
	for _, l := range Languages {
		if l == code {
			return true
		}
	}
	return false
}
