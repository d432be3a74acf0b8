package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// LoftNotes are a loft's notes with the names of their authors.
type LoftNotes struct {
	Notes []*core.LoftNote // newest first
	Names map[int64]string
}

// FindNotes lists a loft's notes: its staff and admins only, never the public.
func (s *Lofts) FindNotes(ctx context.Context, loftID int64) (*LoftNotes, error) {
	if err := requireStaff(ctx, loftID); err != nil {
		return nil, err
	}
	if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
		return nil, err
	}
	notes, err := s.store.FindLoftNotes(ctx, loftID)
	if err != nil {
		return nil, err
	}
	authors := make([]*int64, len(notes))
	for i, n := range notes {
		authors[i] = n.CreatedBy
	}
	names, err := s.userNames(ctx, authors)
	return &LoftNotes{Notes: notes, Names: names}, err
}

// CreateNote adds a note to a loft (its merchants and admins).
func (s *Lofts) CreateNote(ctx context.Context, n *core.LoftNote) error {
	if err := requireMerchant(ctx, n.LoftID); err != nil {
		return err
	}
	if err := n.Validate(); err != nil {
		return err
	}
	n.CreatedBy = actorID(ctx)
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, n.LoftID); err != nil {
			return err
		}
		if err := s.store.CreateLoftNote(ctx, n); err != nil {
			return err
		}
		return s.audit(ctx, "loft", n.LoftID, "note_create", map[string]any{"note_id": n.ID})
	})
}

// DeleteNote removes a note of a loft (its merchants and admins); the audit
// log keeps its text.
func (s *Lofts) DeleteNote(ctx context.Context, loftID, id int64) error {
	if err := requireMerchant(ctx, loftID); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
			return err
		}
		n, err := s.store.FindLoftNoteByID(ctx, id)
		if err != nil {
			return err
		}
		if n.LoftID != loftID {
			return core.Errorf(core.ENOTFOUND, "Note not found.")
		}
		if err := s.store.DeleteLoftNote(ctx, id); err != nil {
			return err
		}
		return s.audit(ctx, "loft", loftID, "note_delete", map[string]any{"note_id": n.ID, "body": n.Body})
	})
}
