package api

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"net/http"
	"reflect"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// FlightPage is one page of flights.
type FlightPage struct {
	Data []Flight `json:"data"`
	Meta PageMeta `json:"meta"`
}

// ResultPage is one page of a flight's ranked arrivals.
type ResultPage struct {
	Data          []FlightResult  `json:"data"`
	Meta          PageMeta        `json:"meta"`
	FlightID      int64           `json:"flight_id"`
	Revision      int64           `json:"revision"`
	Unit          string          `json:"unit" enum:"km,mile"`
	Basketed      int             `json:"basketed"`
	DisplayFields map[string]bool `json:"display_fields" doc:"The loft's results switches (SPEC §3); every column is in the data"`
}

// BasketingPage is one page of a flight's basketing list.
type BasketingPage struct {
	Data []Basketing `json:"data"`
	Meta PageMeta    `json:"meta"`
}

// AcePage is one page of a season's ace pigeon ranking.
type AcePage struct {
	Data    []AcePigeon `json:"data"`
	Meta    PageMeta    `json:"meta"`
	Scheme  string      `json:"scheme"`
	Flights []Flight    `json:"flights" doc:"The races that count, oldest first"`
}

// resultsOutput answers a results page (an encoded ResultPage), or 304 when
// the client has it.
type resultsOutput struct {
	Status       int
	ETag         string `header:"ETag"`
	CacheControl string `header:"Cache-Control"`
	ContentType  string `header:"Content-Type"`
	Body         []byte
}

// pageCache keeps encoded result pages by server and ETag: while a flight's
// revision stands, a page is encoded once however many viewers ask.
type pageCache struct {
	mu    sync.Mutex
	pages map[string][]byte
}

var resultPages = &pageCache{pages: map[string][]byte{}}

func (c *pageCache) get(key string) []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.pages[key]
}

func (c *pageCache) put(key string, b []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if len(c.pages) >= 1024 { // old revisions: start over
		c.pages = map[string][]byte{}
	}
	c.pages[key] = b
}

func (s *Server) flightRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "list-loft-flights", Method: http.MethodGet, Path: "/api/public/lofts/{id}/flights", Tags: []string{"flights"},
		Summary: "List a loft's flights", Description: "Newest release first, paged; optionally one state or one season.",
	}, func(ctx context.Context, in *struct {
		ID       int64  `path:"id" minimum:"1"`
		State    string `query:"state" enum:"coming_soon,basketing,released,finished"`
		SeasonID int64  `query:"season_id" minimum:"0"`
		PageInput
	}) (*struct{ Body FlightPage }, error) {
		loft, err := s.svc.FindLoft(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		f := core.FlightFilter{LoftID: &in.ID}
		if in.State != "" {
			st := core.FlightState(in.State)
			f.State = &st
		}
		if in.SeasonID > 0 {
			f.SeasonID = &in.SeasonID
		}
		fs, total, err := s.svc.FindFlights(ctx, f, in.core())
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := FlightPage{Data: make([]Flight, len(fs)), Meta: in.meta(total)}
		for i, fl := range fs {
			out.Data[i] = toFlight(fl, loft.Unit)
		}
		return &struct{ Body FlightPage }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "get-flight", Method: http.MethodGet, Path: "/api/public/flights/{id}", Tags: []string{"flights"},
		Summary: "Get a flight", Description: "With its season and loft, the loft unit, map options, display fields and counts.",
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct{ Body FlightDetail }, error) {
		res, err := s.svc.FindFlightResults(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body FlightDetail }{Body: toFlightDetail(res)}, nil
	})

	pageSchema := s.api.OpenAPI().Components.Schemas.Schema(reflect.TypeOf(ResultPage{}), true, "ResultPage")
	huma.Register(s.api, huma.Operation{
		OperationID: "list-flight-results", Method: http.MethodGet, Path: "/api/public/flights/{id}/results", Tags: []string{"flights"},
		Summary: "List a flight's results",
		Description: "Ranked by arrival (equal instants share the place), with flight time and speed (SPEC §9). " +
			"Served from a per-flight cache; the ETag changes with every arrival batch, and If-None-Match answers 304.",
		Responses: map[string]*huma.Response{
			"200": {Description: "One page of results", Content: map[string]*huma.MediaType{"application/json": {Schema: pageSchema}}},
			"304": {Description: "Not modified"},
		},
	}, func(ctx context.Context, in *struct {
		ID          int64  `path:"id" minimum:"1"`
		IfNoneMatch string `header:"If-None-Match"`
		PageInput
	}) (*resultsOutput, error) {
		pg, err := in.core().Normalize()
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		res, err := s.svc.FindFlightResults(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		etag := fmt.Sprintf(`"f%d-r%d-p%d-%d"`, res.Flight.ID, res.Revision, pg.Page, pg.PerPage)
		out := &resultsOutput{Status: http.StatusOK, ETag: etag, CacheControl: "no-cache", ContentType: "application/json"}
		if etagMatches(in.IfNoneMatch, etag) {
			out.Status = http.StatusNotModified
			return out, nil
		}
		key := fmt.Sprintf("%p%s", s.svc, etag)
		if out.Body = resultPages.get(key); out.Body != nil {
			return out, nil
		}
		page := ResultPage{Meta: in.meta(len(res.Rows)), FlightID: res.Flight.ID, Revision: res.Revision,
			Unit: string(res.Loft.Unit), Basketed: res.Basketed, DisplayFields: res.Loft.DisplayFields.Complete()["results"]}
		rows := res.Rows[min(pg.Offset(), len(res.Rows)):min(pg.Offset()+pg.PerPage, len(res.Rows))]
		page.Data = make([]FlightResult, len(rows))
		for i, row := range rows {
			page.Data[i] = toFlightResult(row)
		}
		if out.Body, err = json.Marshal(&page); err != nil {
			return nil, s.apiError(ctx, err)
		}
		resultPages.put(key, out.Body)
		return out, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "export-flight-results", Method: http.MethodGet, Path: "/api/public/flights/{id}/results.csv", Tags: []string{"flights"},
		Summary: "Export a flight's results as CSV", Description: "Every ranked arrival, one row each, with a header row.",
		Responses: map[string]*huma.Response{"200": {Description: "CSV", Content: map[string]*huma.MediaType{"text/csv": {}}}},
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
	}) (*struct {
		ContentType        string `header:"Content-Type"`
		ContentDisposition string `header:"Content-Disposition"`
		ETag               string `header:"ETag"`
		Body               []byte
	}, error) {
		res, err := s.svc.FindFlightResults(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct {
			ContentType        string `header:"Content-Type"`
			ContentDisposition string `header:"Content-Disposition"`
			ETag               string `header:"ETag"`
			Body               []byte
		}{"text/csv; charset=utf-8", fmt.Sprintf(`attachment; filename="flight-%d-results.csv"`, res.Flight.ID), res.ETag(), resultsCSV(res)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-flight-basketings", Method: http.MethodGet, Path: "/api/public/flights/{id}/basketings", Tags: []string{"flights"},
		Summary: "List a flight's basketing list", Description: "By basketing time, paged.",
	}, func(ctx context.Context, in *struct {
		ID int64 `path:"id" minimum:"1"`
		PageInput
	}) (*struct{ Body BasketingPage }, error) {
		bs, total, err := s.svc.FindBasketings(ctx, in.ID, in.core())
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := BasketingPage{Data: make([]Basketing, len(bs)), Meta: in.meta(total)}
		for i, b := range bs {
			out.Data[i] = toBasketing(b)
		}
		return &struct{ Body BasketingPage }{Body: out}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "list-season-aces", Method: http.MethodGet, Path: "/api/public/seasons/{id}/aces", Tags: []string{"flights"},
		Summary: "Rank a season's ace pigeons",
		Description: "Schemes: total_time (lowest), average_speed (highest), coefficient (place × 1000 / basketed, summed, lowest), " +
			"rank_points (first_points minus rank − 1, summed) and most_prizes (places within prize_percent of the basket). " +
			"By default every released or finished hot spot and final counts; the last race breaks ties. " +
			"Only activated, fully paid pigeons are ranked (active or activated reserve, with a paid registration or entered by the loft), " +
			"each with its place in the flight.",
	}, func(ctx context.Context, in *struct {
		ID           int64  `path:"id" minimum:"1"`
		Scheme       string `query:"scheme" enum:"total_time,average_speed,coefficient,rank_points,most_prizes" default:"total_time"`
		Flights      string `query:"flights" doc:"Comma-separated flight ids" pattern:"^[0-9,]*$" maxLength:"500"`
		FirstPoints  int    `query:"first_points" minimum:"0" maximum:"100000"`
		PrizePercent int    `query:"prize_percent" minimum:"0" maximum:"100"`
		PageInput
	}) (*struct{ Body AcePage }, error) {
		pg, err := in.core().Normalize()
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		var ids []int64
		for _, p := range strings.Split(in.Flights, ",") {
			if id, err := strconv.ParseInt(p, 10, 64); err == nil {
				ids = append(ids, id)
			}
		}
		opt := core.AceOptions{Scheme: core.AceScheme(in.Scheme), FirstPoints: in.FirstPoints, PrizePercent: in.PrizePercent}
		rows, flights, err := s.svc.AceRanking(ctx, in.ID, opt, ids)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		season, err := s.svc.FindSeason(ctx, in.ID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		loft, err := s.svc.FindLoft(ctx, season.LoftID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		out := AcePage{Meta: in.meta(len(rows)), Scheme: in.Scheme, Flights: make([]Flight, len(flights))}
		for i, f := range flights {
			out.Flights[i] = toFlight(f, loft.Unit)
		}
		for _, r := range rows[min(pg.Offset(), len(rows)):min(pg.Offset()+pg.PerPage, len(rows))] {
			out.Data = append(out.Data, toAce(r, opt.Scheme))
		}
		if out.Data == nil {
			out.Data = []AcePigeon{}
		}
		return &struct{ Body AcePage }{Body: out}, nil
	})

	s.flightStaffRoutes()
}

// etagMatches reports whether an If-None-Match header names etag (or is *).
func etagMatches(header, etag string) bool {
	for _, t := range strings.Split(header, ",") {
		t = strings.TrimPrefix(strings.TrimSpace(t), "W/")
		if t == etag || t == "*" {
			return true
		}
	}
	return false
}

func resultsCSV(res *service.FlightResults) []byte {
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	unit := "m/min"
	if res.Loft.Unit == core.Mile {
		unit = "yd/min"
	}
	w.Write([]string{"rank", "ring", "pigeon_name", "team", "fancier", "country", "arrival_utc", "flight_time", "speed_" + strings.ReplaceAll(unit, "/", "_per_")})
	for _, row := range res.Rows {
		r := toFlightResult(row)
		speed := ""
		if row.HasSpeed {
			speed = row.Speed.String()
		}
		w.Write([]string{strconv.Itoa(r.Rank), r.Ring, r.PigeonName, r.Team, r.Fancier, r.Country,
			r.ArrivedAt.Format("2006-01-02 15:04:05.000"), r.Time, speed})
	}
	w.Flush()
	return buf.Bytes()
}

// FlightFields are what staff set of a flight, new or edited; the distance
// is in the loft unit.
type FlightFields struct {
	Name                  string    `json:"name" maxLength:"128"`
	Kind                  string    `json:"kind" enum:"training,hot_spot,final"`
	ReleaseTime           time.Time `json:"release_time"`
	ReleasePoint          string    `json:"release_point,omitempty" maxLength:"128"`
	ReleaseLongitude      float64   `json:"release_longitude,omitempty" minimum:"-180" maximum:"180"`
	ReleaseLatitude       float64   `json:"release_latitude,omitempty" minimum:"-90" maximum:"90"`
	Distance              float64   `json:"distance" doc:"In the loft unit (km or mile), at most three decimals"`
	EstimatedAverageSpeed float64   `json:"estimated_average_speed,omitempty" minimum:"0" doc:"Metres (yards) per minute; 0 when unknown"`
}

// FlightInput is the body of a new flight.
type FlightInput struct {
	SeasonID int64 `json:"season_id" minimum:"1"`
	FlightFields
}

// FlightStateInput is the body of a state change.
type FlightStateInput struct {
	State string `json:"state" enum:"coming_soon,basketing,released,finished"`
}

// BasketingInput puts a pigeon into a flight's basket.
type BasketingInput struct {
	FlightID   int64      `json:"flight_id" minimum:"1"`
	PigeonID   int64      `json:"pigeon_id" minimum:"1"`
	BasketedAt *time.Time `json:"basketed_at,omitempty" doc:"Default: now"`
}

func (s *Server) flightStaffRoutes() {
	huma.Register(s.api, huma.Operation{
		OperationID: "create-flight", Method: http.MethodPost, Path: "/api/res/v1/flights", Tags: []string{"flights"},
		Summary: "Create a flight", Description: "Merchants of the season's loft.", MaxBodyBytes: 16 << 10, DefaultStatus: http.StatusCreated,
	}, func(ctx context.Context, in *struct{ Body FlightInput }) (*struct{ Body Flight }, error) {
		season, err := s.svc.FindSeason(ctx, in.Body.SeasonID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		loft, err := s.svc.FindLoft(ctx, season.LoftID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		d, err := core.ParseDistance(strconv.FormatFloat(in.Body.Distance, 'f', -1, 64), loft.Unit)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		b := in.Body
		f := &core.Flight{SeasonID: b.SeasonID, Name: b.Name, Kind: core.FlightKind(b.Kind), ReleaseTime: b.ReleaseTime,
			ReleasePoint: b.ReleasePoint, ReleaseLongitude: b.ReleaseLongitude, ReleaseLatitude: b.ReleaseLatitude,
			Distance: d, EstimatedAverageSpeed: core.Speed(b.EstimatedAverageSpeed*100 + 0.5)}
		if err := s.svc.CreateFlight(ctx, f); err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Flight }{Body: toFlight(f, loft.Unit)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "create-flight-status", Method: http.MethodPost, Path: "/api/res/v1/flights/{id}/statuses", Tags: []string{"flights"},
		Summary: "Change a flight's state", Description: "Merchants of the loft; recorded in the history, the same state twice is refused.",
		MaxBodyBytes: 4 << 10, DefaultStatus: http.StatusCreated,
	}, func(ctx context.Context, in *struct {
		ID   int64 `path:"id" minimum:"1"`
		Body FlightStateInput
	}) (*struct{ Body Flight }, error) {
		f, err := s.svc.ChangeFlightState(ctx, in.ID, core.FlightState(in.Body.State))
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		loft, err := s.svc.FindLoft(ctx, f.Season.LoftID)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Flight }{Body: toFlight(f, loft.Unit)}, nil
	})

	huma.Register(s.api, huma.Operation{
		OperationID: "create-basketing", Method: http.MethodPost, Path: "/api/res/v1/basketings", Tags: []string{"flights"},
		Summary: "Basket a pigeon", Description: "Staff of the loft, before the release; the pigeon needs a chip ring.",
		MaxBodyBytes: 4 << 10, DefaultStatus: http.StatusCreated,
	}, func(ctx context.Context, in *struct{ Body BasketingInput }) (*struct{ Body Basketing }, error) {
		var at time.Time
		if in.Body.BasketedAt != nil {
			at = *in.Body.BasketedAt
		}
		b, err := s.svc.BasketPigeon(ctx, in.Body.FlightID, in.Body.PigeonID, at)
		if err != nil {
			return nil, s.apiError(ctx, err)
		}
		return &struct{ Body Basketing }{Body: toBasketing(b)}, nil
	})
}
