package service

import (
	"bytes"
	"context"
	"encoding/csv"
	"strconv"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// ExportPedigree writes every pigeon of the account as CSV, in the columns
// an import reads (core.PedigreeColumns): what the account takes away, or
// brings back, after the trial too.
func (p *Pedigree) ExportPedigree(ctx context.Context) ([]byte, error) {
	u, err := p.reader(ctx)
	if err != nil {
		return nil, err
	}
	all, err := p.store.AllPedigreePigeons(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	fs, err := p.store.FindPedigreeFanciers(ctx, u.ID)
	if err != nil {
		return nil, err
	}
	names := map[int64]string{}
	for _, f := range fs {
		names[f.ID] = f.Name
	}
	byID := byPigeonID(all)
	ring := func(id *int64) string {
		if id == nil || byID[*id] == nil {
			return ""
		}
		return byID[*id].Ring
	}
	rows := make([][]string, 0, len(all))
	for _, pg := range all {
		hatched, breeder := "", ""
		if pg.HatchedOn != nil {
			hatched = pg.HatchedOn.String()
		}
		if pg.BreederID != nil {
			breeder = names[*pg.BreederID]
		}
		rows = append(rows, []string{pg.Ring, core.CSVSafe(pg.Name), string(pg.Sex), core.CSVSafe(pg.Color), core.CSVSafe(pg.Strain), core.CSVSafe(breeder),
			ring(pg.SireID), ring(pg.DamID), hatched, core.CSVSafe(pg.Notes)})
	}
	return csvBytes(core.PedigreeColumns, rows)
}

// csvBytes writes a CSV with a header line, marked as UTF-8 for
// spreadsheets.
func csvBytes(header []string, rows [][]string) ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString("\xef\xbb\xbf") // spreadsheets read the file as UTF-8
	w := csv.NewWriter(&buf)
	_ = w.Write(header)
	_ = w.WriteAll(rows) // flushes
	return buf.Bytes(), w.Error()
}

// PairColumns are the columns of the breeding pairs' CSV.
var PairColumns = []string{"cock", "hen", "from", "to", "rounds", "youngsters", "notes"}

// ExportBreedingPairs writes the account's pairs as CSV: the birds by
// ring, and the youngsters bred from each (by ring, with the hatch date
// where known), which the pigeons' CSV holds only as parents.
func (p *Pedigree) ExportBreedingPairs(ctx context.Context) ([]byte, error) {
	pairs, err := p.BreedingPairs(ctx)
	if err != nil {
		return nil, err
	}
	young := map[[2]int64][]*core.PedigreePigeon{}
	if len(pairs) > 0 {
		all, err := p.store.AllPedigreePigeons(ctx, pairs[0].UserID)
		if err != nil {
			return nil, err
		}
		for _, pg := range all {
			if pg.SireID != nil && pg.DamID != nil {
				k := [2]int64{*pg.SireID, *pg.DamID}
				young[k] = append(young[k], pg)
			}
		}
	}
	rows := make([][]string, 0, len(pairs))
	for _, pr := range pairs {
		to := ""
		if pr.To != nil {
			to = pr.To.String()
		}
		rows = append(rows, []string{ringOf(pr.Cock), ringOf(pr.Hen), pr.From.String(), to, strconv.Itoa(pr.Rounds),
			youngsters(pr, young[[2]int64{pr.CockID, pr.HenID}]), core.CSVSafe(pr.Notes)})
	}
	return csvBytes(PairColumns, rows)
}

func ringOf(pg *core.PedigreePigeon) string {
	if pg == nil {
		return ""
	}
	return pg.Ring
}

// youngsters lists a pair's youngsters, "ring hatch-date": a bird hatched
// outside the pair's from–to belongs to another pairing of the same birds.
func youngsters(pr *core.BreedingPair, birds []*core.PedigreePigeon) string {
	var out []string
	for _, pg := range birds {
		if pg.HatchedOn == nil {
			out = append(out, pg.Ring)
			continue
		}
		if pg.HatchedOn.Before(pr.From) || (pr.To != nil && pr.To.Before(*pg.HatchedOn)) {
			continue
		}
		out = append(out, pg.Ring+" "+pg.HatchedOn.String())
	}
	return strings.Join(out, "; ")
}

// FancierColumns are the columns of the breeders' CSV.
var FancierColumns = []string{"name", "loft_name", "country"}

// ExportPedigreeFanciers writes the account's breeders as CSV: the
// pigeons' CSV names a bird's breeder, this keeps their loft and country.
func (p *Pedigree) ExportPedigreeFanciers(ctx context.Context) ([]byte, error) {
	fs, err := p.PedigreeFanciers(ctx)
	if err != nil {
		return nil, err
	}
	rows := make([][]string, 0, len(fs))
	for _, f := range fs {
		rows = append(rows, []string{core.CSVSafe(f.Name), core.CSVSafe(f.LoftName), f.Country})
	}
	return csvBytes(FancierColumns, rows)
}
