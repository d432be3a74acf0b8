package core

import (
	"context"
	"time"
)

// LoftNote is a note of a loft's staff about the loft. Notes are for the
// staff and admins only: no public answer carries them.
type LoftNote struct {
	ID        int64
	LoftID    int64
	Body      string
	CreatedBy *int64
	CreatedAt time.Time
}

// Validate checks the note's text.
func (n *LoftNote) Validate() error {
	f := FieldErrors{}
	if Required(f, "body", n.Body) {
		MaxLen(f, "body", n.Body, 5000)
	}
	return f.Err()
}

// LoftNoteStore persists notes.
type LoftNoteStore interface {
	// FindLoftNotes returns a loft's notes, newest first.
	FindLoftNotes(ctx context.Context, loftID int64) ([]*LoftNote, error)
	// FindLoftNoteByID returns ENOTFOUND when there is no such note.
	FindLoftNoteByID(ctx context.Context, id int64) (*LoftNote, error)
	CreateLoftNote(ctx context.Context, n *LoftNote) error
	// DeleteLoftNote returns ENOTFOUND when there is no such note.
	DeleteLoftNote(ctx context.Context, id int64) error
}
