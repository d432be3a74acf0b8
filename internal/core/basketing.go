package core

import (
	"encoding/csv"
	"errors"
	"io"
	"strings"
)

// Basketing: before a flight's release staff put its birds into the basket,
// scanning chip rings one after another, from the clock's basketing file or
// by filter. Only a bird the clock can time and that races may go in.

// Basketing messages.
const (
	MsgBasketClosed    = "Pigeons can be basketed only before the release."
	MsgBasketNoChip    = "The pigeon has no chip ring, so it cannot be clocked."
	MsgBasketNotRacing = "A lost, dead or injured pigeon cannot be basketed."
	MsgBasketNotActive = "Only active pigeons and activated reserves can be basketed."
	MsgBasketOtherSeas = "The pigeon does not race in the flight's season."
	MsgChipUnknown     = "No pigeon of this season has this chip ring."
	MsgBasketFileEmpty = "The file has no chip rings."
	MsgNotInBasket     = "The pigeon is not in the basket."

	MsgBasketReservePending = "The reserve's activation is ordered but not paid yet."
	MsgBasketUnpaid         = "The pigeon's registration is not paid, so it cannot race a hot spot or the final."
	MsgBasketFinalPending   = "The pigeon's final flight activation is ordered but not paid yet."
	MsgBasketNoFinal        = "The pigeon has no final flight activation, so it cannot race the final."
)

// BasketOpen reports whether birds may still go in or out of the basket.
func (f *Flight) BasketOpen() bool {
	return f.State == FlightComingSoon || f.State == FlightBasketing
}

// BasketRefusal is why the pigeon cannot be basketed, "" when it can.
func BasketRefusal(p *Pigeon) string {
	switch {
	case p.ChipRing == "":
		return MsgBasketNoChip
	case p.IsNotRacing():
		return MsgBasketNotRacing
	case p.IsReserve() && typeOf(p.Progressive) == StatusReserveActivationPending:
		return MsgBasketReservePending
	case !p.IsActive():
		return MsgBasketNotActive
	}
	return ""
}

// BasketRule is what a flight asks of a bird beyond being able to race
// (BasketRefusal). A training takes every active bird, and the birds for
// sale. A hot spot or the final races for prizes, which only activated,
// fully paid birds win (DOMAIN), so it takes only birds whose registration
// is paid; and when the season sells final flight activation, the final
// takes only birds whose activation is paid (unpaid birds do not fly the
// final).
type BasketRule struct {
	Kind FlightKind
	// FinalActivation: the season sells final flight activation.
	FinalActivation bool
	// Registrations is the latest status of each pigeon's registration
	// order, by pigeon id; a pigeon the loft entered itself has none and
	// owes nothing.
	Registrations map[int64]OrderStatus
}

// Refusal is why the pigeon cannot go into the flight's basket, "" when it
// can.
func (r BasketRule) Refusal(p *Pigeon) string {
	// A training also takes the loft's birds marked for sale: its inventory
	// toss counts them for the stock sale (issue 30).
	if r.Kind == FlightTraining && typeOf(p.Health) == StatusForSale && p.ChipRing != "" {
		return ""
	}
	if m := BasketRefusal(p); m != "" {
		return m
	}
	if r.Kind != FlightHotSpot && r.Kind != FlightFinal {
		return ""
	}
	if reg := r.Registrations[p.ID]; reg != "" && !reg.IsPaid() {
		return MsgBasketUnpaid
	}
	if r.Kind != FlightFinal || !r.FinalActivation {
		return ""
	}
	switch typeOf(p.Progressive) {
	case StatusActivatedFinalFlight:
		return ""
	case StatusFinalFlightActivationPending:
		return MsgBasketFinalPending
	}
	return MsgBasketNoFinal
}

// BasketOutcome is what basketing a chip or a pigeon does.
type BasketOutcome string

// Basketing outcomes.
const (
	BasketAdded       BasketOutcome = "added"        // the bird goes into the basket
	BasketAlready     BasketOutcome = "already"      // the bird is in the basket already
	BasketRefused     BasketOutcome = "refused"      // the bird may not race (Reason says why)
	BasketUnknownChip BasketOutcome = "unknown_chip" // no bird of the season carries the chip
	BasketDuplicate   BasketOutcome = "duplicate"    // the chip came earlier in the list
	BasketInvalid     BasketOutcome = "invalid"      // not a chip id
)

// Writable reports whether the row can be written with the others.
func (o BasketOutcome) Writable() bool { return o == BasketAdded || o == BasketAlready }

// BasketResult is one chip or bird with its outcome.
type BasketResult struct {
	Line    int
	Chip    string
	Outcome BasketOutcome
	Reason  string  // for refused rows
	Pigeon  *Pigeon // nil for unknown chips
}

// PlanBasketing decides each chip's outcome against the season's pigeons
// (by chip), the flight's basket (pigeon ids) and its rule; nothing is
// written. Lines are the chips' line numbers in a file (1, 2, … for a list).
func PlanBasketing(chips []string, lines []int, byChip map[string]*Pigeon, basketed map[int64]bool, rule BasketRule) []BasketResult {
	out := make([]BasketResult, len(chips))
	seen := map[string]bool{}
	for i, c := range chips {
		c = NormalizeChip(c)
		res := BasketResult{Line: i + 1, Chip: c, Pigeon: byChip[c]}
		if i < len(lines) {
			res.Line = lines[i]
		}
		switch {
		case CheckChip(c) != nil:
			res.Outcome = BasketInvalid
		case seen[c]:
			res.Outcome = BasketDuplicate
		case res.Pigeon == nil:
			res.Outcome = BasketUnknownChip
		default:
			res.Outcome, res.Reason = basketOutcome(res.Pigeon, basketed, rule)
		}
		seen[c] = true
		out[i] = res
	}
	return out
}

// PlanBasketingOf decides the outcome of basketing each of the pigeons.
func PlanBasketingOf(pigeons []*Pigeon, basketed map[int64]bool, rule BasketRule) []BasketResult {
	out := make([]BasketResult, len(pigeons))
	for i, p := range pigeons {
		o, reason := basketOutcome(p, basketed, rule)
		out[i] = BasketResult{Line: i + 1, Chip: p.ChipRing, Outcome: o, Reason: reason, Pigeon: p}
	}
	return out
}

func basketOutcome(p *Pigeon, basketed map[int64]bool, rule BasketRule) (BasketOutcome, string) {
	if basketed[p.ID] {
		return BasketAlready, ""
	}
	if r := rule.Refusal(p); r != "" {
		return BasketRefused, r
	}
	return BasketAdded, ""
}

// ParseChipFile reads a clock's basketing file: one chip per line, or CSV
// rows (comma, semicolon or tab) whose header names the chip column ("chip"
// or "chip_ring"); without such a header the last field is the chip. Blank
// lines are skipped. It returns the chips and their line numbers.
func ParseChipFile(r io.Reader) (chips []string, lines []int, err error) {
	b, err := io.ReadAll(io.LimitReader(r, 2<<20))
	if err != nil {
		return nil, nil, err
	}
	text := string(b)
	cr := csv.NewReader(strings.NewReader(text))
	cr.Comma, cr.FieldsPerRecord, cr.TrimLeadingSpace = fileSeparator(text), -1, true
	col := -1
	for first := true; ; first = false {
		rec, err := cr.Read()
		if errors.Is(err, io.EOF) {
			break
		} else if err != nil {
			return nil, nil, Invalid("file", MsgInvalidFileType)
		}
		line, _ := cr.FieldPos(0) // csv skips blank lines: count as the file does
		if first {
			if c := chipColumn(rec); c >= 0 {
				col = c
				continue
			}
		}
		field := rec[len(rec)-1]
		if col >= 0 && col < len(rec) {
			field = rec[col]
		}
		if strings.TrimSpace(field) == "" {
			continue
		}
		chips, lines = append(chips, field), append(lines, line)
	}
	if len(chips) == 0 {
		return nil, nil, Invalid("file", MsgBasketFileEmpty)
	}
	return chips, lines, nil
}

// fileSeparator guesses a CSV file's separator from its first line.
func fileSeparator(text string) rune {
	first, _, _ := strings.Cut(text, "\n")
	switch {
	case strings.Contains(first, ","):
		return ','
	case strings.Contains(first, ";"):
		return ';'
	case strings.Contains(first, "\t"):
		return '\t'
	}
	return ','
}

func chipColumn(header []string) int {
	for i, h := range header {
		switch strings.ToLower(strings.TrimSpace(h)) {
		case "chip", "chip_ring", "chip ring", "chipring":
			return i
		}
	}
	return -1
}
