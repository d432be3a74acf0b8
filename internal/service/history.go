package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// HistoryEntry is an entry of the audit log with the name of its author
// ("" for the system).
type HistoryEntry struct {
	*core.AuditEntry
	Author string
}

// history reads an entity's audit entries, newest first, with their authors' names.
func (b *base) history(ctx context.Context, entity string, id int64) ([]HistoryEntry, error) {
	entries, err := b.store.FindAuditEntries(ctx, entity, id)
	if err != nil {
		return nil, err
	}
	names := map[int64]string{}
	out := make([]HistoryEntry, len(entries))
	for i, e := range entries {
		out[i] = HistoryEntry{AuditEntry: e}
		if e.CreatedBy == nil {
			continue
		}
		name, ok := names[*e.CreatedBy]
		if !ok {
			u, err := b.store.FindUserByID(ctx, *e.CreatedBy)
			if err != nil {
				return nil, err
			}
			name = u.FullName()
			names[*e.CreatedBy] = name
		}
		out[i].Author = name
	}
	return out, nil
}
