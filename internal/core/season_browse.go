package core

import "context"

// RegistrationOpenOn reports whether the season takes registrations on day:
// its registration switch is on, it is not over, and day lies within its
// registration due date reg (nil: the season has none, so it takes none).
func (s *Season) RegistrationOpenOn(reg *DueDate, day Date) bool {
	return s.RegistrationOpen && s.State != SeasonOver && reg != nil && reg.Contains(day)
}

// RegistrationDueDate returns the registration entry of a season's due
// dates; nil when there is none.
func RegistrationDueDate(all []*DueDate) *DueDate {
	for _, d := range all {
		if d.Category == DueRegistration {
			return d
		}
	}
	return nil
}

// CheapestEntryFee returns the entry fee product with the lowest amount (the
// first created among equals); nil when the season sells none.
func CheapestEntryFee(products []*Product) *Product {
	var best *Product
	for _, p := range products {
		if p.Category == ProductEntryFee && (best == nil || p.Amount < best.Amount || (p.Amount == best.Amount && p.ID < best.ID)) {
			best = p
		}
	}
	return best
}

// SeasonListing is a season as visitors browse it: with its loft (name,
// country, and the city of its first address), its registration due date,
// the places its open orders hold and its cheapest entry fee.
type SeasonListing struct {
	Season       *Season
	Loft         *Loft       // ID, Name, Country and at most one address with its City
	Registration *DueDate    // nil: no registration due date
	Used         SeasonUsage // places held by orders that are not closed
	EntryFee     *Product    // the cheapest entry fee; nil: none
	// RegistrationOpen is Season.RegistrationOpenOn for the day browsed on.
	RegistrationOpen bool
}

// SeasonBrowseFilter selects the seasons visitors browse; drafts are never
// among them.
type SeasonBrowseFilter struct {
	Search    string   // matches the season's name, the loft's name or city, or its country code
	Countries []string // codes of countries whose name matches Search: their lofts match too
	Country   string   // only lofts of this country code
	OpenOnly  bool     // only seasons that take registrations on their loft's day
	Today     Date     // the day that decides which registrations are open (UTC's)
	// TodayIn is the day in each loft time zone, by zone name: a season's
	// registration is open on its loft's day (LoftDay); a loft whose zone is
	// missing here reads Today.
	TodayIn map[string]Date
	Offset  int
	Limit   int
}

// UserSeason is a season a user takes part in: where they have pigeons or
// orders that are not closed.
type UserSeason struct {
	Season        *Season
	Loft          *Loft  // ID, Name, Country and at most one address with its City
	Pigeons       int    // the user's pigeons in the season, through their teams
	Orders        int    // the user's orders in the season that are not closed
	LatestOrderID *int64 // the newest order that is not closed, else the newest; nil: none
}

// SeasonBrowseStore reads seasons across lofts for browsing.
type SeasonBrowseStore interface {
	// BrowseSeasons returns one page of seasons that are not drafts and the
	// total: those taking registrations on f.Today first (the registration
	// closing soonest first), then the others by registration end, latest
	// first, and newest first.
	BrowseSeasons(ctx context.Context, f SeasonBrowseFilter) ([]*SeasonListing, int, error)
	// FindLoftTimeZones returns the time zone names the lofts are in, each
	// once.
	FindLoftTimeZones(ctx context.Context) ([]string, error)
	// FindUserSeasons returns the seasons userID has pigeons or orders
	// that are not closed in, newest first.
	FindUserSeasons(ctx context.Context, userID int64) ([]*UserSeason, error)
}
