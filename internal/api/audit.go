package api

import (
	"encoding/json"
	"time"

	"github.com/oneloft/oneloft/internal/service"
)

// AuditEntry is one recorded change: what was done, by whom and when.
type AuditEntry struct {
	ID        int64          `json:"id"`
	Action    string         `json:"action" doc:"What was done, e.g. create, update, give, delete, grant_admin, block"`
	Detail    map[string]any `json:"detail" doc:"The changed fields as [old, new] pairs, or what was added"`
	CreatedBy *int64         `json:"created_by" doc:"The author's user id; null for the system"`
	Author    string         `json:"author" doc:"The author's name; empty for the system"`
	CreatedAt time.Time      `json:"created_at"`
}

func toAuditEntry(e service.HistoryEntry) AuditEntry {
	detail := map[string]any{}
	json.Unmarshal([]byte(e.Detail), &detail) // written by the service as a JSON object
	return AuditEntry{ID: e.ID, Action: e.Action, Detail: detail, CreatedBy: e.CreatedBy, Author: e.Author, CreatedAt: e.CreatedAt}
}
