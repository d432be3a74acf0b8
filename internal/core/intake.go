package core

import (
	"encoding/csv"
	"errors"
	"io"
	"regexp"
	"strings"
)

// Intake: when the birds reach the loft, staff give each its chip ring (the
// electronic ring the clock's antennas read), one at a time from a reader
// or from a file of ring → chip. Chips are unique in a season.

var chipRe = regexp.MustCompile(`^[0-9A-Z]{4,32}$`)

// NormalizeChip upper-cases a chip id and drops the spaces and dashes that
// readers and people put in.
func NormalizeChip(s string) string {
	return strings.Map(func(r rune) rune {
		if r == ' ' || r == '-' || r == '\t' {
			return -1
		}
		return r
	}, strings.ToUpper(strings.TrimSpace(s)))
}

// Intake messages.
const (
	MsgChipInvalid     = "The chip ring must be 4 to 32 letters or digits."
	MsgChipUsed        = "This chip ring belongs to another pigeon of the season."
	MsgRingUnknown     = "No pigeon of this season has this ring number."
	MsgImportHasErrors = "Some rows cannot be imported: nothing was written. Correct the file and check it again."
	MsgImportEmpty     = "The file has no rows of ring and chip."
	MsgNoPigeonsChosen = "Choose at least one pigeon."
)

// CheckChip validates a (normalized) chip id.
func CheckChip(chip string) error {
	if !chipRe.MatchString(chip) {
		return Invalid("chip_ring", MsgChipInvalid)
	}
	return nil
}

// IntakeOutcome is what an import row would do.
type IntakeOutcome string

// Intake outcomes.
const (
	IntakeMatched     IntakeOutcome = "matched"      // the ring's pigeon gets the chip
	IntakeUnchanged   IntakeOutcome = "unchanged"    // the pigeon has this chip already
	IntakeUnknownRing IntakeOutcome = "unknown_ring" // no pigeon of the season has the ring
	IntakeChipUsed    IntakeOutcome = "chip_used"    // another pigeon has the chip
	IntakeDuplicate   IntakeOutcome = "duplicate"    // the ring or chip came earlier in the file
	IntakeInvalid     IntakeOutcome = "invalid"      // the ring or chip is malformed
)

// Writable reports whether the row can be imported.
func (o IntakeOutcome) Writable() bool { return o == IntakeMatched || o == IntakeUnchanged }

// IntakeRow is one line of an import file.
type IntakeRow struct {
	Line       int
	Ring, Chip string
}

// IntakeResult is a row with its outcome and the pigeon it is about.
type IntakeResult struct {
	IntakeRow
	Outcome  IntakeOutcome
	PigeonID int64
}

// ParseIntakeFile reads "ring,chip" lines (comma, semicolon or tab; a header
// line and blank lines are skipped).
func ParseIntakeFile(r io.Reader) ([]IntakeRow, error) {
	b, err := io.ReadAll(io.LimitReader(r, 2<<20))
	if err != nil {
		return nil, err
	}
	text := string(b)
	cr := csv.NewReader(strings.NewReader(text))
	cr.Comma, cr.FieldsPerRecord, cr.TrimLeadingSpace = fileSeparator(text), -1, true
	var rows []IntakeRow
	for {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, Invalid("file", MsgInvalidFileType)
		}
		line, _ := cr.FieldPos(0) // csv skips blank lines: count as the file does
		if len(rec) < 2 || strings.TrimSpace(rec[0]) == "" {
			continue
		}
		if line == 1 && strings.EqualFold(strings.TrimSpace(rec[0]), "ring") {
			continue
		}
		rows = append(rows, IntakeRow{Line: line, Ring: NormalizeRing(rec[0]), Chip: NormalizeChip(rec[1])})
	}
	if len(rows) == 0 {
		return nil, Invalid("file", MsgImportEmpty)
	}
	return rows, nil
}

// PlanIntake decides each row's outcome against the season's pigeons (by
// ring) and the chips they carry (chip → pigeon id); nothing is written.
func PlanIntake(rows []IntakeRow, byRing map[string]*Pigeon, chipOwner map[string]int64) []IntakeResult {
	out := make([]IntakeResult, len(rows))
	seenRing, seenChip := map[string]bool{}, map[string]bool{}
	for i, r := range rows {
		res := IntakeResult{IntakeRow: r}
		p := byRing[r.Ring]
		if p != nil {
			res.PigeonID = p.ID
		}
		switch {
		case !ValidRing(r.Ring) || CheckChip(r.Chip) != nil:
			res.Outcome = IntakeInvalid
		case seenRing[r.Ring] || seenChip[r.Chip]:
			res.Outcome = IntakeDuplicate
		case p == nil:
			res.Outcome = IntakeUnknownRing
		case p.ChipRing == r.Chip:
			res.Outcome = IntakeUnchanged
		case chipOwner[r.Chip] != 0 && chipOwner[r.Chip] != p.ID:
			res.Outcome = IntakeChipUsed
		default:
			res.Outcome = IntakeMatched
		}
		seenRing[r.Ring], seenChip[r.Chip] = true, true
		out[i] = res
	}
	return out
}

// SeasonStock counts a season's pigeons for the loft's stock view.
type SeasonStock struct {
	Registered, Arrived, Chipped, Active, Reserve, Lost, Died, ForSale, Injured int
}

// Arrived reports whether the pigeon has reached the loft: it carries a chip
// or the loft has moved it past "unassigned".
func (p *Pigeon) Arrived() bool {
	health := typeOf(p.Health)
	return p.ChipRing != "" || (health != 0 && health != StatusUnassigned)
}

// CountStock counts pigeons by their latest health status (see Arrived).
func CountStock(pigeons []*Pigeon) SeasonStock {
	var s SeasonStock
	for _, p := range pigeons {
		s.Registered++
		if p.ChipRing != "" {
			s.Chipped++
		}
		if p.Arrived() {
			s.Arrived++
		}
		switch typeOf(p.Health) {
		case StatusActive, StatusActivatedReserve:
			s.Active++
		case StatusReserve:
			s.Reserve++
		case StatusLost:
			s.Lost++
		case StatusDied:
			s.Died++
		case StatusForSale:
			s.ForSale++
		case StatusInjured:
			s.Injured++
		}
	}
	return s
}
