package store

import (
	"context"
	"time"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

type auditRow struct {
	bun.BaseModel `bun:"table:audit_entries,alias:a"`

	ID        int64 `bun:",pk,autoincrement"`
	Entity    string
	EntityID  int64
	Action    string
	Detail    string
	CreatedBy *int64
	CreatedAt time.Time
}

// CreateAuditEntry appends to the audit log.
func (db *DB) CreateAuditEntry(ctx context.Context, e *core.AuditEntry) error {
	if e.CreatedAt.IsZero() {
		e.CreatedAt = db.now()
	}
	if e.Detail == "" {
		e.Detail = "{}"
	}
	row := &auditRow{Entity: e.Entity, EntityID: e.EntityID, Action: e.Action, Detail: e.Detail, CreatedBy: e.CreatedBy, CreatedAt: e.CreatedAt}
	if _, err := db.conn(ctx).NewInsert().Model(row).Exec(ctx); err != nil {
		return err
	}
	e.ID = row.ID
	return nil
}

// FindAuditEntries returns an entity's entries, newest first.
func (db *DB) FindAuditEntries(ctx context.Context, entity string, entityID int64) ([]*core.AuditEntry, error) {
	var rows []auditRow
	err := db.conn(ctx).NewSelect().Model(&rows).Where("entity = ? AND entity_id = ?", entity, entityID).OrderExpr("id DESC").Scan(ctx)
	if err != nil {
		return nil, err
	}
	out := make([]*core.AuditEntry, len(rows))
	for i, r := range rows {
		out[i] = &core.AuditEntry{ID: r.ID, Entity: r.Entity, EntityID: r.EntityID, Action: r.Action, Detail: r.Detail,
			CreatedBy: r.CreatedBy, CreatedAt: r.CreatedAt.UTC()}
	}
	return out, nil
}
