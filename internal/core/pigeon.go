package core

import (
	"context"
	"regexp"
	"strings"
	"time"
)

// Sex of a pigeon.
type Sex string

// Sexes.
const (
	Cock       Sex = "cock"
	Hen        Sex = "hen"
	SexUnknown Sex = "unknown"
)

// Pigeon is a bird registered for a season by a team.
type Pigeon struct {
	ID        int64
	SeasonID  int64
	TeamID    int64
	Ring      string // federation ring, e.g. DE-0123-26-4567
	ChipRing  string // electronic ring assigned at the loft; empty until then
	Name      string
	Color     string
	Sex       Sex
	OrderID   *int64 // the registration that brought the pigeon
	CreatedAt time.Time

	Team        *Team
	Health      *PigeonStatus // latest health status
	Progressive *PigeonStatus // latest progressive status
}

// MsgChipFitted is why a customer can no longer edit their pigeon: the loft
// has fitted its chip ring, which the clock reads by ring (SPEC §4).
const MsgChipFitted = "This pigeon has its chip ring: ask the loft to change it."

// ChipFitted reports whether the loft has given p its chip ring; from then
// on only the loft changes the bird (SPEC §4: customers edit until then).
func (p *Pigeon) ChipFitted() bool { return p.ChipRing != "" }

var ringRe = regexp.MustCompile(`^[A-Z]{2}(-[0-9A-Z]{1,8}){2,3}$`)

// NormalizeRing upper-cases a ring number and joins its parts with dashes.
func NormalizeRing(s string) string {
	s = strings.ToUpper(strings.TrimSpace(s))
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '/' }), "-")
}

// RingKey is a ring without its separators, upper-cased: how a typed ring
// is compared with the stored ones.
func RingKey(s string) string { return strings.ReplaceAll(NormalizeRing(s), "-", "") }

// ValidRing reports whether s (normalized) looks like a federation ring:
// a country code then two or three groups, as in DE-0123-26-4567.
func ValidRing(s string) bool { return ringRe.MatchString(s) }

// Validate checks a pigeon's fields; it normalizes the ring number first.
func (p *Pigeon) Validate() error {
	f := FieldErrors{}
	p.Ring = NormalizeRing(p.Ring)
	if Required(f, "ring", p.Ring) && !ValidRing(p.Ring) {
		f.Add("ring", "The ring number must look like DE-0123-26-4567.")
	}
	MaxLen(f, "name", p.Name, 64)
	MaxLen(f, "color", p.Color, 32)
	if p.Sex == "" {
		p.Sex = SexUnknown
	}
	OneOf(f, "sex", p.Sex, Cock, Hen, SexUnknown)
	if p.TeamID == 0 {
		f.Add("team_id", msgRequired("team_id"))
	}
	return f.Err()
}

// PigeonFilter selects pigeons.
type PigeonFilter struct {
	ID       *int64
	SeasonID *int64
	TeamID   *int64
	UserID   *int64
	LoftID   *int64
	OrderID  *int64
	Search   string // ring or name
	// Ring keeps to the pigeons wearing this ring, compared without its
	// separators ("NL20261234567" finds NL-2026-1234567), across lofts and
	// seasons.
	Ring string
	// ArrivedIn keeps to the pigeons clocked home in this flight.
	ArrivedIn *int64
	// Health keeps to the pigeons whose latest health status is this one.
	Health *PigeonStatusType
	Offset int
	Limit  int

	// Listed keeps to the pigeons the public pages show: none of a draft
	// season, none whose registration is one of UnlistedOrderStatuses,
	// except that the pigeons of Viewer's own teams are kept whatever
	// their registration.
	Listed bool
	Viewer int64 // a user id, or 0 for a visitor
}

// PigeonStore persists pigeons and their status history.
type PigeonStore interface {
	// LockPigeonStatuses holds the pigeon's row until the transaction ends
	// (PostgreSQL), so that its status changes are serial, and reads p's
	// latest statuses again; ENOTFOUND when there is no such pigeon.
	LockPigeonStatuses(ctx context.Context, p *Pigeon) error
	// LockPigeons holds the rows of the pigeons of ids until the transaction
	// ends (PostgreSQL), in id order, so that two changes of overlapping sets
	// queue instead of deadlocking; an unknown id locks nothing.
	LockPigeons(ctx context.Context, ids []int64) error
	// FindPigeonByID returns ENOTFOUND when there is no such pigeon; it loads
	// the team and the latest statuses.
	FindPigeonByID(ctx context.Context, id int64) (*Pigeon, error)
	FindPigeons(ctx context.Context, filter PigeonFilter) ([]*Pigeon, int, error)
	// CreatePigeon returns ECONFLICT when the season has the ring already.
	CreatePigeon(ctx context.Context, p *Pigeon) error
	// UpdatePigeon stores the ring, chip ring, name, colour and sex of p.
	UpdatePigeon(ctx context.Context, p *Pigeon) error
	// MovePigeon gives the pigeon to another team (a sale's new owner, of
	// its season's loft: the caller checks);
	// ENOTFOUND.
	MovePigeon(ctx context.Context, pigeonID, teamID int64) error
	DeletePigeon(ctx context.Context, id int64) error
	// CreatePigeonStatus appends to the history; rows are never updated.
	CreatePigeonStatus(ctx context.Context, s *PigeonStatus) error
	// DeletePigeonStatus removes one row: only the pending activation of a
	// cancelled order, which was a hold rather than a fact (the audit log
	// keeps the record); ENOTFOUND.
	DeletePigeonStatus(ctx context.Context, id int64) error
	// FindPigeonStatuses returns a pigeon's history, newest first.
	FindPigeonStatuses(ctx context.Context, pigeonID int64) ([]*PigeonStatus, error)
	// FindAceCandidates returns the facts of the ace eligibility rule for
	// pigeonIDs (of any season); ids without a pigeon are left out.
	FindAceCandidates(ctx context.Context, pigeonIDs []int64) ([]AceCandidate, error)
}
