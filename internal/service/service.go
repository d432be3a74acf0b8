// Package service holds the use cases of oneloft: it checks who may act,
// validates with core's rules and runs each use case in one transaction.
//
// The use cases are grouped by area (lofts, seasons, flights, results, …),
// each a type of its own in files named after it. New makes them all from
// Deps: the store (each area holds it as the narrow interface of stores.go),
// the clock and the outside services some areas use.
package service

import (
	"context"
	"encoding/json"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// Service is every area's use cases over one store and clock.
type Service struct {
	Lofts    *Lofts      // lofts, their package and staff
	Seasons  *Seasons    // seasons, due dates and products
	Fanciers *Fanciers   // teams and what a fancier has in a season
	Pigeons  *Pigeons    // pigeons and their status history
	Flights  *Flights    // flights, basketing, edits, running races, weather
	Results  *Results    // ranked results, live events, aces (holds the racing cache)
	Devices  *Devices    // clocks and antennas: keys, heartbeats, arrival batches
	Users    *Users      // users, sign-in identities and favourites
	News     *News       // loft news
	Prizes   *Prizes     // prize tables, payout statements and payouts
	Admin    *AdminTools // admins' lists over every loft, product categories

	Orders        *Orders        // orders, payments, activations and transports
	Campaigns     *Campaigns     // discount campaigns, their coupons and promotional codes
	Notifications *Notifications // the bell, notice mails, Web Push
	Contact       *Contact       // the contact forms
	Accounts      *Accounts      // local sign-in; nil when an external issuer signs users in
	Shop          *Shop          // the store: catalogue, carts, store orders, gift cards, memberships
	Pedigree      *Pedigree      // each account's pedigrees: breeders, pigeons, pairs, charts
	Auctions      *Auctions      // lots of a loft's pigeons, proxy bids, closing the lots due

	store core.Store // whole, for Ping
}

// base is what every area shares.
type base struct {
	store     baseStore
	now       core.Clock
	countries core.CountryFinder // nil: searches match country codes only
}

// Deps is what the use cases are made of: the store and clock every area
// shares, and the outside services some areas use. Only Store is needed.
type Deps struct {
	Store core.Store
	Clock core.Clock // nil: the system clock

	// Countries lets searches match countries by their names in the
	// viewer's language ("Spain", "España" and "Spanien" find lofts in ES);
	// nil: searches match country codes only.
	Countries core.CountryFinder
	// Forecaster gives the flight map its weather; nil: no weather.
	Forecaster core.Forecaster
	// Publisher sends live flight events to viewers; nil: none are sent.
	Publisher core.Publisher
	// AuctionLive sends each lot's bids to its live viewers; nil: none.
	AuctionLive core.AuctionPublisher
	// CacheBus tells other instances of each flight change (see
	// Service.ForgetFlight for the other side); nil: one instance.
	CacheBus core.CacheBus

	// Mailer sends mail: sign-in mails and contact forms straight, the
	// notices of orders and races through Notifications (which also keeps
	// them in the bell). nil: no mail is sent and orders leave no notices.
	Mailer core.Mailer
	// Pusher sends notices by Web Push; nil: none.
	Pusher core.Pusher
	// Hasher hashes local passwords; nil: no local sign-in (Accounts is
	// nil, an external issuer signs users in).
	Hasher core.PasswordHasher
	// SMS texts phone verification codes; nil: phone numbers cannot be
	// verified (EUNAVAILABLE).
	SMS core.SMSSender
	// Cards takes card payments; nil: customers pay by other means.
	Cards core.CardPayments

	Accounts AccountConfig // zero: DefaultAccountConfig without a public URL
	Orders   OrderConfig
	Notices  NoticeConfig
	// ContactTo is the operator's address, where the site's contact form goes.
	ContactTo string
}

// New returns the use cases made of d.
func New(d Deps) *Service {
	if d.Clock == nil {
		d.Clock = core.Now
	}
	mails := d.Mailer != nil
	if !mails {
		d.Mailer = noMail{}
	}
	// Each area gets the store as the narrow interface it names in stores.go.
	st := d.Store
	b := &base{store: st, now: d.Clock, countries: d.Countries}
	results := &Results{base: b, store: st}
	results.pub, results.bus = d.Publisher, d.CacheBus
	s := &Service{
		Lofts:    &Lofts{base: b, store: st},
		Seasons:  &Seasons{base: b, store: st, results: results},
		Fanciers: &Fanciers{base: b, store: st},
		Pigeons:  &Pigeons{base: b, store: st, results: results},
		Flights:  &Flights{base: b, store: st, results: results, forecaster: d.Forecaster},
		Results:  results,
		Devices:  &Devices{base: b, store: st, results: results},
		Users:    &Users{base: b, store: st},
		News:     &News{base: b, store: st},
		Prizes:   &Prizes{base: b, store: st, results: results},
		Contact:  &Contact{base: b, store: st, mailer: d.Mailer, operator: d.ContactTo},
		Admin:    &AdminTools{base: b, store: st},
		Auctions: &Auctions{base: b, store: st, live: d.AuctionLive},
		store:    st,
	}
	s.Notifications = newNotifications(b, st, d.Mailer, d.Pusher, d.Notices)
	s.Devices.stored = s.Notifications.ArrivalsStored
	// Without a mailer, orders neither mail nor leave notices (the demo
	// data, tools and most tests); with one, their notices go through the
	// notification centre.
	var orderMail core.Mailer = noMail{}
	if mails {
		orderMail = s.Notifications
	}
	s.Campaigns = &Campaigns{base: b, store: st}
	s.Orders = newOrders(b, st, s.Pigeons, s.Fanciers, orderMail, d.Cards, d.Orders)
	s.Orders.campaigns = s.Campaigns
	s.Shop = newShop(b, st, orderMail, d.Cards, d.Orders)
	s.Shop.promos = s.Campaigns
	s.Orders.shop = s.Shop // card payments of store orders arrive with the registrations'
	s.Pedigree = &Pedigree{base: b, store: st, shop: s.Shop, results: results, mailer: orderMail, cfg: d.Orders}
	s.Auctions.mailer, s.Auctions.publicURL = orderMail, strings.TrimSuffix(d.Orders.PublicURL, "/")
	s.Auctions.pigeons = s.Pigeons
	s.Shop.lots = s.Auctions // a paid lot's pigeon goes to its buyer
	if d.SMS == nil {
		d.SMS = noSMS{}
	}
	if d.Hasher != nil {
		s.Accounts = newAccounts(b, st, s.Users, d.Hasher, d.Mailer, d.SMS, d.Accounts)
		s.Lofts.inviter = s.Accounts // staff added by e-mail choose their password through a mailed link
	}
	return s
}

// noMail drops mail, for a service made without a mailer.
type noMail struct{}

func (noMail) SendMail(context.Context, core.Mail) error { return nil }

// noSMS refuses texts, for a service made without an SMS sender.
type noSMS struct{}

func (noSMS) SendSMS(context.Context, string, string) error {
	return core.Errorf(core.EUNAVAILABLE, "Texting codes is not set up on this server.")
}

// countriesNamed returns the codes of the countries whose name in lang
// contains text; none without a finder or for blank text.
func (b *base) countriesNamed(text, lang string) []string {
	if b.countries == nil || strings.TrimSpace(text) == "" {
		return nil
	}
	return b.countries.CountriesNamed(text, lang)
}

// ForgetFlight drops what this instance cached of a flight that changed on
// another one: its results, the live flight its clocks feed, and the list
// of running races.
func (s *Service) ForgetFlight(flightID int64) {
	s.Results.forget(flightID)
	s.Flights.running.reset()
}

// Ping checks the database.
func (s *Service) Ping(ctx context.Context) error { return s.store.Ping(ctx) }

func errSignIn() error { return core.Errorf(core.EUNAUTHORIZED, "Unauthenticated.") }

func errForbidden() error {
	return core.Errorf(core.EFORBIDDEN, "You are not allowed to perform this action.")
}

// requireAdmin lets admins and the system through.
func requireAdmin(ctx context.Context) error {
	a := core.ActorFrom(ctx)
	switch {
	case a.IsAdmin():
		return nil
	case a.User == nil:
		return errSignIn()
	}
	return errForbidden()
}

// requireMerchant lets merchants of loftID, admins and the system through.
func requireMerchant(ctx context.Context, loftID int64) error {
	a := core.ActorFrom(ctx)
	switch {
	case a.IsMerchantOf(loftID):
		return nil
	case a.User == nil:
		return errSignIn()
	}
	return errForbidden()
}

// requireSeasonManager lets admins, users with the extended season
// permission, merchants of loftID and the system through (SPEC §2, §6).
func requireSeasonManager(ctx context.Context, loftID int64) error {
	a := core.ActorFrom(ctx)
	switch {
	case a.CanManageSeasons(loftID):
		return nil
	case a.User == nil:
		return errSignIn()
	}
	return errForbidden()
}

// requireStaff lets merchants and agents of loftID, admins and the system through.
func requireStaff(ctx context.Context, loftID int64) error {
	a := core.ActorFrom(ctx)
	switch {
	case a.IsStaffOf(loftID):
		return nil
	case a.User == nil:
		return errSignIn()
	}
	return errForbidden()
}

// actorID is the user id to record as author of a change; nil for the system.
func actorID(ctx context.Context) *int64 {
	if u := core.ActorFrom(ctx).User; u != nil {
		return &u.ID
	}
	return nil
}

// audit records that the actor did action to an entity; detail (the
// changed fields, say) is kept as JSON. Call it in the use case's
// transaction, so that a change and its record stand or fall together.
func (b *base) audit(ctx context.Context, entity string, id int64, action string, detail any) error {
	d, err := json.Marshal(detail)
	if err != nil {
		return err
	}
	return b.store.CreateAuditEntry(ctx, &core.AuditEntry{Entity: entity, EntityID: id, Action: action, Detail: string(d),
		CreatedBy: actorID(ctx), CreatedAt: b.now()})
}

// requireSeason applies a role check (requireStaff, requireSeasonManager) to the
// loft of a season.
func (b *base) requireSeason(ctx context.Context, seasonID int64, role func(context.Context, int64) error) error {
	season, err := b.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return err
	}
	return role(ctx, season.LoftID)
}
