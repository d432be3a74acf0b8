package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// SeasonSearch is how visitors browse seasons across lofts.
type SeasonSearch struct {
	Search   string // the season's or loft's name, the loft's city, country code or country name
	Lang     string // the viewer's language, in which country names are matched
	Country  string // only lofts of this country code; "" for all
	OpenOnly bool   // only seasons that take registrations today
	Page     core.Page
}

// BrowseSeasons returns one page of the seasons of every loft that are not
// drafts, and the total: open registrations first, closing soonest first,
// then the others by registration end, latest first.
func (s *Seasons) BrowseSeasons(ctx context.Context, q SeasonSearch) ([]*core.SeasonListing, int, error) {
	p, err := q.Page.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if q.Country != "" && len(q.Country) != 2 {
		return nil, 0, core.Invalid("country", "The selected country is invalid.")
	}
	now := s.now()
	zones, err := s.store.FindLoftTimeZones(ctx)
	if err != nil {
		return nil, 0, err
	}
	// Each season is open or not on its own loft's day.
	todayIn := make(map[string]core.Date, len(zones))
	for _, z := range zones {
		todayIn[z] = (&core.Loft{TimeZone: z}).Today(now)
	}
	list, n, err := s.store.BrowseSeasons(ctx, core.SeasonBrowseFilter{Search: q.Search, Countries: s.countriesNamed(q.Search, q.Lang),
		Country: q.Country, OpenOnly: q.OpenOnly, Today: core.NewDate(now.UTC()), TodayIn: todayIn, Offset: p.Offset(), Limit: p.PerPage})
	for _, l := range list {
		l.RegistrationOpen = l.Season.RegistrationOpenOn(l.Registration, l.Loft.Today(now))
	}
	return list, n, err
}

// SeasonDetails is everything a season's public page shows.
type SeasonDetails struct {
	Season           *core.Season
	Loft             *core.Loft
	DueDates         []*core.DueDate // sorted by category (SPEC §3)
	Products         []*core.Product
	Used             core.SeasonUsage // places held by orders that are not closed
	RegistrationOpen bool             // takes registrations today
}

// Registration is the season's registration due date; nil when it has none.
func (d *SeasonDetails) Registration() *core.DueDate { return core.RegistrationDueDate(d.DueDates) }

// FindSeasonDetails returns a season with its loft, due dates, products and
// the places left. A draft is not public: ENOTFOUND, except for those who
// run the loft's seasons.
func (s *Seasons) FindSeasonDetails(ctx context.Context, id int64) (*SeasonDetails, error) {
	season, err := s.store.FindSeasonByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if season.State == core.SeasonDraft && !seasonInsider(ctx, season) {
		return nil, core.Errorf(core.ENOTFOUND, "Season not found.")
	}
	d := &SeasonDetails{Season: season}
	if d.Loft, err = s.store.FindLoftByID(ctx, season.LoftID); err != nil {
		return nil, err
	}
	if d.DueDates, err = s.store.FindDueDates(ctx, id); err != nil {
		return nil, err
	}
	core.SortDueDates(d.DueDates)
	if d.Products, err = s.store.FindProducts(ctx, core.ProductFilter{SeasonID: &id}); err != nil {
		return nil, err
	}
	if d.Used, err = s.store.SeasonPlaces(ctx, id, 0); err != nil {
		return nil, err
	}
	d.RegistrationOpen = season.RegistrationOpenOn(d.Registration(), d.Loft.Today(s.now()))
	return d, nil
}

// FindMySeasons returns the seasons the signed-in user has pigeons or open
// orders in, newest first.
func (s *Seasons) FindMySeasons(ctx context.Context) ([]*core.UserSeason, error) {
	u := core.ActorFrom(ctx).User
	if u == nil {
		return nil, errSignIn()
	}
	return s.store.FindUserSeasons(ctx, u.ID)
}
