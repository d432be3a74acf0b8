package service

import (
	"cmp"
	"context"
	"slices"
	"sort"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// PayoutLine is one prize a fancier's bird won, or its refund of a race's
// unfilled prizes.
type PayoutLine struct {
	Flight *core.Flight
	Pigeon *core.Pigeon // with its team
	Place  int          // 0 on a refund
	Refund bool
	Amount int64 // cents
}

// PayoutStatement is what a season's prize money owes one fancier: a line
// per prize, the total, and the payout's state with its history.
type PayoutStatement struct {
	Season  *core.Season
	Loft    *core.Loft
	User    *core.User
	Lines   []PayoutLine
	Total   int64
	Status  core.PayoutState
	Paid    int64 // cents marked paid (the latest paid row's amount)
	History []*core.PayoutStatus
}

// Owed is what remains to pay: the total, less what was marked paid.
func (p *PayoutStatement) Owed() int64 { return p.Total - p.Paid }

// RacePrizes is how a race's prize money fell.
type RacePrizes struct {
	Flight   *core.Flight
	Total    int64 // every place's prize
	Awarded  int64 // won by birds
	Refunded int64 // unfilled prizes refunded to the basketed birds
	Kept     int64 // unfilled prizes (and cents) the organiser keeps
	Unfilled int64
	Final    bool // the race closed: its prizes stand
}

// PayoutSummary is a season's prize money for its merchant: each race with
// prize money and each fancier's statement.
type PayoutSummary struct {
	Season   *core.Season
	Loft     *core.Loft
	Races    []RacePrizes
	Fanciers []*PayoutStatement // by name
	Total    int64              // of every statement
	Paid     int64
}

// FindPayoutStatement returns a fancier's statement for a season, for the
// fancier and the loft's staff.
func (s *Prizes) FindPayoutStatement(ctx context.Context, seasonID, userID int64) (*PayoutStatement, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireSelfOrStaff(ctx, userID, season.LoftID); err != nil {
		return nil, err
	}
	sum, err := s.summary(ctx, season, userID)
	if err != nil {
		return nil, err
	}
	if len(sum.Fanciers) == 1 {
		return sum.Fanciers[0], nil
	}
	// An empty statement names its user: the loft's staff see it only for
	// someone who takes part in the season, so that iterating user ids
	// does not list every account's name and e-mail.
	if a := core.ActorFrom(ctx); a.User == nil || a.User.ID != userID {
		if ok, err := s.store.HasSeasonStake(ctx, seasonID, userID); err != nil {
			return nil, err
		} else if !ok {
			return nil, core.Errorf(core.ENOTFOUND, "Payout statement not found.")
		}
	}
	u, err := s.store.FindUserByID(ctx, userID)
	if err != nil {
		return nil, err
	}
	return &PayoutStatement{Season: season, Loft: sum.Loft, User: u, Status: core.PayoutUnpaid}, nil
}

// FindPayoutSummary returns the season's prize money, for its merchants.
func (s *Prizes) FindPayoutSummary(ctx context.Context, seasonID int64) (*PayoutSummary, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireMerchant(ctx, season.LoftID); err != nil {
		return nil, err
	}
	return s.summary(ctx, season, 0)
}

// SetPayoutStatus marks a fancier's prize money paid (the statement's total
// then is recorded as paid) or unpaid again, with a note; each mark is kept
// as history. Merchants of the loft only.
func (s *Prizes) SetPayoutStatus(ctx context.Context, seasonID, userID int64, status core.PayoutState, note string) (*PayoutStatement, error) {
	season, err := s.store.FindSeasonByID(ctx, seasonID)
	if err != nil {
		return nil, err
	}
	if err := requireMerchant(ctx, season.LoftID); err != nil {
		return nil, err
	}
	f := core.FieldErrors{}
	core.OneOf(f, "status", status, core.PayoutPaid, core.PayoutUnpaid)
	core.MaxLen(f, "note", note, 1000)
	if err := f.Err(); err != nil {
		return nil, err
	}
	err = s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.LockSeason(ctx, seasonID); err != nil { // two staff marking at once record one
			return err
		}
		sum, err := s.summary(ctx, season, userID)
		if err != nil {
			return err
		}
		if len(sum.Fanciers) == 0 || status == core.PayoutPaid && sum.Fanciers[0].Total == 0 {
			return core.Invalid("status", core.MsgPayoutNothing)
		}
		st := sum.Fanciers[0]
		if st.Status == status && (status == core.PayoutUnpaid || st.Owed() == 0) {
			return core.Invalid("status", core.MsgPayoutSame)
		}
		row := &core.PayoutStatus{SeasonID: seasonID, UserID: userID, Status: status, Note: note, CreatedBy: actorID(ctx), CreatedAt: s.now()}
		if status == core.PayoutPaid {
			row.Amount = st.Total
		}
		if err := s.store.CreatePayoutStatus(ctx, row); err != nil {
			return err
		}
		return s.audit(ctx, "season", seasonID, "payout_"+string(status), map[string]any{"user_id": userID, "amount": row.Amount, "note": note})
	})
	if err != nil {
		return nil, err
	}
	return s.FindPayoutStatement(ctx, seasonID, userID)
}

// summary works out the season's prize money: each race with a prize table
// (final once it closed), and the statement of each fancier with prizes or
// payout history (only userID's when it is not 0).
func (s *Prizes) summary(ctx context.Context, season *core.Season, userID int64) (*PayoutSummary, error) {
	loft, err := s.store.FindLoftByID(ctx, season.LoftID)
	if err != nil {
		return nil, err
	}
	out := &PayoutSummary{Season: season, Loft: loft}
	flights, _, err := s.store.FindFlights(ctx, core.FlightFilter{SeasonID: &season.ID})
	if err != nil {
		return nil, err
	}
	sort.Slice(flights, func(i, j int) bool { return flights[i].ReleaseTime.Before(flights[j].ReleaseTime) })
	byUser := map[int64]*PayoutStatement{}
	statement := func(uid int64) *PayoutStatement {
		if byUser[uid] == nil {
			byUser[uid] = &PayoutStatement{Season: season, Loft: loft, Status: core.PayoutUnpaid}
		}
		return byUser[uid]
	}
	for _, f := range flights {
		if f.Prizes == nil {
			continue
		}
		res, err := s.results.FindFlightResults(ctx, f.ID)
		if err != nil {
			return nil, err
		}
		race := RacePrizes{Flight: res.Flight, Final: res.Awarded()}
		places, _ := res.PrizePlaces()
		for _, p := range places {
			race.Total += p
		}
		if !race.Final {
			out.Races = append(out.Races, race)
			continue
		}
		var basket []*core.Pigeon
		if res.RefundsBasket() {
			if basket, err = s.store.FindBasketPigeons(ctx, f.ID); err != nil {
				return nil, err
			}
		}
		ids := make([]int64, len(basket))
		for i, p := range basket {
			ids[i] = p.ID
		}
		a := res.awardTo(ids)
		race.Unfilled, race.Kept = a.Unfilled, a.Kept
		for _, row := range res.Rows {
			if c := a.Prizes[row.Arrival.PigeonID]; c > 0 {
				race.Awarded += c
				if p := row.Arrival.Pigeon; p != nil && p.Team != nil && (userID == 0 || p.Team.UserID == userID) {
					st := statement(p.Team.UserID)
					st.Lines = append(st.Lines, PayoutLine{Flight: res.Flight, Pigeon: p, Place: row.Rank, Amount: c})
				}
			}
		}
		for _, p := range basket {
			if c := a.Refunds[p.ID]; c > 0 {
				race.Refunded += c
				if p.Team != nil && (userID == 0 || p.Team.UserID == userID) {
					st := statement(p.Team.UserID)
					st.Lines = append(st.Lines, PayoutLine{Flight: res.Flight, Pigeon: p, Refund: true, Amount: c})
				}
			}
		}
		out.Races = append(out.Races, race)
	}
	history, err := s.store.FindPayoutStatuses(ctx, season.ID, userID)
	if err != nil {
		return nil, err
	}
	for _, h := range history {
		st := statement(h.UserID)
		st.History = append(st.History, h)
		st.Status, st.Paid = h.Status, h.Amount
	}
	for uid, st := range byUser {
		if st.User, err = s.store.FindUserByID(ctx, uid); err != nil {
			return nil, err
		}
		for _, l := range st.Lines {
			st.Total += l.Amount
		}
		out.Fanciers = append(out.Fanciers, st)
		out.Total += st.Total
		out.Paid += st.Paid
	}
	slices.SortFunc(out.Fanciers, func(a, b *PayoutStatement) int {
		if c := strings.Compare(a.User.FullName(), b.User.FullName()); c != 0 {
			return c
		}
		return cmp.Compare(a.User.ID, b.User.ID)
	})
	return out, nil
}
