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
	AdminLevel    int  // is_admin; > 0 means admin (SPEC §6)
	SeasonAdmin   bool // the extended season permission: administers every loft's seasons
	Labels        RoleLabels
	BlockedAt     *time.Time
	EmailVerified *time.Time
	PhoneVerified *time.Time
	CreatedAt     time.Time
	Permissions   []*Permission
}

// IsAdmin reports SPEC §6's rule: is_admin greater than 0.
func (u *User) IsAdmin() bool { return u.AdminLevel > 0 }

// Blocked reports a user that admins blocked: they cannot sign in and
// their tokens stop working.
func (u *User) Blocked() bool { return u.BlockedAt != nil }

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
	if u.ImageSrc != "" && !ValidLink(u.ImageSrc) {
		f.Add("image_src", MsgImageLink)
	}
	if u.Language != "" && !IsLanguage(u.Language) {
		f.Add("language", "The selected language is invalid.")
	}
	return f.Err()
}

// MsgImageLink refuses a profile image that is neither an https address nor a file of the service.
const MsgImageLink = "The image must be an address starting with https:// or a file uploaded here."

// Messages of the rules on admins' roles.
const (
	MsgLastAdmin      = "At least one admin must remain."
	MsgOwnAdminRight  = "You cannot revoke your own admin right."
	MsgBlockSelf      = "You cannot block yourself."
	MsgUserBlocked    = "This account has been blocked. Please contact the administrators."
	MsgAlreadyBlocked = "This user is already blocked."
	MsgNotBlocked     = "This user is not blocked."
	MsgEmailVerified  = "The e-mail address is already verified."
)

// RoleLabels are the roles that are only labels on a user (SPEC §1): they
// say who translates, supports or develops the product and grant no rights.
type RoleLabels struct {
	Translator bool
	Supporter  bool
	Developer  bool
}

// Names lists the labels set, in a fixed order.
func (l RoleLabels) Names() []string {
	out := []string{}
	for _, v := range []struct {
		on   bool
		name string
	}{{l.Translator, "translator"}, {l.Supporter, "supporter"}, {l.Developer, "developer"}} {
		if v.on {
			out = append(out, v.name)
		}
	}
	return out
}

// RoleChange is what an admin sets of a user's roles: the state after the change.
type RoleChange struct {
	Admin       bool
	SeasonAdmin bool
	Blocked     bool
	Labels      RoleLabels
}

// Roles returns the user's roles as a RoleChange that changes nothing.
func (u *User) Roles() RoleChange {
	return RoleChange{Admin: u.IsAdmin(), SeasonAdmin: u.SeasonAdmin, Blocked: u.Blocked(), Labels: u.Labels}
}

// CheckRoleChange refuses a change of target's roles by the admin actorID
// (0 for the system) that would take the actor's own admin right or block
// them, or leave no active (admin and not blocked) admin; activeAdmins counts
// the active admins before the change, the target among them.
func CheckRoleChange(actorID int64, target *User, next RoleChange, activeAdmins int) error {
	self := actorID != 0 && actorID == target.ID
	switch {
	case self && target.IsAdmin() && !next.Admin:
		return Invalid("is_admin", MsgOwnAdminRight)
	case self && next.Blocked:
		return Invalid("blocked", MsgBlockSelf)
	}
	wasActive := target.IsAdmin() && !target.Blocked()
	staysActive := next.Admin && !next.Blocked
	if wasActive && !staysActive && activeAdmins <= 1 {
		field := "is_admin"
		if next.Admin {
			field = "blocked"
		}
		return Invalid(field, MsgLastAdmin)
	}
	return nil
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
	LoftName   string // for lists; filled where users are listed
}

// UserRole is a role the admins' user list filters by.
type UserRole string

// Roles at a glance (SPEC §6): admins, holders of the extended season
// permission, active merchants and agents of any loft, and blocked users.
const (
	UserRoleAdmin       UserRole = "admin"
	UserRoleSeasonAdmin UserRole = "season_admin"
	UserRoleMerchant    UserRole = "merchant"
	UserRoleAgent       UserRole = "agent"
	UserRoleBlocked     UserRole = "blocked"
)

// UserRoles lists every role of the filter.
var UserRoles = []UserRole{UserRoleAdmin, UserRoleSeasonAdmin, UserRoleMerchant, UserRoleAgent, UserRoleBlocked}

// UserFilter selects users.
type UserFilter struct {
	ID        *int64
	Email     *string
	LoftID    *int64 // users with a permission on the loft
	FancierOf *int64 // users with a team in the loft
	Country   string // with FancierOf: a team of that country (ISO code)
	Search    string // part of the name or e-mail address
	Role      UserRole
	Offset    int
	Limit     int
}

// UserStore persists users and permissions.
type UserStore interface {
	// FindUserByID returns ENOTFOUND when there is no such user.
	FindUserByID(ctx context.Context, id int64) (*User, error)
	// FindUserByEmail returns ENOTFOUND when no user has the address.
	FindUserByEmail(ctx context.Context, email string) (*User, error)
	// FindUserByPhone returns ENOTFOUND when no user has the number.
	FindUserByPhone(ctx context.Context, phone string) (*User, error)
	// FindUsers returns one page of users with their permissions (and the
	// names of the lofts these are for), by last and first name, and the total.
	FindUsers(ctx context.Context, filter UserFilter) ([]*User, int, error)
	// FindActiveAdmins lists the ids of the admins who are not blocked. On
	// PostgreSQL their rows stay locked until the transaction ends, so that two
	// admins taking each other's right at once cannot leave none.
	FindActiveAdmins(ctx context.Context) ([]int64, error)
	// CreateUser returns ECONFLICT when the e-mail is taken.
	CreateUser(ctx context.Context, u *User) error
	// SetPermission creates or replaces the permission of a user for a loft.
	SetPermission(ctx context.Context, p *Permission) error
	// FindPermissions lists the permissions on a loft.
	FindPermissions(ctx context.Context, loftID int64) ([]*Permission, error)
	// UpdateUser stores every profile field of u, its password hash and
	// verifications; not its roles. ENOTFOUND when there is no such user.
	UpdateUser(ctx context.Context, u *User) error
	// UpdateUserRoles stores the roles admins give: the admin level, the
	// extended season permission and the block. ENOTFOUND when there is no such user.
	UpdateUserRoles(ctx context.Context, u *User) error
	// FindIdentity returns ENOTFOUND when the issuer's subject is not linked.
	FindIdentity(ctx context.Context, issuer, subject string) (*Identity, error)
	CreateIdentity(ctx context.Context, id *Identity) error
}

// Identity links a user to an account at an external sign-in issuer.
type Identity struct {
	Issuer  string
	Subject string
	UserID  int64
}

// Language is one of the product's languages: its code in the product
// (SPEC §9) and its BCP 47 tag, which differs for cn, jp and se.
type Language struct {
	Code string
	Tag  string
}

// RTL reports a language written right to left.
func (l Language) RTL() bool { return l.Code == "ar" }

// Languages of SPEC §9, English first as the default and fallback. This is
// the one list: the sign-in pages, country names, mails and the API's
// language enum (which the web app's types check against) all come from it.
var Languages = []Language{
	{"en", "en"}, {"ar", "ar"}, {"cn", "zh-Hans"}, {"de", "de"}, {"es", "es"}, {"fr", "fr"}, {"hu", "hu"},
	{"it", "it"}, {"jp", "ja"}, {"nl", "nl"}, {"pl", "pl"}, {"pt", "pt"}, {"ro", "ro"}, {"ru", "ru"},
	{"se", "sv"}, {"sk", "sk"}, {"th", "th"}, {"tr", "tr"},
}

// LanguageCodes are the codes of Languages, in its order.
func LanguageCodes() []string {
	out := make([]string, len(Languages))
	for i, l := range Languages {
		out[i] = l.Code
	}
	return out
}

// IsLanguage reports whether code is one of the 18 product languages.
func IsLanguage(code string) bool {
	for _, l := range Languages {
		if l.Code == code {
			return true
		}
	}
	return false
}
