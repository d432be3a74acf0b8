package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// CatalogCategory is a product category that admins name, order and translate.
type CatalogCategory struct {
	ID       int64             `json:"id"`
	Name     string            `json:"name" doc:"The name in English, the fallback"`
	Position int               `json:"position" doc:"1 first"`
	Names    map[string]string `json:"names" doc:"Translations by language code; a language left out shows the name"`
	Products int               `json:"products" doc:"How many products use it; only unused categories can be removed"`
}

// CatalogCategoryInput names a product category.
type CatalogCategoryInput struct {
	Name  string            `json:"name" maxLength:"64"`
	Names map[string]string `json:"names,omitempty" maxProperties:"18" doc:"Translations by language code"`
}

// CatalogOrderInput orders every product category.
type CatalogOrderInput struct {
	IDs []int64 `json:"ids" maxItems:"1000" doc:"Every category's id once, first first"`
}

func toCatalogCategory(c *core.CatalogCategory) CatalogCategory {
	names := c.Names
	if names == nil {
		names = map[string]string{}
	}
	return CatalogCategory{ID: c.ID, Name: c.Name, Position: c.Position, Names: names, Products: c.Products}
}

func (s *Server) listCatalogCategories(ctx context.Context, _ *struct{}) (*bodyOf[[]CatalogCategory], error) {
	cs, err := s.svc.Admin.Categories(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toAll(cs, toCatalogCategory))
}

func (s *Server) createCatalogCategory(ctx context.Context, in *struct{ Body CatalogCategoryInput }) (*bodyOf[CatalogCategory], error) {
	c := &core.CatalogCategory{Name: in.Body.Name, Names: copyNames(in.Body.Names)}
	if err := s.svc.Admin.CreateCategory(ctx, c); err != nil {
		return nil, err
	}
	return reply(toCatalogCategory(c))
}

func (s *Server) updateCatalogCategory(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body CatalogCategoryInput
}) (*bodyOf[CatalogCategory], error) {
	c := &core.CatalogCategory{ID: in.ID, Name: in.Body.Name, Names: copyNames(in.Body.Names)}
	if err := s.svc.Admin.UpdateCategory(ctx, c); err != nil {
		return nil, err
	}
	return reply(toCatalogCategory(c))
}

func (s *Server) orderCatalogCategories(ctx context.Context, in *struct{ Body CatalogOrderInput }) (*bodyOf[[]CatalogCategory], error) {
	cs, err := s.svc.Admin.OrderCategories(ctx, in.Body.IDs)
	if err != nil {
		return nil, err
	}
	return reply(toAll(cs, toCatalogCategory))
}

func (s *Server) deleteCatalogCategory(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Admin.DeleteCategory(ctx, in.ID)
}

func copyNames(in map[string]string) map[string]string {
	out := make(map[string]string, len(in))
	for k, v := range in {
		out[k] = v
	}
	return out
}
