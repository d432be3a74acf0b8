package service_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// A chip ring corrected during a race counts from the next batch on: the
// clock's live flight (its chip → pigeon map) is dropped at once, not when
// it expires (service.LiveFlightTTL).
func TestChipCorrectionCountsAtOnce(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRace(t, db)
		m := r.as(r.merchant)
		b, err := r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 1, Reads: []core.ChipRead{read("CHIP9", "A1", time.Hour)}})
		must(t, err)
		if b.Arrivals != 0 || b.Unmatched != 1 {
			t.Fatalf("a chip nobody has: %+v", b)
		}
		// the ring had CHIP0 by mistake; the staff give it the chip it wears
		_, err = r.svc.Pigeons.AssignChip(m, r.season.ID, r.pigeons[0].Ring, "CHIP9")
		must(t, err)
		b, err = r.svc.Devices.IngestArrivals(m, r.key, service.BatchInput{Seq: 2, Reads: []core.ChipRead{read("CHIP9", "A1", time.Hour+time.Second)}})
		must(t, err)
		if b.Arrivals != 1 {
			t.Fatalf("the corrected chip's next read: %+v, want an arrival", b)
		}
	})
}
