// Package ical writes iCalendar (RFC 5545) feeds: a calendar of events with
// its text escaped and its long lines folded, without an outside library.
package ical

import (
	"strings"
	"time"
	"unicode/utf8"
)

// Calendar is one VCALENDAR.
type Calendar struct {
	ProdID string // who made the feed, e.g. "-//oneloft//calendar//EN"
	Name   string // X-WR-CALNAME: the name calendar apps show for the feed
	Events []Event
}

// Event is one VEVENT. Times are written in UTC, so that every calendar app
// shows them in its own zone without needing a VTIMEZONE.
type Event struct {
	UID      string // stable across feeds, so an app updates the event instead of adding it again
	Stamp    time.Time
	Start    time.Time
	Summary  string
	Location string // left out when empty
	URL      string // an absolute URI; left out when empty
}

// stampFormat is RFC 5545's DATE-TIME in UTC.
const stampFormat = "20060102T150405Z"

// maxOctets is the longest a content line may be, its CRLF not counted.
const maxOctets = 75

// Encode writes the calendar: CRLF line ends, text escaped, lines folded.
func (c *Calendar) Encode() []byte {
	var b strings.Builder
	line := func(name, value string) { b.WriteString(Fold(name + ":" + value)) }
	line("BEGIN", "VCALENDAR")
	line("VERSION", "2.0")
	line("PRODID", Escape(c.ProdID))
	line("CALSCALE", "GREGORIAN")
	line("METHOD", "PUBLISH")
	if c.Name != "" {
		line("X-WR-CALNAME", Escape(c.Name))
	}
	for _, e := range c.Events {
		line("BEGIN", "VEVENT")
		line("UID", Escape(e.UID))
		line("DTSTAMP", e.Stamp.UTC().Format(stampFormat))
		line("DTSTART", e.Start.UTC().Format(stampFormat))
		line("SUMMARY", Escape(e.Summary))
		if e.Location != "" {
			line("LOCATION", Escape(e.Location))
		}
		if e.URL != "" {
			line("URL", oneLine(e.URL))
		}
		line("END", "VEVENT")
	}
	line("END", "VCALENDAR")
	return []byte(b.String())
}

// Escape writes s as a TEXT value: backslash, semicolon and comma get a
// backslash, a line break becomes \n, and other control characters (which
// TEXT may not hold) are dropped.
func Escape(s string) string {
	s = strings.NewReplacer("\r\n", "\n", "\r", "\n").Replace(s)
	var b strings.Builder
	for _, r := range s {
		switch {
		case r == '\\' || r == ';' || r == ',':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\t' || r >= 0x20 && r != 0x7f:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// oneLine drops control characters from a value that is not TEXT (a URI),
// so that it cannot end its line and start a property of its own.
func oneLine(s string) string {
	return strings.Map(func(r rune) rune {
		if r < 0x20 || r == 0x7f {
			return -1
		}
		return r
	}, s)
}

// Fold ends a content line with CRLF, breaking it every 75 octets with a CRLF
// and a space (which counts toward the next line's 75), never inside a UTF-8
// sequence.
func Fold(line string) string {
	var b strings.Builder
	limit := maxOctets
	for len(line) > limit {
		cut := limit
		for cut > 0 && !utf8.RuneStart(line[cut]) {
			cut--
		}
		if cut == 0 { // not UTF-8: cut anywhere rather than loop
			cut = limit
		}
		b.WriteString(line[:cut])
		b.WriteString("\r\n ")
		line = line[cut:]
		limit = maxOctets - 1
	}
	b.WriteString(line)
	b.WriteString("\r\n")
	return b.String()
}
