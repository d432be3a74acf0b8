package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type storeOrderRow struct {
	bun.BaseModel `bun:"table:store_orders,alias:so"`

	ID             int64 `bun:",pk,autoincrement"`
	UserID         int64
	LoftID         *int64
	Reference      string
	Currency       string
	Subtotal       int64
	Discount       int64
	GiftCardPaid   int64
	Total          int64
	BillingName    string
	BillingStreet  string
	BillingZipcode string
	BillingCity    string
	BillingCountry string
	PromoCode      string
	PayBy          time.Time
	InvoiceNumber  *int
	InvoicedAt     *time.Time
	CreatedAt      time.Time
}

type storeOrderLineRow struct {
	bun.BaseModel `bun:"table:store_order_lines"`

	ID               int64 `bun:",pk,autoincrement"`
	OrderID          int64
	ProductID        *int64 // NULL: an auction lot's line
	AuctionLotID     *int64 // NULL: a product's line
	Kind             string
	Name             string
	Quantity         int
	UnitAmount       int64
	Discount         int64
	MembershipMonths int
}

type storeOrderStatusRow struct {
	bun.BaseModel `bun:"table:store_order_statuses"`

	ID        int64 `bun:",pk,autoincrement"`
	OrderID   int64
	Status    string
	Method    string
	Note      string
	CreatedBy *int64
	CreatedAt time.Time
}

func (r *storeOrderRow) core() *core.StoreOrder {
	return &core.StoreOrder{ID: r.ID, UserID: r.UserID, LoftID: r.LoftID, Reference: r.Reference,
		Currency: core.Currency(r.Currency), Subtotal: r.Subtotal, Discount: r.Discount, GiftCardPaid: r.GiftCardPaid,
		Total: r.Total, Billing: core.BillingAddress{Name: r.BillingName, Street: r.BillingStreet, Zipcode: r.BillingZipcode,
			City: r.BillingCity, Country: r.BillingCountry}, PromoCode: r.PromoCode, PayBy: r.PayBy,
		InvoiceNumber: r.InvoiceNumber, InvoicedAt: r.InvoicedAt, CreatedAt: r.CreatedAt}
}

// CreateStoreOrder stores an order with its lines and first status.
func (db *DB) CreateStoreOrder(ctx context.Context, o *core.StoreOrder) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		o.CreatedAt = db.now()
		b := o.Billing
		row := &storeOrderRow{UserID: o.UserID, LoftID: o.LoftID, Reference: o.Reference, Currency: string(o.Currency),
			Subtotal: o.Subtotal, Discount: o.Discount, GiftCardPaid: o.GiftCardPaid, Total: o.Total, BillingName: b.Name,
			BillingStreet: b.Street, BillingZipcode: b.Zipcode, BillingCity: b.City, BillingCountry: b.Country,
			PromoCode: o.PromoCode, PayBy: o.PayBy, CreatedAt: o.CreatedAt}
		if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
			return mapErr(err, "order")
		}
		o.ID = row.ID
		for _, l := range o.Lines {
			lr := &storeOrderLineRow{OrderID: o.ID, ProductID: idOrNil(l.ProductID), AuctionLotID: idOrNil(l.AuctionLotID), Kind: string(l.Kind), Name: l.Name, Quantity: l.Quantity,
				UnitAmount: l.UnitAmount, Discount: l.Discount, MembershipMonths: l.MembershipMonths}
			if _, err := db.conn(ctx).NewInsert().Model(lr).Exec(ctx); err != nil {
				return mapErr(err, "product")
			}
			l.ID = lr.ID
		}
		if o.Status != nil {
			o.Status.OrderID = o.ID
			return db.CreateStoreOrderStatus(ctx, o.Status)
		}
		return nil
	})
}

// UpdateStoreOrderMoney stores what a discount and gift cards changed.
func (db *DB) UpdateStoreOrderMoney(ctx context.Context, o *core.StoreOrder) error {
	_, err := db.conn(ctx).NewUpdate().Model((*storeOrderRow)(nil)).Where("id = ?", o.ID).
		Set("discount = ?, gift_card_paid = ?, total = ?, promo_code = ?", o.Discount, o.GiftCardPaid, o.Total, o.PromoCode).Exec(ctx)
	if err != nil {
		return mapErr(err, "Order")
	}
	for _, l := range o.Lines {
		if _, err := db.conn(ctx).NewUpdate().Model((*storeOrderLineRow)(nil)).Where("id = ?", l.ID).Set("discount = ?", l.Discount).Exec(ctx); err != nil {
			return err
		}
	}
	return nil
}

// CreateStoreOrderStatus appends to an order's history.
func (db *DB) CreateStoreOrderStatus(ctx context.Context, e *core.OrderStatusEntry) error {
	e.CreatedAt = db.now()
	row := &storeOrderStatusRow{OrderID: e.OrderID, Status: string(e.Status), Method: string(e.Method), Note: e.Note,
		CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "order")
	}
	e.ID = row.ID
	return nil
}

// LockStoreOrder takes the order's row lock for a change of its status.
func (db *DB) LockStoreOrder(ctx context.Context, id int64) error {
	return db.lockRow(ctx, "store_orders", "Order", id)
}

// LockStoreBuyer takes the account's row lock for a checkout.
func (db *DB) LockStoreBuyer(ctx context.Context, userID int64) error {
	return db.lockRow(ctx, "users", "User", userID)
}

// FindStoreOrder returns an order with its lines and whole history.
func (db *DB) FindStoreOrder(ctx context.Context, id int64) (*core.StoreOrder, error) {
	var row storeOrderRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err, "Order")
	}
	o := row.core()
	if err := db.loadStoreOrders(ctx, []*core.StoreOrder{o}, true); err != nil {
		return nil, err
	}
	return o, nil
}

// latestStoreStatus is the SQL for "the id of each store order's newest status row".
const latestStoreStatus = "SELECT max(id) FROM store_order_statuses GROUP BY order_id"

// FindStoreOrders lists orders, newest first.
func (db *DB) FindStoreOrders(ctx context.Context, f core.StoreOrderFilter) ([]*core.StoreOrder, error) {
	var rows []storeOrderRow
	q := db.conn(ctx).NewSelect().Model(&rows).OrderExpr("so.id DESC")
	if f.UserID != nil {
		q.Where("so.user_id = ?", *f.UserID)
	}
	if f.LoftID != nil {
		q.Where("so.loft_id = ?", *f.LoftID)
	} else if f.Service {
		q.Where("so.loft_id IS NULL")
	}
	if f.Status != nil {
		q.Where("EXISTS (SELECT 1 FROM store_order_statuses s WHERE s.order_id = so.id AND s.status = ? AND s.id IN ("+latestStoreStatus+"))", string(*f.Status))
	}
	if f.Limit > 0 {
		q.Limit(f.Limit)
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	out := make([]*core.StoreOrder, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, db.loadStoreOrders(ctx, out, false)
}

// FindDueStoreOrders lists orders awaiting payment whose pay-by is before.
func (db *DB) FindDueStoreOrders(ctx context.Context, before time.Time) ([]*core.StoreOrder, error) {
	var rows []storeOrderRow
	err := db.conn(ctx).NewSelect().Model(&rows).Where("so.pay_by < ?", before).
		Where("EXISTS (SELECT 1 FROM store_order_statuses s WHERE s.order_id = so.id AND s.status IN (?) AND s.id IN ("+latestStoreStatus+"))",
			bun.List([]string{string(core.OrderConfirmed), string(core.OrderPaymentRevoked)})).OrderExpr("so.id").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*core.StoreOrder, len(rows))
	for i := range rows {
		out[i] = rows[i].core()
	}
	return out, db.loadStoreOrders(ctx, out, false)
}

// loadStoreOrders fills the orders' lines, latest status (or whole history)
// and buyer.
func (db *DB) loadStoreOrders(ctx context.Context, os []*core.StoreOrder, history bool) error {
	if len(os) == 0 {
		return nil
	}
	byID := map[int64]*core.StoreOrder{}
	ids := make([]int64, len(os))
	for i, o := range os {
		byID[o.ID], ids[i] = o, o.ID
	}
	var lines []storeOrderLineRow
	if err := db.conn(ctx).NewSelect().Model(&lines).Where("order_id IN (?)", bun.List(ids)).OrderExpr("id").Scan(ctx); err != nil {
		return err
	}
	for _, l := range lines {
		o := byID[l.OrderID]
		o.Lines = append(o.Lines, &core.StoreOrderLine{ID: l.ID, ProductID: idOrZero(l.ProductID), AuctionLotID: idOrZero(l.AuctionLotID),
			Kind: core.StoreProductKind(l.Kind),
			Name: l.Name, Quantity: l.Quantity, UnitAmount: l.UnitAmount, Discount: l.Discount, MembershipMonths: l.MembershipMonths})
	}
	var sts []storeOrderStatusRow
	q := db.conn(ctx).NewSelect().Model(&sts).Where("order_id IN (?)", bun.List(ids)).OrderExpr("id")
	if !history {
		q.Where("id IN (" + latestStoreStatus + ")")
	}
	if err := q.Scan(ctx); err != nil {
		return err
	}
	for _, s := range sts {
		o := byID[s.OrderID]
		e := &core.OrderStatusEntry{ID: s.ID, OrderID: s.OrderID, Status: core.OrderStatus(s.Status),
			Method: core.PaymentMethod(s.Method), Note: s.Note, CreatedBy: s.CreatedBy, CreatedAt: s.CreatedAt}
		o.Status = e
		if history {
			o.History = append(o.History, e)
		}
	}
	var buyers []struct {
		ID                         int64
		FirstName, LastName, Email string
	}
	err := db.conn(ctx).NewRaw("SELECT u.id, u.first_name, u.last_name, u.email FROM users u WHERE u.id IN (SELECT user_id FROM store_orders WHERE id IN (?))",
		bun.List(ids)).Scan(ctx, &buyers)
	if err != nil {
		return err
	}
	for _, o := range os {
		for _, b := range buyers {
			if b.ID == o.UserID {
				o.BuyerName, o.BuyerEmail = b.FirstName+" "+b.LastName, b.Email
			}
		}
	}
	return nil
}

// BoughtBefore counts the units of a product in the account's orders that
// are not cancelled or refunded.
func (db *DB) BoughtBefore(ctx context.Context, userID, productID int64) (int, error) {
	var n int
	err := db.conn(ctx).NewRaw(`SELECT COALESCE(SUM(l.quantity), 0) FROM store_order_lines l JOIN store_orders o ON o.id = l.order_id
		WHERE o.user_id = ? AND l.product_id = ? AND NOT EXISTS (SELECT 1 FROM store_order_statuses s WHERE s.order_id = o.id
		AND s.status IN (?) AND s.id IN (`+latestStoreStatus+`))`, userID, productID,
		bun.List([]string{string(core.OrderCancelled), string(core.OrderCancelledUnpaid), string(core.OrderRefunded)})).Scan(ctx, &n)
	return n, err
}

// NextInvoiceNumber takes the seller's next invoice number. The counter row
// is written by one upsert: its row lock makes concurrent payments of one
// seller wait for each other, so numbers never repeat or skip.
func (db *DB) NextInvoiceNumber(ctx context.Context, o *core.StoreOrder, at time.Time) error {
	var seller int64
	if o.LoftID != nil {
		seller = *o.LoftID
	}
	var n int
	err := db.conn(ctx).NewRaw(`INSERT INTO store_invoice_counters (seller_key, last_number) VALUES (?, 1)
		ON CONFLICT (seller_key) DO UPDATE SET last_number = store_invoice_counters.last_number + 1 RETURNING last_number`, seller).Scan(ctx, &n)
	if err != nil {
		return err
	}
	if _, err := db.conn(ctx).NewUpdate().Model((*storeOrderRow)(nil)).Where("id = ?", o.ID).
		Set("invoice_number = ?, invoiced_at = ?", n, at).Exec(ctx); err != nil {
		return err
	}
	o.InvoiceNumber, o.InvoicedAt = &n, &at
	return nil
}

// CreateStorePayment records a card payment attempt of a store order.
func (db *DB) CreateStorePayment(ctx context.Context, orderID int64, provider, session string, amount int64, c core.Currency) error {
	_, err := db.conn(ctx).NewRaw("INSERT INTO store_payments (order_id, provider, session_id, amount, currency, created_at) VALUES (?, ?, ?, ?, ?, ?)",
		orderID, provider, session, amount, string(c), db.now()).Exec(ctx)
	return mapErr(err, "order")
}
