package core

import "strings"

// SeasonCopy is a new season made from an earlier one, with its due dates
// and products; ids and season ids are set when it is stored.
type SeasonCopy struct {
	Season   *Season
	DueDates []*DueDate
	Products []*Product
}

// CopySeason makes next year's season from src, its due dates and its
// products: the same settings (currency, limits per fancier, capacity,
// rules text) under a new name, in loftID (src's loft when 0), as a draft
// with registration closed. Due dates move by one year, keeping their
// payment working days; a 29 February becomes 28 February. Products keep
// category, name, places, price and quantity, and their periods move by one
// year too, so that they stay within the moved registration window. The
// copy's season and due dates are checked as a new season's would be; a
// move that breaks a due-date rule (only a 29 February can) is refused on
// "due_dates".
func CopySeason(src *Season, dds []*DueDate, products []*Product, name string, loftID int64) (*SeasonCopy, error) {
	if loftID == 0 {
		loftID = src.LoftID
	}
	c := &SeasonCopy{Season: &Season{LoftID: loftID, Name: strings.TrimSpace(name), Currency: src.Currency, State: SeasonDraft,
		MaxPigeons: clonePtr(src.MaxPigeons), MaxActive: clonePtr(src.MaxActive), MaxReserve: clonePtr(src.MaxReserve),
		TotalSpots: clonePtr(src.TotalSpots), RulesText: src.RulesText, Rules: src.Rules.clone()}}
	if err := c.Season.Validate(); err != nil {
		return nil, err
	}
	for _, d := range dds {
		c.DueDates = append(c.DueDates, &DueDate{Category: d.Category, Name: d.Name, Description: d.Description,
			StartsAt: d.StartsAt.AddYears(1), EndsAt: d.EndsAt.AddYears(1), MaxDuration: clonePtr(d.MaxDuration)})
	}
	if err := ValidateDueDates(c.DueDates); err != nil {
		return nil, Invalid("due_dates", MsgDateRange)
	}
	for _, p := range products {
		n := &Product{Category: p.Category, Name: p.Name, PigeonsActive: p.PigeonsActive, PigeonsReserve: p.PigeonsReserve,
			Amount: p.Amount, Currency: c.Season.Currency, MaxQuantity: clonePtr(p.MaxQuantity)}
		if p.PeriodStartsAt != nil {
			d := p.PeriodStartsAt.AddYears(1)
			n.PeriodStartsAt = &d
		}
		if p.PeriodEndsAt != nil {
			d := p.PeriodEndsAt.AddYears(1)
			n.PeriodEndsAt = &d
		}
		if err := n.Validate(); err != nil {
			return nil, err
		}
		c.Products = append(c.Products, n)
	}
	return c, nil
}

// clonePtr copies the value behind p, so that a copy shares nothing with its source.
func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}
