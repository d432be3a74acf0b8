package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// ProductInput is a product of a season.
type ProductInput struct {
	ProductCategoryID int        `json:"product_category_id" minimum:"1" maximum:"4" doc:"The kind: what the product does"`
	CatalogCategoryID *int64     `json:"catalog_category_id,omitempty" minimum:"1" doc:"The product category it shows under; left out: none"`
	Name              string     `json:"name" maxLength:"128"`
	PigeonsActive     int        `json:"pigeons_active,omitempty" minimum:"0"`
	PigeonsReserve    int        `json:"pigeons_reserve,omitempty" minimum:"0"`
	Amount            int64      `json:"amount" minimum:"0" doc:"Cents"`
	MaxQuantity       *int       `json:"max_quantity,omitempty" doc:"Blank: unlimited"`
	PeriodStartsAt    *core.Date `json:"period_starts_at,omitempty" format:"date"`
	PeriodEndsAt      *core.Date `json:"period_ends_at,omitempty" format:"date"`
}

func (p ProductInput) core(id, seasonID int64) *core.Product {
	return &core.Product{ID: id, SeasonID: seasonID, Category: core.ProductCategory(p.ProductCategoryID), CatalogID: p.CatalogCategoryID, Name: p.Name,
		PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve, Amount: p.Amount, MaxQuantity: p.MaxQuantity,
		PeriodStartsAt: p.PeriodStartsAt, PeriodEndsAt: p.PeriodEndsAt}
}

func (s *Server) listLoftProducts(ctx context.Context, in *struct {
	ID       int64 `path:"id" minimum:"1"`
	SeasonID int64 `query:"season_id" minimum:"0" doc:"Only this season's products"`
}) (*bodyOf[[]Product], error) {
	ps, err := s.svc.Seasons.FindLoftProducts(ctx, in.ID, in.SeasonID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(ps, toProduct))
}

// listMerchantProductsDoc describes list-merchant-products.
const listMerchantProductsDoc = "SPEC §7 merchant/products/{loftId or seasonId}: the id names a season unless scope=loft. " + draftDoc

func (s *Server) listMerchantProducts(ctx context.Context, in *struct {
	ID    int64  `path:"id" minimum:"1"`
	Scope string `query:"scope" enum:"season,loft" default:"season"`
}) (*bodyOf[[]Product], error) {
	ps, err := s.svc.Seasons.FindProductsBySeasonOrLoft(ctx, in.Scope, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(ps, toProduct))
}

func (s *Server) createProduct(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body ProductInput
}) (*bodyOf[Product], error) {
	p := in.Body.core(0, in.ID)
	if err := s.svc.Seasons.CreateProduct(ctx, p); err != nil {
		return nil, err
	}
	return reply(toProduct(p))
}

// updateProductDoc describes update-product.
const updateProductDoc = "Once in a registration only its period and maximum quantity may change ('The product could not be updated because it is already in use')."

func (s *Server) updateProduct(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body ProductInput
}) (*bodyOf[Product], error) {
	p := in.Body.core(in.ID, 0)
	if err := s.svc.Seasons.UpdateProduct(ctx, p); err != nil {
		return nil, err
	}
	return reply(toProduct(p))
}

func (s *Server) deleteProduct(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Seasons.DeleteProduct(ctx, in.ID)
}
