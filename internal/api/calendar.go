package api

import (
	"context"
	"fmt"
	"net/url"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/ical"
	"github.com/oneloft/oneloft/internal/service"
)

// calendarOutput is a loft's calendar feed.
type calendarOutput struct {
	ContentType        string `header:"Content-Type"`
	ContentDisposition string `header:"Content-Disposition"`
	CacheControl       string `header:"Cache-Control"`
	Body               []byte
}

func icsResponse(op *huma.Operation) {
	op.Responses = map[string]*huma.Response{"200": {Description: "An iCalendar feed (RFC 5545)", Content: map[string]*huma.MediaType{"text/calendar": {}}}}
}

// calendarCache lets calendar apps, which poll a feed every few hours, and
// proxies share an answer for a while; a moved release shows within minutes.
const calendarCache = "public, max-age=900"

// getLoftCalendarDoc describes get-loft-calendar.
const getLoftCalendarDoc = "An iCalendar feed to subscribe to: one event per race of the loft's published seasons (its latest 200 by release, " +
	"planned and past), starting at the planned or actual release in UTC, with the release point and a link to the flight page. " +
	"May be up to 15 minutes old."

func (s *Server) getLoftCalendar(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*calendarOutput, error) {
	cal, err := s.svc.Flights.FindLoftCalendar(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &calendarOutput{ContentType: "text/calendar; charset=utf-8", CacheControl: calendarCache,
		ContentDisposition: fmt.Sprintf(`attachment; filename="loft-%d.ics"`, in.ID), Body: s.loftCalendar(cal).Encode()}, nil
}

// loftCalendar turns a loft's flights into a feed; event ids carry the
// service's host so that two services' feeds never clash in one app.
func (s *Server) loftCalendar(cal *service.LoftCalendar) *ical.Calendar {
	host := "oneloft"
	if u, err := url.Parse(s.publicURL); err == nil && u.Hostname() != "" {
		host = u.Hostname()
	}
	out := &ical.Calendar{ProdID: "-//oneloft//loft calendar//EN", Name: cal.Loft.Name}
	for _, l := range cal.Flights {
		f := l.Flight
		e := ical.Event{UID: fmt.Sprintf("flight-%d@%s", f.ID, host), Stamp: cal.Stamp, Start: f.ReleaseTime,
			Summary: f.Name + " — " + l.SeasonName, Location: f.ReleasePoint}
		if s.publicURL != "" {
			e.URL = fmt.Sprintf("%s/lofts/%d/flights/%d", s.publicURL, l.LoftID, f.ID)
		}
		out.Events = append(out.Events, e)
	}
	return out
}
