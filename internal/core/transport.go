package core

import (
	"context"
	"strings"
	"time"
)

// Transport (SPEC §1, §4): a fancier asks an agent of the loft to carry an
// order's pigeons to it, from a pickup address on a date; the agent confirms
// or rejects it with a reason, and the fancier may cancel while it waits.

// TransportStatus is the state of a transport request.
type TransportStatus string

// Transport statuses.
const (
	TransportPending   TransportStatus = "pending"
	TransportConfirmed TransportStatus = "confirmed"
	TransportRejected  TransportStatus = "rejected"
	TransportCancelled TransportStatus = "cancelled"
)

// TransportStatuses lists every status.
var TransportStatuses = []TransportStatus{TransportPending, TransportConfirmed, TransportRejected, TransportCancelled}

// Transport messages.
const (
	MsgTransportAgent   = "select an agent for the transport"
	MsgTransportAddress = "Enter the pickup address (5 to 500 characters)."
	MsgTransportDate    = "The pickup date cannot be in the past."
	MsgTransportReason  = "Give a reason for the rejection."
	MsgTransportOpen    = "This order has a transport request already."
	MsgTransportOrder   = "Transport can be requested for a confirmed or paid order."
	MsgTransportDone    = "The transport request has been answered already."
)

// Transport is a request to carry an order's pigeons to the loft.
type Transport struct {
	ID         int64
	OrderID    int64
	AgentID    int64
	Address    string
	PickupDate Date
	CreatedAt  time.Time
	Status     *TransportStatusEntry   // latest
	History    []*TransportStatusEntry // newest first
	Agent      *User                   // for lists
	Order      *Order                  // for the agent's desk
}

// TransportStatusEntry is one row of a request's history.
type TransportStatusEntry struct {
	ID          int64
	TransportID int64
	Status      TransportStatus
	Note        string
	CreatedBy   *int64
	CreatedAt   time.Time
}

// CheckTransportRequest validates what the fancier enters.
func CheckTransportRequest(t *Transport, today Date) error {
	f := FieldErrors{}
	if t.AgentID == 0 {
		f.Add("agent_id", MsgTransportAgent)
	}
	t.Address = strings.TrimSpace(t.Address)
	if n := len([]rune(t.Address)); n < 5 || n > 500 || CheckNote(t.Address) != nil {
		f.Add("address", MsgTransportAddress)
	}
	if t.PickupDate.IsZero() || t.PickupDate.Before(today) {
		f.Add("pickup_date", MsgTransportDate)
	}
	CheckDate(f, "pickup_date", t.PickupDate)
	return f.Err()
}

// CheckTransportAnswer allows the agent to confirm or reject (with a
// reason) and the customer to cancel, each only while the request waits.
func CheckTransportAnswer(cur, next TransportStatus, byAgent bool, note string) error {
	if cur != TransportPending {
		return Invalid("status", MsgTransportDone)
	}
	switch {
	case byAgent && next == TransportConfirmed:
		return nil
	case byAgent && next == TransportRejected:
		if strings.TrimSpace(note) == "" {
			return Invalid("note", MsgTransportReason)
		}
		return nil
	case !byAgent && next == TransportCancelled:
		return nil
	}
	return Errorf(EFORBIDDEN, "You are not allowed to perform this action.")
}

// TransportFilter selects transport requests.
type TransportFilter struct {
	OrderIDs []int64
	LoftID   *int64 // orders of the loft's seasons
	Status   *TransportStatus
}

// TransportStore persists transport requests and their history.
type TransportStore interface {
	// LockTransport holds the request's row until the transaction ends
	// (PostgreSQL), so that its status changes are serial.
	LockTransport(ctx context.Context, id int64) error
	// CreateTransport inserts the request with its first (pending) status.
	CreateTransport(ctx context.Context, t *Transport) error
	// FindTransportByID returns ENOTFOUND when there is none; with history.
	FindTransportByID(ctx context.Context, id int64) (*Transport, error)
	// FindTransports lists requests, newest first, with their latest status.
	FindTransports(ctx context.Context, f TransportFilter) ([]*Transport, error)
	// CreateTransportStatus appends to a request's history.
	CreateTransportStatus(ctx context.Context, e *TransportStatusEntry) error
}
