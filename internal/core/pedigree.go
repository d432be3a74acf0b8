package core

import (
	"context"
	"strings"
	"time"
)

// The pedigree tool (SPEC §1, §9): each account keeps its own breeders,
// pigeons and breeding pairs, apart from the loft's race pigeons; a pigeon
// that raced in oneloft is linked to its results by its ring.

// PedigreeFeature is what a membership unlocks for editing pedigrees after
// the trial (core.Membership.Unlocks).
const PedigreeFeature = "pedigree"

// PedigreeFancier is a breeder an account names on its pigeons.
type PedigreeFancier struct {
	ID        int64
	UserID    int64
	Name      string
	LoftName  string
	Country   string // ISO 3166 alpha-2, or ""
	CreatedAt time.Time
}

// Validate checks a breeder's fields.
func (f *PedigreeFancier) Validate() error {
	errs := FieldErrors{}
	f.Name, f.LoftName = strings.TrimSpace(f.Name), strings.TrimSpace(f.LoftName)
	f.Country = strings.ToUpper(strings.TrimSpace(f.Country))
	if Required(errs, "name", f.Name) {
		Line(errs, "name", f.Name, 100)
	}
	Line(errs, "loft_name", f.LoftName, 100)
	if f.Country != "" && !isCountryCode(f.Country) {
		errs.Add("country", "Choose a country.")
	}
	return errs.Err()
}

// PedigreePigeon is a bird of an account's pedigree: its own or an
// ancestor. Sire and dam are other pigeons of the same account.
type PedigreePigeon struct {
	ID        int64
	UserID    int64
	Ring      string // normalised (NormalizeRing); once per account
	Name      string
	Sex       Sex
	Color     string
	Strain    string
	BreederID *int64
	SireID    *int64
	DamID     *int64
	PairID    *int64 // the breeding pair it was bred from, when it is a youngster of one
	HatchedOn *Date
	Notes     string
	PhotoPath string // media path of its photo, or ""
	// Shared shows its pedigree on the public page of the race pigeon
	// wearing its ring in the owner's team.
	Shared    bool
	CreatedAt time.Time
	UpdatedAt time.Time

	Breeder *PedigreeFancier // filled by readers that join it
}

// Validate checks a pigeon's own fields (not its parents: see
// CheckParents); it normalises the ring first.
func (p *PedigreePigeon) Validate() error {
	f := FieldErrors{}
	p.Ring = NormalizeRing(p.Ring)
	if Required(f, "ring", p.Ring) {
		if msg := CheckPedigreeRing(p.Ring); msg != "" {
			f.Add("ring", msg)
		}
	}
	p.Name, p.Color, p.Strain = strings.TrimSpace(p.Name), strings.TrimSpace(p.Color), strings.TrimSpace(p.Strain)
	Line(f, "name", p.Name, 64)
	Line(f, "color", p.Color, 32)
	Line(f, "strain", p.Strain, 64)
	MaxLen(f, "notes", p.Notes, 2000)
	Text(f, "notes", p.Notes)
	if p.Sex == "" {
		p.Sex = SexUnknown
	}
	OneOf(f, "sex", p.Sex, Cock, Hen, SexUnknown)
	return f.Err()
}

// Label is how a card names the pigeon: its ring, and its name if it has one.
func (p *PedigreePigeon) Label() string {
	if p.Name == "" {
		return p.Ring
	}
	return p.Ring + " " + p.Name
}

// BreedingPair is a cock and a hen an account paired, from a day until
// another (open while To is nil), with its rounds of eggs.
type BreedingPair struct {
	ID        int64
	UserID    int64
	CockID    int64
	HenID     int64
	From      Date
	To        *Date
	Rounds    int
	Notes     string
	CreatedAt time.Time

	Cock, Hen *PedigreePigeon // filled by readers
	Young     int             // youngsters bred from it, filled by readers
}

// Validate checks a pair's own fields; the birds' sexes are checked by
// CheckPair once they are read.
func (p *BreedingPair) Validate() error {
	f := FieldErrors{}
	if p.CockID == 0 {
		f.Add("cock_id", "Choose the cock.")
	}
	if p.HenID == 0 {
		f.Add("hen_id", "Choose the hen.")
	}
	if p.From.IsZero() {
		f.Add("from", "The from field is required.")
	}
	if p.To != nil && p.To.Before(p.From) {
		f.Add("to", "The pair cannot end before it starts.")
	}
	IntRange(f, "rounds", int64(p.Rounds), 0, 20)
	MaxLen(f, "notes", p.Notes, 1000)
	Text(f, "notes", p.Notes)
	return f.Err()
}

// MsgCockSex and MsgHenSex refuse a parent of the wrong sex: a sire or a
// pair's cock that is a hen, a dam or a pair's hen that is a cock (a bird of
// unknown sex may be either).
const (
	MsgCockSex = "The sire must be a cock."
	MsgHenSex  = "The dam must be a hen."
)

// CheckPair checks the birds of a pair: a cock and a hen, two birds.
func CheckPair(cock, hen *PedigreePigeon) error {
	f := FieldErrors{}
	if cock.Sex == Hen {
		f.Add("cock_id", MsgCockSex)
	}
	if hen.Sex == Cock {
		f.Add("hen_id", MsgHenSex)
	}
	if cock.ID == hen.ID {
		f.Add("hen_id", "Choose two different birds.")
	}
	return f.Err()
}

// PedigreeSettings is an account's pedigree preferences and trial.
type PedigreeSettings struct {
	UserID      int64
	Generations int    // of charts and PDFs, MinGenerations–MaxGenerations
	TimeZone    string // IANA name of the account's zone, which the trial's days are counted in
	// TrialStarted is the first use of the tool.
	TrialStarted time.Time
	// TrialNoticeSent is when the mail announcing the trial's end went out.
	TrialNoticeSent *time.Time
}

// The number of generations a chart may show.
const (
	MinGenerations     = 3
	MaxGenerations     = 6
	DefaultGenerations = 4
)

// Validate checks the settings.
func (s *PedigreeSettings) Validate() error {
	f := FieldErrors{}
	IntRange(f, "generations", int64(s.Generations), MinGenerations, MaxGenerations)
	if _, err := time.LoadLocation(s.TimeZone); err != nil || s.TimeZone == "" {
		f.Add("time_zone", "Choose a time zone.")
	}
	return f.Err()
}

// PedigreeFilter narrows an account's pigeon list.
type PedigreeFilter struct {
	UserID int64
	Search string // ring or name, part of it
	Sex    Sex    // "": any
	Page   Page
}

// PedigreeStore keeps the pedigree tool's data. Every call is scoped to
// one account: an id of another account's row is not found.
type PedigreeStore interface {
	// LockPedigree serialises one account's pedigree edits, so that two
	// at once cannot make a loop of parents that neither saw.
	LockPedigree(ctx context.Context, userID int64) error
	FindPedigreeSettings(ctx context.Context, userID int64) (*PedigreeSettings, error)
	SavePedigreeSettings(ctx context.Context, s *PedigreeSettings) error
	// FindTrialsEnding returns the settings whose trial started between
	// from and to and whose notice has not gone out.
	FindTrialsEnding(ctx context.Context, from, to time.Time) ([]*PedigreeSettings, error)
	MarkTrialNoticeSent(ctx context.Context, userID int64, at time.Time) error

	CreatePedigreeFancier(ctx context.Context, f *PedigreeFancier) error
	UpdatePedigreeFancier(ctx context.Context, f *PedigreeFancier) error
	DeletePedigreeFancier(ctx context.Context, userID, id int64) error
	FindPedigreeFanciers(ctx context.Context, userID int64) ([]*PedigreeFancier, error)

	CreatePedigreePigeon(ctx context.Context, p *PedigreePigeon) error
	UpdatePedigreePigeon(ctx context.Context, p *PedigreePigeon) error
	DeletePedigreePigeon(ctx context.Context, userID, id int64) error
	FindPedigreePigeon(ctx context.Context, userID, id int64) (*PedigreePigeon, error)
	FindPedigreePigeonByRing(ctx context.Context, userID int64, ring string) (*PedigreePigeon, error)
	FindPedigreePigeons(ctx context.Context, f PedigreeFilter) ([]*PedigreePigeon, int, error)
	// AllPedigreePigeons returns every pigeon of the account, for trees,
	// checks and exports (an account keeps hundreds to a few thousand).
	AllPedigreePigeons(ctx context.Context, userID int64) ([]*PedigreePigeon, error)

	CreateBreedingPair(ctx context.Context, p *BreedingPair) error
	UpdateBreedingPair(ctx context.Context, p *BreedingPair) error
	DeleteBreedingPair(ctx context.Context, userID, id int64) error
	FindBreedingPairs(ctx context.Context, userID int64) ([]*BreedingPair, error)
}

// isCountryCode reports whether s is two capital letters (the caller
// upper-cases), the shape of an ISO 3166 alpha-2 code.
func isCountryCode(s string) bool {
	return len(s) == 2 && s[0] >= 'A' && s[0] <= 'Z' && s[1] >= 'A' && s[1] <= 'Z'
}
