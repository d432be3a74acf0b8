package api

import (
	"context"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// BasketScanInput is one chip as the reader types it.
type BasketScanInput struct {
	ChipRing string `json:"chip_ring" minLength:"1" maxLength:"64" doc:"The chip id (spaces and dashes are dropped)"`
}

// BasketImportInput is the text of a clock's basketing file.
type BasketImportInput struct {
	File string `json:"file" minLength:"1" maxLength:"2000000" doc:"One chip per line, or CSV (comma, semicolon or tab) whose header names the chip column (chip or chip_ring); without it the last field is the chip"`
}

// BasketRow is a chip or bird with what basketing does with it.
type BasketRow struct {
	Line       int    `json:"line"`
	ChipRing   string `json:"chip_ring"`
	Outcome    string `json:"outcome" enum:"added,already,refused,unknown_chip,duplicate,invalid"`
	Reason     string `json:"reason,omitempty" doc:"Why a refused bird cannot be basketed"`
	PigeonID   int64  `json:"pigeon_id,omitempty"`
	Ring       string `json:"ring,omitempty"`
	PigeonName string `json:"pigeon_name,omitempty"`
}

// BasketPlan is the outcome of every row; written says whether the birds
// went into the basket.
type BasketPlan struct {
	Written bool        `json:"written"`
	Rows    []BasketRow `json:"rows"`
}

func toBasketPlan(plan []core.BasketResult, written bool) BasketPlan {
	return BasketPlan{Written: written, Rows: toAll(plan, func(r core.BasketResult) BasketRow {
		row := BasketRow{Line: r.Line, ChipRing: r.Chip, Outcome: string(r.Outcome), Reason: r.Reason}
		if p := r.Pigeon; p != nil {
			row.PigeonID, row.Ring, row.PigeonName = p.ID, p.Ring, p.Name
		}
		return row
	})}
}

// scanBasketChipDoc describes scan-basket-chip.
const scanBasketChipDoc = "Staff of the loft, before the release; " + basketRule + " A bird that cannot go in is refused with its reason (400), " +
	"one in the basket already answers 409."

func (s *Server) scanBasketChip(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body BasketScanInput
}) (*bodyOf[Basketing], error) {
	b, err := s.svc.Flights.BasketChip(ctx, in.ID, in.Body.ChipRing)
	if err != nil {
		return nil, err
	}
	return reply(toBasketing(b))
}

// importBasketDoc describes import-basket.
const importBasketDoc = "Staff of the loft, before the release. Every row's outcome (added, already, refused with its reason, unknown_chip, " +
	"duplicate, invalid); with dry_run nothing is written, else all rows go in or, when any cannot, none (400)."

func (s *Server) importBasket(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	DryRun bool  `query:"dry_run" doc:"Only check the rows"`
	Body   BasketImportInput
}) (*bodyOf[BasketPlan], error) {
	plan, err := s.svc.Flights.ImportBasket(ctx, in.ID, strings.NewReader(in.Body.File), in.DryRun)
	if err != nil {
		return nil, err
	}
	return reply(toBasketPlan(plan, !in.DryRun))
}

// basketActiveBirdsDoc describes basket-active-birds.
const basketActiveBirdsDoc = "Staff of the loft, before the release: every active bird and activated reserve of the season not in the basket yet; " +
	"those without a chip ring are listed as refused. With dry_run nothing is written."

func (s *Server) basketActive(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	DryRun bool  `query:"dry_run" doc:"Only check which birds would go in"`
}) (*bodyOf[BasketPlan], error) {
	plan, err := s.svc.Flights.BasketActive(ctx, in.ID, in.DryRun)
	if err != nil {
		return nil, err
	}
	return reply(toBasketPlan(plan, !in.DryRun))
}

func (s *Server) deleteBasketing(ctx context.Context, in *struct {
	ID       int64 `path:"id" minimum:"1"`
	PigeonID int64 `path:"pigeonId" minimum:"1"`
}) (*struct{}, error) {
	return nil, s.svc.Flights.Unbasket(ctx, in.ID, in.PigeonID)
}
