package core

import (
	"encoding/json"
	"strings"
	"time"
)

// LoftClock is a moment to be written on the loft's clock, in the reader's
// language: values of mail data carry it so that the mail's own texts say
// "loft time" (see LoftTime).
type LoftClock struct {
	At     time.Time
	Loc    *time.Location // the loft's zone (Loft.Location)
	Layout string         // Go layout of the date and time, e.g. "2006-01-02 15:04"
}

// Text writes the moment with phrase, the reader's "{time}, loft time".
func (c LoftClock) Text(phrase string) string { return LoftTime(c.At, c.Loc, c.Layout, phrase) }

// loftClockJSON is a LoftClock as a notice's data keeps it, to be written
// in the reader's language when it is read.
type loftClockJSON struct {
	At     time.Time `json:"loft_time"`
	Zone   string    `json:"zone"`
	Layout string    `json:"layout"`
}

// MarshalJSON keeps the moment, the zone's name and the layout.
func (c LoftClock) MarshalJSON() ([]byte, error) {
	zone := "UTC"
	if c.Loc != nil {
		zone = c.Loc.String()
	}
	return json.Marshal(loftClockJSON{At: c.At.UTC(), Zone: zone, Layout: c.Layout})
}

// LoftClockOf reads v as a LoftClock: one, or one read back from JSON (a
// map with "loft_time", "zone" and "layout").
func LoftClockOf(v any) (LoftClock, bool) {
	switch v := v.(type) {
	case LoftClock:
		return v, true
	case map[string]any:
		at, _ := v["loft_time"].(string)
		zone, _ := v["zone"].(string)
		layout, _ := v["layout"].(string)
		t, err := time.Parse(time.RFC3339Nano, at)
		if err != nil || layout == "" {
			return LoftClock{}, false
		}
		loc, err := time.LoadLocation(zone)
		if err != nil {
			loc = time.UTC
		}
		return LoftClock{At: t, Loc: loc, Layout: layout}, true
	}
	return LoftClock{}, false
}

// LoftTime writes t as people at the loft read it, whoever reads it and
// wherever: on the loft's clock with the zone's abbreviation, inside phrase
// (the reader's language's "{time}, loft time"), e.g. "2026-05-03 07:30 WEST,
// loft time". Zones without a name of their own read as an offset from UTC
// ("UTC+04"). An empty phrase gives the time and abbreviation alone.
func LoftTime(t time.Time, loc *time.Location, layout, phrase string) string {
	if loc == nil {
		loc = time.UTC
	}
	s := t.In(loc).Format(layout) + " " + ZoneAbbr(t, loc)
	if phrase == "" {
		return s
	}
	return strings.ReplaceAll(phrase, "{time}", s)
}

// ZoneAbbr is the abbreviation of loc's zone at t ("WEST", "CET"), or its
// offset from UTC where the zone has no name of its own ("UTC+04").
func ZoneAbbr(t time.Time, loc *time.Location) string {
	if loc == nil {
		loc = time.UTC
	}
	zone := t.In(loc).Format("MST")
	if strings.HasPrefix(zone, "+") || strings.HasPrefix(zone, "-") {
		zone = "UTC" + zone
	}
	return zone
}

// LoftDay is the calendar day at the loft at moment t: a season's windows
// (registration, activation, transport, due dates) are the loft's days, so
// that registration closes at the loft's midnight and not at UTC's.
func LoftDay(t time.Time, loc *time.Location) Date {
	if loc == nil {
		loc = time.UTC
	}
	return NewDate(t.In(loc))
}

// Today is the loft's calendar day at moment now (see LoftDay).
func (l *Loft) Today(now time.Time) Date { return LoftDay(now, l.Location()) }
