package core

import "time"

// PigeonStatusType is a health or progressive status (SPEC §4), by id.
type PigeonStatusType int

// Health statuses.
const (
	StatusActive PigeonStatusType = iota + 1
	StatusReserve
	StatusActivatedReserve
	StatusDied
	StatusLost
	StatusInjured
	StatusForSale
	StatusUnassigned
	StatusAssigned
)

// Progressive statuses.
const (
	StatusReserveActivationPending PigeonStatusType = iota + 10
	StatusFinalFlightActivationPending
	StatusActivatedFinalFlight
)

// StatusKind separates the two independent histories of a pigeon.
type StatusKind string

// Status kinds.
const (
	KindHealth      StatusKind = "health"
	KindProgressive StatusKind = "progressive"
)

var statusCodes = map[PigeonStatusType]string{
	StatusActive:                       "active",
	StatusReserve:                      "reserve",
	StatusActivatedReserve:             "activated_reserve",
	StatusDied:                         "died",
	StatusLost:                         "lost",
	StatusInjured:                      "injured",
	StatusForSale:                      "for_sale",
	StatusUnassigned:                   "unassigned",
	StatusAssigned:                     "assigned",
	StatusReserveActivationPending:     "reserve_activation_pending",
	StatusFinalFlightActivationPending: "final_flight_activation_pending",
	StatusActivatedFinalFlight:         "activated_final_flight",
}

// PigeonStatusTypes lists every type in id order.
var PigeonStatusTypes = []PigeonStatusType{
	StatusActive, StatusReserve, StatusActivatedReserve, StatusDied, StatusLost, StatusInjured,
	StatusForSale, StatusUnassigned, StatusAssigned,
	StatusReserveActivationPending, StatusFinalFlightActivationPending, StatusActivatedFinalFlight,
}

// Code is the stable name of the status.
func (t PigeonStatusType) Code() string { return statusCodes[t] }

// Valid reports whether t is a known status.
func (t PigeonStatusType) Valid() bool { _, ok := statusCodes[t]; return ok }

// Kind tells which history the status belongs to.
func (t PigeonStatusType) Kind() StatusKind {
	if t >= StatusReserveActivationPending {
		return KindProgressive
	}
	return KindHealth
}

// PigeonStatus is one row of a pigeon's status history.
type PigeonStatus struct {
	ID        int64
	PigeonID  int64
	Type      PigeonStatusType
	Note      string
	CreatedBy *int64
	CreatedAt time.Time
}

// CheckNextStatus refuses an unknown type and a status equal to the latest
// one of the same kind (SPEC §4).
func CheckNextStatus(latest *PigeonStatus, next PigeonStatusType) error {
	if !next.Valid() {
		return Invalid("pigeon_status_type_id", "The selected pigeon status type id is invalid.")
	}
	if latest != nil && latest.Type == next {
		return Invalid("pigeon_status_type_id", MsgSameStatus)
	}
	return nil
}

func typeOf(s *PigeonStatus) PigeonStatusType {
	if s == nil {
		return 0
	}
	return s.Type
}

// IsActive: the pigeon races as an active bird (active or activated reserve).
func (p *Pigeon) IsActive() bool {
	t := typeOf(p.Health)
	return t == StatusActive || t == StatusActivatedReserve
}

// IsReserve: the pigeon is a reserve not (yet) activated.
func (p *Pigeon) IsReserve() bool { return typeOf(p.Health) == StatusReserve }

// IsUnassigned: the pigeon has no place yet.
func (p *Pigeon) IsUnassigned() bool { return typeOf(p.Health) == StatusUnassigned }

// IsNotRacing: died, lost or injured.
func (p *Pigeon) IsNotRacing() bool {
	t := typeOf(p.Health)
	return t == StatusDied || t == StatusLost || t == StatusInjured
}

// EligibleForReserveActivation: a reserve with no progressive status.
func (p *Pigeon) EligibleForReserveActivation() bool { return p.IsReserve() && p.Progressive == nil }

// EligibleForFinalFlight: active and not pending or activated for the final.
func (p *Pigeon) EligibleForFinalFlight() bool {
	t := typeOf(p.Progressive)
	return p.IsActive() && t != StatusFinalFlightActivationPending && t != StatusActivatedFinalFlight
}
