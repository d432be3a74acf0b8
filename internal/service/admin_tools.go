package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// AdminTools is the admins' tools over every loft: lists of orders,
// flights, teams and the rest with filters, and the product categories.
type AdminTools struct {
	*base
	store adminToolsStore
}

// FindRows returns one page of an admins' list over every loft and the
// total: admins only.
func (s *AdminTools) FindRows(ctx context.Context, f core.AdminListFilter, p core.Page) ([]*core.AdminRow, int, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, 0, err
	}
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if err := f.Validate(); err != nil {
		return nil, 0, err
	}
	f.Offset, f.Limit = p.Offset(), p.PerPage
	return s.store.FindAdminRows(ctx, f)
}
