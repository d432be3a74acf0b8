package store

import (
	"context"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type orderRow struct {
	bun.BaseModel `bun:"table:orders,alias:o"`

	ID        int64 `bun:",pk,autoincrement"`
	SeasonID  int64
	UserID    int64
	TeamID    int64
	City      string
	Street    string
	Zipcode   string
	Currency  string
	Total     int64
	Reference string
	CreatedAt time.Time
	// the contract version accepted, and when
	ContractVersion    *int
	ContractAcceptedAt *time.Time
	// the campaign's discount, and its name
	Discount     int64
	DiscountName string
}

type orderPositionRow struct {
	bun.BaseModel `bun:"table:order_positions"`

	ID                int64 `bun:",pk,autoincrement"`
	OrderID           int64
	ProductID         int64
	ProductCategoryID int
	Name              string
	Quantity          int
	Amount            int64
	PigeonsActive     int
	PigeonsReserve    int
	PigeonID          *int64
	Discount          int64
}

type orderStatusRow struct {
	bun.BaseModel `bun:"table:order_statuses"`

	ID        int64 `bun:",pk,autoincrement"`
	OrderID   int64
	Status    string
	Method    string
	Note      string
	CreatedBy *int64
	CreatedAt time.Time
}

func (r *orderStatusRow) core() *core.OrderStatusEntry {
	return &core.OrderStatusEntry{ID: r.ID, OrderID: r.OrderID, Status: core.OrderStatus(r.Status), Method: core.PaymentMethod(r.Method),
		Note: r.Note, CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt}
}

// latestStatus is the SQL for "the id of each order's newest status row".
const latestStatus = "SELECT max(id) FROM order_statuses GROUP BY order_id"

// FindOrderByID returns an order with positions and its whole history.
func (db *DB) FindOrderByID(ctx context.Context, id int64) (*core.Order, error) {
	os, _, err := db.FindOrders(ctx, core.OrderFilter{ID: &id, WithHistory: true})
	if err != nil {
		return nil, err
	} else if len(os) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Order not found.")
	}
	return os[0], nil
}

// FindOrders returns one page of orders, newest first, with positions and
// latest status, and the total.
func (db *DB) FindOrders(ctx context.Context, f core.OrderFilter) ([]*core.Order, int, error) {
	var rows []orderRow
	q := db.conn(ctx).NewSelect().Model(&rows).Order("o.id DESC")
	if f.ID != nil {
		q.Where("o.id = ?", *f.ID)
	}
	if f.SeasonID != nil {
		q.Where("o.season_id = ?", *f.SeasonID)
	}
	if f.UserID != nil {
		q.Where("o.user_id = ?", *f.UserID)
	}
	if f.TeamID != nil {
		q.Where("o.team_id = ?", *f.TeamID)
	}
	if f.LoftID != nil {
		q.Where("o.season_id IN (SELECT id FROM seasons WHERE loft_id = ?)", *f.LoftID)
	}
	if f.Status != nil {
		q.Where("EXISTS (SELECT 1 FROM order_statuses s WHERE s.order_id = o.id AND s.status = ? AND s.id IN ("+latestStatus+"))", string(*f.Status))
	}
	if f.Method != nil {
		q.Where("EXISTS (SELECT 1 FROM order_statuses s WHERE s.order_id = o.id AND s.method = ? AND s.id IN ("+latestStatus+"))", string(*f.Method))
	}
	if s := strings.TrimSpace(f.Search); s != "" {
		like := "%" + strings.ToLower(s) + "%"
		q.Where(`(lower(o.reference) LIKE ?
		   OR o.user_id IN (SELECT id FROM users WHERE lower(first_name || ' ' || last_name) LIKE ? OR lower(email) LIKE ?)
		   OR o.team_id IN (SELECT id FROM teams WHERE lower(name) LIKE ?)
		   OR o.id IN (SELECT order_id FROM pigeons WHERE order_id IS NOT NULL AND lower(ring) LIKE ?))`, like, like, like, like, like)
	}
	if f.Category != nil {
		q.Where("EXISTS (SELECT 1 FROM order_positions p WHERE p.order_id = o.id AND p.product_category_id = ?)", int(*f.Category))
	}
	if f.Open {
		q.Where("NOT EXISTS (SELECT 1 FROM order_statuses s WHERE s.order_id = o.id AND s.status IN (?) AND s.id IN ("+latestStatus+"))",
			bun.List(core.ClosedOrderStatuses))
	}
	n, err := page(q, f.Offset, f.Limit).ScanAndCount(ctx)
	if err != nil || len(rows) == 0 {
		return nil, n, err
	}
	return db.loadOrders(ctx, rows, n, f.WithHistory)
}

func (db *DB) loadOrders(ctx context.Context, rows []orderRow, n int, history bool) ([]*core.Order, int, error) {
	out := make([]*core.Order, len(rows))
	byID := make(map[int64]*core.Order, len(rows))
	ids := make([]int64, len(rows))
	for i, r := range rows {
		out[i] = &core.Order{ID: r.ID, SeasonID: r.SeasonID, UserID: r.UserID, TeamID: r.TeamID, City: r.City, Street: r.Street,
			Zipcode: r.Zipcode, Currency: core.Currency(r.Currency), Total: r.Total, Reference: r.Reference, CreatedAt: r.CreatedAt,
			ContractVersion: r.ContractVersion, ContractAcceptedAt: utcPtr(r.ContractAcceptedAt), Discount: r.Discount, DiscountName: r.DiscountName}
		byID[r.ID], ids[i] = out[i], r.ID
	}
	var pos []orderPositionRow
	if err := db.conn(ctx).NewSelect().Model(&pos).Where("order_id IN (?)", bun.List(ids)).Order("id").Scan(ctx); err != nil {
		return nil, 0, err
	}
	for _, p := range pos {
		byID[p.OrderID].Positions = append(byID[p.OrderID].Positions, &core.OrderPosition{ID: p.ID, OrderID: p.OrderID, ProductID: p.ProductID,
			Category: core.ProductCategory(p.ProductCategoryID), Name: p.Name, Quantity: p.Quantity, Amount: p.Amount,
			PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve, PigeonID: p.PigeonID, Discount: p.Discount})
	}
	var st []orderStatusRow
	q := db.conn(ctx).NewSelect().Model(&st)
	if history {
		q.Where("order_id IN (?)", bun.List(ids)).Order("id DESC")
	} else {
		q.Where("id IN (SELECT max(id) FROM order_statuses WHERE order_id IN (?) GROUP BY order_id)", bun.List(ids))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, 0, err
	}
	for i := range st {
		o := byID[st[i].OrderID]
		e := st[i].core()
		if o.Status == nil { // newest first: the first row of an order is its latest
			o.Status = e
		}
		if history {
			o.History = append(o.History, e)
		}
	}
	return out, n, nil
}

// CreateOrder stores the order, its positions and its first status row.
func (db *DB) CreateOrder(ctx context.Context, o *core.Order) error {
	return db.InTx(ctx, func(ctx context.Context) error {
		o.CreatedAt = db.now()
		row := &orderRow{SeasonID: o.SeasonID, UserID: o.UserID, TeamID: o.TeamID, City: o.City, Street: o.Street, Zipcode: o.Zipcode,
			Currency: string(o.Currency), Total: o.Total, Reference: o.Reference, CreatedAt: o.CreatedAt,
			ContractVersion: o.ContractVersion, ContractAcceptedAt: o.ContractAcceptedAt, Discount: o.Discount, DiscountName: o.DiscountName}
		if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
			return mapErr(err, "order")
		}
		o.ID = row.ID
		for _, p := range o.Positions {
			p.OrderID = o.ID
			pr := &orderPositionRow{OrderID: o.ID, ProductID: p.ProductID, ProductCategoryID: int(p.Category), Name: p.Name, Quantity: p.Quantity,
				Amount: p.Amount, PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve, PigeonID: p.PigeonID, Discount: p.Discount}
			if _, err := db.conn(ctx).NewInsert().Model(pr).Exec(ctx); err != nil {
				return mapErr(err, "product")
			}
			p.ID = pr.ID
		}
		if o.Status == nil {
			o.Status = &core.OrderStatusEntry{Status: core.OrderPending}
		}
		o.Status.OrderID = o.ID
		return db.CreateOrderStatus(ctx, o.Status)
	})
}

// CreateOrderStatus appends a status row.
func (db *DB) CreateOrderStatus(ctx context.Context, e *core.OrderStatusEntry) error {
	if e.CreatedAt.IsZero() {
		e.CreatedAt = db.now()
	}
	row := &orderStatusRow{OrderID: e.OrderID, Status: string(e.Status), Method: string(e.Method), Note: e.Note, CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "order")
	}
	e.ID = row.ID
	return nil
}

// SeasonPlaces sums the active and reserve places of the season's orders
// (of one customer when userID is not 0) whose latest status is not closed.
func (db *DB) SeasonPlaces(ctx context.Context, seasonID, userID int64) (core.SeasonUsage, error) {
	var r core.SeasonUsage
	err := db.conn(ctx).NewRaw(`SELECT `+placesHeld+` FROM `+openEntryFees+` AND o.season_id = ? AND (? = 0 OR o.user_id = ?)`,
		int(core.ProductEntryFee), bun.List(core.ClosedOrderStatuses), seasonID, userID, userID).
		Scan(ctx, &r)
	return r, err
}

// openEntryFees is the SQL of the entry-fee positions of orders whose latest
// status is not closed; its two arguments are the entry-fee category and the
// closed statuses. placesHeld sums their active and reserve places.
const (
	openEntryFees = `order_positions p JOIN orders o ON o.id = p.order_id
  JOIN order_statuses s ON s.order_id = o.id AND s.id = (SELECT max(id) FROM order_statuses WHERE order_id = o.id)
 WHERE p.product_category_id = ? AND s.status NOT IN (?)`
	placesHeld = `coalesce(sum(p.quantity * p.pigeons_active), 0) AS active, coalesce(sum(p.quantity * p.pigeons_reserve), 0) AS reserve`
)

// FindUnpaidConfirmed lists orders whose latest status is confirmed or
// payment revoked, oldest first. On PostgreSQL the rows are claimed with
// FOR UPDATE SKIP LOCKED, so instances running the job share the work.
func (db *DB) FindUnpaidConfirmed(ctx context.Context, limit int) ([]*core.Order, error) {
	q := db.conn(ctx).NewSelect().
		Where("EXISTS (SELECT 1 FROM order_statuses s WHERE s.order_id = o.id AND s.status IN (?) AND s.id = (SELECT max(id) FROM order_statuses WHERE order_id = o.id))",
			bun.List(core.DueOrderStatuses))
	return db.claimOrders(ctx, q, limit)
}

// FindPendingSince lists orders still pending that were placed (their
// pending status written) before a time, oldest first, claimed as
// FindUnpaidConfirmed claims them.
func (db *DB) FindPendingSince(ctx context.Context, before time.Time, limit int) ([]*core.Order, error) {
	q := db.conn(ctx).NewSelect().
		Where("EXISTS (SELECT 1 FROM order_statuses s WHERE s.order_id = o.id AND s.status = ? AND s.created_at < ? AND s.id = (SELECT max(id) FROM order_statuses WHERE order_id = o.id))",
			string(core.OrderPending), before)
	return db.claimOrders(ctx, q, limit)
}

// claimOrders runs a job's select of orders, oldest first, claiming the
// rows on PostgreSQL, and loads the orders with their history.
func (db *DB) claimOrders(ctx context.Context, q *bun.SelectQuery, limit int) ([]*core.Order, error) {
	var rows []orderRow
	q.Model(&rows).Order("o.id").Limit(limit)
	if db.Engine == Postgres {
		q.For("UPDATE OF o SKIP LOCKED")
	}
	if err := q.Scan(ctx); err != nil || len(rows) == 0 {
		return nil, err
	}
	orders, _, err := db.loadOrders(ctx, rows, len(rows), true)
	return orders, err
}
