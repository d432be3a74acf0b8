package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// Lofts are the use cases of lofts: finding, creating and administering
// them, their package and subscriptions, notes, and their staff (merchants
// and agents).
type Lofts struct {
	*base
	store   loftsStore
	inviter Inviter // mails new staff accounts a link to choose a password; nil sends none
}

// FindLofts returns one page of lofts matching search, and the total. The
// search matches a loft's name, city and country code, and the names of
// countries in the language lang (and in English). Archived lofts are left
// out: they leave public lists and searches.
func (s *Lofts) FindLofts(ctx context.Context, search, lang string, p core.Page) ([]*core.Loft, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	notArchived := false
	return s.store.FindLofts(ctx, core.LoftFilter{Search: search, Countries: s.countriesNamed(search, lang), Archived: &notArchived,
		Offset: p.Offset(), Limit: p.PerPage})
}

// FindLoft returns one loft with its details.
func (s *Lofts) FindLoft(ctx context.Context, id int64) (*core.Loft, error) {
	return s.store.FindLoftByID(ctx, id)
}

// LoftDetail is a loft with its seasons, newest first.
type LoftDetail struct {
	Loft    *core.Loft
	Seasons []*core.Season
}

// FindLoftDetail returns a loft with its seasons (drafts only for those who run them).
func (s *Lofts) FindLoftDetail(ctx context.Context, id int64) (*LoftDetail, error) {
	l, err := s.store.FindLoftByID(ctx, id)
	if err != nil {
		return nil, err
	}
	seasons, err := s.store.FindSeasons(ctx, core.SeasonFilter{LoftID: &id})
	if err != nil {
		return nil, err
	}
	return &LoftDetail{Loft: l, Seasons: visibleSeasons(ctx, seasons)}, nil
}

// CreateLoft creates a loft with its addresses, package, tags and display
// fields (admins only); without a currency or time zone it gets EUR and UTC.
// Either all of it is stored or nothing.
func (s *Lofts) CreateLoft(ctx context.Context, l *core.Loft) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	normalizeLoft(l)
	l.SetDefaults()
	if err := l.Validate(); err != nil {
		return err
	}
	for i, a := range l.Addresses {
		normalizeAddress(a)
		if err := a.Validate(); err != nil {
			return prefixFields(err, fmt.Sprintf("addresses[%d].", i))
		}
	}
	if err := l.DisplayFields.Validate(); err != nil {
		return err
	}
	pkg := l.Package()
	if err := packageValid(pkg); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreateLoft(ctx, l); err != nil {
			return err
		}
		for _, a := range l.Addresses {
			a.LoftID = l.ID
			if err := s.store.CreateLoftAddress(ctx, a); err != nil {
				return err
			}
		}
		l.Type = &core.LoftType{LoftID: l.ID, Package: pkg, CreatedBy: actorID(ctx)}
		if err := s.store.CreateLoftType(ctx, l.Type); err != nil {
			return err
		}
		if err := s.store.SetLoftTags(ctx, l.ID, l.Tags); err != nil {
			return err
		}
		if err := s.store.SetDisplayFields(ctx, l.ID, l.DisplayFields); err != nil {
			return err
		}
		return s.audit(ctx, "loft", l.ID, "create", map[string]any{"name": l.Name})
	})
}

// ChangeLoftPackage appends a package change to the loft's history, with
// who made it (admins only). The same package twice is refused.
func (s *Lofts) ChangeLoftPackage(ctx context.Context, loftID int64, pkg core.Package) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	if err := packageValid(pkg); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.LockLoft(ctx, loftID); err != nil { // package changes are serial
			return err
		}
		l, err := s.store.FindLoftByID(ctx, loftID)
		if err != nil {
			return err
		}
		if l.Package() == pkg {
			return core.Invalid("package", core.MsgSameStatus)
		}
		if err := s.store.CreateLoftType(ctx, &core.LoftType{LoftID: loftID, Package: pkg, CreatedBy: actorID(ctx)}); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "package", map[string][2]any{"package": {l.Package(), pkg}})
	})
}

// normalizeLoft trims what people type around values and writes codes in capitals.
func normalizeLoft(l *core.Loft) {
	l.Name, l.Email = strings.TrimSpace(l.Name), core.NormalizeEmail(l.Email)
	l.Phone, l.Website, l.TimeZone = strings.TrimSpace(l.Phone), strings.TrimSpace(l.Website), strings.TrimSpace(l.TimeZone)
	l.Country = strings.ToUpper(strings.TrimSpace(l.Country))
	l.Tags = normalizeTags(l.Tags)
}

func normalizeAddress(a *core.LoftAddress) {
	a.City, a.Street, a.Zipcode = strings.TrimSpace(a.City), strings.TrimSpace(a.Street), strings.TrimSpace(a.Zipcode)
	a.Country = strings.ToUpper(strings.TrimSpace(a.Country))
}

func packageValid(p core.Package) error {
	f := core.FieldErrors{}
	core.OneOf(f, "package", p, core.PackageLegacy, core.PackageBasic, core.PackagePremium)
	return f.Err()
}

func normalizeTags(tags []string) []string {
	seen := map[string]bool{}
	var out []string
	for _, t := range tags {
		t = strings.ToLower(strings.TrimSpace(t))
		if t != "" && !seen[t] {
			seen[t] = true
			out = append(out, t)
		}
	}
	return out
}
