package api

import (
	"bytes"
	"context"
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// PayoutStatement is what a season's prize money owes one fancier.
type PayoutStatement struct {
	SeasonID   int64               `json:"season_id"`
	SeasonName string              `json:"season_name"`
	LoftID     int64               `json:"loft_id"`
	LoftName   string              `json:"loft_name"`
	Currency   string              `json:"currency" enum:"EUR,USD"`
	UserID     int64               `json:"user_id"`
	Fancier    string              `json:"fancier"`
	Email      string              `json:"email"`
	Lines      []PayoutLine        `json:"lines"`
	Total      int64               `json:"total" doc:"Cents won"`
	Paid       int64               `json:"paid" doc:"Cents marked paid"`
	Owed       int64               `json:"owed" doc:"total − paid"`
	Status     string              `json:"status" enum:"unpaid,paid"`
	History    []PayoutStatusEntry `json:"history" doc:"Oldest first"`
}

// PayoutLine is one prize, or one refund of a race's unfilled prizes.
type PayoutLine struct {
	FlightID   int64  `json:"flight_id"`
	Flight     string `json:"flight"`
	Kind       string `json:"kind" enum:"training,hot_spot,final"`
	PigeonID   int64  `json:"pigeon_id"`
	Ring       string `json:"ring"`
	PigeonName string `json:"pigeon_name"`
	Team       string `json:"team"`
	Place      int    `json:"place" doc:"0 on a refund"`
	Refund     bool   `json:"refund"`
	Amount     int64  `json:"amount" doc:"Cents"`
}

// PayoutStatusEntry is one mark of a payout's history.
type PayoutStatusEntry struct {
	ID        int64     `json:"id"`
	Status    string    `json:"status" enum:"unpaid,paid"`
	Amount    int64     `json:"amount"`
	Note      string    `json:"note"`
	CreatedBy *int64    `json:"created_by,omitempty"`
	CreatedAt time.Time `json:"created_at"`
}

func toPayoutStatement(p *service.PayoutStatement) PayoutStatement {
	out := PayoutStatement{SeasonID: p.Season.ID, SeasonName: p.Season.Name, LoftID: p.Loft.ID, LoftName: p.Loft.Name,
		Currency: string(p.Season.Currency), UserID: p.User.ID, Fancier: p.User.FullName(), Email: p.User.Email,
		Lines: make([]PayoutLine, len(p.Lines)), Total: p.Total, Paid: p.Paid, Owed: p.Owed(), Status: string(p.Status),
		History: make([]PayoutStatusEntry, len(p.History))}
	for i, l := range p.Lines {
		out.Lines[i] = PayoutLine{FlightID: l.Flight.ID, Flight: l.Flight.Name, Kind: string(l.Flight.Kind), PigeonID: l.Pigeon.ID,
			Ring: l.Pigeon.Ring, PigeonName: l.Pigeon.Name, Place: l.Place, Refund: l.Refund, Amount: l.Amount}
		if l.Pigeon.Team != nil {
			out.Lines[i].Team = l.Pigeon.Team.Name
		}
	}
	for i, h := range p.History {
		out.History[i] = PayoutStatusEntry{ID: h.ID, Status: string(h.Status), Amount: h.Amount, Note: h.Note, CreatedBy: h.CreatedBy, CreatedAt: h.CreatedAt}
	}
	return out
}

// PayoutSummary is a season's prize money for its merchants.
type PayoutSummary struct {
	SeasonID   int64             `json:"season_id"`
	SeasonName string            `json:"season_name"`
	LoftName   string            `json:"loft_name"`
	Currency   string            `json:"currency" enum:"EUR,USD"`
	Races      []RacePrizes      `json:"races" doc:"Races with a prize table, by release"`
	Fanciers   []PayoutStatement `json:"fanciers" doc:"Each fancier with prizes or payout history, by name"`
	Total      int64             `json:"total"`
	Paid       int64             `json:"paid"`
	Owed       int64             `json:"owed"`
}

// RacePrizes is how a race's prize money fell.
type RacePrizes struct {
	FlightID int64  `json:"flight_id"`
	Flight   string `json:"flight"`
	Kind     string `json:"kind" enum:"training,hot_spot,final"`
	State    string `json:"state"`
	Final    bool   `json:"final" doc:"The race closed: its prizes stand"`
	Total    int64  `json:"total" doc:"Every place's prize"`
	Awarded  int64  `json:"awarded"`
	Refunded int64  `json:"refunded" doc:"Unfilled prizes refunded to the basketed birds"`
	Kept     int64  `json:"kept" doc:"Unfilled prizes the organiser keeps"`
	Unfilled int64  `json:"unfilled"`
}

func toPayoutSummary(p *service.PayoutSummary) PayoutSummary {
	out := PayoutSummary{SeasonID: p.Season.ID, SeasonName: p.Season.Name, LoftName: p.Loft.Name, Currency: string(p.Season.Currency),
		Races: make([]RacePrizes, len(p.Races)), Fanciers: make([]PayoutStatement, len(p.Fanciers)), Total: p.Total, Paid: p.Paid,
		Owed: p.Total - p.Paid}
	for i, r := range p.Races {
		out.Races[i] = RacePrizes{FlightID: r.Flight.ID, Flight: r.Flight.Name, Kind: string(r.Flight.Kind), State: string(r.Flight.State),
			Final: r.Final, Total: r.Total, Awarded: r.Awarded, Refunded: r.Refunded, Kept: r.Kept, Unfilled: r.Unfilled}
	}
	for i, f := range p.Fanciers {
		out.Fanciers[i] = toPayoutStatement(f)
	}
	return out
}

type payoutInput struct {
	ID     int64  `path:"id" minimum:"1"`
	UserID int64  `path:"userId" minimum:"1"`
	Lang   string `query:"lang" doc:"Language of the PDF; default: the fancier's"`
}

type myPayoutInput struct {
	ID   int64  `path:"id" minimum:"1"`
	Lang string `query:"lang" doc:"Language of the PDF; default: yours"`
}

// payoutDoc describes a payout statement, for its operations.
const payoutDoc = "Each prize a bird of the fancier won in a closed race of the season (tied places share their prizes; unfilled ones follow " +
	"the season's rule), refunds of unfilled prizes, the total, what was marked paid, and the payout's history."

func (s *Server) getMyPayout(ctx context.Context, in *myPayoutInput) (*bodyOf[PayoutStatement], error) {
	return s.getPayout(ctx, &payoutInput{ID: in.ID, UserID: core.ActorFrom(ctx).User.ID})
}

func (s *Server) exportMyPayoutCSV(ctx context.Context, in *myPayoutInput) (*fileOutput, error) {
	return s.exportPayoutCSV(ctx, &payoutInput{ID: in.ID, UserID: core.ActorFrom(ctx).User.ID})
}

func (s *Server) exportMyPayoutPDF(ctx context.Context, in *myPayoutInput) (*pdfOutput, error) {
	return s.exportPayoutPDF(ctx, &payoutInput{ID: in.ID, UserID: core.ActorFrom(ctx).User.ID, Lang: in.Lang})
}

func (s *Server) getPayout(ctx context.Context, in *payoutInput) (*bodyOf[PayoutStatement], error) {
	p, err := s.svc.Prizes.FindPayoutStatement(ctx, in.ID, in.UserID)
	if err != nil {
		return nil, err
	}
	return reply(toPayoutStatement(p))
}

func (s *Server) exportPayoutCSV(ctx context.Context, in *payoutInput) (*fileOutput, error) {
	p, err := s.svc.Prizes.FindPayoutStatement(ctx, in.ID, in.UserID)
	if err != nil {
		return nil, err
	}
	return &fileOutput{ContentType: "text/csv; charset=utf-8", Body: payoutCSV(p),
		ContentDisposition: fmt.Sprintf(`attachment; filename="payout-season-%d-user-%d.csv"`, in.ID, in.UserID)}, nil
}

// RenderPayout writes a payout statement as PDF in a language (blank: the fancier's).
type RenderPayout func(w io.Writer, p *service.PayoutStatement, lang string) error

func (s *Server) exportPayoutPDF(ctx context.Context, in *payoutInput) (*pdfOutput, error) {
	p, err := s.svc.Prizes.FindPayoutStatement(ctx, in.ID, in.UserID)
	if err != nil {
		return nil, err
	}
	return pdfFile(fmt.Sprintf("payout-season-%d-user-%d.pdf", in.ID, in.UserID), "private, no-store",
		func(w io.Writer) error { return s.payoutPDF(w, p, in.Lang) })
}

// payoutCSV writes a statement one line per prize or refund, amounts in
// the currency's units with two decimals, and a total line.
func payoutCSV(p *service.PayoutStatement) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"season", "fancier", "race", "kind", "ring", "pigeon", "team", "place", "type", "amount", "currency"})
	cur := string(p.Season.Currency)
	for _, l := range p.Lines {
		kind, place := "prize", strconv.Itoa(l.Place)
		if l.Refund {
			kind, place = "refund", ""
		}
		team := ""
		if l.Pigeon.Team != nil {
			team = l.Pigeon.Team.Name
		}
		_ = w.Write([]string{core.CSVSafe(p.Season.Name), core.CSVSafe(p.User.FullName()), core.CSVSafe(l.Flight.Name), string(l.Flight.Kind),
			l.Pigeon.Ring, core.CSVSafe(l.Pigeon.Name), core.CSVSafe(team), place, kind, cents(l.Amount), cur})
	}
	_ = w.Write([]string{core.CSVSafe(p.Season.Name), core.CSVSafe(p.User.FullName()), "", "", "", "", "", "", "total", cents(p.Total), cur})
	_ = w.Write([]string{core.CSVSafe(p.Season.Name), core.CSVSafe(p.User.FullName()), "", "", "", "", "", "", "paid", cents(p.Paid), cur})
	w.Flush()
	return b.Bytes()
}

// getPayoutSummaryDoc describes get-payout-summary.
const getPayoutSummaryDoc = "Merchants of the loft: each race with prize money (pool, awarded, refunded, kept; final once closed) and each fancier's statement."

func (s *Server) getPayoutSummary(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[PayoutSummary], error) {
	p, err := s.svc.Prizes.FindPayoutSummary(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toPayoutSummary(p))
}

// PayoutStatusInput marks a payout.
type PayoutStatusInput struct {
	Status string `json:"status" enum:"paid,unpaid"`
	Note   string `json:"note" maxLength:"1000" required:"false" doc:"A bank reference, say"`
}

// setPayoutStatusDoc describes set-payout-status.
const setPayoutStatusDoc = "Merchants of the loft. Paid records the statement's total then (a later change shows as owed); each mark is kept as history."

func (s *Server) setPayoutStatus(ctx context.Context, in *struct {
	ID     int64 `path:"id" minimum:"1"`
	UserID int64 `path:"userId" minimum:"1"`
	Body   PayoutStatusInput
}) (*bodyOf[PayoutStatement], error) {
	p, err := s.svc.Prizes.SetPayoutStatus(ctx, in.ID, in.UserID, core.PayoutState(in.Body.Status), in.Body.Note)
	if err != nil {
		return nil, err
	}
	return reply(toPayoutStatement(p))
}
