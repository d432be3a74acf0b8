package service

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// FindLofts returns one page of lofts matching search, and the total.
func (s *Service) FindLofts(ctx context.Context, search string, p core.Page) ([]*core.Loft, int, error) {
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	return s.store.FindLofts(ctx, core.LoftFilter{Search: search, Offset: p.Offset(), Limit: p.PerPage})
}

// FindLoft returns one loft with its details.
func (s *Service) FindLoft(ctx context.Context, id int64) (*core.Loft, error) {
	return s.store.FindLoftByID(ctx, id)
}

// CreateLoft creates a loft with its addresses, package, tags and display
// fields (admins only). Either all of it is stored or nothing.
func (s *Service) CreateLoft(ctx context.Context, l *core.Loft) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	l.Country = strings.ToUpper(l.Country)
	if err := l.Validate(); err != nil {
		return err
	}
	for _, a := range l.Addresses {
		if err := a.Validate(); err != nil {
			return err
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
		l.Type = &core.LoftType{LoftID: l.ID, Package: pkg}
		if err := s.store.CreateLoftType(ctx, l.Type); err != nil {
			return err
		}
		if err := s.store.SetLoftTags(ctx, l.ID, normalizeTags(l.Tags)); err != nil {
			return err
		}
		return s.store.SetDisplayFields(ctx, l.ID, l.DisplayFields)
	})
}

// ChangeLoftPackage appends a package change to the loft's history (admins only).
func (s *Service) ChangeLoftPackage(ctx context.Context, loftID int64, pkg core.Package) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	if err := packageValid(pkg); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
			return err
		}
		return s.store.CreateLoftType(ctx, &core.LoftType{LoftID: loftID, Package: pkg})
	})
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
