package core

import "time"

// ReminderDays are the days before a membership's end that its renewal
// reminder mails go out (issue 28), farthest first.
var ReminderDays = []int{14, 3}

// AddCalendarMonths is t plus months on the calendar of loc, at the same
// wall-clock time. A day the target month lacks becomes that month's last
// day instead of spilling into the next month as time.AddDate would: 31
// January + 1 month is 28 (or 29) February, and 29 February + 12 months is
// 28 February, so that a period never ends in the month after the one its
// length says.
func AddCalendarMonths(t time.Time, months int, loc *time.Location) time.Time {
	if loc == nil {
		loc = time.UTC
	}
	t = t.In(loc)
	y, m, d := t.Date()
	first := time.Date(y, m+time.Month(months), 1, 0, 0, 0, 0, loc) // normalizes the year
	last := first.AddDate(0, 1, -1).Day()
	hh, mm, ss := t.Clock()
	return time.Date(first.Year(), first.Month(), min(d, last), hh, mm, ss, t.Nanosecond(), loc)
}

// RenewedPeriod is the period a membership of months bought at now covers:
// a renewal extends from the end of the current period when that has not
// come yet (nobody loses the days they paid for by renewing early), else it
// starts now. The period runs from start included to end excluded, end
// being months later on loc's calendar (see AddCalendarMonths; loc is whose
// calendar the membership's dates are shown in).
func RenewedPeriod(currentEnd *time.Time, now time.Time, months int, loc *time.Location) (start, end time.Time) {
	start = now
	if currentEnd != nil && currentEnd.After(now) {
		start = *currentEnd
	}
	return start, AddCalendarMonths(start, months, loc)
}

// DueReminder is the reminder to send at now for a period ending at end,
// as days before the end (one of ReminderDays), or 0 for none. A reminder
// of d days is due from d calendar days before the end in loc, at the same
// wall-clock time, until the end. lastSent is the reminder already sent for
// this period (0: none); only a nearer one may follow it. When several are
// due (the job was down, or the period was bought late) only the nearest
// goes out: a "14 days left" mail 2 days before the end would be wrong.
func DueReminder(end, now time.Time, lastSent int, loc *time.Location) int {
	if loc == nil {
		loc = time.UTC
	}
	if !now.Before(end) {
		return 0
	}
	due := 0
	for _, d := range ReminderDays {
		if !now.Before(end.In(loc).AddDate(0, 0, -d)) && (lastSent == 0 || d < lastSent) && (due == 0 || d < due) {
			due = d
		}
	}
	return due
}
