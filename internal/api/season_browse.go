package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/locale"
	"github.com/oneloft/oneloft/internal/service"
)

// ViewerLanguage is the viewer's language, in which searches match country
// names: ?lang, else the Accept-Language header (the web app sends its
// language code there), else English.
type ViewerLanguage struct {
	Lang           string `query:"lang" maxLength:"35" doc:"One of the 18 product languages; overrides Accept-Language"`
	AcceptLanguage string `header:"Accept-Language" maxLength:"256"`
}

func (l ViewerLanguage) code() string { return locale.Language(l.Lang, l.AcceptLanguage) }

// SeasonLoft is the loft of a season in lists.
type SeasonLoft struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Country string `json:"country"`
	City    string `json:"city" doc:"City of the loft's first address; empty when it has none"`
	// TimeZone: the season's dates and times are read and typed on the loft's clock.
	TimeZone string `json:"time_zone" doc:"IANA time zone name of the loft, e.g. Europe/Berlin: the season's times are in it"`
}

func toSeasonLoft(l *core.Loft) SeasonLoft {
	out := SeasonLoft{ID: l.ID, Name: l.Name, Country: l.Country, TimeZone: l.Location().String()}
	if len(l.Addresses) > 0 {
		out.City = l.Addresses[0].City
	}
	return out
}

// Period is a range of days, both included.
type Period struct {
	StartsAt core.Date `json:"starts_at" format:"date"`
	EndsAt   core.Date `json:"ends_at" format:"date"`
}

// EntryFee is a season's cheapest entry fee: its price and what it buys.
type EntryFee struct {
	ProductID      int64  `json:"product_id"`
	Name           string `json:"name"`
	Amount         int64  `json:"amount" doc:"Price in cents"`
	Currency       string `json:"currency" enum:"EUR,USD"`
	PigeonsActive  int    `json:"pigeons_active"`
	PigeonsReserve int    `json:"pigeons_reserve"`
}

// SeasonListing is a season as visitors browse it.
type SeasonListing struct {
	ID                 int64      `json:"id"`
	Name               string     `json:"name"`
	State              string     `json:"state" enum:"draft,in_progress,over"`
	Currency           string     `json:"currency" enum:"EUR,USD"`
	Loft               SeasonLoft `json:"loft"`
	RegistrationOpen   bool       `json:"registration_open" doc:"Takes registrations today: the registration switch is on, the season is not over and today lies within the registration period"`
	RegistrationPeriod *Period    `json:"registration_period,omitempty" doc:"The registration due date; absent when the season has none"`
	TotalSpots         *int       `json:"total_spots" nullable:"true" doc:"The season's capacity; null: unlimited"`
	SpotsLeft          *int       `json:"spots_left" nullable:"true" doc:"Places of the capacity not held by open orders, never below 0; null: unlimited"`
	EntryFee           *EntryFee  `json:"entry_fee,omitempty" doc:"The cheapest entry fee; absent when the season sells none"`
}

func toSeasonListing(s *core.Season, loft *core.Loft, reg *core.DueDate, used core.SeasonUsage, fee *core.Product, open bool) SeasonListing {
	out := SeasonListing{ID: s.ID, Name: s.Name, State: string(s.State), Currency: string(s.Currency), Loft: toSeasonLoft(loft),
		RegistrationOpen: open, TotalSpots: s.TotalSpots}
	if reg != nil {
		out.RegistrationPeriod = &Period{StartsAt: reg.StartsAt, EndsAt: reg.EndsAt}
	}
	if left, limited := s.SpotsLeft(used); limited {
		out.SpotsLeft = &left
	}
	if fee != nil {
		out.EntryFee = &EntryFee{ProductID: fee.ID, Name: fee.Name, Amount: fee.Amount, Currency: string(s.Currency),
			PigeonsActive: fee.PigeonsActive, PigeonsReserve: fee.PigeonsReserve}
	}
	return out
}

// SeasonListingPage is one page of browsed seasons.
type SeasonListingPage struct {
	Data []SeasonListing `json:"data"`
	Meta PageMeta        `json:"meta"`
}

// browseSeasonsDoc describes browse-seasons.
const browseSeasonsDoc = "Seasons of every loft except drafts, paged: those taking registrations today first (closing soonest first), " +
	"then the others by registration end, latest first. Each with its loft, registration period, spots left and cheapest entry fee. " +
	"search matches the season's and the loft's name, the loft's city, country code, or a country's name in the viewer's language."

func (s *Server) browseSeasons(ctx context.Context, in *struct {
	PageInput
	ViewerLanguage
	Search       string `query:"search" maxLength:"100" doc:"Matches the season's name, the loft's name or city, a country code or a country's name in the viewer's language"`
	Registration string `query:"registration" enum:"open,all" default:"all" doc:"open: only seasons that take registrations today"`
	Country      string `query:"country" maxLength:"2" doc:"Only lofts of this country (ISO 3166 alpha-2)"`
}) (*bodyOf[SeasonListingPage], error) {
	list, total, err := s.svc.Seasons.BrowseSeasons(ctx, service.SeasonSearch{Search: in.Search, Lang: in.code(), Country: in.Country,
		OpenOnly: in.Registration == "open", Page: in.core()})
	if err != nil {
		return nil, err
	}
	out := SeasonListingPage{Data: make([]SeasonListing, len(list)), Meta: in.meta(total)}
	for i, l := range list {
		out.Data[i] = toSeasonListing(l.Season, l.Loft, l.Registration, l.Used, l.EntryFee, l.RegistrationOpen)
	}
	return reply(out)
}

// SeasonDetails is everything a season's page shows: the season as listed,
// its rules, limits per fancier, due dates and products.
type SeasonDetails struct {
	SeasonListing
	RulesText  string     `json:"rules_text"`
	RaceRules  *RaceRules `json:"race_rules,omitempty" doc:"The written race rules; absent: none written"`
	MaxPigeons *int       `json:"max_pigeons" nullable:"true" doc:"Per fancier, across their open orders; null: unlimited"`
	MaxActive  *int       `json:"max_active" nullable:"true" doc:"Per fancier; null: unlimited"`
	MaxReserve *int       `json:"max_reserve" nullable:"true" doc:"Per fancier; null: unlimited"`
	DueDates   []DueDate  `json:"due_dates" doc:"Sorted by category id (SPEC §3)"`
	Products   []Product  `json:"products" doc:"Every product; entry fees say what they buy in pigeons_active and pigeons_reserve"`
}

// getSeasonDetailsDoc describes get-season-details.
const getSeasonDetailsDoc = "The season with its loft, registration period, spots left, cheapest entry fee, rules, limits, due dates (by category) and products. " +
	"A draft answers 404, except to the loft's staff and those who manage its seasons."

func (s *Server) getSeasonDetails(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[SeasonDetails], error) {
	d, err := s.svc.Seasons.FindSeasonDetails(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	season := d.Season
	return reply(SeasonDetails{
		SeasonListing: toSeasonListing(season, d.Loft, d.Registration(), d.Used, core.CheapestEntryFee(d.Products), d.RegistrationOpen),
		RulesText:     season.RulesText, RaceRules: toRaceRules(season.Rules), MaxPigeons: season.MaxPigeons, MaxActive: season.MaxActive, MaxReserve: season.MaxReserve,
		DueDates: toDueDates(d.DueDates), Products: toAll(d.Products, toProduct)})
}

// MySeason is a season the signed-in user takes part in.
type MySeason struct {
	ID            int64      `json:"id"`
	Name          string     `json:"name"`
	State         string     `json:"state" enum:"draft,in_progress,over"`
	Loft          SeasonLoft `json:"loft"`
	Pigeons       int        `json:"pigeons" doc:"The user's pigeons in the season"`
	Orders        int        `json:"orders" doc:"The user's orders in the season that are not closed (rejected or cancelled)"`
	LatestOrderID *int64     `json:"latest_order_id" nullable:"true" doc:"The newest order that is not closed, else the newest; null: none"`
}

// listMySeasonsDoc describes list-my-seasons.
const listMySeasonsDoc = "Seasons the signed-in user has pigeons or open orders in, newest first, with their numbers of pigeons and open orders."

func (s *Server) listMySeasons(ctx context.Context, _ *struct{}) (*bodyOf[[]MySeason], error) {
	list, err := s.svc.Seasons.FindMySeasons(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toAll(list, func(u *core.UserSeason) MySeason {
		return MySeason{ID: u.Season.ID, Name: u.Season.Name, State: string(u.Season.State), Loft: toSeasonLoft(u.Loft),
			Pigeons: u.Pigeons, Orders: u.Orders, LatestOrderID: u.LatestOrderID}
	}))
}
