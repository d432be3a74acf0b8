package api

import (
	"context"
	"encoding/json"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// AdminLoftRow is a loft in the administration's list.
type AdminLoftRow struct {
	ID              int64      `json:"id"`
	Name            string     `json:"name"`
	Country         string     `json:"country"`
	City            string     `json:"city" doc:"City of the first address"`
	Unit            string     `json:"unit" enum:"km,mile"`
	Package         string     `json:"package" enum:"legacy,basic,premium"`
	SeasonsCount    int        `json:"seasons_count"`
	ActiveMerchants int        `json:"active_merchants"`
	ArchivedAt      *time.Time `json:"archived_at"`
}

// AdminLoftPage is one page of the administration's list.
type AdminLoftPage struct {
	Data []AdminLoftRow `json:"data"`
	Meta PageMeta       `json:"meta"`
}

// AddressInput is a loft address as entered (SPEC §5: city, street and zipcode are required).
type AddressInput struct {
	City      string  `json:"city,omitempty"`
	Street    string  `json:"street,omitempty"`
	Zipcode   string  `json:"zipcode,omitempty"`
	Country   string  `json:"country,omitempty" doc:"ISO 3166 alpha-2"`
	Longitude float64 `json:"longitude,omitempty"`
	Latitude  float64 `json:"latitude,omitempty"`
}

func (a AddressInput) core(loftID int64) *core.LoftAddress {
	return &core.LoftAddress{LoftID: loftID, City: a.City, Street: a.Street, Zipcode: a.Zipcode, Country: a.Country,
		Longitude: a.Longitude, Latitude: a.Latitude}
}

// LoftInput creates a loft.
type LoftInput struct {
	Name          string                     `json:"name,omitempty"`
	Unit          string                     `json:"unit,omitempty" enum:"km,mile"`
	Currency      string                     `json:"currency,omitempty" enum:"EUR,USD" doc:"EUR when left out"`
	TimeZone      string                     `json:"time_zone,omitempty" doc:"IANA name such as Europe/Berlin; UTC when left out"`
	Country       string                     `json:"country,omitempty" doc:"ISO 3166 alpha-2"`
	Description   string                     `json:"description,omitempty"`
	Email         string                     `json:"email,omitempty"`
	Phone         string                     `json:"phone,omitempty"`
	Website       string                     `json:"website,omitempty" doc:"http or https address"`
	Addresses     []AddressInput             `json:"addresses,omitempty" maxItems:"20"`
	Package       string                     `json:"package,omitempty" enum:"legacy,basic,premium" doc:"legacy when left out"`
	Tags          []string                   `json:"tags,omitempty" maxItems:"20"`
	DisplayFields map[string]map[string]bool `json:"display_fields,omitempty" doc:"Switches by area then field; the others are shown"`
}

// LoftUpdateInput changes a loft's details; fields left out stay as they are.
type LoftUpdateInput struct {
	Name          *string                    `json:"name,omitempty"`
	Unit          *string                    `json:"unit,omitempty" enum:"km,mile" doc:"Cannot change once the loft has flights"`
	Currency      *string                    `json:"currency,omitempty" enum:"EUR,USD"`
	TimeZone      *string                    `json:"time_zone,omitempty"`
	Country       *string                    `json:"country,omitempty"`
	Description   *string                    `json:"description,omitempty"`
	Email         *string                    `json:"email,omitempty" doc:"Empty clears it"`
	Phone         *string                    `json:"phone,omitempty" doc:"Empty clears it"`
	Website       *string                    `json:"website,omitempty" doc:"Empty clears it"`
	Tags          *[]string                  `json:"tags,omitempty" maxItems:"20" doc:"Replaces the tags"`
	DisplayFields map[string]map[string]bool `json:"display_fields,omitempty" doc:"The switches sent change; the others stay"`
}

func (u LoftUpdateInput) core() core.LoftUpdate {
	out := core.LoftUpdate{Name: u.Name, TimeZone: u.TimeZone, Country: u.Country, Description: u.Description, Email: u.Email,
		Phone: u.Phone, Website: u.Website, Tags: u.Tags, DisplayFields: u.DisplayFields}
	if u.Unit != nil {
		unit := core.Unit(*u.Unit)
		out.Unit = &unit
	}
	if u.Currency != nil {
		c := core.Currency(*u.Currency)
		out.Currency = &c
	}
	return out
}

// PackageChange is one entry of a loft's package history.
type PackageChange struct {
	ID            int64     `json:"id"`
	Package       string    `json:"package" enum:"legacy,basic,premium"`
	CreatedBy     *int64    `json:"created_by" doc:"null: the system"`
	CreatedByName string    `json:"created_by_name"`
	CreatedAt     time.Time `json:"created_at"`
}

// HistoryEntry is one change of a loft in the audit log.
type HistoryEntry struct {
	ID            int64          `json:"id"`
	Action        string         `json:"action" doc:"create, update, package, archive, unarchive, address_create, address_update, address_delete, subscription_create, subscription_end, subscription_delete, note_create, note_delete, permission_add, permission_set, permission_remove"`
	Detail        map[string]any `json:"detail" doc:"The changed fields as [old, new] pairs, or what was added or removed"`
	CreatedBy     *int64         `json:"created_by" doc:"null: the system"`
	CreatedByName string         `json:"created_by_name"`
	CreatedAt     time.Time      `json:"created_at"`
}

// LoftCounts are what a loft holds.
type LoftCounts struct {
	Seasons         int `json:"seasons"`
	Flights         int `json:"flights" doc:"The unit cannot change once there are flights"`
	ActiveMerchants int `json:"active_merchants"`
}

// AdminLoft is everything admins see of a loft.
type AdminLoft struct {
	LoftWithPackage
	Counts         LoftCounts      `json:"counts"`
	PackageHistory []PackageChange `json:"package_history" doc:"Newest first"`
	Subscriptions  []Subscription  `json:"subscriptions" doc:"By start"`
	History        []HistoryEntry  `json:"history" doc:"The audit log, newest first"`
}

func toAdminLoft(v *service.LoftAdmin) AdminLoft {
	name := func(id *int64) string {
		if id == nil {
			return ""
		}
		return v.Names[*id]
	}
	out := AdminLoft{LoftWithPackage: toLoftWithPackage(v.Loft, v.Seasons),
		Counts:        LoftCounts{Seasons: v.Counts.Seasons, Flights: v.Counts.Flights, ActiveMerchants: v.Counts.ActiveMerchants},
		Subscriptions: toAll(v.Subscriptions, toSubscription),
	}
	out.PackageHistory = toAll(v.Packages, func(t *core.LoftType) PackageChange {
		return PackageChange{ID: t.ID, Package: string(t.Package), CreatedBy: t.CreatedBy, CreatedByName: name(t.CreatedBy), CreatedAt: t.CreatedAt}
	})
	out.History = toAll(v.History, func(e *core.AuditEntry) HistoryEntry {
		detail := map[string]any{}
		json.Unmarshal([]byte(e.Detail), &detail) // written by the service as an object
		return HistoryEntry{ID: e.ID, Action: e.Action, Detail: detail, CreatedBy: e.CreatedBy, CreatedByName: name(e.CreatedBy), CreatedAt: e.CreatedAt}
	})
	return out
}

// listAdminLoftsDoc describes list-admin-lofts.
const listAdminLoftsDoc = "Admins. Paged (25, 50, 100); search matches name, city or country code; archived lofts hidden unless asked for. " +
	"Each with its city, package, number of seasons and active merchants."

func (s *Server) listAdminLofts(ctx context.Context, in *struct {
	PageInput
	Search   string `query:"search" maxLength:"100" doc:"Matches name, city or country code"`
	Archived string `query:"archived" enum:"exclude,include,only" default:"exclude" doc:"Archived lofts: hidden (default), shown too, or only they"`
}) (*bodyOf[AdminLoftPage], error) {
	rows, total, err := s.svc.Lofts.FindAdminLofts(ctx, in.Search, service.Archived(in.Archived), in.core())
	if err != nil {
		return nil, err
	}
	return reply(AdminLoftPage{Meta: in.meta(total), Data: toAll(rows, func(r service.LoftRow) AdminLoftRow {
		out := AdminLoftRow{ID: r.Loft.ID, Name: r.Loft.Name, Country: r.Loft.Country, Unit: string(r.Loft.Unit), Package: string(r.Loft.Package()),
			SeasonsCount: r.Counts.Seasons, ActiveMerchants: r.Counts.ActiveMerchants, ArchivedAt: r.Loft.ArchivedAt}
		if len(r.Loft.Addresses) > 0 {
			out.City = r.Loft.Addresses[0].City
		}
		return out
	})})
}

// getAdminLoftDoc describes get-admin-loft.
const getAdminLoftDoc = "Admins. The loft with its counts, package history and subscriptions with who and when, and its audit history."

func (s *Server) getAdminLoft(ctx context.Context, in *loftIDInput) (*bodyOf[AdminLoft], error) {
	v, err := s.svc.Lofts.FindLoftAdmin(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAdminLoft(v))
}

// createLoftDoc describes create-loft.
const createLoftDoc = "Admins. Name, unit, currency (EUR when left out), IANA time zone (UTC when left out), country, addresses " +
	"(city, street and zipcode required, SPEC §5), contact, package, tags and display-field switches."

func (s *Server) createLoft(ctx context.Context, in *struct{ Body LoftInput }) (*bodyOf[LoftWithPackage], error) {
	b := in.Body
	l := &core.Loft{Name: b.Name, Unit: core.Unit(b.Unit), Currency: core.Currency(b.Currency), TimeZone: b.TimeZone, Country: b.Country,
		Description: b.Description, Email: b.Email, Phone: b.Phone, Website: b.Website, Tags: b.Tags, DisplayFields: b.DisplayFields}
	if l.DisplayFields == nil {
		l.DisplayFields = core.DisplayFields{}
	}
	if b.Package != "" {
		l.Type = &core.LoftType{Package: core.Package(b.Package)}
	}
	for _, a := range b.Addresses {
		l.Addresses = append(l.Addresses, a.core(0))
	}
	if err := s.svc.Lofts.CreateLoft(ctx, l); err != nil {
		return nil, err
	}
	return reply(toLoftWithPackage(l, nil))
}

// updateLoftDoc describes update-loft.
const updateLoftDoc = "Admins; fields left out stay. The unit cannot change once the loft has flights (their distances are stored in it). " +
	"Recorded in the loft's history with the changed fields."

func (s *Server) updateLoft(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body LoftUpdateInput
}) (*bodyOf[LoftWithPackage], error) {
	l, err := s.svc.Lofts.UpdateLoft(ctx, in.ID, in.Body.core())
	if err != nil {
		return nil, err
	}
	return reply(toLoftWithPackage(l, nil))
}

func (s *Server) deleteLoft(ctx context.Context, in *loftIDInput) (*struct{}, error) {
	return nil, s.svc.Lofts.DeleteLoft(ctx, in.ID)
}

// archiveLoftDoc describes archive-loft.
const archiveLoftDoc = "Admins. It leaves public lists and searches; its pages and results stay reachable. 409 when archived already."

func (s *Server) archiveLoft(ctx context.Context, in *loftIDInput) (*bodyOf[LoftWithPackage], error) {
	l, err := s.svc.Lofts.ArchiveLoft(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toLoftWithPackage(l, nil))
}

func (s *Server) unarchiveLoft(ctx context.Context, in *loftIDInput) (*bodyOf[LoftWithPackage], error) {
	l, err := s.svc.Lofts.UnarchiveLoft(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toLoftWithPackage(l, nil))
}

func (s *Server) createLoftAddress(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body AddressInput
}) (*bodyOf[LoftAddress], error) {
	a := in.Body.core(in.ID)
	if err := s.svc.Lofts.AddLoftAddress(ctx, a); err != nil {
		return nil, err
	}
	return reply(toLoftAddress(a))
}

// LoftAddressPath names an address of a loft. (Inputs with a body list
// their path parameters themselves: the API description leaves out those of
// an embedded struct.)
type LoftAddressPath struct {
	ID        int64 `path:"id" minimum:"1"`
	AddressID int64 `path:"addressId" minimum:"1" doc:"Address id"`
}

func (s *Server) updateLoftAddress(ctx context.Context, in *struct {
	ID        int64 `path:"id" minimum:"1"`
	AddressID int64 `path:"addressId" minimum:"1" doc:"Address id"`
	Body      AddressInput
}) (*bodyOf[LoftAddress], error) {
	a := in.Body.core(in.ID)
	a.ID = in.AddressID
	if err := s.svc.Lofts.UpdateLoftAddress(ctx, a); err != nil {
		return nil, err
	}
	return reply(toLoftAddress(a))
}

func (s *Server) deleteLoftAddress(ctx context.Context, in *LoftAddressPath) (*struct{}, error) {
	return nil, s.svc.Lofts.DeleteLoftAddress(ctx, in.ID, in.AddressID)
}

// PackageInput changes a loft's package.
type PackageInput struct {
	Package string `json:"package" enum:"legacy,basic,premium"`
}

// changeLoftPackageDoc describes change-loft-package.
const changeLoftPackageDoc = "Admins. Appends to the package history with who and when; the current package again is refused."

func (s *Server) changeLoftPackage(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body PackageInput
}) (*struct{}, error) {
	return nil, s.svc.Lofts.ChangeLoftPackage(ctx, in.ID, core.Package(in.Body.Package))
}

// actorName is the signed-in user's name; "" for the system.
func actorName(ctx context.Context) string {
	if u := core.ActorFrom(ctx).User; u != nil {
		return u.FullName()
	}
	return ""
}

// LoftImages are a loft's logo and cover.
type LoftImages struct {
	LogoURL  string `json:"logo_url,omitempty"`
	CoverURL string `json:"cover_url,omitempty"`
}

// LoftImageForm is an uploaded logo or cover.
type LoftImageForm struct {
	File huma.FormFile `form:"file" required:"true" doc:"A JPEG or PNG image, checked by content"`
}

// setLoftImageDoc describes set-loft-image.
const setLoftImageDoc = "Its merchants and admins; multipart form with `file`, a JPEG or PNG checked by content, kept at 2048, 800 and 200 px. " +
	"The logo shows on loft cards and the loft page, the cover across the page and in link previews."

func (s *Server) setLoftImage(ctx context.Context, in *struct {
	ID      int64  `path:"id" minimum:"1"`
	Kind    string `path:"kind" enum:"logo,cover"`
	RawBody huma.MultipartFormFiles[LoftImageForm]
}) (*bodyOf[LoftImages], error) {
	file := in.RawBody.Data().File
	defer file.Close()
	l, err := s.svc.Lofts.SetLoftImage(ctx, in.ID, core.LoftImage(in.Kind), func() (*core.File, error) { return s.saveUpload("lofts", file, false) })
	if err != nil {
		return nil, err
	}
	return reply(LoftImages{LogoURL: fileURL(l.LogoPath), CoverURL: fileURL(l.CoverPath)})
}

func (s *Server) deleteLoftImage(ctx context.Context, in *struct {
	ID   int64  `path:"id" minimum:"1"`
	Kind string `path:"kind" enum:"logo,cover"`
}) (*struct{}, error) {
	_, err := s.svc.Lofts.SetLoftImage(ctx, in.ID, core.LoftImage(in.Kind), nil)
	return nil, err
}
