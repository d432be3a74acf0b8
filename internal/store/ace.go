package store

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/oneloft/oneloft/internal/core"
)

// aceCandidateRow is a pigeon with its latest health status and the latest
// status of its registration order.
type aceCandidateRow struct {
	ID           int64
	Health       *int
	Registration *string
}

// FindAceCandidates reads, for each of pigeonIDs, its latest health status
// and the latest status of the order that registered it (none for pigeons
// the loft entered itself).
func (db *DB) FindAceCandidates(ctx context.Context, pigeonIDs []int64) ([]core.AceCandidate, error) {
	out := make([]core.AceCandidate, 0, len(pigeonIDs))
	for start := 0; start < len(pigeonIDs); start += 500 {
		var rows []aceCandidateRow
		err := db.conn(ctx).NewSelect().TableExpr("pigeons AS p").
			ColumnExpr("p.id").
			ColumnExpr("(SELECT ps.pigeon_status_type_id FROM pigeon_statuses AS ps WHERE ps.pigeon_id = p.id AND ps.kind = 'health' ORDER BY ps.id DESC LIMIT 1) AS health").
			ColumnExpr("(SELECT os.status FROM order_statuses AS os WHERE os.order_id = p.order_id ORDER BY os.id DESC LIMIT 1) AS registration").
			Where("p.id IN (?)", bun.List(pigeonIDs[start:min(start+500, len(pigeonIDs))])).
			Scan(ctx, &rows)
		if err != nil {
			return nil, err
		}
		for _, r := range rows {
			c := core.AceCandidate{PigeonID: r.ID}
			if r.Health != nil {
				c.Health = core.PigeonStatusType(*r.Health)
			}
			if r.Registration != nil {
				c.Registration = core.OrderStatus(*r.Registration)
			}
			out = append(out, c)
		}
	}
	return out, nil
}
