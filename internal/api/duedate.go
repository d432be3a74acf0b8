package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// DueDateInput is a season deadline (SPEC §3).
type DueDateInput struct {
	DueDateCategoryID int       `json:"due_date_category_id" minimum:"1" maximum:"6"`
	Name              string    `json:"name" maxLength:"128"`
	Description       string    `json:"description,omitempty" maxLength:"2000"`
	StartsAt          core.Date `json:"starts_at" format:"date"`
	EndsAt            core.Date `json:"ends_at" format:"date"`
	MaxDuration       *int      `json:"max_duration,omitempty" minimum:"0" maximum:"365"`
}

func (d DueDateInput) core(id, seasonID int64) *core.DueDate {
	return &core.DueDate{ID: id, SeasonID: seasonID, Category: core.DueDateCategory(d.DueDateCategoryID), Name: d.Name,
		Description: d.Description, StartsAt: d.StartsAt, EndsAt: d.EndsAt, MaxDuration: d.MaxDuration}
}

func (s *Server) listDueDates(ctx context.Context, in *struct {
	SeasonID int64 `header:"SeasonId" required:"true" minimum:"1" doc:"Season id"`
}) (*bodyOf[[]DueDate], error) {
	dds, err := s.svc.Seasons.FindDueDates(ctx, in.SeasonID)
	if err != nil {
		return nil, err
	}
	return reply(toDueDates(dds))
}

// createDueDate answers the season's due dates with the new one.
func (s *Server) createDueDate(ctx context.Context, in *struct {
	SeasonID int64 `header:"SeasonId" required:"true" minimum:"1"`
	Body     DueDateInput
}) (*bodyOf[[]DueDate], error) {
	dds, err := s.svc.Seasons.SaveDueDate(ctx, in.Body.core(0, in.SeasonID))
	if err != nil {
		return nil, err
	}
	return reply(toDueDates(dds))
}

// updateDueDate answers the season's due dates as they are after the change.
func (s *Server) updateDueDate(ctx context.Context, in *struct {
	ID       int64 `path:"id" minimum:"1"`
	SeasonID int64 `header:"SeasonId" required:"true" minimum:"1"`
	Body     DueDateInput
}) (*bodyOf[[]DueDate], error) {
	dds, err := s.svc.Seasons.SaveDueDate(ctx, in.Body.core(in.ID, in.SeasonID))
	if err != nil {
		return nil, err
	}
	return reply(toDueDates(dds))
}

func (s *Server) deleteDueDate(ctx context.Context, in *struct {
	ID       int64 `path:"id" minimum:"1"`
	SeasonID int64 `header:"SeasonId" required:"true" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Seasons.DeleteDueDate(ctx, in.SeasonID, in.ID)
}
