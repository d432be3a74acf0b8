package store

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

type catalogRow struct {
	ID       int64
	Name     string
	Position int
	Products int
}

type catalogNameRow struct {
	CategoryID int64
	Language   string
	Name       string
}

// FindCatalogCategories lists every product category by position, with its
// translations and the number of products in it.
func (db *DB) FindCatalogCategories(ctx context.Context) ([]*core.CatalogCategory, error) {
	return db.findCatalog(ctx, nil)
}

// FindCatalogCategoryByID returns one product category.
func (db *DB) FindCatalogCategoryByID(ctx context.Context, id int64) (*core.CatalogCategory, error) {
	cs, err := db.findCatalog(ctx, &id)
	if err != nil {
		return nil, err
	} else if len(cs) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Product category not found.")
	}
	return cs[0], nil
}

func (db *DB) findCatalog(ctx context.Context, id *int64) ([]*core.CatalogCategory, error) {
	var rows []catalogRow
	q := db.conn(ctx).NewSelect().TableExpr("catalog_categories AS c").
		ColumnExpr("c.id, c.name, c.position").
		ColumnExpr("(SELECT COUNT(*) FROM products AS p WHERE p.catalog_category_id = c.id) AS products").
		Order("c.position", "c.id")
	var names []catalogNameRow
	nq := db.conn(ctx).NewSelect().TableExpr("catalog_category_names").Column("category_id", "language", "name").Order("category_id", "language")
	if id != nil {
		q.Where("c.id = ?", *id)
		nq.Where("category_id = ?", *id)
	}
	if err := q.Scan(ctx, &rows); err != nil {
		return nil, err
	}
	if err := nq.Scan(ctx, &names); err != nil {
		return nil, err
	}
	byID := map[int64]*core.CatalogCategory{}
	out := make([]*core.CatalogCategory, len(rows))
	for i, r := range rows {
		out[i] = &core.CatalogCategory{ID: r.ID, Name: r.Name, Position: r.Position, Products: r.Products, Names: map[string]string{}}
		byID[r.ID] = out[i]
	}
	for _, n := range names {
		if c := byID[n.CategoryID]; c != nil {
			c.Names[n.Language] = n.Name
		}
	}
	return out, nil
}

// CreateCatalogCategory inserts c after the last category, with its translations.
func (db *DB) CreateCatalogCategory(ctx context.Context, c *core.CatalogCategory) error {
	var last int
	if err := db.conn(ctx).NewSelect().TableExpr("catalog_categories").ColumnExpr("COALESCE(MAX(position), 0)").Scan(ctx, &last); err != nil {
		return err
	}
	c.Position = last + 1
	err := db.conn(ctx).NewRaw("INSERT INTO catalog_categories (name, position, created_at) VALUES (?, ?, ?) RETURNING id",
		c.Name, c.Position, db.now()).Scan(ctx, &c.ID)
	if err != nil {
		return mapErr(err, "product category")
	}
	return db.putCatalogNames(ctx, c)
}

// UpdateCatalogCategory stores the name of c and replaces its translations.
func (db *DB) UpdateCatalogCategory(ctx context.Context, c *core.CatalogCategory) error {
	res, err := db.conn(ctx).NewUpdate().Table("catalog_categories").Set("name = ?", c.Name).Where("id = ?", c.ID).Exec(ctx)
	if err != nil {
		return mapErr(err, "product category")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Product category not found.")
	}
	if _, err := db.conn(ctx).NewDelete().TableExpr("catalog_category_names").Where("category_id = ?", c.ID).Exec(ctx); err != nil {
		return err
	}
	return db.putCatalogNames(ctx, c)
}

func (db *DB) putCatalogNames(ctx context.Context, c *core.CatalogCategory) error {
	for lang, name := range c.Names {
		_, err := db.conn(ctx).NewRaw("INSERT INTO catalog_category_names (category_id, language, name) VALUES (?, ?, ?)",
			c.ID, lang, name).Exec(ctx)
		if err != nil {
			return mapErr(err, "product category")
		}
	}
	return nil
}

// SetCatalogOrder numbers the categories ids 1, 2, … in that order.
func (db *DB) SetCatalogOrder(ctx context.Context, ids []int64) error {
	for i, id := range ids {
		res, err := db.conn(ctx).NewUpdate().Table("catalog_categories").Set("position = ?", i+1).Where("id = ?", id).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return core.Errorf(core.ENOTFOUND, "Product category not found.")
		}
	}
	return nil
}

// DeleteCatalogCategory removes a category with its translations; one that
// a product still uses is refused by the products' foreign key.
func (db *DB) DeleteCatalogCategory(ctx context.Context, id int64) error {
	if _, err := db.conn(ctx).NewDelete().TableExpr("catalog_category_names").Where("category_id = ?", id).Exec(ctx); err != nil {
		return err
	}
	res, err := db.conn(ctx).NewDelete().TableExpr("catalog_categories").Where("id = ?", id).Exec(ctx)
	if err != nil {
		return mapErr(err, "product category")
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Product category not found.")
	}
	return nil
}
