package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type storeProductRow struct {
	bun.BaseModel `bun:"table:store_products,alias:sp"`

	ID               int64 `bun:",pk,autoincrement"`
	LoftID           *int64
	Kind             string
	Name             string
	Description      string
	ImagePath        string
	Price            int64
	Currency         string
	GiftCardAmounts  []int64 `bun:",type:text,notnull"`
	GiftCardMin      int64
	GiftCardMax      int64
	Stock            *int
	AvailableFrom    *time.Time
	AvailableUntil   *time.Time
	MaxPerOrder      *int
	MaxLifetime      *int
	MembershipMonths int
	Unlocks          []string `bun:",type:text,notnull"`
	Archived         bool
	CreatedAt        time.Time
	UpdatedAt        time.Time
}

type storeProductTranslationRow struct {
	bun.BaseModel `bun:"table:store_product_translations"`

	ProductID   int64  `bun:",pk"`
	Language    string `bun:",pk"`
	Name        string
	Description string
}

func toStoreProductRow(p *core.StoreProduct) *storeProductRow {
	return &storeProductRow{ID: p.ID, LoftID: p.LoftID, Kind: string(p.Kind), Name: p.Name, Description: p.Description,
		ImagePath: p.ImagePath, Price: p.Price, Currency: string(p.Currency), GiftCardAmounts: nonNil(p.GiftCardAmounts),
		GiftCardMin: p.GiftCardMin, GiftCardMax: p.GiftCardMax, Stock: p.Stock, AvailableFrom: p.AvailableFrom,
		AvailableUntil: p.AvailableUntil, MaxPerOrder: p.MaxPerOrder, MaxLifetime: p.MaxLifetime,
		MembershipMonths: p.MembershipMonths, Unlocks: nonNil(p.Unlocks), Archived: p.Archived, CreatedAt: p.CreatedAt}
}

func (r *storeProductRow) core() *core.StoreProduct {
	return &core.StoreProduct{ID: r.ID, LoftID: r.LoftID, Kind: core.StoreProductKind(r.Kind), Name: r.Name,
		Description: r.Description, ImagePath: r.ImagePath, Price: r.Price, Currency: core.Currency(r.Currency),
		GiftCardAmounts: r.GiftCardAmounts, GiftCardMin: r.GiftCardMin, GiftCardMax: r.GiftCardMax, Stock: r.Stock,
		AvailableFrom: r.AvailableFrom, AvailableUntil: r.AvailableUntil, MaxPerOrder: r.MaxPerOrder,
		MaxLifetime: r.MaxLifetime, MembershipMonths: r.MembershipMonths, Unlocks: r.Unlocks, Archived: r.Archived,
		CreatedAt: r.CreatedAt, Translations: map[string]core.StoreProductText{}}
}

// nonNil writes an empty JSON array rather than null for a nil slice.
func nonNil[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// CreateStoreProduct stores a new product with its translations.
func (db *DB) CreateStoreProduct(ctx context.Context, p *core.StoreProduct) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		p.CreatedAt = db.now()
		row := toStoreProductRow(p)
		row.UpdatedAt = p.CreatedAt
		if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
			return mapErr(err, "loft")
		}
		p.ID = row.ID
		return db.putStoreProductTranslations(ctx, p)
	})
}

// UpdateStoreProduct replaces a product's fields and translations.
func (db *DB) UpdateStoreProduct(ctx context.Context, p *core.StoreProduct) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		row := toStoreProductRow(p)
		row.UpdatedAt = db.now()
		res, err := db.conn(ctx).NewUpdate().Model(row).ExcludeColumn("id", "loft_id", "kind", "created_at").WherePK().Exec(ctx)
		if err != nil {
			return mapErr(err, "Product")
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return core.Errorf(core.ENOTFOUND, "Product not found.")
		}
		if _, err := db.conn(ctx).NewDelete().Model((*storeProductTranslationRow)(nil)).Where("product_id = ?", p.ID).Exec(ctx); err != nil {
			return err
		}
		return db.putStoreProductTranslations(ctx, p)
	})
}

func (db *DB) putStoreProductTranslations(ctx context.Context, p *core.StoreProduct) error {
	if len(p.Translations) == 0 {
		return nil
	}
	rows := make([]storeProductTranslationRow, 0, len(p.Translations))
	for lang, t := range p.Translations {
		rows = append(rows, storeProductTranslationRow{ProductID: p.ID, Language: lang, Name: t.Name, Description: t.Description})
	}
	_, err := db.conn(ctx).NewInsert().Model(&rows).Exec(ctx)
	return err
}

// FindStoreProduct returns a product with its translations.
func (db *DB) FindStoreProduct(ctx context.Context, id int64) (*core.StoreProduct, error) {
	var row storeProductRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err, "Product")
	}
	ps := []*core.StoreProduct{row.core()}
	return ps[0], db.loadStoreProductTranslations(ctx, ps)
}

// FindStoreProducts lists a seller's products, newest first.
func (db *DB) FindStoreProducts(ctx context.Context, loftID *int64, archived bool) ([]*core.StoreProduct, error) {
	var rows []storeProductRow
	q := db.conn(ctx).NewSelect().Model(&rows).OrderExpr("id DESC")
	if loftID == nil {
		q.Where("loft_id IS NULL")
	} else {
		q.Where("loft_id = ?", *loftID)
	}
	if !archived {
		q.Where("NOT archived")
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.StoreProduct, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, db.loadStoreProductTranslations(ctx, out)
}

func (db *DB) loadStoreProductTranslations(ctx context.Context, ps []*core.StoreProduct) error {
	if len(ps) == 0 {
		return nil
	}
	byID := map[int64]*core.StoreProduct{}
	ids := make([]int64, len(ps))
	for i, p := range ps {
		byID[p.ID], ids[i] = p, p.ID
	}
	var rows []storeProductTranslationRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("product_id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return err
	}
	for _, r := range rows {
		byID[r.ProductID].Translations[r.Language] = core.StoreProductText{Name: r.Name, Description: r.Description}
	}
	return nil
}

// TakeStock lowers a limited product's stock by qty in one guarded UPDATE:
// of two buyers of the last unit, the second finds no row to change.
func (db *DB) TakeStock(ctx context.Context, productID int64, qty int) error {
	res, err := db.conn(ctx).NewRaw("UPDATE store_products SET stock = stock - ? WHERE id = ? AND stock IS NOT NULL AND stock >= ?",
		qty, productID, qty).Exec(ctx)
	if err != nil {
		return mapErr(err, "Product")
	}
	if n, _ := res.RowsAffected(); n == 1 {
		return nil
	}
	var stock *int
	if err := db.conn(ctx).NewRaw("SELECT stock FROM store_products WHERE id = ?", productID).Scan(ctx, &stock); err != nil {
		return mapErr(err, "Product")
	}
	if stock == nil {
		return nil // unlimited
	}
	return core.Invalid("quantity", core.MsgSoldOut)
}

// ReturnStock puts qty back on a limited product.
func (db *DB) ReturnStock(ctx context.Context, productID int64, qty int) error {
	_, err := db.conn(ctx).NewRaw("UPDATE store_products SET stock = stock + ? WHERE id = ? AND stock IS NOT NULL", qty, productID).Exec(ctx)
	return err
}

type cartLineRow struct {
	bun.BaseModel `bun:"table:cart_lines"`

	ID             int64 `bun:",pk,autoincrement"`
	UserID         int64
	ProductID      int64
	GiftCardAmount int64
	Quantity       int
	AddedAt        time.Time
}

// FindCartLines lists a user's cart, oldest line first, with the products.
func (db *DB) FindCartLines(ctx context.Context, userID int64) ([]*core.CartLine, error) {
	var rows []cartLineRow
	if err := db.conn(ctx).NewSelect().Model(&rows).Where("user_id = ?", userID).OrderExpr("id").Scan(ctx); err != nil {
		return nil, err
	}
	if len(rows) == 0 {
		return nil, nil
	}
	ids := make([]int64, len(rows))
	for i, r := range rows {
		ids[i] = r.ProductID
	}
	var prows []storeProductRow
	if err := db.conn(ctx).NewSelect().Model(&prows).Where("id IN (?)", bun.List(ids)).Scan(ctx); err != nil {
		return nil, err
	}
	products := map[int64]*core.StoreProduct{}
	ps := make([]*core.StoreProduct, len(prows))
	for i := range prows {
		ps[i] = prows[i].core()
		products[ps[i].ID] = ps[i]
	}
	if err := db.loadStoreProductTranslations(ctx, ps); err != nil {
		return nil, err
	}
	out := make([]*core.CartLine, len(rows))
	for i, r := range rows {
		out[i] = &core.CartLine{ID: r.ID, UserID: r.UserID, Product: products[r.ProductID], GiftCardAmount: r.GiftCardAmount,
			Quantity: r.Quantity, AddedAt: r.AddedAt}
	}
	return out, nil
}

// PutCartLine sets the quantity of the user's line of a product (and gift
// card amount), adding the line when it is new.
func (db *DB) PutCartLine(ctx context.Context, l *core.CartLine) error {
	l.AddedAt = db.now()
	row := &cartLineRow{UserID: l.UserID, ProductID: l.Product.ID, GiftCardAmount: l.GiftCardAmount, Quantity: l.Quantity, AddedAt: l.AddedAt}
	_, err := db.conn(ctx).NewInsert().Model(row).On("CONFLICT (user_id, product_id, gift_card_amount) DO UPDATE").
		Set("quantity = EXCLUDED.quantity").Returning("id").Exec(ctx)
	if err != nil {
		return mapErr(err, "Product")
	}
	l.ID = row.ID
	return nil
}

// DeleteCartLine removes one of the user's lines.
func (db *DB) DeleteCartLine(ctx context.Context, userID, id int64) error {
	res, err := db.conn(ctx).NewDelete().Model((*cartLineRow)(nil)).Where("id = ? AND user_id = ?", id, userID).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return core.Errorf(core.ENOTFOUND, "Cart line not found.")
	}
	return nil
}

// DeleteCartLines removes the user's lines of ids (a checked-out cart).
func (db *DB) DeleteCartLines(ctx context.Context, userID int64, ids []int64) error {
	if len(ids) == 0 {
		return nil
	}
	_, err := db.conn(ctx).NewDelete().Model((*cartLineRow)(nil)).Where("user_id = ? AND id IN (?)", userID, bun.List(ids)).Exec(ctx)
	return err
}
