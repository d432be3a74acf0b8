package service

import (
	"bytes"
	"context"
	"encoding/csv"

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
	var buf bytes.Buffer
	buf.WriteString("\xef\xbb\xbf") // spreadsheets read the file as UTF-8
	w := csv.NewWriter(&buf)
	_ = w.Write(core.PedigreeColumns)
	for _, pg := range all {
		hatched, breeder := "", ""
		if pg.HatchedOn != nil {
			hatched = pg.HatchedOn.String()
		}
		if pg.BreederID != nil {
			breeder = names[*pg.BreederID]
		}
		_ = w.Write([]string{pg.Ring, core.CSVSafe(pg.Name), string(pg.Sex), core.CSVSafe(pg.Color), core.CSVSafe(pg.Strain), core.CSVSafe(breeder),
			ring(pg.SireID), ring(pg.DamID), hatched, core.CSVSafe(pg.Notes)})
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}
