package payment

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

// TestClientReferenceKinds: a store order's checkout names its kind, a
// registration's stays the bare id as before the store, and anything else
// names no order.
func TestClientReferenceKinds(t *testing.T) {
	for _, c := range []struct {
		in   string
		kind core.CheckoutKind
		id   int64
	}{{"42", core.CheckoutRegistration, 42}, {"store-7", core.CheckoutStore, 7}, {"auction-7", "", 0}, {"store-x", "", 0}, {"", "", 0}} {
		if k, id := parseClientReference(c.in); k != c.kind || id != c.id {
			t.Errorf("%q: got %q %d, want %q %d", c.in, k, id, c.kind, c.id)
		}
	}
	if got := clientReference(core.CheckoutStore, 7); got != "store-7" {
		t.Errorf("got %q", got)
	}
}
