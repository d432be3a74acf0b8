// Package demo builds a believable world for trying oneloft: lofts in
// several countries and units, seasons in every state with due dates and
// products, hundreds of international teams and thousands of pigeons with
// status histories, and news. It goes through the services like any other
// writer, with a fixed random seed, so every run creates the same world.
package demo

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// Accounts of the demo world. Every demo account signs in with Password.
const (
	AdminEmail    = "admin@oneloft.example"
	MerchantEmail = "merchant@oneloft.example"
	FancierEmail  = "fancier1.1@oneloft.example"
	Password      = "Oneloft2026"
)

// passwordHash is Password hashed once with argon2id: hashing it for each of
// the hundreds of demo accounts would make seeding slow for nothing.
const passwordHash = "$argon2id$v=19$m=65536,t=3,p=2$ffdfqnnlABNfIzDQ6lb3xg$7vFYGel2/1mlE+164KyI5/N26cgXzo1bKbnhUYyjlNw"

// Stats counts what Seed created.
type Stats struct {
	Lofts, Seasons, Users, Teams, Pigeons, Statuses, News, Orders, Flights, StoreProducts int
}

type seeder struct {
	ctx   context.Context
	svc   *service.Service
	rnd   *rand.Rand
	now   time.Time
	stats Stats
	seq   int64 // the last batch number of the demo clocks
}

// Seed creates the demo world in one transaction. It refuses a database that
// already has lofts, so it never mixes demo data into real data. Give it use
// cases made without a mailer: nobody waits for the seeding's mails.
func Seed(ctx context.Context, svc *service.Service, tx core.Transactor, now time.Time) (Stats, error) {
	ctx = core.SystemContext(ctx)
	if _, n, err := svc.Lofts.FindLofts(ctx, "", "en", core.Page{}); err != nil {
		return Stats{}, err
	} else if n > 0 {
		return Stats{}, core.Errorf(core.ECONFLICT, "The database already has lofts; demo data goes into an empty database only.")
	}
	s := &seeder{svc: svc, rnd: rand.New(rand.NewPCG(2026, 7)), now: now.UTC()}
	err := tx.InTx(ctx, func(ctx context.Context) error {
		s.ctx = ctx
		return s.world()
	})
	return s.stats, err
}

// loftPlan describes one demo loft.
type loftPlan struct {
	name, country, city, street, zip, desc string
	tz, email, phone, website              string
	unit                                   core.Unit
	pkg                                    core.Package
	currency                               core.Currency
	lat, lon                               float64
	tags                                   []string
	teams                                  int
	states                                 []seasonPlan
}

type seasonPlan struct {
	yearOffset int
	state      core.SeasonState
	regOpen    bool
}

var lofts = []loftPlan{
	{name: "Sunrise Valley One Loft Race", country: "DE", city: "Landshut", street: "Taubenweg 12", zip: "84028",
		desc: "FCI-listed one-loft race in Lower Bavaria: five hot spots and a 500 km final.", tz: "Europe/Berlin", email: "race@sunrise-valley.example", phone: "+49 871 555 0120", website: "https://sunrise-valley.example",
		unit: core.Kilometre, pkg: core.PackagePremium, currency: core.EUR, lat: 48.5442, lon: 12.1469, tags: []string{"fci"}, teams: 140,
		states: []seasonPlan{{-2, core.SeasonOver, false}, {-1, core.SeasonOver, false}, {0, core.SeasonInProgress, false}, {1, core.SeasonInProgress, true}}},
	{name: "Desert Wings Classic", country: "US", city: "Scottsdale", street: "4100 N Pima Rd", zip: "85251",
		desc: "The Arizona classic: winter race series finishing with a 350 mile final.", tz: "America/Phoenix", email: "office@desert-wings.example", phone: "+1 480 555 0199",
		unit: core.Mile, pkg: core.PackageBasic, currency: core.USD, lat: 33.4942, lon: -111.9261, teams: 90,
		states: []seasonPlan{{-1, core.SeasonOver, false}, {0, core.SeasonInProgress, false}, {1, core.SeasonDraft, false}}},
	{name: "Costa Brava Pigeon Derby", country: "ES", city: "Girona", street: "Carrer del Colom 8", zip: "17001",
		desc: "Mediterranean derby with hot spots along the coast.", tz: "Europe/Madrid", email: "info@costa-brava-derby.example",
		unit: core.Kilometre, pkg: core.PackageLegacy, currency: core.EUR, lat: 41.9794, lon: 2.8214, teams: 60,
		states: []seasonPlan{{-1, core.SeasonOver, false}, {0, core.SeasonInProgress, true}}},
	{name: "Baltic Sea Derby", country: "PL", city: "Gdańsk", street: "ul. Gołębia 3", zip: "80-001",
		desc: "Young-bird derby on the Baltic coast; FCI rules.", tz: "Europe/Warsaw", website: "https://baltic-derby.example",
		unit: core.Kilometre, pkg: core.PackagePremium, currency: core.EUR, lat: 54.3520, lon: 18.6466, tags: []string{"fci", "hotspots"}, teams: 40,
		states: []seasonPlan{{0, core.SeasonDraft, false}}},
}

func (s *seeder) world() error {
	if _, err := s.user(AdminEmail, "Ada", "Admin", "en", 1); err != nil {
		return err
	}
	if err := s.serviceShop(); err != nil {
		return err
	}
	merchant, err := s.user(MerchantEmail, "Max", "Merchant", "de", 0)
	if err != nil {
		return err
	}
	for i, plan := range lofts {
		loft, err := s.loft(plan)
		if err != nil {
			return err
		}
		m := merchant
		if i > 0 {
			if m, err = s.user(fmt.Sprintf("merchant%d@oneloft.example", i+1), "Loft", fmt.Sprintf("Operator %d", i+1), "en", 0); err != nil {
				return err
			}
		}
		if err := s.svc.Lofts.SetPermission(s.ctx, &core.Permission{UserID: m.ID, LoftID: loft.ID, IsMerchant: true, IsActive: true}); err != nil {
			return err
		}
		teams, err := s.teams(loft, plan.teams)
		if err != nil {
			return err
		}
		key := "" // the loft's clock, registered for its first season that is over
		for _, sp := range plan.states {
			season, err := s.season(loft, plan, sp)
			if err != nil {
				return err
			}
			if sp.state != core.SeasonDraft {
				if err := s.pigeons(season, teams); err != nil {
					return err
				}
			}
			if sp.state == core.SeasonOver {
				if key == "" {
					if key, err = s.svc.Devices.CreateDevice(s.ctx, &core.Device{LoftID: loft.ID, Kind: core.DeviceClock, Name: "Loft clock"}); err != nil {
						return err
					}
				}
				if err := s.races(loft, season, s.now.Year()+sp.yearOffset, key); err != nil {
					return err
				}
				if i == 0 && sp.yearOffset == -1 {
					if err := s.pedigree(teams[0], season); err != nil {
						return err
					}
					if err := s.auction(loft, season); err != nil {
						return err
					}
				}
			}
			if i == 0 && sp.yearOffset == 0 {
				if err := s.stockSale(loft, season, m, key); err != nil {
					return err
				}
			}
			if sp.state == core.SeasonInProgress && sp.yearOffset == 0 {
				if err := s.upcoming(loft, plan, season); err != nil {
					return err
				}
			}
			if i == 0 && sp.regOpen {
				if err := s.orders(loft, season, teams, m); err != nil {
					return err
				}
			}
		}
		if err := s.news(loft); err != nil {
			return err
		}
		if err := s.loftShop(loft, plan.currency, i < len(lofts)-1); err != nil {
			return err
		}
	}
	return nil
}

func (s *seeder) user(email, first, last, lang string, admin int) (*core.User, error) {
	verified := s.now
	// A verified phone each (a number of Germany's range for drama, never
	// assigned): bidding in the demo's auction needs one.
	u := &core.User{Email: email, FirstName: first, LastName: last, Language: lang, AdminLevel: admin,
		PasswordHash: passwordHash, EmailVerified: &verified, Phone: fmt.Sprintf("+49155%08d", s.stats.Users+1), PhoneVerified: &verified}
	if err := s.svc.Users.CreateUser(s.ctx, u); err != nil {
		return nil, fmt.Errorf("demo user %s: %w", email, err)
	}
	s.stats.Users++
	return u, nil
}

func (s *seeder) loft(p loftPlan) (*core.Loft, error) {
	l := &core.Loft{Name: p.name, Unit: p.unit, Description: p.desc, Country: p.country, Tags: p.tags,
		Currency: p.currency, TimeZone: p.tz, Email: p.email, Phone: p.phone, Website: p.website,
		Type:      &core.LoftType{Package: p.pkg},
		Addresses: []*core.LoftAddress{{City: p.city, Street: p.street, Zipcode: p.zip, Country: p.country, Latitude: p.lat, Longitude: p.lon}}}
	if p.unit == core.Mile {
		l.DisplayFields = core.DisplayFields{"results": {"country": false}}
	}
	if err := s.svc.Lofts.CreateLoft(s.ctx, l); err != nil {
		return nil, fmt.Errorf("demo loft %s: %w", p.name, err)
	}
	s.stats.Lofts++
	return l, nil
}

func (s *seeder) teams(loft *core.Loft, n int) ([]*core.Team, error) {
	teams := make([]*core.Team, 0, n)
	for i := 0; i < n; i++ {
		nat := nations[s.rnd.IntN(len(nations))]
		if i < len(nations) {
			nat = nations[i] // every loft's field covers every country first
		}
		first, last := pick(s.rnd, nat.first), pick(s.rnd, nat.last)
		u, err := s.user(fmt.Sprintf("fancier%d.%d@oneloft.example", loft.ID, i+1), first, last, "en", 0)
		if err != nil {
			return nil, err
		}
		t := &core.Team{LoftID: loft.ID, UserID: u.ID, Country: nat.code,
			Name: fmt.Sprintf("%s %s %d", last, pick(s.rnd, teamWords), i+1)}
		if err := s.svc.Fanciers.CreateTeam(s.ctx, t); err != nil {
			return nil, fmt.Errorf("demo team: %w", err)
		}
		teams = append(teams, t)
		s.stats.Teams++
	}
	return teams, nil
}

func pick[T any](r *rand.Rand, list []T) T { return list[r.IntN(len(list))] }
