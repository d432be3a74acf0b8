package core

import "time"

// PaymentTerms are how long a season gives to pay a confirmed order: the
// working days (SPEC §4, §9) and the loft's time zone, whose days count.
type PaymentTerms struct {
	Days int
	Loc  *time.Location // nil: UTC
}

// PaymentDeadline is the last moment a confirmed order may be paid: the end
// of the day, in the loft's time zone, that lies Days working days (Monday
// to Friday) after the confirmation's day. A confirmation on a Saturday or
// Sunday counts from there, so it never ends later than one on the Friday
// before; the order stays payable through the whole deadline day.
func PaymentDeadline(confirmedAt time.Time, terms PaymentTerms) time.Time {
	loc := terms.Loc
	if loc == nil {
		loc = time.UTC
	}
	t := confirmedAt.In(loc)
	day := time.Date(t.Year(), t.Month(), t.Day(), 0, 0, 0, 0, loc)
	for n := terms.Days; n > 0; {
		day = day.AddDate(0, 0, 1)
		if day.Weekday() != time.Saturday && day.Weekday() != time.Sunday {
			n--
		}
	}
	return day.AddDate(0, 0, 1).Add(-time.Millisecond)
}
