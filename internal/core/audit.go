package core

import (
	"context"
	"time"
)

// AuditEntry records who changed what and when, for writes that are not
// status changes (statuses keep histories of their own): a loft's details,
// a season's settings, a user's roles.
type AuditEntry struct {
	ID        int64
	Entity    string // "loft", "season", "user", "team", …
	EntityID  int64
	Action    string // what was done, e.g. "update", "archive", "grant_admin"
	Detail    string // JSON: the changed fields with their old and new values, or what was added
	CreatedBy *int64
	CreatedAt time.Time
}

// AuditStore keeps the audit log; rows are never updated.
type AuditStore interface {
	CreateAuditEntry(ctx context.Context, e *AuditEntry) error
	// FindAuditEntries returns an entity's entries, newest first.
	FindAuditEntries(ctx context.Context, entity string, entityID int64) ([]*AuditEntry, error)
}

// AuditFields are a record's fields as plain values (string, int64, bool or
// nil) under their wire names, so that two versions compare with == and the
// log reads as the API does.
type AuditFields map[string]any

// AuditChanges returns the fields whose values differ between before and
// after, each as [old, new]: the detail of an audit entry. A field missing
// on one side is nil there, so a creation (before nil) lists every field set
// and a removal (after nil) every field it had; an empty text counts as not
// set there.
func AuditChanges(before, after AuditFields) AuditFields {
	out := AuditFields{}
	for k, v := range after {
		old, ok := before[k]
		if (ok || (v != nil && v != "")) && old != v {
			out[k] = [2]any{old, v}
		}
	}
	for k, v := range before {
		if _, ok := after[k]; !ok && v != nil && v != "" {
			out[k] = [2]any{v, nil}
		}
	}
	return out
}

// auditInt is an optional number as an audit value.
func auditInt(v *int) any {
	if v == nil {
		return nil
	}
	return int64(*v)
}

// auditDate is an optional date as an audit value.
func auditDate(d *Date) any {
	if d == nil {
		return nil
	}
	return d.String()
}

// auditID is an optional reference as an audit value.
func auditID(v *int64) any {
	if v == nil {
		return nil
	}
	return *v
}
