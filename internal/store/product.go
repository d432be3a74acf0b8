package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type productRow struct {
	bun.BaseModel `bun:"table:products,alias:p"`

	ID                int64 `bun:",pk,autoincrement"`
	SeasonID          int64
	ProductCategoryID int
	CatalogCategoryID *int64
	Name              string
	PigeonsActive     int
	PigeonsReserve    int
	Amount            int64
	MaxQuantity       *int
	PeriodStartsAt    *core.Date
	PeriodEndsAt      *core.Date
	CreatedAt         time.Time
	Currency          string `bun:",scanonly"`
}

func (r *productRow) core() *core.Product {
	return &core.Product{ID: r.ID, SeasonID: r.SeasonID, Category: core.ProductCategory(r.ProductCategoryID), CatalogID: r.CatalogCategoryID, Name: r.Name,
		PigeonsActive: r.PigeonsActive, PigeonsReserve: r.PigeonsReserve, Amount: r.Amount, Currency: core.Currency(r.Currency),
		MaxQuantity: r.MaxQuantity, PeriodStartsAt: r.PeriodStartsAt, PeriodEndsAt: r.PeriodEndsAt, CreatedAt: r.CreatedAt}
}

// FindProductByID returns a product with its season's currency.
func (db *DB) FindProductByID(ctx context.Context, id int64) (*core.Product, error) {
	ps, err := db.FindProducts(ctx, core.ProductFilter{ID: &id})
	if err != nil {
		return nil, err
	} else if len(ps) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Product not found.")
	}
	return ps[0], nil
}

// FindProducts lists products by category then id, with the season's currency.
func (db *DB) FindProducts(ctx context.Context, f core.ProductFilter) ([]*core.Product, error) {
	var rows []productRow
	q := db.conn(ctx).NewSelect().Model(&rows).ColumnExpr("p.*, s.currency").
		Join("JOIN seasons AS s ON s.id = p.season_id").Order("p.product_category_id", "p.id")
	if f.ID != nil {
		q.Where("p.id = ?", *f.ID)
	}
	if f.SeasonID != nil {
		q.Where("p.season_id = ?", *f.SeasonID)
	}
	if f.LoftID != nil {
		q.Where("s.loft_id = ?", *f.LoftID)
	}
	if f.Category != nil {
		q.Where("p.product_category_id = ?", int(*f.Category))
	}
	if f.NoDrafts {
		q.Where("s.state <> ?", string(core.SeasonDraft))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.Product, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, nil
}

// CreateProduct inserts p.
func (db *DB) CreateProduct(ctx context.Context, p *core.Product) error {
	p.CreatedAt = db.now()
	row := &productRow{SeasonID: p.SeasonID, ProductCategoryID: int(p.Category), CatalogCategoryID: p.CatalogID, Name: p.Name, PigeonsActive: p.PigeonsActive,
		PigeonsReserve: p.PigeonsReserve, Amount: p.Amount, MaxQuantity: p.MaxQuantity, PeriodStartsAt: p.PeriodStartsAt,
		PeriodEndsAt: p.PeriodEndsAt, CreatedAt: p.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "season")
	}
	p.ID = row.ID
	return nil
}

// UpdateProduct stores every field of p.
func (db *DB) UpdateProduct(ctx context.Context, p *core.Product) error {
	row := &productRow{ID: p.ID, SeasonID: p.SeasonID, ProductCategoryID: int(p.Category), CatalogCategoryID: p.CatalogID, Name: p.Name, PigeonsActive: p.PigeonsActive,
		PigeonsReserve: p.PigeonsReserve, Amount: p.Amount, MaxQuantity: p.MaxQuantity, PeriodStartsAt: p.PeriodStartsAt, PeriodEndsAt: p.PeriodEndsAt}
	res, err := db.conn(ctx).NewUpdate().Model(row).WherePK().ExcludeColumn("created_at").Exec(ctx)
	if err != nil {
		return mapErr(err, "product")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Product not found.")
	}
	return nil
}

// DeleteProduct removes a product; one in an order is refused by its foreign key.
func (db *DB) DeleteProduct(ctx context.Context, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*productRow)(nil)).Where("id = ?", id).Exec(ctx)
	if err != nil {
		return mapErr(err, "product")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Product not found.")
	}
	return nil
}

// ProductInUse reports whether an order position refers to the product.
func (db *DB) ProductInUse(ctx context.Context, id int64) (bool, error) {
	return db.conn(ctx).NewSelect().TableExpr("order_positions").Where("product_id = ?", id).Exists(ctx)
}
