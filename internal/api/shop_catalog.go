package api

import (
	"context"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
)

// StoreSeller is who sells a product: a loft, or the service (no loft id).
type StoreSeller struct {
	LoftID *int64 `json:"loft_id,omitempty" doc:"Absent: the service"`
	Name   string `json:"name" doc:"The loft's name; empty for the service"`
	// TimeZone: a loft's sale windows are shown on its clock.
	TimeZone string `json:"time_zone" doc:"IANA time zone of the loft; empty for the service (the viewer's applies)"`
}

func toStoreSeller(l *core.Loft) StoreSeller {
	if l == nil {
		return StoreSeller{}
	}
	return StoreSeller{LoftID: &l.ID, Name: l.Name, TimeZone: l.Location().String()}
}

// StoreProductText is a product's name and description in one language.
type StoreProductText struct {
	Name        string `json:"name" maxLength:"128"`
	Description string `json:"description,omitempty" maxLength:"5000"`
}

// StoreProduct is a product of the store. Public reads give its name and
// description in the viewer's language; its sellers' reads the fallback
// (English) ones with the translations.
type StoreProduct struct {
	ID               int64                       `json:"id"`
	LoftID           *int64                      `json:"loft_id,omitempty" doc:"The selling loft; absent: the service"`
	Kind             string                      `json:"kind" enum:"membership,gift_card,item"`
	Name             string                      `json:"name"`
	Description      string                      `json:"description"`
	ImageURL         string                      `json:"image_url,omitempty" doc:"Full size; -medium and -low variants beside it"`
	Price            int64                       `json:"price" doc:"Cents; 0 for a gift card"`
	Currency         string                      `json:"currency" enum:"EUR,USD"`
	GiftCardAmounts  []int64                     `json:"gift_card_amounts" doc:"A gift card's fixed amounts in cents; empty: chosen between min and max"`
	GiftCardMin      int64                       `json:"gift_card_min"`
	GiftCardMax      int64                       `json:"gift_card_max"`
	Stock            *int                        `json:"stock,omitempty" doc:"Left to sell; absent: unlimited"`
	AvailableFrom    *time.Time                  `json:"available_from,omitempty"`
	AvailableUntil   *time.Time                  `json:"available_until,omitempty" doc:"Excluded"`
	OnSale           bool                        `json:"on_sale" doc:"Whether now lies in the window"`
	MaxPerOrder      *int                        `json:"max_per_order,omitempty"`
	MaxLifetime      *int                        `json:"max_lifetime,omitempty" doc:"Most one account may ever buy"`
	MembershipMonths int                         `json:"membership_months,omitempty" enum:"0,12,24"`
	Unlocks          []string                    `json:"unlocks"`
	Archived         bool                        `json:"archived"`
	Translations     map[string]StoreProductText `json:"translations,omitempty" doc:"Sellers' reads only"`
}

func toStoreProduct(p *core.StoreProduct, lang string, now time.Time) StoreProduct {
	out := StoreProduct{ID: p.ID, LoftID: p.LoftID, Kind: string(p.Kind), Name: p.NameIn(lang), Description: p.DescriptionIn(lang),
		ImageURL: fileURL(p.ImagePath), Price: p.Price, Currency: string(p.Currency), GiftCardAmounts: nonNil(p.GiftCardAmounts),
		GiftCardMin: p.GiftCardMin, GiftCardMax: p.GiftCardMax, Stock: p.Stock, AvailableFrom: p.AvailableFrom,
		AvailableUntil: p.AvailableUntil, OnSale: p.OnSale(now), MaxPerOrder: p.MaxPerOrder, MaxLifetime: p.MaxLifetime,
		MembershipMonths: p.MembershipMonths, Unlocks: nonNil(p.Unlocks), Archived: p.Archived}
	if lang == "" {
		out.Translations = map[string]StoreProductText{}
		for l, t := range p.Translations {
			out.Translations[l] = StoreProductText(t)
		}
	}
	return out
}

func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// StoreProductInput is a product as its seller writes it. The kind cannot
// change once created; image and archiving have operations of their own.
type StoreProductInput struct {
	Kind             string                      `json:"kind" enum:"membership,gift_card,item" doc:"Ignored on update"`
	Name             string                      `json:"name" maxLength:"128"`
	Description      string                      `json:"description,omitempty" maxLength:"5000"`
	Price            int64                       `json:"price,omitempty" minimum:"0" doc:"Cents; leave 0 for a gift card"`
	Currency         string                      `json:"currency" enum:"EUR,USD"`
	GiftCardAmounts  []int64                     `json:"gift_card_amounts,omitempty" maxItems:"10"`
	GiftCardMin      int64                       `json:"gift_card_min,omitempty" minimum:"0"`
	GiftCardMax      int64                       `json:"gift_card_max,omitempty" minimum:"0"`
	Stock            *int                        `json:"stock,omitempty" doc:"Left to sell; absent: unlimited"`
	AvailableFrom    *time.Time                  `json:"available_from,omitempty"`
	AvailableUntil   *time.Time                  `json:"available_until,omitempty"`
	MaxPerOrder      *int                        `json:"max_per_order,omitempty"`
	MaxLifetime      *int                        `json:"max_lifetime,omitempty"`
	MembershipMonths int                         `json:"membership_months,omitempty"`
	Unlocks          []string                    `json:"unlocks,omitempty" maxItems:"20"`
	Translations     map[string]StoreProductText `json:"translations,omitempty" doc:"By language code; a blank name removes one"`
}

func (in StoreProductInput) core(id int64, loftID *int64) *core.StoreProduct {
	p := &core.StoreProduct{ID: id, LoftID: loftID, Kind: core.StoreProductKind(in.Kind), Name: in.Name, Description: in.Description,
		Price: in.Price, Currency: core.Currency(in.Currency), GiftCardAmounts: in.GiftCardAmounts, GiftCardMin: in.GiftCardMin,
		GiftCardMax: in.GiftCardMax, Stock: in.Stock, AvailableFrom: in.AvailableFrom, AvailableUntil: in.AvailableUntil,
		MaxPerOrder: in.MaxPerOrder, MaxLifetime: in.MaxLifetime, MembershipMonths: in.MembershipMonths, Unlocks: in.Unlocks,
		Translations: map[string]core.StoreProductText{}}
	for l, t := range in.Translations {
		p.Translations[l] = core.StoreProductText(t)
	}
	return p
}

// StoreFront is a seller's store as visitors see it.
type StoreFront struct {
	Seller   StoreSeller    `json:"seller"`
	Products []StoreProduct `json:"products"`
}

// StoreProductPage is one product with its seller.
type StoreProductPage struct {
	StoreProduct
	Seller StoreSeller `json:"seller"`
}

// listStoreProductsDoc describes list-store-products.
const listStoreProductsDoc = "What a seller shows: products not archived whose window has not ended, newest first; one not on sale yet " +
	"has on_sale false and its available_from. Names and descriptions in the viewer's language (?lang, else Accept-Language)."

func (s *Server) listStoreProducts(ctx context.Context, in *struct {
	LoftID int64 `query:"loft_id" minimum:"0" doc:"The selling loft; absent: the service"`
	ViewerLanguage
}) (*bodyOf[StoreFront], error) {
	var loftID *int64
	if in.LoftID != 0 {
		loftID = &in.LoftID
	}
	front, err := s.svc.Shop.Products(ctx, loftID)
	if err != nil {
		return nil, err
	}
	lang, now := in.code(), s.svc.Shop.Now()
	out := StoreFront{Seller: toStoreSeller(front.Loft), Products: make([]StoreProduct, len(front.Products))}
	for i, p := range front.Products {
		out.Products[i] = toStoreProduct(p, lang, now)
	}
	return reply(out)
}

func (s *Server) getStoreProduct(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
	ViewerLanguage
}) (*bodyOf[StoreProductPage], error) {
	p, l, err := s.svc.Shop.Product(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(StoreProductPage{StoreProduct: toStoreProduct(p, in.code(), s.svc.Shop.Now()), Seller: toStoreSeller(l)})
}

// StoreLoft is a loft that has a store.
type StoreLoft struct {
	ID      int64  `json:"id"`
	Name    string `json:"name"`
	Country string `json:"country"`
	LogoURL string `json:"logo_url,omitempty"`
}

func (s *Server) listStoreLofts(ctx context.Context, _ *struct{}) (*bodyOf[[]StoreLoft], error) {
	ls, err := s.svc.Shop.StoreLofts(ctx)
	if err != nil {
		return nil, err
	}
	return reply(toAll(ls, func(l *core.Loft) StoreLoft {
		return StoreLoft{ID: l.ID, Name: l.Name, Country: l.Country, LogoURL: fileURL(l.LogoPath)}
	}))
}

// sellerProducts lists every product of a seller for its managers.
func (s *Server) sellerProducts(ctx context.Context, loftID *int64) (*bodyOf[[]StoreProduct], error) {
	ps, err := s.svc.Shop.SellerProducts(ctx, loftID)
	if err != nil {
		return nil, err
	}
	now := s.svc.Shop.Now()
	return reply(toAll(ps, func(p *core.StoreProduct) StoreProduct { return toStoreProduct(p, "", now) }))
}

func (s *Server) listLoftStoreProducts(ctx context.Context, in *loftIDInput) (*bodyOf[[]StoreProduct], error) {
	return s.sellerProducts(ctx, &in.ID)
}

func (s *Server) listServiceStoreProducts(ctx context.Context, _ *struct{}) (*bodyOf[[]StoreProduct], error) {
	return s.sellerProducts(ctx, nil)
}

func (s *Server) createSellerProduct(ctx context.Context, loftID *int64, in StoreProductInput) (*bodyOf[StoreProduct], error) {
	p := in.core(0, loftID)
	if err := s.svc.Shop.CreateProduct(ctx, p); err != nil {
		return nil, err
	}
	return reply(toStoreProduct(p, "", s.svc.Shop.Now()))
}

func (s *Server) createLoftStoreProduct(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"Loft id"`
	Body StoreProductInput
}) (*bodyOf[StoreProduct], error) {
	return s.createSellerProduct(ctx, &in.ID, in.Body)
}

func (s *Server) createServiceStoreProduct(ctx context.Context, in *struct{ Body StoreProductInput }) (*bodyOf[StoreProduct], error) {
	return s.createSellerProduct(ctx, nil, in.Body)
}

func (s *Server) updateStoreProduct(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body StoreProductInput
}) (*bodyOf[StoreProduct], error) {
	p := in.Body.core(in.ID, nil)
	if err := s.svc.Shop.UpdateProduct(ctx, p); err != nil {
		return nil, err
	}
	return reply(toStoreProduct(p, "", s.svc.Shop.Now()))
}

func (s *Server) archiveStoreProduct(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body struct {
		Archived bool `json:"archived" doc:"true: withdrawn from the store (kept for its orders); false: back on show"`
	}
}) (*bodyOf[StoreProduct], error) {
	p, err := s.svc.Shop.SetProductArchived(ctx, in.ID, in.Body.Archived)
	if err != nil {
		return nil, err
	}
	return reply(toStoreProduct(p, "", s.svc.Shop.Now()))
}

// setStoreProductImageDoc describes set-store-product-image.
const setStoreProductImageDoc = "The seller's managers; multipart form with `file`, a JPEG or PNG checked by content, kept at 2048, 800 and 200 px."

func (s *Server) setStoreProductImage(ctx context.Context, in *struct {
	ID      int64 `path:"id" minimum:"1"`
	RawBody huma.MultipartFormFiles[LoftImageForm]
}) (*bodyOf[StoreProduct], error) {
	file := in.RawBody.Data().File
	defer file.Close()
	p, err := s.svc.Shop.SetProductImage(ctx, in.ID, func() (*core.File, error) { return s.saveUpload("store", file, false) })
	if err != nil {
		return nil, err
	}
	return reply(toStoreProduct(p, "", s.svc.Shop.Now()))
}
