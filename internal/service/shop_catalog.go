package service

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Now is the shop's clock: what a reply says is on sale now.
func (s *Shop) Now() time.Time { return s.now() }

// auditProduct records a change to a product: in its loft's log, or for the
// service's products in the product's own.
func (s *Shop) auditProduct(ctx context.Context, p *core.StoreProduct, action string, detail map[string]any) error {
	detail["product"] = p.ID
	if p.LoftID != nil {
		return s.audit(ctx, "loft", *p.LoftID, action, detail)
	}
	return s.audit(ctx, "store_product", p.ID, action, detail)
}

// CreateProduct adds a product to a seller's store (p.LoftID, nil for the
// service): the loft's merchants, admins for the service. It starts on
// show, without an image.
func (s *Shop) CreateProduct(ctx context.Context, p *core.StoreProduct) error {
	if err := requireSeller(ctx, p.LoftID); err != nil {
		return err
	}
	if p.LoftID != nil {
		if _, err := s.store.FindLoftByID(ctx, *p.LoftID); err != nil {
			return err
		}
	}
	p.ID, p.Archived, p.ImagePath = 0, false, ""
	if err := p.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreateStoreProduct(ctx, p); err != nil {
			return err
		}
		return s.auditProduct(ctx, p, "store_product_created", map[string]any{"name": p.Name, "kind": p.Kind})
	})
}

// UpdateProduct replaces a product's details (its seller's managers). The
// seller, the kind, the image and whether it is archived stay as they are:
// orders keep the product, and the other two have their own use cases.
func (s *Shop) UpdateProduct(ctx context.Context, p *core.StoreProduct) error {
	old, err := s.sellersProduct(ctx, p.ID)
	if err != nil {
		return err
	}
	p.LoftID, p.Kind, p.ImagePath, p.Archived, p.CreatedAt = old.LoftID, old.Kind, old.ImagePath, old.Archived, old.CreatedAt
	if err := p.Validate(); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.UpdateStoreProduct(ctx, p); err != nil {
			return err
		}
		return s.auditProduct(ctx, p, "store_product_updated", map[string]any{"name": p.Name, "price": p.Price, "stock": p.Stock})
	})
}

// SetProductArchived withdraws a product from the store or brings it back
// (its seller's managers). Products are never deleted: orders keep them.
func (s *Shop) SetProductArchived(ctx context.Context, id int64, archived bool) (*core.StoreProduct, error) {
	p, err := s.sellersProduct(ctx, id)
	if err != nil {
		return nil, err
	}
	if p.Archived == archived {
		return p, nil
	}
	p.Archived = archived
	action := "store_product_unarchived"
	if archived {
		action = "store_product_archived"
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.UpdateStoreProduct(ctx, p); err != nil {
			return err
		}
		return s.auditProduct(ctx, p, action, map[string]any{"name": p.Name})
	})
	return p, err
}

// SetProductImage gives a product its image (its seller's managers): save
// stores the upload (an image checked by content, with its variants) once
// the caller may; nil save removes the image.
func (s *Shop) SetProductImage(ctx context.Context, id int64, save func() (*core.File, error)) (*core.StoreProduct, error) {
	p, err := s.sellersProduct(ctx, id)
	if err != nil {
		return nil, err
	}
	p.ImagePath = ""
	if save != nil {
		f, err := save()
		if err != nil {
			return nil, err
		}
		p.ImagePath = f.Path
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.UpdateStoreProduct(ctx, p); err != nil {
			return err
		}
		return s.auditProduct(ctx, p, "store_product_image", map[string]any{"path": p.ImagePath})
	})
	return p, err
}

// sellersProduct finds a product for its seller's managers; others are
// refused, whether it exists or not, as with lofts.
func (s *Shop) sellersProduct(ctx context.Context, id int64) (*core.StoreProduct, error) {
	p, err := s.store.FindStoreProduct(ctx, id)
	if core.ErrorCode(err) == core.ENOTFOUND && core.ActorFrom(ctx).User == nil {
		return nil, errSignIn()
	}
	if err != nil {
		return nil, err
	}
	return p, requireSeller(ctx, p.LoftID)
}

// SellerProducts lists all of a seller's products, archived ones too, for
// its staff (admins for the service).
func (s *Shop) SellerProducts(ctx context.Context, loftID *int64) ([]*core.StoreProduct, error) {
	if err := requireSellerStaff(ctx, loftID); err != nil {
		return nil, err
	}
	return s.store.FindStoreProducts(ctx, loftID, true)
}

// StoreFront is a seller's store as visitors see it.
type StoreFront struct {
	Loft     *core.Loft // nil: the service
	Products []*core.StoreProduct
}

// Products lists what a seller (nil: the service) shows: products not
// archived whose window has not ended; those not on sale yet are shown
// with their start.
func (s *Shop) Products(ctx context.Context, loftID *int64) (*StoreFront, error) {
	out := &StoreFront{}
	if loftID != nil {
		l, err := s.store.FindLoftByID(ctx, *loftID)
		if err != nil {
			return nil, err
		}
		out.Loft = l
	}
	ps, err := s.store.FindStoreProducts(ctx, loftID, false)
	if err != nil {
		return nil, err
	}
	now := s.now()
	out.Products = make([]*core.StoreProduct, 0, len(ps))
	for _, p := range ps {
		if !p.Ended(now) {
			out.Products = append(out.Products, p)
		}
	}
	return out, nil
}

// Product is one product as visitors see it, with its seller's loft (nil:
// the service). An archived or ended one is not found, except by its
// seller's staff.
func (s *Shop) Product(ctx context.Context, id int64) (*core.StoreProduct, *core.Loft, error) {
	p, err := s.store.FindStoreProduct(ctx, id)
	if err != nil {
		return nil, nil, err
	}
	if (p.Archived || p.Ended(s.now())) && requireSellerStaff(ctx, p.LoftID) != nil {
		return nil, nil, core.Errorf(core.ENOTFOUND, "Product not found.")
	}
	var l *core.Loft
	if p.LoftID != nil {
		if l, err = s.store.FindLoftByID(ctx, *p.LoftID); err != nil {
			return nil, nil, err
		}
	}
	return p, l, nil
}

// StoreLofts lists the lofts that are not archived and show products.
func (s *Shop) StoreLofts(ctx context.Context) ([]*core.Loft, error) {
	ids, err := s.store.FindStoreLoftIDs(ctx, s.now())
	if err != nil {
		return nil, err
	}
	out := make([]*core.Loft, 0, len(ids))
	for _, id := range ids {
		l, err := s.store.FindLoftByID(ctx, id)
		if err != nil {
			return nil, err
		}
		if !l.Archived() {
			out = append(out, l)
		}
	}
	return out, nil
}
