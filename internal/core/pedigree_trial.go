package core

import "time"

// The pedigree tool is free for TrialDays from its first use; then editing
// needs a membership that unlocks PedigreeFeature, while the data stays
// readable and exportable. The end is announced TrialNoticeDays before.
const (
	TrialDays       = 60
	TrialNoticeDays = 7
)

// MsgTrialOver refuses an edit after the trial without a membership.
const MsgTrialOver = "Your 60-day pedigree trial has ended: a membership unlocks editing again. Your pedigrees stay readable and exportable."

// TrialEnds is the instant the trial ends: midnight at the start of the
// 61st day in the account's zone, counting the day of first use as day 1,
// so a trial started on 1 March runs through 29 April and ends as 30 April
// begins there.
func (s *PedigreeSettings) TrialEnds() time.Time {
	loc, err := time.LoadLocation(s.TimeZone)
	if err != nil {
		loc = time.UTC
	}
	y, m, d := s.TrialStarted.In(loc).Date()
	return time.Date(y, m, d+TrialDays, 0, 0, 0, 0, loc)
}

// InTrial reports whether the trial still runs at now.
func (s *PedigreeSettings) InTrial(now time.Time) bool { return now.Before(s.TrialEnds()) }

// TrialDaysLeft is how many of the account's days the trial still has at
// now, today included; 0 once it has ended.
func (s *PedigreeSettings) TrialDaysLeft(now time.Time) int {
	end := s.TrialEnds()
	if !now.Before(end) {
		return 0
	}
	loc := end.Location()
	y, m, d := now.In(loc).Date()
	today := time.Date(y, m, d, 0, 0, 0, 0, loc)
	return int(end.Sub(today).Hours()/24 + 0.5)
}
