package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// FindProducts returns the products of a season, or of every season of a loft.
func (s *Service) FindProducts(ctx context.Context, f core.ProductFilter) ([]*core.Product, error) {
	return s.store.FindProducts(ctx, f)
}

// FindProductsBySeasonOrLoft answers SPEC §7's merchant/products/{loftId or
// seasonId}: id names a season when scope is "season", a loft when "loft".
func (s *Service) FindProductsBySeasonOrLoft(ctx context.Context, scope string, id int64) ([]*core.Product, error) {
	if scope == "loft" {
		if _, err := s.store.FindLoftByID(ctx, id); err != nil {
			return nil, err
		}
		return s.store.FindProducts(ctx, core.ProductFilter{LoftID: &id})
	}
	if _, err := s.store.FindSeasonByID(ctx, id); err != nil {
		return nil, err
	}
	return s.store.FindProducts(ctx, core.ProductFilter{SeasonID: &id})
}

// CreateProduct adds a product to a season (its merchants or admins).
func (s *Service) CreateProduct(ctx context.Context, p *core.Product) error {
	if err := p.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		season, err := s.store.FindSeasonByID(ctx, p.SeasonID)
		if err != nil {
			return err
		}
		if err := requireMerchant(ctx, season.LoftID); err != nil {
			return err
		}
		p.Currency = season.Currency
		return s.store.CreateProduct(ctx, p)
	})
}

// UpdateProduct changes a product. Once it is in a registration only its
// period and maximum quantity may change (SPEC §4).
func (s *Service) UpdateProduct(ctx context.Context, next *core.Product) error {
	if err := next.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindProductByID(ctx, next.ID)
		if err != nil {
			return err
		}
		if err := s.requireSeason(ctx, cur.SeasonID, requireMerchant); err != nil {
			return err
		}
		next.SeasonID, next.Currency, next.CreatedAt = cur.SeasonID, cur.Currency, cur.CreatedAt
		inUse, err := s.store.ProductInUse(ctx, cur.ID)
		if err != nil {
			return err
		}
		if inUse && (next.Category != cur.Category || next.Name != cur.Name || next.PigeonsActive != cur.PigeonsActive ||
			next.PigeonsReserve != cur.PigeonsReserve || next.Amount != cur.Amount) {
			return core.Invalid("product_id", core.MsgProductInUse)
		}
		return s.store.UpdateProduct(ctx, next)
	})
}

// DeleteProduct removes a product no registration uses.
func (s *Service) DeleteProduct(ctx context.Context, id int64) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindProductByID(ctx, id)
		if err != nil {
			return err
		}
		if err := s.requireSeason(ctx, cur.SeasonID, requireMerchant); err != nil {
			return err
		}
		if inUse, err := s.store.ProductInUse(ctx, id); err != nil {
			return err
		} else if inUse {
			return core.Invalid("product_id", core.MsgProductInUse)
		}
		return s.store.DeleteProduct(ctx, id)
	})
}
