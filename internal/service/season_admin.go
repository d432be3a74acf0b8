package service

import (
	"context"

	"github.com/oneloft/oneloft/internal/core"
)

// FindManagedSeasons returns one page of the seasons the actor may manage,
// newest first, and the total: every loft's for admins and users with the
// extended season permission, their lofts' for merchants. A user who
// manages no season at all is refused.
func (s *Seasons) FindManagedSeasons(ctx context.Context, f core.SeasonSummaryFilter, p core.Page) ([]*core.SeasonSummary, int, error) {
	a := core.ActorFrom(ctx)
	if a.User == nil && !a.System {
		return nil, 0, errSignIn()
	}
	if !a.IsAdmin() && !a.User.SeasonAdmin {
		f.LoftIDs = []int64{}
		for _, perm := range a.User.Permissions {
			if perm.IsActive && perm.IsMerchant {
				f.LoftIDs = append(f.LoftIDs, perm.LoftID)
			}
		}
		if len(f.LoftIDs) == 0 {
			return nil, 0, errForbidden()
		}
	}
	p, err := p.Normalize()
	if err != nil {
		return nil, 0, err
	}
	if f.State != nil {
		fe := core.FieldErrors{}
		core.OneOf(fe, "state", *f.State, core.SeasonDraft, core.SeasonInProgress, core.SeasonOver)
		if err := fe.Err(); err != nil {
			return nil, 0, err
		}
	}
	f.Offset, f.Limit = p.Offset(), p.PerPage
	return s.store.FindSeasonSummaries(ctx, f)
}

// SeasonAdmin is everything the season's administration page shows: the
// season with its loft, places taken and orders count, its payment working
// days, due dates and products, its state history and its audit log (both
// newest first), and the users who made those entries.
type SeasonAdmin struct {
	Summary     *core.SeasonSummary
	PaymentDays *int
	DueDates    []*core.DueDate
	Products    []*core.Product
	Statuses    []*core.SeasonStatus
	Audit       []*core.AuditEntry
	Authors     map[int64]*core.User
}

// FindSeasonAdmin returns a season for its administration page (admins,
// users with the extended season permission, the loft's merchants).
func (s *Seasons) FindSeasonAdmin(ctx context.Context, id int64) (*SeasonAdmin, error) {
	season, err := s.store.FindSeasonByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := requireSeasonManager(ctx, season.LoftID); err != nil {
		return nil, err
	}
	out := &SeasonAdmin{Authors: map[int64]*core.User{}}
	sums, _, err := s.store.FindSeasonSummaries(ctx, core.SeasonSummaryFilter{ID: &id})
	if err != nil {
		return nil, err
	} else if len(sums) == 0 {
		return nil, core.Errorf(core.ENOTFOUND, "Season not found.")
	}
	out.Summary = sums[0]
	if out.DueDates, err = s.store.FindDueDates(ctx, id); err != nil {
		return nil, err
	}
	out.PaymentDays = paymentDays(out.DueDates)
	if out.Products, err = s.store.FindProducts(ctx, core.ProductFilter{SeasonID: &id}); err != nil {
		return nil, err
	}
	if out.Statuses, err = s.store.FindSeasonStatuses(ctx, id); err != nil {
		return nil, err
	}
	if out.Audit, err = s.store.FindAuditEntries(ctx, "season", id); err != nil {
		return nil, err
	}
	var authors []*int64
	for _, st := range out.Statuses {
		authors = append(authors, st.CreatedBy)
	}
	for _, e := range out.Audit {
		authors = append(authors, e.CreatedBy)
	}
	for _, uid := range authors {
		if uid == nil || out.Authors[*uid] != nil {
			continue
		}
		u, err := s.store.FindUserByID(ctx, *uid)
		if core.ErrorCode(err) == core.ENOTFOUND {
			continue
		} else if err != nil {
			return nil, err
		}
		out.Authors[*uid] = u
	}
	return out, nil
}

// paymentDays is the payment due date's max_duration: the working days a
// confirmed order has to be paid (SPEC §3), which the auto-cancel job reads.
func paymentDays(dds []*core.DueDate) *int {
	if d := paymentDueDate(dds); d != nil {
		return d.MaxDuration
	}
	return nil
}

func paymentDueDate(dds []*core.DueDate) *core.DueDate {
	for _, d := range dds {
		if d.Category == core.DuePayment {
			return d
		}
	}
	return nil
}

// UpdateSeason changes a season's settings: name, currency, limits per
// fancier, capacity, rules text, and its payment working days, which are
// the payment due date's max_duration (nil: the configured default). The
// state and registration change through ChangeSeasonState. The currency
// stays once the season has orders; payment working days need a payment
// due date. The changed fields are recorded with their old and new values;
// a refused edit changes nothing.
func (s *Seasons) UpdateSeason(ctx context.Context, id int64, next *core.Season, days *int) (*core.Season, error) {
	var saved *core.Season
	var rerank []*core.Flight
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.store.FindSeasonByID(ctx, id)
		if err != nil {
			return err
		}
		if err := requireSeasonManager(ctx, cur.LoftID); err != nil {
			return err
		}
		next.ID, next.LoftID, next.State, next.RegistrationOpen, next.CreatedAt = cur.ID, cur.LoftID, cur.State, cur.RegistrationOpen, cur.CreatedAt
		if next.Rules == nil { // left out: unchanged
			next.Rules = cur.Rules
		}
		if err := next.Validate(); err != nil {
			return err
		}
		if days != nil {
			fe := core.FieldErrors{}
			core.IntRange(fe, "payment_days", int64(*days), 0, 365)
			if err := fe.Err(); err != nil {
				return err
			}
		}
		if next.Currency != cur.Currency {
			_, n, err := s.store.FindOrders(ctx, core.OrderFilter{SeasonID: &id, Limit: 1})
			if err != nil {
				return err
			}
			if n > 0 {
				return &core.Error{Code: core.ECONFLICT, Message: core.MsgCurrencyHasOrders,
					Fields: map[string][]string{"currency": {core.MsgCurrencyHasOrders}}}
			}
		}
		changes := core.AuditChanges(cur.AuditFields(), next.AuditFields())
		dds, err := s.store.FindDueDates(ctx, id)
		if err != nil {
			return err
		}
		pay := paymentDueDate(dds)
		if pay == nil && days != nil {
			return core.Invalid("payment_days", core.MsgPaymentDaysNoDueDate)
		}
		if pay != nil && !sameInt(pay.MaxDuration, days) {
			changes["payment_days"] = [2]any{intValue(pay.MaxDuration), intValue(days)}
			pay.MaxDuration = days
			if err := s.store.UpdateDueDate(ctx, pay); err != nil {
				return err
			}
		}
		saved = next
		if len(changes) == 0 {
			return nil
		}
		if err := s.store.UpdateSeason(ctx, next); err != nil {
			return err
		}
		if _, ok := changes["race_rules"]; ok {
			// Results and aces rest on the rules (darkness, closing): a new
			// revision makes every instance rank the season's flights again,
			// this one at once.
			if rerank, _, err = s.store.FindFlights(ctx, core.FlightFilter{SeasonID: &id}); err != nil {
				return err
			}
			for _, f := range rerank {
				if err := s.store.TouchFlight(ctx, f.ID); err != nil {
					return err
				}
				if f.Revision, err = s.store.FlightRevision(ctx, f.ID); err != nil {
					return err
				}
			}
		}
		return s.audit(ctx, "season", id, "update", changes)
	})
	if err == nil {
		for _, f := range rerank {
			s.results.flightChanged(ctx, f, "")
		}
	}
	return saved, err
}

func sameInt(a, b *int) bool { return (a == nil && b == nil) || (a != nil && b != nil && *a == *b) }

func intValue(v *int) any {
	if v == nil {
		return nil
	}
	return *v
}

// CopySeason makes a new draft season named name from an earlier one, in
// the same loft or in loftID (another loft the actor manages): its
// settings, its due dates moved by one year and its products (see
// core.CopySeason), all in one transaction. Both seasons' audit logs record
// the copy.
func (s *Seasons) CopySeason(ctx context.Context, srcID int64, name string, loftID int64) (*core.Season, error) {
	var copied *core.Season
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		src, err := s.store.FindSeasonByID(ctx, srcID)
		if err != nil {
			return err
		}
		if err := requireSeasonManager(ctx, src.LoftID); err != nil {
			return err
		}
		if loftID == 0 {
			loftID = src.LoftID
		}
		if err := requireSeasonManager(ctx, loftID); err != nil {
			return err
		}
		if _, err := s.store.FindLoftByID(ctx, loftID); err != nil {
			return err
		}
		dds, err := s.store.FindDueDates(ctx, srcID)
		if err != nil {
			return err
		}
		products, err := s.store.FindProducts(ctx, core.ProductFilter{SeasonID: &srcID})
		if err != nil {
			return err
		}
		c, err := core.CopySeason(src, dds, products, name, loftID)
		if err != nil {
			return err
		}
		c.Season.CreatedBy = actorID(ctx)
		if err := s.store.CreateSeason(ctx, c.Season); err != nil {
			return err
		}
		for _, d := range c.DueDates {
			d.SeasonID = c.Season.ID
			if err := s.store.CreateDueDate(ctx, d); err != nil {
				return err
			}
		}
		for _, p := range c.Products {
			p.SeasonID = c.Season.ID
			if err := s.store.CreateProduct(ctx, p); err != nil {
				return err
			}
		}
		detail := core.AuditChanges(nil, c.Season.AuditFields())
		detail["copied_from"], detail["due_dates"], detail["products"] = src.ID, len(c.DueDates), len(c.Products)
		if err := s.audit(ctx, "season", c.Season.ID, "copy", detail); err != nil {
			return err
		}
		copied = c.Season
		return s.audit(ctx, "season", src.ID, "copied", map[string]any{"copy_id": c.Season.ID, "name": c.Season.Name, "loft_id": loftID})
	})
	return copied, err
}
