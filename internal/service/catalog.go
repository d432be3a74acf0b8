package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// MsgCategoryInUse refuses removing a product category that products use.
const MsgCategoryInUse = "Products use this category; move them to another one first."

// Categories lists the product categories by position: anyone, since
// products show under them.
func (s *AdminTools) Categories(ctx context.Context) ([]*core.CatalogCategory, error) {
	return s.store.FindCatalogCategories(ctx)
}

// CreateCategory adds a product category after the others: admins only.
func (s *AdminTools) CreateCategory(ctx context.Context, c *core.CatalogCategory) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	if err := c.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreateCatalogCategory(ctx, c); err != nil {
			return err
		}
		return s.audit(ctx, "catalog_category", c.ID, "create", map[string]any{"name": c.Name, "names": c.Names})
	})
}

// UpdateCategory renames a product category and replaces its
// translations: admins only.
func (s *AdminTools) UpdateCategory(ctx context.Context, c *core.CatalogCategory) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	if err := c.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.UpdateCatalogCategory(ctx, c); err != nil {
			return err
		}
		cur, err := s.store.FindCatalogCategoryByID(ctx, c.ID)
		if err != nil {
			return err
		}
		*c = *cur
		return s.audit(ctx, "catalog_category", c.ID, "update", map[string]any{"name": c.Name, "names": c.Names})
	})
}

// OrderCategories sets the order of the product categories: ids must name
// every category once. Admins only.
func (s *AdminTools) OrderCategories(ctx context.Context, ids []int64) ([]*core.CatalogCategory, error) {
	if err := requireAdmin(ctx); err != nil {
		return nil, err
	}
	var out []*core.CatalogCategory
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindCatalogCategories(ctx)
		if err != nil {
			return err
		}
		if !sameIDs(cur, ids) {
			return core.Invalid("ids", "Name every product category once.")
		}
		if err := s.store.SetCatalogOrder(ctx, ids); err != nil {
			return err
		}
		if out, err = s.store.FindCatalogCategories(ctx); err != nil {
			return err
		}
		return s.audit(ctx, "catalog_category", 0, "order", map[string]any{"ids": ids})
	})
	return out, err
}

func sameIDs(cs []*core.CatalogCategory, ids []int64) bool {
	if len(cs) != len(ids) {
		return false
	}
	want := map[int64]bool{}
	for _, c := range cs {
		want[c.ID] = true
	}
	for _, id := range ids {
		if !want[id] {
			return false
		}
		delete(want, id)
	}
	return true
}

// DeleteCategory removes a product category no product uses: admins only.
func (s *AdminTools) DeleteCategory(ctx context.Context, id int64) error {
	if err := requireAdmin(ctx); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindCatalogCategoryByID(ctx, id)
		if err != nil {
			return err
		}
		if cur.Products > 0 {
			return core.Errorf(core.ECONFLICT, MsgCategoryInUse)
		}
		if err := s.store.DeleteCatalogCategory(ctx, id); err != nil {
			return err
		}
		return s.audit(ctx, "catalog_category", id, "delete", map[string]any{"name": cur.Name})
	})
}
