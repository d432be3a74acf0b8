package core

import "fmt"

// Activations (SPEC §4): a fancier orders the activation of reserves, or of
// pigeons for the final flight, while the season's matching due date runs.

// Activation window messages.
const (
	MsgActivationNoWindow = "%s is not open in this season."
	MsgActivationClosed   = "%s is open from %s to %s only."
)

// activationDue is the due date category that opens a kind of activation.
var activationDue = map[ProductCategory]struct {
	due  DueDateCategory
	name string
}{
	ProductReserveActivation:     {DueReserveActivation, "Reserve activation"},
	ProductFinalFlightActivation: {DueFinalFlightActivation, "Final flight activation"},
	ProductSale:                  {DuePigeonSale, "The pigeon sale"},
}

// CheckActivationWindow refuses an activation product ordered on a day
// outside its due date, or in a season without one.
func CheckActivationWindow(c ProductCategory, all []*DueDate, day Date) error {
	w, ok := activationDue[c]
	if !ok {
		return nil
	}
	for _, d := range all {
		if d.Category != w.due {
			continue
		}
		if d.Contains(day) {
			return nil
		}
		return Invalid("product_id", fmt.Sprintf(MsgActivationClosed, w.name, d.StartsAt, d.EndsAt))
	}
	return Invalid("product_id", fmt.Sprintf(MsgActivationNoWindow, w.name))
}

// PendingFor is the progressive status an activation order of the category
// gives its pigeons until it is paid.
func PendingFor(c ProductCategory) PigeonStatusType {
	if c == ProductFinalFlightActivation {
		return StatusFinalFlightActivationPending
	}
	return StatusReserveActivationPending
}

// Activations lists the activation products the pigeon may be ordered for
// now: a reserve not yet activated, an active bird not yet in the final.
func (p *Pigeon) Activations() []ProductCategory {
	var out []ProductCategory
	if p.EligibleForReserveActivation() {
		out = append(out, ProductReserveActivation)
	}
	if p.EligibleForFinalFlight() {
		out = append(out, ProductFinalFlightActivation)
	}
	return out
}
