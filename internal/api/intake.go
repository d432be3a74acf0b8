package api

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// ChipInput gives one pigeon its chip ring, as a reader types it.
type ChipInput struct {
	Ring     string `json:"ring" minLength:"1" maxLength:"32" doc:"The pigeon's federation ring number"`
	ChipRing string `json:"chip_ring" minLength:"1" maxLength:"64" doc:"The chip id, as the reader gives it (spaces and dashes are dropped)"`
}

// ChipImportInput is the text of a ring → chip file.
type ChipImportInput struct {
	File string `json:"file" minLength:"1" maxLength:"2000000" doc:"CSV text: ring and chip per line (comma, semicolon or tab); a header line is skipped"`
}

// ChipImportRow is a file row with what the import does with it.
type ChipImportRow struct {
	Line     int    `json:"line"`
	Ring     string `json:"ring"`
	ChipRing string `json:"chip_ring"`
	Outcome  string `json:"outcome" enum:"matched,unchanged,unknown_ring,chip_used,duplicate,invalid"`
	PigeonID int64  `json:"pigeon_id,omitempty"`
}

// ChipImport is the outcome of every row; written says whether they were stored.
type ChipImport struct {
	Written bool            `json:"written"`
	Rows    []ChipImportRow `json:"rows"`
}

// SeasonStock counts a season's pigeons.
type SeasonStock struct {
	Registered int `json:"registered"`
	Arrived    int `json:"arrived" doc:"With a chip ring or moved past unassigned"`
	Chipped    int `json:"chipped"`
	Active     int `json:"active" doc:"Active and activated reserves"`
	Reserve    int `json:"reserve"`
	Lost       int `json:"lost"`
	Died       int `json:"died"`
	ForSale    int `json:"for_sale"`
	Injured    int `json:"injured"`
}

// assignChipDoc describes assign-chip.
const assignChipDoc = "Staff of the season's loft, by the pigeon's ring number; a chip is unique in the season. The customer can no longer " +
	"edit a pigeon with a chip ring. Recorded."

func (s *Server) assignChip(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body ChipInput
}) (*bodyOf[Pigeon], error) {
	p, err := s.svc.Pigeons.AssignChip(ctx, in.ID, in.Body.Ring, in.Body.ChipRing)
	if err != nil {
		return nil, err
	}
	return reply(toPigeon(p))
}

// importChipsDoc describes import-chips.
const importChipsDoc = "Staff of the season's loft. Every row's outcome (matched, unchanged, unknown_ring, chip_used, duplicate, invalid); " +
	"with dry_run nothing is written, else all rows are written or, when any cannot be, none (400). Recorded."

func (s *Server) importChips(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	DryRun bool  `query:"dry_run" doc:"Only check the rows"`
	Body   ChipImportInput
}) (*bodyOf[ChipImport], error) {
	plan, err := s.svc.Pigeons.ImportChips(ctx, in.ID, strings.NewReader(in.Body.File), in.DryRun)
	if err != nil {
		return nil, err
	}
	return reply(ChipImport{Written: !in.DryRun, Rows: toAll(plan, func(r core.IntakeResult) ChipImportRow {
		return ChipImportRow{Line: r.Line, Ring: r.Ring, ChipRing: r.Chip, Outcome: string(r.Outcome), PigeonID: r.PigeonID}
	})})
}

// getSeasonStockDoc describes get-season-stock.
const getSeasonStockDoc = "Staff of the season's loft: registered, arrived, chipped, active, reserve, lost, died, for sale, injured."

func (s *Server) getSeasonStock(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[SeasonStock], error) {
	st, err := s.svc.Pigeons.SeasonStock(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(SeasonStock{Registered: st.Registered, Arrived: st.Arrived, Chipped: st.Chipped, Active: st.Active, Reserve: st.Reserve,
		Lost: st.Lost, Died: st.Died, ForSale: st.ForSale, Injured: st.Injured})
}

// SeasonStatusesInput gives a selection of a season's pigeons one status.
type SeasonStatusesInput struct {
	PigeonIDs          []int64 `json:"pigeon_ids" minItems:"1" maxItems:"1000"`
	PigeonStatusTypeID int     `json:"pigeon_status_type_id" minimum:"1" maximum:"12" doc:"1–9 health, 10–12 progressive"`
	Note               string  `json:"note,omitempty" maxLength:"500"`
}

// setSeasonPigeonStatusesDoc describes set-season-pigeon-statuses.
const setSeasonPigeonStatusesDoc = "Staff of the season's loft: one health or progressive status with a note for each pigeon, as history rows; all or none " +
	"(a pigeon whose latest status is the same refuses the lot, named by its ring). 204."

func (s *Server) setSeasonStatuses(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body SeasonStatusesInput
}) (*struct{}, error) {
	return nil, s.svc.Pigeons.SetStatuses(ctx, in.ID, in.Body.PigeonIDs, core.PigeonStatusType(in.Body.PigeonStatusTypeID), in.Body.Note)
}
