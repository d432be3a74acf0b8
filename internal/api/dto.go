package api

import (
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/markdown"
)

// The wire types of the API, named after SPEC §3's fields, with converters
// from core. Optional relations are omitted when absent.

// PageMeta describes one page of a list.
type PageMeta struct {
	Page    int `json:"page"`
	PerPage int `json:"per_page"`
	Total   int `json:"total"`
}

// PageInput is the paging query of a list (SPEC §9 sizes).
type PageInput struct {
	Page    int `query:"page" minimum:"1" default:"1" doc:"Page number, from 1"`
	PerPage int `query:"per_page" default:"25" doc:"Rows per page: 25, 50 or 100"`
}

func (p PageInput) core() core.Page { return core.Page{Page: p.Page, PerPage: p.PerPage} }

func (p PageInput) meta(total int) PageMeta {
	pg, _ := p.core().Normalize()
	return PageMeta{Page: pg.Page, PerPage: pg.PerPage, Total: total}
}

// Tag is a loft tag; "fci" marks an FCI loft.
type Tag struct {
	TagName string `json:"tag_name"`
}

// LoftSummary is a loft in lists.
type LoftSummary struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Unit    string `json:"unit" enum:"km,mile"`
	Country string `json:"country"`
	City    string `json:"city"`
	Tags    []Tag  `json:"tags"`
	LogoURL string `json:"logo_url,omitempty" doc:"The logo (2048 px; -medium. and -low. give 800 and 200 px); left out: none"`
	// CoverURL lets a list show the loft's picture (the home page's featured lofts).
	CoverURL string `json:"cover_url,omitempty" doc:"The cover image (2048 px; -medium. and -low. give 800 and 200 px); left out: none"`
}

// LoftAddress is a loft's address and position.
type LoftAddress struct {
	ID        int64   `json:"id"`
	City      string  `json:"city"`
	Street    string  `json:"street"`
	Zipcode   string  `json:"zipcode"`
	Country   string  `json:"country"`
	Longitude float64 `json:"longitude"`
	Latitude  float64 `json:"latitude"`
}

// LoftType is the loft's current package (SPEC §3 latest_loft_type.package.type).
type LoftType struct {
	Package   PackageRef `json:"package"`
	CreatedAt time.Time  `json:"created_at"`
}

// PackageRef names a package.
type PackageRef struct {
	Type string `json:"type" enum:"legacy,basic,premium"`
}

// Loft is one loft with its details; what it answers is public (no notes,
// subscriptions, audit history or package).
type Loft struct {
	ID            int64                      `json:"id"`
	Name          string                     `json:"name"`
	Unit          string                     `json:"unit" enum:"km,mile"`
	Currency      string                     `json:"currency" enum:"EUR,USD" doc:"The default currency of its seasons"`
	TimeZone      string                     `json:"time_zone" doc:"IANA time zone name, e.g. Europe/Berlin"`
	Description   string                     `json:"description"`
	Country       string                     `json:"country"`
	Email         string                     `json:"email" doc:"Contact e-mail; empty when not given"`
	Phone         string                     `json:"phone" doc:"Contact phone; empty when not given"`
	Website       string                     `json:"website" doc:"http or https address; empty when not given"`
	LogoURL       string                     `json:"logo_url,omitempty" doc:"The logo (2048 px; -medium. and -low. give 800 and 200 px); left out: none"`
	CoverURL      string                     `json:"cover_url,omitempty" doc:"The cover image (2048 px, with -medium. and -low. variants); left out: none"`
	ArchivedAt    *time.Time                 `json:"archived_at" doc:"When the loft was archived; archived lofts leave public lists"`
	LoftAddresses []LoftAddress              `json:"loft_addresses"`
	Tags          []Tag                      `json:"tags"`
	DisplayFields map[string]map[string]bool `json:"display_fields" doc:"Which columns each list shows, by area then field"`
	Seasons       []Season                   `json:"seasons"`
	// FancierManagement answers SPEC §6's package rule for the web app.
	FancierManagement bool `json:"fancier_management" doc:"Whether the loft's package (basic or premium) lets its staff manage fanciers, teams and customers (SPEC §6)"`
}

// LoftWithPackage is a loft as admins see it: the public loft and the package
// it runs on. The package is a contract between the loft and the platform,
// so visitors never see it (issue 27).
type LoftWithPackage struct {
	Loft
	LatestLoftType LoftType `json:"latest_loft_type"`
}

func tags(l *core.Loft) []Tag {
	out := make([]Tag, len(l.Tags))
	for i, t := range l.Tags {
		out[i] = Tag{TagName: t}
	}
	return out
}

func toLoftSummary(l *core.Loft) LoftSummary {
	s := LoftSummary{ID: l.ID, Name: l.Name, Unit: string(l.Unit), Country: l.Country, Tags: tags(l), LogoURL: fileURL(l.LogoPath), CoverURL: fileURL(l.CoverPath)}
	if len(l.Addresses) > 0 {
		s.City = l.Addresses[0].City
	}
	return s
}

func toLoft(l *core.Loft, seasons []*core.Season) Loft {
	out := Loft{ID: l.ID, Name: l.Name, Unit: string(l.Unit), Currency: string(l.Currency), TimeZone: l.TimeZone,
		Description: l.Description, Country: l.Country, Email: l.Email, Phone: l.Phone, Website: l.Website, ArchivedAt: l.ArchivedAt,
		LoftAddresses: []LoftAddress{}, Tags: tags(l), DisplayFields: l.DisplayFields.Complete(), Seasons: toAll(seasons, toSeason),
		FancierManagement: l.Package().AllowsFancierManagement(), LogoURL: fileURL(l.LogoPath), CoverURL: fileURL(l.CoverPath)}
	for _, a := range l.Addresses {
		out.LoftAddresses = append(out.LoftAddresses, toLoftAddress(a))
	}
	return out
}

func toLoftWithPackage(l *core.Loft, seasons []*core.Season) LoftWithPackage {
	out := LoftWithPackage{Loft: toLoft(l, seasons), LatestLoftType: LoftType{Package: PackageRef{Type: string(l.Package())}}}
	if l.Type != nil {
		out.LatestLoftType.CreatedAt = l.Type.CreatedAt
	}
	return out
}

// fileURL is where an upload's key is served; "" for none.
func fileURL(path string) string {
	if path == "" {
		return ""
	}
	return "/api/public/files/" + path
}

func toLoftAddress(a *core.LoftAddress) LoftAddress {
	return LoftAddress{ID: a.ID, City: a.City, Street: a.Street, Zipcode: a.Zipcode, Country: a.Country, Longitude: a.Longitude, Latitude: a.Latitude}
}

// Season is a race season of a loft.
type Season struct {
	ID               int64      `json:"id"`
	LoftID           int64      `json:"loft_id"`
	Name             string     `json:"name"`
	Currency         string     `json:"currency" enum:"EUR,USD"`
	State            string     `json:"state" enum:"draft,in_progress,over"`
	RegistrationOpen bool       `json:"registration_open"`
	MaxPigeons       *int       `json:"max_pigeons" nullable:"true" doc:"Per fancier, across their open orders; null: unlimited"`
	MaxActive        *int       `json:"max_active" nullable:"true" doc:"Per fancier; null: unlimited"`
	MaxReserve       *int       `json:"max_reserve" nullable:"true" doc:"Per fancier; null: unlimited"`
	TotalSpots       *int       `json:"total_spots" nullable:"true" doc:"The season's capacity, active and reserve places together; null: unlimited"`
	RulesText        string     `json:"rules_text"`
	RaceRules        *RaceRules `json:"race_rules,omitempty" doc:"Absent: none written (results follow the defaults)"`
	CreatedAt        time.Time  `json:"created_at"`
}

func toSeason(s *core.Season) Season {
	return Season{ID: s.ID, LoftID: s.LoftID, Name: s.Name, Currency: string(s.Currency), State: string(s.State),
		RegistrationOpen: s.RegistrationOpen, MaxPigeons: s.MaxPigeons, MaxActive: s.MaxActive, MaxReserve: s.MaxReserve,
		TotalSpots: s.TotalSpots, RulesText: s.RulesText, RaceRules: toRaceRules(s.Rules), CreatedAt: s.CreatedAt}
}

// DueDate is a season deadline (SPEC §3).
type DueDate struct {
	ID                int64     `json:"id"`
	SeasonID          int64     `json:"season_id"`
	DueDateCategoryID int       `json:"due_date_category_id" minimum:"1" maximum:"6"`
	Category          string    `json:"category" enum:"registration,payment,pigeon_shipping,final_flight_activation,pigeon_sale,reserve_activation"`
	Name              string    `json:"name"`
	Description       string    `json:"description"`
	StartsAt          core.Date `json:"starts_at" format:"date"`
	EndsAt            core.Date `json:"ends_at" format:"date"`
	MaxDuration       *int      `json:"max_duration" nullable:"true" doc:"Working days to pay after confirmation"`
}

func toDueDates(ds []*core.DueDate) []DueDate {
	out := make([]DueDate, len(ds))
	for i, d := range ds {
		out[i] = DueDate{ID: d.ID, SeasonID: d.SeasonID, DueDateCategoryID: int(d.Category), Category: d.Category.Code(),
			Name: d.Name, Description: d.Description, StartsAt: d.StartsAt, EndsAt: d.EndsAt, MaxDuration: d.MaxDuration}
	}
	return out
}

// Product is something a season sells; amount in cents of currency.
type Product struct {
	ID                int64      `json:"id"`
	SeasonID          int64      `json:"season_id"`
	ProductCategoryID int        `json:"product_category_id" minimum:"1" maximum:"4"`
	Category          string     `json:"category" enum:"entry_fee,final_flight_activation,reserve_activation,sale"`
	CatalogCategoryID *int64     `json:"catalog_category_id" nullable:"true" doc:"The product category it shows under (list-product-categories); null: none"`
	Name              string     `json:"name"`
	PigeonsActive     int        `json:"pigeons_active"`
	PigeonsReserve    int        `json:"pigeons_reserve"`
	Amount            int64      `json:"amount" doc:"Price in cents"`
	Currency          string     `json:"currency" enum:"EUR,USD"`
	MaxQuantity       *int       `json:"max_quantity" nullable:"true" doc:"null: unlimited"`
	PeriodStartsAt    *core.Date `json:"period_starts_at,omitempty" format:"date"`
	PeriodEndsAt      *core.Date `json:"period_ends_at,omitempty" format:"date"`
}

func toProduct(p *core.Product) Product {
	return Product{ID: p.ID, SeasonID: p.SeasonID, ProductCategoryID: int(p.Category), Category: p.Category.Code(),
		CatalogCategoryID: p.CatalogID, Name: p.Name, PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve, Amount: p.Amount,
		Currency: string(p.Currency), MaxQuantity: p.MaxQuantity, PeriodStartsAt: p.PeriodStartsAt, PeriodEndsAt: p.PeriodEndsAt}
}

// toAll converts each of in with to, for the list answers.
func toAll[T, U any](in []T, to func(T) U) []U {
	out := make([]U, len(in))
	for i, v := range in {
		out[i] = to(v)
	}
	return out
}

// Team is a fancier's racing name in a loft.
type Team struct {
	ID           int64  `json:"id"`
	LoftID       int64  `json:"loft_id"`
	UserID       int64  `json:"user_id,omitempty" doc:"The fancier's user id; only in answers to the fancier and the loft's staff."`
	Name         string `json:"name"`
	Country      string `json:"country"`
	Fancier      string `json:"fancier"`
	PigeonsCount int    `json:"pigeons_count"`
}

func toTeam(t *core.Team) Team {
	return Team{ID: t.ID, LoftID: t.LoftID, UserID: t.UserID, Name: t.Name, Country: t.Country, Fancier: t.Fancier, PigeonsCount: t.PigeonsCount}
}

// toPublicTeam is a team as anyone may see it: without its user's id.
func toPublicTeam(t *core.Team) Team {
	out := toTeam(t)
	out.UserID = 0
	return out
}

// PigeonStatusType names a status.
type PigeonStatusType struct {
	ID   int    `json:"id"`
	Code string `json:"code"`
	Kind string `json:"kind" enum:"health,progressive"`
}

// PigeonStatus is one row of a pigeon's status history.
type PigeonStatus struct {
	ID                 int64            `json:"id"`
	PigeonID           int64            `json:"pigeon_id"`
	PigeonStatusTypeID int              `json:"pigeon_status_type_id"`
	PigeonStatusType   PigeonStatusType `json:"pigeon_status_type"`
	Note               string           `json:"note"`
	CreatedAt          time.Time        `json:"created_at"`
}

func toStatus(s *core.PigeonStatus) *PigeonStatus {
	if s == nil {
		return nil
	}
	return &PigeonStatus{ID: s.ID, PigeonID: s.PigeonID, PigeonStatusTypeID: int(s.Type), Note: s.Note, CreatedAt: s.CreatedAt,
		PigeonStatusType: PigeonStatusType{ID: int(s.Type), Code: s.Type.Code(), Kind: string(s.Type.Kind())}}
}

// Pigeon is a bird in a season, with its latest statuses.
type Pigeon struct {
	ID                            int64         `json:"id"`
	SeasonID                      int64         `json:"season_id"`
	TeamID                        int64         `json:"team_id"`
	Ring                          string        `json:"ring"`
	Name                          string        `json:"name"`
	Color                         string        `json:"color"`
	Sex                           string        `json:"sex" enum:"cock,hen,unknown"`
	Team                          *Team         `json:"team,omitempty"`
	LatestPigeonHealthStatus      *PigeonStatus `json:"latest_pigeon_health_status,omitempty"`
	LatestPigeonProgressiveStatus *PigeonStatus `json:"latest_pigeon_progressive_status,omitempty"`
	Activations                   []string      `json:"activations,omitempty" enum:"reserve_activation,final_flight_activation" doc:"The activation products the pigeon may be ordered for now (SPEC §4 derived groups)"`
	ChipFitted                    bool          `json:"chip_fitted,omitempty" doc:"The loft has fitted its chip ring: its owner can no longer edit it (the loft can); left out: not yet"`
}

func toPigeon(p *core.Pigeon) Pigeon {
	out := Pigeon{ID: p.ID, SeasonID: p.SeasonID, TeamID: p.TeamID, Ring: p.Ring, Name: p.Name, Color: p.Color, Sex: string(p.Sex),
		LatestPigeonHealthStatus: toStatus(p.Health), LatestPigeonProgressiveStatus: toStatus(p.Progressive),
		Activations: toAll(p.Activations(), func(c core.ProductCategory) string { return c.Code() }), ChipFitted: p.ChipFitted()}
	if p.Team != nil {
		t := toPublicTeam(p.Team)
		out.Team = &t
	}
	return out
}

// Attachment is a file attached to news.
type Attachment struct {
	ID           int64  `json:"id"`
	FileType     string `json:"file_type"`
	FileCategory string `json:"file_category"`
	Name         string `json:"name"`
	URL          string `json:"url"`
}

// News is a published article of a loft: its Markdown and the same as
// sanitised HTML to show.
type News struct {
	ID          int64        `json:"id"`
	LoftID      int64        `json:"loft_id"`
	Title       string       `json:"title"`
	Body        string       `json:"body" doc:"Markdown"`
	BodyHTML    string       `json:"body_html" doc:"The body rendered and sanitised: safe to insert as HTML"`
	PublishedAt time.Time    `json:"published_at"`
	CoverURL    string       `json:"cover_url,omitempty" doc:"The cover image (2048 px; -medium. and -low. in its name give 800 and 200 px)"`
	Attachments []Attachment `json:"attachments"`
}

func toNews(n *core.News) News {
	out := News{ID: n.ID, LoftID: n.LoftID, Title: n.Title, Body: n.Body, BodyHTML: markdown.HTML(n.Body), PublishedAt: n.PublishedAt,
		Attachments: []Attachment{}}
	for _, f := range n.Attachments {
		if f.FileCategory == core.NewsCover {
			out.CoverURL = fileURL(f.Path)
			continue
		}
		out.Attachments = append(out.Attachments, toAttachment(f))
	}
	return out
}

func toAttachment(f *core.File) Attachment {
	return Attachment{ID: f.ID, FileType: f.FileType, FileCategory: f.FileCategory, Name: f.Name, URL: fileURL(f.Path)}
}
