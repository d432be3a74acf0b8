package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// LoftNote is a note of a loft's staff; never part of a public answer.
type LoftNote struct {
	ID            int64     `json:"id"`
	Body          string    `json:"body"`
	CreatedBy     *int64    `json:"created_by"`
	CreatedByName string    `json:"created_by_name"`
	CreatedAt     time.Time `json:"created_at"`
}

// LoftNoteInput adds a note.
type LoftNoteInput struct {
	Body string `json:"body,omitempty" doc:"At most 5000 characters"`
}

func toLoftNote(n *core.LoftNote, author string) LoftNote {
	return LoftNote{ID: n.ID, Body: n.Body, CreatedBy: n.CreatedBy, CreatedByName: author, CreatedAt: n.CreatedAt}
}

func (s *Server) listLoftNotes(ctx context.Context, in *loftIDInput) (*bodyOf[[]LoftNote], error) {
	v, err := s.svc.Lofts.FindNotes(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(v.Notes, func(n *core.LoftNote) LoftNote {
		if n.CreatedBy == nil {
			return toLoftNote(n, "")
		}
		return toLoftNote(n, v.Names[*n.CreatedBy])
	}))
}

func (s *Server) createLoftNote(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body LoftNoteInput
}) (*bodyOf[LoftNote], error) {
	n := &core.LoftNote{LoftID: in.ID, Body: in.Body.Body}
	if err := s.svc.Lofts.CreateNote(ctx, n); err != nil {
		return nil, err
	}
	return reply(toLoftNote(n, actorName(ctx)))
}

func (s *Server) deleteLoftNote(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	NoteID int64 `path:"noteId" minimum:"1" doc:"Note id"`
}) (*struct{}, error) {
	return nil, s.svc.Lofts.DeleteNote(ctx, in.ID, in.NoteID)
}
