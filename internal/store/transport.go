package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type transportRow struct {
	bun.BaseModel `bun:"table:transports,alias:t"`

	ID         int64 `bun:",pk,autoincrement"`
	OrderID    int64
	AgentID    int64
	Address    string
	PickupDate core.Date
	CreatedAt  time.Time
}

type transportStatusRow struct {
	bun.BaseModel `bun:"table:transport_statuses"`

	ID          int64 `bun:",pk,autoincrement"`
	TransportID int64
	Status      string
	Note        string
	CreatedBy   *int64
	CreatedAt   time.Time
}

func (r *transportStatusRow) core() *core.TransportStatusEntry {
	return &core.TransportStatusEntry{ID: r.ID, TransportID: r.TransportID, Status: core.TransportStatus(r.Status), Note: r.Note,
		CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
}

// CreateTransport inserts the request and its first (pending) status.
func (db *DB) CreateTransport(ctx context.Context, t *core.Transport) error {
	if t.CreatedAt.IsZero() {
		t.CreatedAt = db.now()
	}
	row := &transportRow{OrderID: t.OrderID, AgentID: t.AgentID, Address: t.Address, PickupDate: t.PickupDate, CreatedAt: t.CreatedAt.UTC()}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "transport")
	}
	t.ID = row.ID
	if t.Status == nil {
		t.Status = &core.TransportStatusEntry{Status: core.TransportPending}
	}
	t.Status.TransportID, t.Status.CreatedAt = t.ID, t.CreatedAt
	if err := db.CreateTransportStatus(ctx, t.Status); err != nil {
		return err
	}
	t.History = []*core.TransportStatusEntry{t.Status}
	return nil
}

// CreateTransportStatus appends to a request's history.
func (db *DB) CreateTransportStatus(ctx context.Context, e *core.TransportStatusEntry) error {
	if e.CreatedAt.IsZero() {
		e.CreatedAt = db.now()
	}
	row := &transportStatusRow{TransportID: e.TransportID, Status: string(e.Status), Note: e.Note, CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt.UTC()}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return mapErr(err, "transport")
	}
	e.ID = row.ID
	return nil
}

// FindTransportByID returns a request with its whole history; ENOTFOUND.
func (db *DB) FindTransportByID(ctx context.Context, id int64) (*core.Transport, error) {
	var row transportRow
	if err := db.conn(ctx).NewSelect().Model(&row).Where("t.id = ?", id).Scan(ctx); err != nil {
		return nil, mapErr(err, "transport")
	}
	ts, err := db.loadTransports(ctx, []transportRow{row}, true)
	if err != nil {
		return nil, err
	}
	return ts[0], nil
}

// FindTransports lists requests, newest first, with their latest status and
// agent.
func (db *DB) FindTransports(ctx context.Context, f core.TransportFilter) ([]*core.Transport, error) {
	var rows []transportRow
	q := db.conn(ctx).NewSelect().Model(&rows).Order("t.id DESC")
	if f.OrderIDs != nil {
		if len(f.OrderIDs) == 0 {
			return nil, nil
		}
		q.Where("t.order_id IN (?)", bun.List(f.OrderIDs))
	}
	if f.LoftID != nil {
		q.Where("t.order_id IN (SELECT o.id FROM orders AS o JOIN seasons AS s ON s.id = o.season_id WHERE s.loft_id = ?)", *f.LoftID)
	}
	if f.Status != nil {
		q.Where("EXISTS (SELECT 1 FROM transport_statuses s WHERE s.transport_id = t.id AND s.status = ? AND s.id IN "+
			"(SELECT max(id) FROM transport_statuses GROUP BY transport_id))", string(*f.Status))
	}
	if err := q.Scan(ctx); err != nil || len(rows) == 0 {
		return nil, err
	}
	return db.loadTransports(ctx, rows, false)
}

// loadTransports adds each request's agent and statuses: the whole history,
// or only the latest.
func (db *DB) loadTransports(ctx context.Context, rows []transportRow, history bool) ([]*core.Transport, error) {
	out := make([]*core.Transport, len(rows))
	byID := map[int64]*core.Transport{}
	ids, agents := make([]int64, len(rows)), map[int64]*core.User{}
	for i, r := range rows {
		out[i] = &core.Transport{ID: r.ID, OrderID: r.OrderID, AgentID: r.AgentID, Address: r.Address, PickupDate: r.PickupDate, CreatedAt: r.CreatedAt.UTC()}
		byID[r.ID], ids[i] = out[i], r.ID
	}
	var sts []transportStatusRow
	q := db.conn(ctx).NewSelect().Model(&sts).Where("transport_id IN (?)", bun.List(ids)).Order("id DESC")
	if !history {
		q.Where("id IN (SELECT max(id) FROM transport_statuses WHERE transport_id IN (?) GROUP BY transport_id)", bun.List(ids))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, err
	}
	for i := range sts {
		t := byID[sts[i].TransportID]
		t.History = append(t.History, sts[i].core())
		if t.Status == nil {
			t.Status = t.History[0]
		}
	}
	for _, t := range out {
		if agents[t.AgentID] == nil {
			u, err := db.FindUserByID(ctx, t.AgentID)
			if err != nil {
				return nil, err
			}
			agents[t.AgentID] = u
		}
		t.Agent = agents[t.AgentID]
	}
	return out, nil
}
