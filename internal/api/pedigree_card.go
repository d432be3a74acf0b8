package api

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// PigeonRace is a race a bird of the pedigree flew in oneloft, found by its ring.
type PigeonRace struct {
	PigeonID    int64     `json:"pigeon_id" doc:"The race pigeon"`
	LoftID      int64     `json:"loft_id"`
	FlightID    int64     `json:"flight_id"`
	Flight      string    `json:"flight"`
	Kind        string    `json:"kind" enum:"training,hot_spot,final"`
	Loft        string    `json:"loft"`
	Season      string    `json:"season"`
	ReleasedAt  time.Time `json:"released_at"`
	Basketed    int       `json:"basketed"`
	Place       int       `json:"place" doc:"0: not classified"`
	Outcome     string    `json:"outcome" enum:"placed,after_closing,held,rejected,not_home" doc:"How the race ended for the bird: home without a place after the race closed, or while its arrival is held for review or was rejected"`
	Time        string    `json:"time,omitempty" doc:"Flight time HH:mm:ss.SSS when home"`
	Speed       string    `json:"speed,omitempty" doc:"Per minute in the loft's unit, two decimals"`
	Unit        string    `json:"unit"`
	Coefficient string    `json:"coefficient,omitempty" doc:"place × 1000 / basketed, two decimals"`
	Prize       int64     `json:"prize" doc:"Cents"`
	Currency    string    `json:"currency,omitempty"`
}

func toPigeonRace(r core.PigeonRace) PigeonRace {
	out := PigeonRace{PigeonID: r.PigeonID, LoftID: r.LoftID, FlightID: r.FlightID, Flight: r.Flight, Kind: string(r.Kind), Loft: r.Loft, Season: r.Season, ReleasedAt: r.Released,
		Basketed: r.Basketed, Place: r.Place, Outcome: string(r.Outcome), Unit: string(r.Unit), Prize: r.Prize, Currency: string(r.Currency)}
	if r.Outcome != core.OutcomeNotHome {
		out.Time = core.FormatFlightTime(r.FlightMs, true)
	}
	if r.Place > 0 {
		out.Speed = r.Speed.String()
		out.Coefficient = fmt.Sprintf("%d.%02d", r.Coefficient/100, r.Coefficient%100)
	}
	return out
}

// OffspringResults is what a bird's youngsters did in oneloft races.
type OffspringResults struct {
	Raced        int   `json:"raced" doc:"Youngsters with a race"`
	Races        int   `json:"races"`
	TopTenth     int   `json:"top_tenth" doc:"Races placed in the first 10 % of the basketed birds"`
	SharePercent int   `json:"share_percent"`
	BestPlaces   []int `json:"best_places" doc:"At most three, best first"`
	BestOf       []int `json:"best_of" doc:"The basketed birds of each best place"`
}

// ChartCard is one position of a pedigree chart.
type ChartCard struct {
	Generation int             `json:"generation" doc:"1 is the bird itself"`
	Position   int             `json:"position" doc:"From 0 in the generation, sires before dams"`
	Pigeon     *PedigreePigeon `json:"pigeon,omitempty" doc:"Absent: the pedigree does not know the bird"`
	Races      []PigeonRace    `json:"races" doc:"Its oneloft races, newest first"`
}

// PedigreeCard is a bird with its races, youngsters and chart.
type PedigreeCard struct {
	Pigeon      PedigreePigeon   `json:"pigeon"`
	Races       []PigeonRace     `json:"races"`
	Young       []PedigreePigeon `json:"young"`
	Offspring   OffspringResults `json:"offspring"`
	Generations int              `json:"generations"`
	Chart       []ChartCard      `json:"chart" doc:"Every position of the chart, generation by generation"`
}

func toPedigreeCard(c *service.PedigreeCard) PedigreeCard {
	o := c.Offspring
	out := PedigreeCard{Pigeon: toPedigreePigeon(c.Pigeon), Races: toAll(c.Races, toPigeonRace), Young: toAll(c.Young, toPedigreePigeon),
		Generations: c.Generations, Offspring: OffspringResults{Raced: o.Raced, Races: o.Races, TopTenth: o.TopTenth,
			SharePercent: o.SharePercent(), BestPlaces: nonNil(o.BestPlaces), BestOf: nonNil(o.BestOf)}}
	c.Tree.Each(func(n *core.PedigreeNode, g, pos int) {
		card := ChartCard{Generation: g, Position: pos, Races: []PigeonRace{}}
		if n.Pigeon != nil {
			p := toPedigreePigeon(n.Pigeon)
			card.Pigeon, card.Races = &p, toAll(c.RacesOf[n.Pigeon.Ring], toPigeonRace)
		}
		out.Chart = append(out.Chart, card)
	})
	return out
}

type pedigreeCardInput struct {
	ID          int64 `path:"id" minimum:"1"`
	Generations int   `query:"generations" minimum:"0" maximum:"6" doc:"3 to 6; 0 or absent: the account's setting"`
}

type pedigreePDFInput struct {
	ID          int64  `path:"id" minimum:"1"`
	Generations int    `query:"generations" minimum:"0" maximum:"6" doc:"3 to 6; 0 or absent: the account's setting"`
	Lang        string `query:"lang" maxLength:"5" doc:"One of the product's languages; default: yours"`
}

func (s *Server) getPedigreeCard(ctx context.Context, in *pedigreeCardInput) (*bodyOf[PedigreeCard], error) {
	c, err := s.svc.Pedigree.PedigreeCardOf(ctx, in.ID, in.Generations)
	if err != nil {
		return nil, err
	}
	return reply(toPedigreeCard(c))
}

// RenderPedigree writes a bird's pedigree as PDF for its owner, in a
// language (blank: the owner's).
type RenderPedigree func(w io.Writer, c *service.PedigreeCard, owner *core.User, lang string) error

func (s *Server) exportPedigreePDF(ctx context.Context, in *pedigreePDFInput) (*pdfOutput, error) {
	c, err := s.svc.Pedigree.PedigreeCardOf(ctx, in.ID, in.Generations)
	if err != nil {
		return nil, err
	}
	owner := core.ActorFrom(ctx).User
	return pdfFile(fmt.Sprintf("pedigree-%s.pdf", c.Pigeon.Ring), "private, no-store",
		func(w io.Writer) error { return s.pedigreePDF(w, c, owner, in.Lang) })
}

// PedigreeImportInput is a CSV to check or import.
type PedigreeImportInput struct {
	File    string            `json:"file" minLength:"1" maxLength:"2000000" doc:"CSV text with a header line, comma or semicolon separated"`
	Mapping map[string]string `json:"mapping,omitempty" doc:"Field (ring, name, sex, color, strain, breeder, sire, dam, hatched_on, notes) → the file's header; \"\" leaves a field out; a field not named is found by its usual headers"`
	DryRun  bool              `json:"dry_run" doc:"Check every line and write nothing"`
}

// ImportProblem is why a line (0: the file) cannot be imported.
type ImportProblem struct {
	Line    int    `json:"line"`
	Field   string `json:"field,omitempty"`
	Message string `json:"message"`
}

// ImportReport is what an import found and did; one problem writes nothing.
type ImportReport struct {
	Headers  []string          `json:"headers"`
	Format   string            `json:"format,omitempty" enum:"pigeon-planner" doc:"A desktop program's export recognised by its header; its columns are read as that program writes them"`
	Columns  map[string]string `json:"columns" doc:"Field → header used"`
	Lines    int               `json:"lines"`
	New      int               `json:"new"`
	Updated  int               `json:"updated"`
	Problems []ImportProblem   `json:"problems"`
	Written  bool              `json:"written"`
}

func (s *Server) importPedigree(ctx context.Context, in *struct{ Body PedigreeImportInput }) (*bodyOf[ImportReport], error) {
	r, err := s.svc.Pedigree.ImportPedigree(ctx, service.PedigreeImport{CSV: []byte(in.Body.File), Mapping: in.Body.Mapping, DryRun: in.Body.DryRun})
	if err != nil {
		return nil, err
	}
	out := ImportReport{Headers: nonNil(r.Headers), Format: r.Format, Columns: r.Columns, Lines: r.Lines, New: r.New, Updated: r.Updated, Written: r.Written,
		Problems: make([]ImportProblem, len(r.Problems))}
	if out.Columns == nil {
		out.Columns = map[string]string{}
	}
	for i, p := range r.Problems {
		out.Problems[i] = ImportProblem{Line: p.Line, Field: p.Field, Message: p.Message}
	}
	return reply(out)
}

func (s *Server) exportPedigreeCSV(ctx context.Context, _ *struct{}) (*fileOutput, error) {
	return csvFile(s.svc.Pedigree.ExportPedigree(ctx))("pedigree.csv")
}

func (s *Server) exportBreedingPairsCSV(ctx context.Context, _ *struct{}) (*fileOutput, error) {
	return csvFile(s.svc.Pedigree.ExportBreedingPairs(ctx))("breeding-pairs.csv")
}

func (s *Server) exportPedigreeFanciersCSV(ctx context.Context, _ *struct{}) (*fileOutput, error) {
	return csvFile(s.svc.Pedigree.ExportPedigreeFanciers(ctx))("breeders.csv")
}

// csvFile answers an export as a CSV download named name.
func csvFile(b []byte, err error) func(name string) (*fileOutput, error) {
	return func(name string) (*fileOutput, error) {
		if err != nil {
			return nil, err
		}
		return &fileOutput{ContentType: "text/csv; charset=utf-8", Body: b, ContentDisposition: fmt.Sprintf("attachment; filename=%q", name)}, nil
	}
}

func (s *Server) getSharedPedigree(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[PedigreeCard], error) {
	c, err := s.svc.Pedigree.SharedPedigree(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	out := toPedigreeCard(c)
	// The owner's notes are theirs: a shared pedigree shows the birds, not them.
	out.Pigeon.Notes = ""
	for i := range out.Young {
		out.Young[i].Notes = ""
	}
	for _, card := range out.Chart {
		if card.Pigeon != nil {
			card.Pigeon.Notes = ""
		}
	}
	return reply(out)
}
