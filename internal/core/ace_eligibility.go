package core

// AceCandidate is what decides whether a pigeon may appear in a season's ace
// ranking: its latest health status, and the latest status of the
// registration (order) that brought it, if any.
type AceCandidate struct {
	PigeonID int64
	Health   PigeonStatusType // 0: no health status yet
	// Registration is the latest status of the pigeon's registration order;
	// empty when the loft entered the pigeon itself (no order, nothing owed).
	Registration OrderStatus
}

// AceEligible reports DOMAIN's rule "only activated, fully paid pigeons are
// eligible": the pigeon races as an active bird (active, or a reserve whose
// activation was paid), and its registration is paid. A revoked payment is
// not paid. A pigeon the loft entered without an order owes no entry fee.
func AceEligible(c AceCandidate) bool {
	if c.Health != StatusActive && c.Health != StatusActivatedReserve {
		return false
	}
	return c.Registration == "" || c.Registration.IsPaid()
}
