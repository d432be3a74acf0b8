package core

import (
	"context"
	"strings"
	"time"
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

// TagFCI marks a loft that races under FCI rules.
const TagFCI = "fci"

// Loft is a one-loft race venue run by merchants.
type Loft struct {
	ID            int64
	Name          string
	Unit          Unit
	Description   string
	Country       string // ISO 3166 alpha-2
	CreatedAt     time.Time
	Addresses     []*LoftAddress
	Type          *LoftType // the latest entry of the loft-type history
	Tags          []string
	DisplayFields DisplayFields
}

// Validate checks a loft's own fields.
func (l *Loft) Validate() error {
	f := FieldErrors{}
	if Required(f, "name", l.Name) {
		MaxLen(f, "name", l.Name, 128)
	}
	OneOf(f, "unit", l.Unit, Kilometre, Mile)
	if l.Country != "" && len(l.Country) != 2 {
		f.Add("country", "The selected country is invalid.")
	}
	MaxLen(f, "description", l.Description, 10000)
	return f.Err()
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

// Validate checks the address fields and its coordinates.
func (a *LoftAddress) Validate() error {
	f := FieldErrors{}
	Required(f, "city", a.City)
	Required(f, "street", a.Street)
	Required(f, "zipcode", a.Zipcode)
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
	CreatedAt time.Time
}

// LoftFilter selects lofts.
type LoftFilter struct {
	ID     *int64
	Search string // matches name, country or city
	Offset int
	Limit  int
}

// LoftStore persists lofts with their addresses, package history, tags and display fields.
type LoftStore interface {
	// FindLoftByID returns ENOTFOUND when there is no such loft.
	FindLoftByID(ctx context.Context, id int64) (*Loft, error)
	// FindLofts returns one page and the total count.
	FindLofts(ctx context.Context, filter LoftFilter) ([]*Loft, int, error)
	CreateLoft(ctx context.Context, l *Loft) error
	CreateLoftAddress(ctx context.Context, a *LoftAddress) error
	// CreateLoftType appends to the package history.
	CreateLoftType(ctx context.Context, t *LoftType) error
	SetLoftTags(ctx context.Context, loftID int64, tags []string) error
	SetDisplayFields(ctx context.Context, loftID int64, d DisplayFields) error
}
