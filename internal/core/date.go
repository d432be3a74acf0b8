package core

import (
	"database/sql/driver"
	"fmt"
	"strconv"
	"strings"
	"time"
)

// DateLayout is the wire and storage format of a calendar date (SPEC §5: YYYY-MM-DD).
const DateLayout = "2006-01-02"

// Date is a calendar date without time or zone, as due dates use.
type Date struct{ time.Time }

// MinDate and MaxDate bound every date and time the service takes in (in
// UTC): nothing of a one-loft race needs more, and what is derived from
// them (a 24-month subscription, a season copied a year on, a payment
// deadline) keeps a four-digit year, which JSON, the databases' text dates
// and the web app all read back. A subscription from 9999-12-31 ended in
// the year 10000 and broke every read of its loft.
var (
	MinDate = Date{time.Date(1900, 1, 1, 0, 0, 0, 0, time.UTC)}
	MaxDate = Date{time.Date(2200, 12, 31, 0, 0, 0, 0, time.UTC)}
)

// MsgDateBounds refuses a date or time outside MinDate…MaxDate.
const MsgDateBounds = "The date must lie between 1900-01-01 and 2200-12-31."

// CheckDate records MsgDateBounds for field when d is set and outside
// MinDate…MaxDate (a missing date is the caller's to report).
func CheckDate(f FieldErrors, field string, d Date) {
	if !d.IsZero() && (d.Before(MinDate) || MaxDate.Before(d)) {
		f.Add(field, MsgDateBounds)
	}
}

// CheckTime is CheckDate for an instant, by its date in UTC.
func CheckTime(f FieldErrors, field string, t time.Time) {
	if !t.IsZero() {
		CheckDate(f, field, NewDate(t.UTC()))
	}
}

// ParseDate parses YYYY-MM-DD.
func ParseDate(s string) (Date, error) {
	t, err := time.Parse(DateLayout, s)
	if err != nil {
		return Date{}, Invalid("date", "The date does not match the format YYYY-MM-DD.")
	}
	return Date{t}, nil
}

// MustDate parses s and panics on error; for tests and demo data.
func MustDate(s string) Date {
	d, err := ParseDate(s)
	if err != nil {
		panic(err)
	}
	return d
}

// NewDate returns the calendar date of t in t's location.
func NewDate(t time.Time) Date {
	y, m, d := t.Date()
	return Date{time.Date(y, m, d, 0, 0, 0, 0, time.UTC)}
}

func (d Date) String() string { return d.Format(DateLayout) }

// AddDays returns the date n days later.
func (d Date) AddDays(n int) Date { return Date{d.Time.AddDate(0, 0, n)} }

// AddYears returns the same day n years later. A day that the target year
// lacks (29 February outside a leap year) becomes the month's last day, 28
// February, rather than spilling into March as time.AddDate would.
func (d Date) AddYears(n int) Date {
	y, m, day := d.Date()
	last := time.Date(y+n, m+1, 0, 0, 0, 0, 0, time.UTC).Day()
	return Date{time.Date(y+n, m, min(day, last), 0, 0, 0, 0, time.UTC)}
}

// Before reports whether d is before o.
func (d Date) Before(o Date) bool { return d.Time.Before(o.Time) }

// MarshalText implements encoding.TextMarshaler.
func (d Date) MarshalText() ([]byte, error) { return []byte(d.String()), nil }

// UnmarshalText implements encoding.TextUnmarshaler.
func (d *Date) UnmarshalText(b []byte) error {
	v, err := ParseDate(string(b))
	*d = v
	return err
}

// MarshalJSON writes the date as "YYYY-MM-DD"; time.Time's own method would
// otherwise be promoted and write a timestamp.
func (d Date) MarshalJSON() ([]byte, error) { return []byte(`"` + d.String() + `"`), nil }

// UnmarshalJSON reads "YYYY-MM-DD".
func (d *Date) UnmarshalJSON(b []byte) error {
	if len(b) < 2 || b[0] != '"' || b[len(b)-1] != '"' {
		return Invalid("date", "The date does not match the format YYYY-MM-DD.")
	}
	return d.UnmarshalText(b[1 : len(b)-1])
}

// Value stores the date as text, which both SQLite and PostgreSQL's date accept.
func (d Date) Value() (driver.Value, error) { return d.String(), nil }

// Scan reads a date stored as text or as a driver's time value.
func (d *Date) Scan(src any) error {
	switch v := src.(type) {
	case time.Time:
		*d = NewDate(v)
		return nil
	case string:
		return d.scanText(v)
	case []byte:
		return d.scanText(string(v))
	}
	return fmt.Errorf("core.Date: cannot scan %T", src)
}

// scanText reads YYYY-MM-DD, with a time after it or not. The year may
// have more digits: dates were not bounded before MinDate and MaxDate, and
// one stored then must still read rather than break every page showing it.
func (d *Date) scanText(s string) error {
	i := strings.IndexByte(s, '-')
	if i < 4 || len(s) < i+6 {
		return fmt.Errorf("core.Date: cannot read %q", s)
	}
	y, err := strconv.Atoi(s[:i])
	if err != nil {
		return fmt.Errorf("core.Date: cannot read %q", s)
	}
	md, err := time.Parse("-01-02", s[i:i+6])
	if err != nil {
		return fmt.Errorf("core.Date: cannot read %q", s)
	}
	*d = Date{time.Date(y, md.Month(), md.Day(), 0, 0, 0, 0, time.UTC)}
	return nil
}
