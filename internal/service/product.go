package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// FindLoftProducts returns the products of every season of a loft, or of
// one of its seasons when seasonID is not 0; ENOTFOUND for an unknown loft.
// Drafts' products only to those who run the loft (see FindSeason).
func (s *Seasons) FindLoftProducts(ctx context.Context, loftID, seasonID int64) ([]*core.Product, error) {
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	f := core.ProductFilter{LoftID: &loftID, NoDrafts: !loftInsider(ctx, loftID)}
	if seasonID != 0 {
		f.SeasonID = &seasonID
	}
	return s.store.FindProducts(ctx, f)
}

// FindProductsBySeasonOrLoft answers SPEC §7's merchant/products/{loftId or
// seasonId}: id names a season when scope is "season", a loft when "loft".
// Drafts' products only to those who run the loft (see FindSeason).
func (s *Seasons) FindProductsBySeasonOrLoft(ctx context.Context, scope string, id int64) ([]*core.Product, error) {
	if scope == "loft" {
		if _, err := s.store.FindLoftByID(ctx, id); err != nil {
			return nil, err
		}
		return s.store.FindProducts(ctx, core.ProductFilter{LoftID: &id, NoDrafts: !loftInsider(ctx, id)})
	}
	if _, err := s.FindSeason(ctx, id); err != nil {
		return nil, err
	}
	return s.store.FindProducts(ctx, core.ProductFilter{SeasonID: &id})
}

// CreateProduct adds a product to a season (admins, users with the extended
// season permission, the loft's merchants), recorded in its audit log.
func (s *Seasons) CreateProduct(ctx context.Context, p *core.Product) error {
	if err := p.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		season, err := s.store.FindSeasonByID(ctx, p.SeasonID)
		if err != nil {
			return err
		}
		if err := requireSeasonManager(ctx, season.LoftID); err != nil {
			return err
		}
		p.Currency = season.Currency
		if err := s.checkCatalog(ctx, p.CatalogID); err != nil {
			return err
		}
		if err := s.store.CreateProduct(ctx, p); err != nil {
			return err
		}
		return s.auditProduct(ctx, "create_product", p, nil, p.AuditFields())
	})
}

// UpdateProduct changes a product. Once it is in a registration only its
// period and maximum quantity may change (SPEC §4). The changed fields are
// recorded in the season's audit log.
func (s *Seasons) UpdateProduct(ctx context.Context, next *core.Product) error {
	if err := next.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindProductByID(ctx, next.ID)
		if err != nil {
			return err
		}
		if err := s.requireSeason(ctx, cur.SeasonID, requireSeasonManager); err != nil {
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
		if err := s.checkCatalog(ctx, next.CatalogID); err != nil {
			return err
		}
		if err := s.store.UpdateProduct(ctx, next); err != nil {
			return err
		}
		return s.auditProduct(ctx, "update_product", next, cur.AuditFields(), next.AuditFields())
	})
}

// DeleteProduct removes a product no registration uses, recording what it was.
func (s *Seasons) DeleteProduct(ctx context.Context, id int64) error {
	return s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindProductByID(ctx, id)
		if err != nil {
			return err
		}
		if err := s.requireSeason(ctx, cur.SeasonID, requireSeasonManager); err != nil {
			return err
		}
		if inUse, err := s.store.ProductInUse(ctx, id); err != nil {
			return err
		} else if inUse {
			return core.Invalid("product_id", core.MsgProductInUse)
		}
		if err := s.store.DeleteProduct(ctx, id); err != nil {
			return err
		}
		return s.auditProduct(ctx, "delete_product", cur, cur.AuditFields(), nil)
	})
}

// auditProduct records the changed fields of product p in its season's
// audit log, with its id and name (subject); nothing when nothing changed.
func (s *Seasons) auditProduct(ctx context.Context, action string, p *core.Product, before, after core.AuditFields) error {
	changes := core.AuditChanges(before, after)
	if len(changes) == 0 {
		return nil
	}
	changes["product_id"], changes["subject"] = p.ID, p.Name
	return s.audit(ctx, "season", p.SeasonID, action, changes)
}

// checkCatalog refuses a product category that does not exist; none is fine.
func (s *Seasons) checkCatalog(ctx context.Context, id *int64) error {
	if id == nil {
		return nil
	}
	if _, err := s.store.FindCatalogCategoryByID(ctx, *id); core.ErrorCode(err) == core.ENOTFOUND {
		return core.Invalid("catalog_category_id", "The selected product category is invalid.")
	} else if err != nil {
		return err
	}
	return nil
}
