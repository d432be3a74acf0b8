package core

import "time"

// AddWorkingDays returns the moment n working days (Monday to Friday) after
// t, at the same time of day. A start on a weekend counts from the next Monday.
func AddWorkingDays(t time.Time, n int) time.Time {
	for t.Weekday() == time.Saturday || t.Weekday() == time.Sunday {
		t = t.AddDate(0, 0, 1)
	}
	for n > 0 {
		t = t.AddDate(0, 0, 1)
		if t.Weekday() != time.Saturday && t.Weekday() != time.Sunday {
			n--
		}
	}
	return t
}

// PaymentDeadline is when a confirmed order must be paid: the working days of
// the payment due date's max_duration after confirmation (SPEC §4, §9), or
// the configured default when the season sets none.
func PaymentDeadline(confirmedAt time.Time, workingDays int) time.Time {
	return AddWorkingDays(confirmedAt, workingDays)
}
