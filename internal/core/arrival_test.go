package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestReadsDigest(t *testing.T) {
	a := core.ChipRead{ChipID: "CHIP0", AntennaID: "A1", ReadMs: 1000}
	b := core.ChipRead{ChipID: "CHIP1", AntennaID: "A2", ReadMs: 1001}
	c := core.ChipRead{ChipID: "CHIP1", AntennaID: "A2", ReadMs: 1002}
	same := core.ReadsDigest([]core.ChipRead{a, b})
	if core.ReadsDigest([]core.ChipRead{b, a}) != same {
		t.Error("the same reads in another order are another batch")
	}
	if core.ReadsDigest([]core.ChipRead{a, c}) == same || core.ReadsDigest([]core.ChipRead{a}) == same {
		t.Error("other reads give the same digest")
	}
	stored := core.ArrivalBatch{Digest: same}
	if !stored.SameBatch(same) || stored.SameBatch(core.ReadsDigest([]core.ChipRead{c})) || !(&core.ArrivalBatch{}).SameBatch("x") {
		t.Error("SameBatch")
	}
}
