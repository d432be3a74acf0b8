package service

import (
	"context"
	"errors"
	"io"

	"github.com/oneloft/oneloft/internal/core"
)

// Intake: the loft gives each arrived pigeon its chip ring (core/intake.go).
// Staff of the season's loft only; every assignment is in the audit log.

// AssignChip gives the season's pigeon with the ring its chip ring; once it
// has one, its customer can no longer edit it (SPEC §4).
func (s *Pigeons) AssignChip(ctx context.Context, seasonID int64, ring, chip string) (*core.Pigeon, error) {
	ring, chip = core.NormalizeRing(ring), core.NormalizeChip(chip)
	if err := core.CheckChip(chip); err != nil {
		return nil, err
	}
	var p *core.Pigeon
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.requireSeason(ctx, seasonID, requireStaff); err != nil {
			return err
		}
		pigeons, err := s.seasonPigeons(ctx, seasonID)
		if err != nil {
			return err
		}
		res := core.PlanIntake([]core.IntakeRow{{Line: 1, Ring: ring, Chip: chip}}, byRing(pigeons), chipOwners(pigeons))[0]
		switch res.Outcome {
		case core.IntakeUnknownRing, core.IntakeInvalid:
			return core.Invalid("ring", core.MsgRingUnknown)
		case core.IntakeChipUsed:
			return core.Invalid("chip_ring", core.MsgChipUsed)
		}
		p = byRing(pigeons)[ring]
		if res.Outcome == core.IntakeUnchanged {
			return nil
		}
		return s.setChip(ctx, p, chip)
	})
	if err != nil {
		return nil, err
	}
	s.results.chipsChanged(ctx)
	return s.store.FindPigeonByID(ctx, p.ID)
}

// ImportChips reads a file of ring → chip and plans every row; unless dry,
// it then writes all rows, or none when any row cannot be imported.
func (s *Pigeons) ImportChips(ctx context.Context, seasonID int64, file io.Reader, dry bool) ([]core.IntakeResult, error) {
	rows, err := core.ParseIntakeFile(file)
	if err != nil {
		return nil, err
	}
	var plan []core.IntakeResult
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.requireSeason(ctx, seasonID, requireStaff); err != nil {
			return err
		}
		pigeons, err := s.seasonPigeons(ctx, seasonID)
		if err != nil {
			return err
		}
		plan = core.PlanIntake(rows, byRing(pigeons), chipOwners(pigeons))
		if dry {
			return nil
		}
		for _, r := range plan {
			if !r.Outcome.Writable() {
				return core.Invalid("file", core.MsgImportHasErrors)
			}
		}
		ring := byRing(pigeons)
		for _, r := range plan {
			if r.Outcome == core.IntakeMatched {
				if err := s.setChip(ctx, ring[r.Ring], r.Chip); err != nil {
					return err
				}
			}
		}
		return nil
	})
	if err == nil && !dry {
		s.results.chipsChanged(ctx)
	}
	return plan, err
}

// SeasonStock counts the season's pigeons for the loft's staff.
func (s *Pigeons) SeasonStock(ctx context.Context, seasonID int64) (core.SeasonStock, error) {
	if err := s.requireSeason(ctx, seasonID, requireStaff); err != nil {
		return core.SeasonStock{}, err
	}
	pigeons, err := s.seasonPigeons(ctx, seasonID)
	return core.CountStock(pigeons), err
}

func (s *Pigeons) setChip(ctx context.Context, p *core.Pigeon, chip string) error {
	old := p.ChipRing
	p.ChipRing = chip
	if err := s.store.UpdatePigeon(ctx, p); err != nil {
		return err
	}
	return s.audit(ctx, "pigeon", p.ID, "assign_chip", map[string]any{"subject": p.Ring, "chip_ring": []any{nilIfEmpty(old), chip}})
}

// seasonPigeons are all of a season's pigeons with their latest statuses.
func (s *Pigeons) seasonPigeons(ctx context.Context, seasonID int64) ([]*core.Pigeon, error) {
	ps, _, err := s.store.FindPigeons(ctx, core.PigeonFilter{SeasonID: &seasonID})
	return ps, err
}

func byRing(ps []*core.Pigeon) map[string]*core.Pigeon {
	m := make(map[string]*core.Pigeon, len(ps))
	for _, p := range ps {
		m[p.Ring] = p
	}
	return m
}

func chipOwners(ps []*core.Pigeon) map[string]int64 {
	m := map[string]int64{}
	for _, p := range ps {
		if p.ChipRing != "" {
			m[p.ChipRing] = p.ID
		}
	}
	return m
}

func nilIfEmpty(s string) any {
	if s == "" {
		return nil
	}
	return s
}

// SetStatuses gives each of a season's pigeons the status t with the note,
// as history rows: all or none. A pigeon whose latest status of that kind is
// t already refuses the lot, naming its ring (SPEC §5).
func (s *Pigeons) SetStatuses(ctx context.Context, seasonID int64, pigeonIDs []int64, t core.PigeonStatusType, note string) error {
	if len(pigeonIDs) == 0 {
		return core.Invalid("pigeon_ids", core.MsgNoPigeonsChosen)
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.requireSeason(ctx, seasonID, requireStaff); err != nil {
			return err
		}
		// All locks at once, in id order: taken one by one in the order
		// given, two posts naming the pigeons the other way round deadlock.
		if err := s.store.LockPigeons(ctx, pigeonIDs); err != nil {
			return err
		}
		for _, id := range pigeonIDs {
			p, err := s.store.FindPigeonByID(ctx, id)
			if err != nil || p.SeasonID != seasonID {
				return core.Errorf(core.ENOTFOUND, "Pigeon not found.")
			}
			if err := s.addStatus(ctx, p, t, note); err != nil {
				var ce *core.Error
				if errors.As(err, &ce) && len(ce.Fields["pigeon_status_type_id"]) > 0 {
					return core.Invalid("pigeon_status_type_id", p.Ring+": "+ce.Fields["pigeon_status_type_id"][0])
				}
				return err
			}
		}
		return nil
	})
}
