package core

import (
	"context"
	"net/url"
	"regexp"
	"strings"
	"time"
	_ "time/tzdata" // time zones validate the same on every machine, with or without a zoneinfo database
)

// Unit is the distance unit of a loft; speeds follow it (SPEC §9).
type Unit string

// Units (SPEC §3).
const (
	Kilometre Unit = "km"
	Mile      Unit = "mile"
)

// Package is a loft's product package; it decides which tools the loft gets.
type Package string

// Packages (SPEC §3).
const (
	PackageLegacy  Package = "legacy"
	PackageBasic   Package = "basic"
	PackagePremium Package = "premium"
)

// AllowsFancierManagement reports SPEC §6: only basic and premium lofts manage fanciers.
func (p Package) AllowsFancierManagement() bool { return p == PackageBasic || p == PackagePremium }

// MsgFancierManagement refuses fancier management to a legacy loft (SPEC §6).
const MsgFancierManagement = "Fancier management needs a basic or premium package."

// TagFCI marks a loft that races under FCI rules.
const TagFCI = "fci"

// LoftImage is one of a loft's two pictures.
type LoftImage string

// Loft images: a logo on cards and the page, a cover across the page's top
// and in link previews.
const (
	LoftLogo  LoftImage = "logo"
	LoftCover LoftImage = "cover"
)

// Loft is a one-loft race venue run by merchants.
type Loft struct {
	ID            int64
	Name          string
	Unit          Unit
	Currency      Currency // the default of its seasons
	TimeZone      string   // IANA name, e.g. Europe/Berlin
	Description   string
	Country       string // ISO 3166 alpha-2
	Email         string // contact details, shown on the loft's page
	Phone         string
	Website       string
	LogoPath      string // the logo's key among the uploads (full size); '' for none
	CoverPath     string // the cover image's key; '' for none
	CreatedAt     time.Time
	ArchivedAt    *time.Time // archived lofts leave public lists; their pages stay
	Addresses     []*LoftAddress
	Type          *LoftType // the latest entry of the loft-type history
	Tags          []string
	DisplayFields DisplayFields
}

// SetDefaults gives a loft made without a currency or time zone EUR and UTC.
func (l *Loft) SetDefaults() {
	if l.Currency == "" {
		l.Currency = EUR
	}
	if l.TimeZone == "" {
		l.TimeZone = "UTC"
	}
}

// Archived reports whether the loft was archived.
func (l *Loft) Archived() bool { return l.ArchivedAt != nil }

// Validate checks a loft's own fields.
func (l *Loft) Validate() error {
	f := FieldErrors{}
	if Required(f, "name", l.Name) {
		MaxLen(f, "name", l.Name, 128)
	}
	OneOf(f, "unit", l.Unit, Kilometre, Mile)
	OneOf(f, "currency", l.Currency, EUR, USD)
	if Required(f, "time_zone", l.TimeZone) && !ValidTimeZone(l.TimeZone) {
		f.Add("time_zone", "The selected time zone is invalid.")
	}
	if l.Country != "" && len(l.Country) != 2 {
		f.Add("country", "The selected country is invalid.")
	}
	MaxLen(f, "description", l.Description, 10000)
	Email(f, "email", l.Email, false)
	if l.Phone != "" && !ValidPhone(l.Phone) {
		f.Add("phone", MsgPhoneInvalid)
	}
	if l.Website != "" {
		if len(l.Website) > 255 {
			MaxLen(f, "website", l.Website, 255)
		} else if !ValidWebsite(l.Website) {
			f.Add("website", MsgWebsite)
		}
	}
	return f.Err()
}

// Location is the loft's time zone; UTC when its name is unknown here.
func (l *Loft) Location() *time.Location {
	if loc, err := time.LoadLocation(l.TimeZone); err == nil && l.TimeZone != "" {
		return loc
	}
	return time.UTC
}

// ValidTimeZone reports an IANA time zone name such as Europe/Berlin or UTC.
func ValidTimeZone(name string) bool {
	if name == "" || name == "Local" {
		return false
	}
	_, err := time.LoadLocation(name)
	return err == nil
}

// phoneRe accepts a phone number as people write it: digits with spaces,
// dashes, dots, slashes or brackets, optionally after a plus.
var phoneRe = regexp.MustCompile(`^\+?[0-9 ()./-]{5,32}$`)

// ValidPhone reports a phone number as people write it, with 5 to 20 digits.
func ValidPhone(s string) bool {
	digits := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	return phoneRe.MatchString(s) && digits >= 5 && digits <= 20
}

// MsgWebsite refuses a website that is not an https address.
const MsgWebsite = "The website must be an address starting with https://."

// ValidWebsite reports an absolute https address with a host: what the
// product shows as a link must not run script (javascript:, data:) nor
// send visitors over plain http.
func ValidWebsite(s string) bool {
	u, err := url.Parse(s)
	return err == nil && u.Scheme == "https" && u.Host != "" && u.User == nil && !strings.ContainsAny(s, " \t\n\\")
}

// ValidLink reports a website (see ValidWebsite) or a path on the service
// itself, as the files it serves have ("/api/public/files/…").
func ValidLink(s string) bool {
	if strings.HasPrefix(s, "/") && !strings.HasPrefix(s, "//") && !strings.ContainsAny(s, " \t\n\\") {
		u, err := url.Parse(s)
		return err == nil && u.Scheme == "" && u.Host == ""
	}
	return ValidWebsite(s)
}

// CheckUnitChange refuses a new unit for a loft that has flights: their
// distances are stored in the loft's unit and would change meaning.
func CheckUnitChange(from, to Unit, flights int) error {
	if from != to && flights > 0 {
		return Invalid("unit", "The unit cannot change once the loft has flights: their distances are stored in it.")
	}
	return nil
}

// HasTag reports whether the loft carries tag.
func (l *Loft) HasTag(tag string) bool {
	for _, t := range l.Tags {
		if strings.EqualFold(t, tag) {
			return true
		}
	}
	return false
}

// Package returns the loft's current package; legacy when none was ever set.
func (l *Loft) Package() Package {
	if l.Type == nil {
		return PackageLegacy
	}
	return l.Type.Package
}

// LoftAddress is a postal address of a loft with its position.
type LoftAddress struct {
	ID        int64
	LoftID    int64
	City      string
	Street    string
	Zipcode   string
	Country   string
	Longitude float64
	Latitude  float64
}

// Valid reports SPEC §5: an address is valid only if city, street and zipcode are all non-empty.
func (a *LoftAddress) Valid() bool {
	return strings.TrimSpace(a.City) != "" && strings.TrimSpace(a.Street) != "" && strings.TrimSpace(a.Zipcode) != ""
}

// validateLines checks the three lines of an address: required, on one
// line, within their lengths.
func (a *LoftAddress) validateLines(f FieldErrors) {
	if Required(f, "city", a.City) {
		Line(f, "city", a.City, 128)
	}
	if Required(f, "street", a.Street) {
		Line(f, "street", a.Street, 128)
	}
	if Required(f, "zipcode", a.Zipcode) {
		Line(f, "zipcode", a.Zipcode, 16)
	}
}

// CheckOrderAddress records what is wrong with the address a registration
// is sent to: the three lines SPEC §5 asks for (one message when one is
// missing), each on one line and within its length.
func CheckOrderAddress(f FieldErrors, city, street, zipcode string) {
	a := &LoftAddress{City: city, Street: street, Zipcode: zipcode}
	if !a.Valid() {
		f.Add("address", "The address needs a city, a street and a zipcode.")
		return
	}
	a.validateLines(f)
}

// Validate checks the address fields and its coordinates.
func (a *LoftAddress) Validate() error {
	f := FieldErrors{}
	a.validateLines(f)
	if a.Country != "" && len(a.Country) != 2 {
		f.Add("country", "The selected country is invalid.")
	}
	if a.Latitude < -90 || a.Latitude > 90 {
		f.Add("latitude", "The latitude must be between -90 and 90.")
	}
	if a.Longitude < -180 || a.Longitude > 180 {
		f.Add("longitude", "The longitude must be between -180 and 180.")
	}
	return f.Err()
}

// LoftType is one entry of a loft's package history; the newest one counts.
type LoftType struct {
	ID        int64
	LoftID    int64
	Package   Package
	CreatedBy *int64 // nil: the system
	CreatedAt time.Time
}

// LoftFilter selects lofts.
type LoftFilter struct {
	ID        *int64
	Search    string   // matches name, country code or city
	Countries []string // codes of countries whose name matches Search: their lofts match too
	Archived  *bool    // nil: archived or not
	Offset    int
	Limit     int
}

// LoftUpdate changes a loft's details; nil fields are left as they are.
type LoftUpdate struct {
	Name, Description, Country, TimeZone, Email, Phone, Website *string
	Unit                                                        *Unit
	Currency                                                    *Currency
	Tags                                                        *[]string
	DisplayFields                                               DisplayFields // the switches sent; the others stay
}

// Apply returns a copy of l with the update's fields, and the changed
// fields with their old and new values, for the audit log.
func (u LoftUpdate) Apply(l *Loft) (*Loft, map[string][2]any) {
	out := *l
	changed := map[string][2]any{}
	str := func(name string, dst *string, v *string) {
		if v != nil && *v != *dst {
			changed[name] = [2]any{*dst, *v}
			*dst = *v
		}
	}
	str("name", &out.Name, u.Name)
	str("description", &out.Description, u.Description)
	str("country", &out.Country, u.Country)
	str("time_zone", &out.TimeZone, u.TimeZone)
	str("email", &out.Email, u.Email)
	str("phone", &out.Phone, u.Phone)
	str("website", &out.Website, u.Website)
	if u.Unit != nil && *u.Unit != out.Unit {
		changed["unit"] = [2]any{out.Unit, *u.Unit}
		out.Unit = *u.Unit
	}
	if u.Currency != nil && *u.Currency != out.Currency {
		changed["currency"] = [2]any{out.Currency, *u.Currency}
		out.Currency = *u.Currency
	}
	if u.Tags != nil && strings.Join(*u.Tags, ",") != strings.Join(out.Tags, ",") {
		changed["tags"] = [2]any{out.Tags, *u.Tags}
		out.Tags = *u.Tags
	}
	if len(u.DisplayFields) > 0 {
		before := l.DisplayFields.Complete()
		merged := DisplayFields{}
		for area, fields := range l.DisplayFields {
			merged[area] = map[string]bool{}
			for k, v := range fields {
				merged[area][k] = v
			}
		}
		for area, fields := range u.DisplayFields {
			if merged[area] == nil {
				merged[area] = map[string]bool{}
			}
			for k, v := range fields {
				merged[area][k] = v
				if b, ok := before[area][k]; ok && b != v {
					changed["display_fields."+area+"."+k] = [2]any{b, v}
				}
			}
		}
		out.DisplayFields = merged
	}
	return &out, changed
}

// LoftCounts are what a loft holds that decides what may change: seasons
// (a loft with seasons is archived, not deleted), flights (the unit stays)
// and active merchants.
type LoftCounts struct {
	Seasons, Flights, ActiveMerchants int
}

// LoftStore persists lofts with their addresses, package history, tags and
// display fields, subscriptions, notes and staff.
type LoftStore interface {
	// LockLoft holds the loft's row until the transaction ends (PostgreSQL),
	// so that changes of its package and subscriptions are serial; ENOTFOUND
	// when there is no such loft (on PostgreSQL).
	LockLoft(ctx context.Context, id int64) error
	// SetLoftImage stores the key of a loft's logo or cover ('' removes it).
	SetLoftImage(ctx context.Context, loftID int64, kind LoftImage, path string) error
	// FindLoftByID returns ENOTFOUND when there is no such loft.
	FindLoftByID(ctx context.Context, id int64) (*Loft, error)
	// FindLofts returns one page and the total count.
	FindLofts(ctx context.Context, filter LoftFilter) ([]*Loft, int, error)
	// FindLoftCounts counts the seasons, flights and active merchants of each
	// loft of ids; lofts without any are missing from the map.
	FindLoftCounts(ctx context.Context, ids []int64) (map[int64]LoftCounts, error)
	CreateLoft(ctx context.Context, l *Loft) error
	// UpdateLoft stores the loft's own fields (not addresses, package, tags,
	// display fields or archive time); ENOTFOUND when there is no such loft.
	UpdateLoft(ctx context.Context, l *Loft) error
	// SetLoftArchived sets or clears (nil) the archive time; ENOTFOUND when
	// there is no such loft.
	SetLoftArchived(ctx context.Context, loftID int64, at *time.Time) error
	// DeleteLoft removes a loft with everything that cascades and its teams
	// (the caller checks that it has no seasons); ENOTFOUND when there is no such loft.
	DeleteLoft(ctx context.Context, loftID int64) error
	CreateLoftAddress(ctx context.Context, a *LoftAddress) error
	// UpdateLoftAddress stores every field of a; ENOTFOUND when the loft has no such address.
	UpdateLoftAddress(ctx context.Context, a *LoftAddress) error
	// DeleteLoftAddress returns ENOTFOUND when the loft has no such address.
	DeleteLoftAddress(ctx context.Context, loftID, addressID int64) error
	// CreateLoftType appends to the package history.
	CreateLoftType(ctx context.Context, t *LoftType) error
	// FindLoftTypes returns the package history, newest first.
	FindLoftTypes(ctx context.Context, loftID int64) ([]*LoftType, error)
	SetLoftTags(ctx context.Context, loftID int64, tags []string) error
	SetDisplayFields(ctx context.Context, loftID int64, d DisplayFields) error
	LoftSubscriptionStore
	LoftNoteStore
	// DeletePermission removes a user's permission on a loft; ENOTFOUND when there is none.
	DeletePermission(ctx context.Context, loftID, userID int64) error
}
