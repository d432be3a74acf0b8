package api

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"reflect"
	"strconv"
	"strings"
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
	Status          int
	ETag            string `header:"ETag"`
	CacheControl    string `header:"Cache-Control"`
	ContentType     string `header:"Content-Type"`
	ContentEncoding string `header:"Content-Encoding"`
	Vary            string `header:"Vary"`
	Body            []byte
}

// fileOutput is a download (CSV, XLSX, a clock log) with its type and name.
type fileOutput struct {
	ContentType        string `header:"Content-Type"`
	ContentDisposition string `header:"Content-Disposition"`
	ETag               string `header:"ETag"`
	Body               []byte
}

func csvResponse(op *huma.Operation) {
	op.Responses = map[string]*huma.Response{"200": {Description: "CSV", Content: map[string]*huma.MediaType{"text/csv": {}}}}
}

// resultPageResponses describes the results answer, whose body the handler
// encodes itself (see listFlightResults).
func (s *Server) resultPageResponses(op *huma.Operation) {
	schema := s.api.OpenAPI().Components.Schemas.Schema(reflect.TypeOf(ResultPage{}), true, "ResultPage")
	op.Responses = map[string]*huma.Response{
		"200": {Description: "One page of results", Content: map[string]*huma.MediaType{"application/json": {Schema: schema}}},
		"304": {Description: "Not modified"},
	}
}

const acesDoc = "Schemes: total_time (lowest), average_speed (highest), coefficient (place × 1000 / basketed, summed, lowest), " +
	"rank_points (first_points minus rank − 1, summed) and most_prizes (places within prize_percent of the basket). " +
	"By default every released or finished hot spot and final counts; the last race breaks ties. " +
	"Only activated, fully paid pigeons are ranked (active or activated reserve, with a paid registration or entered by the loft), " +
	"each with its place in the flight."

func (s *Server) listLoftFlights(ctx context.Context, in *struct {
	ID       int64  `path:"id" minimum:"1"`
	State    string `query:"state" enum:"coming_soon,basketing,released,closed,finished"`
	SeasonID int64  `query:"season_id" minimum:"0"`
	PageInput
}) (*bodyOf[FlightPage], error) {
	f := core.FlightFilter{LoftID: &in.ID}
	if in.State != "" {
		st := core.FlightState(in.State)
		f.State = &st
	}
	if in.SeasonID > 0 {
		f.SeasonID = &in.SeasonID
	}
	fs, total, err := s.svc.Flights.FindFlights(ctx, f, in.core())
	if err != nil {
		return nil, err
	}
	return reply(FlightPage{Data: toAll(fs, toFlight), Meta: in.meta(total)})
}

func (s *Server) getFlight(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[FlightDetail], error) {
	res, err := s.svc.Results.FindPublicResults(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toFlightDetail(res))
}

// listFlightResultsDoc describes list-flight-results.
const listFlightResultsDoc = "Ranked by arrival (equal instants share the place), with flight time and speed (SPEC §9). " + heldArrivalsDoc + " " +
	"Served from a per-flight cache; the ETag changes with every arrival batch, and If-None-Match answers 304."

// listFlightResults answers a page from the results area's cache of encoded
// pages: while a flight's revision stands, a page is encoded once however
// many viewers ask.
// A page the client may take gzipped is gzipped once per ETag too (so
// compressAnswers, seeing its Content-Encoding, leaves it alone); such a
// client gets the weak ETag compressAnswers gives, gzipped or not.
func (s *Server) listFlightResults(ctx context.Context, in *struct {
	ID             int64  `path:"id" minimum:"1"`
	IfNoneMatch    string `header:"If-None-Match"`
	AcceptEncoding string `header:"Accept-Encoding"`
	PageInput
}) (*resultsOutput, error) {
	pg, err := s.svc.Results.FindResultPage(ctx, in.ID, in.core())
	if err != nil {
		return nil, err
	}
	gz := acceptsGzip([]string{in.AcceptEncoding})
	out := &resultsOutput{Status: http.StatusOK, ETag: pg.ETag, CacheControl: "no-cache", ContentType: "application/json", Vary: "Accept-Encoding"}
	if gz {
		out.ETag = "W/" + pg.ETag
	}
	if etagMatches(in.IfNoneMatch, pg.ETag) {
		out.Status = http.StatusNotModified
		return out, nil
	}
	if out.Body, err = pg.Encoded(encodeResultPage); err != nil {
		return nil, err
	}
	if gz && len(out.Body) >= minCompressSize {
		plain := out.Body
		if out.Body, err = pg.EncodedAs(codingGzip, func(*service.ResultPage) ([]byte, error) { return gzipBytes(plain) }); err != nil {
			return nil, err
		}
		out.ContentEncoding = codingGzip
	}
	return out, nil
}

func encodeResultPage(pg *service.ResultPage) ([]byte, error) {
	page := ResultPage{Data: toAll(pg.Rows, toResultIn(pg.FlightResults)), Meta: PageMeta{Page: pg.Page.Page, PerPage: pg.Page.PerPage, Total: pg.Total},
		FlightID: pg.Flight.ID, Revision: pg.Revision, Unit: string(pg.Loft.Unit), Basketed: pg.Basketed,
		DisplayFields: pg.Loft.DisplayFields.Complete()["results"]}
	return json.Marshal(&page)
}

// exportFlightResultsDoc describes export-flight-results.
const exportFlightResultsDoc = "Every arrival, one row each, with a header row; an empty rank is home after the race closed (no place, as in the list and the PDF), \"held\" or \"rejected\" an arrival held for review. A cell starting with = + - @ gets a leading ' so that no spreadsheet reads it as a formula."

func (s *Server) exportFlightResults(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*fileOutput, error) {
	res, err := s.svc.Results.FindPublicResults(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return &fileOutput{ContentType: "text/csv; charset=utf-8", ContentDisposition: fmt.Sprintf(`attachment; filename="flight-%d-results.csv"`, res.Flight.ID),
		ETag: res.ETag(), Body: resultsCSV(res)}, nil
}

func (s *Server) listFlightBasketings(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
	PageInput
}) (*bodyOf[BasketingPage], error) {
	bs, total, err := s.svc.Flights.FindBasketings(ctx, in.ID, in.core())
	if err != nil {
		return nil, err
	}
	return reply(BasketingPage{Data: toAll(bs, toBasketing), Meta: in.meta(total)})
}

func (s *Server) listSeasonAces(ctx context.Context, in *struct {
	ID           int64  `path:"id" minimum:"1"`
	Scheme       string `query:"scheme" enum:"total_time,average_speed,coefficient,rank_points,most_prizes" default:"total_time"`
	Flights      string `query:"flights" doc:"Comma-separated flight ids" pattern:"^[0-9,]*$" maxLength:"500"`
	FirstPoints  int    `query:"first_points" minimum:"0" maximum:"100000"`
	PrizePercent int    `query:"prize_percent" minimum:"0" maximum:"100"`
	PageInput
}) (*bodyOf[AcePage], error) {
	var ids []int64
	for _, p := range strings.Split(in.Flights, ",") {
		if id, err := strconv.ParseInt(p, 10, 64); err == nil {
			ids = append(ids, id)
		}
	}
	opt := core.AceOptions{Scheme: core.AceScheme(in.Scheme), FirstPoints: in.FirstPoints, PrizePercent: in.PrizePercent}
	pg, err := s.svc.Results.FindAcePage(ctx, in.ID, opt, ids, in.core())
	if err != nil {
		return nil, err
	}
	data := make([]AcePigeon, len(pg.Rows))
	for i, r := range pg.Rows {
		data[i] = toAce(r, opt.Scheme)
	}
	return reply(AcePage{Data: data, Meta: in.meta(pg.Total), Scheme: in.Scheme, Flights: toAll(pg.Flights, toFlight)})
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
	for _, row := range resultTable(res) {
		for i := range row {
			row[i] = core.CSVSafe(row[i])
		}
		w.Write(row)
	}
	w.Flush()
	return buf.Bytes()
}

// resultTable is a flight's results as the exports write them: a header
// row, then one row per arrival in rank order (an empty rank: home after
// the race closed, no place, as the list and the PDF leave it; "held" or
// "rejected": held for review, no place).
func resultTable(res *service.FlightResults) [][]string {
	unit := "m/min"
	if res.Loft.Unit == core.Mile {
		unit = "yd/min"
	}
	head := []string{"rank", "ring", "pigeon_name", "team", "fancier", "country", "arrival_utc", "flight_time", "speed_" + strings.ReplaceAll(unit, "/", "_per_")}
	awarded := res.Awarded()
	if awarded {
		head = append(head, "prize_"+strings.ToLower(string(res.Flight.Season.Currency)))
	}
	out := [][]string{head}
	toRow := toResultIn(res)
	for _, row := range res.Rows {
		r := toRow(row)
		speed := ""
		if row.HasSpeed {
			speed = row.Speed.String()
		}
		rank := ""
		if st := core.ReviewStatus(r.Review); !st.Placed() {
			rank = r.Review // held or rejected: said in place of a rank
		} else if r.Rank > 0 {
			rank = strconv.Itoa(r.Rank) // rank 0: home after closing, no place
		}
		line := []string{rank, r.Ring, r.PigeonName, r.Team, r.Fancier, r.Country,
			r.ArrivedAt.Format("2006-01-02 15:04:05.000"), r.Time, speed}
		if awarded {
			line = append(line, cents(r.Prize))
		}
		out = append(out, line)
	}
	return out
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

func (f FlightFields) details() service.FlightDetails {
	return service.FlightDetails{Name: f.Name, Kind: core.FlightKind(f.Kind), ReleaseTime: f.ReleaseTime, ReleasePoint: f.ReleasePoint,
		ReleaseLongitude: f.ReleaseLongitude, ReleaseLatitude: f.ReleaseLatitude, Distance: f.Distance,
		EstimatedAverageSpeed: f.EstimatedAverageSpeed}
}

// FlightInput is the body of a new flight.
type FlightInput struct {
	SeasonID int64 `json:"season_id" minimum:"1"`
	FlightFields
}

// FlightStateInput is the body of a state change.
type FlightStateInput struct {
	State string `json:"state" enum:"coming_soon,basketing,released,closed,finished"`
}

// BasketingInput puts a pigeon into a flight's basket.
type BasketingInput struct {
	FlightID   int64      `json:"flight_id" minimum:"1"`
	PigeonID   int64      `json:"pigeon_id" minimum:"1"`
	BasketedAt *time.Time `json:"basketed_at,omitempty" doc:"Default: now"`
}

func (s *Server) createFlight(ctx context.Context, in *struct{ Body FlightInput }) (*bodyOf[Flight], error) {
	f, err := s.svc.Flights.CreateFlightFrom(ctx, in.Body.SeasonID, in.Body.details())
	if err != nil {
		return nil, err
	}
	return reply(toFlight(f))
}

// createFlightStatusDoc describes create-flight-status.
const createFlightStatusDoc = "Merchants of the loft; recorded in the history, the same state twice is refused. " +
	"Closing by hand ranks only birds home until now; later birds are kept, unranked. A season's closing rule closes a released flight by itself. " +
	"A race with prize money is not closed or finished by hand while arrivals are held for review (400): staff decide on them first; " +
	"a race its rule closed shows its prizes once none waits."

func (s *Server) createFlightStatus(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body FlightStateInput
}) (*bodyOf[Flight], error) {
	f, err := s.svc.Flights.ChangeFlightState(ctx, in.ID, core.FlightState(in.Body.State))
	if err != nil {
		return nil, err
	}
	return reply(toFlight(f))
}

func (s *Server) createBasketing(ctx context.Context, in *struct{ Body BasketingInput }) (*bodyOf[Basketing], error) {
	var at time.Time
	if in.Body.BasketedAt != nil {
		at = *in.Body.BasketedAt
	}
	b, err := s.svc.Flights.BasketPigeon(ctx, in.Body.FlightID, in.Body.PigeonID, at)
	if err != nil {
		return nil, err
	}
	return reply(toBasketing(b))
}

// exportFlightResultsXLSXDoc describes export-flight-results-xlsx.
const exportFlightResultsXLSXDoc = "The CSV's rows as a one-sheet workbook; text cells are inline strings, never formulas."

func (s *Server) exportFlightResultsXLSX(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*fileOutput, error) {
	res, err := s.svc.Results.FindPublicResults(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	body, err := xlsxFile("Results", resultTable(res), func(col int) bool { return col == 0 || col >= 8 }) // rank, speed, prize
	if err != nil {
		return nil, err
	}
	return &fileOutput{ContentType: xlsxType, ContentDisposition: fmt.Sprintf(`attachment; filename="flight-%d-results.xlsx"`, res.Flight.ID),
		ETag: res.ETag(), Body: body}, nil
}

// RenderResults writes a flight's result list as a printable PDF in a language.
type RenderResults func(w io.Writer, r *service.FlightResults, lang string) error

// exportFlightResultsPDFDoc describes export-flight-results-pdf.
const exportFlightResultsPDFDoc = "Landscape A4 under the loft's header (logo, name, address) with the race's facts; every bird home, column heads on each page, " +
	"prizes once the race closed. Labels in the given language."

func (s *Server) exportFlightResultsPDF(ctx context.Context, in *struct {
	ID   int64  `path:"id" minimum:"1"`
	Lang string `query:"lang" doc:"Language of the labels; default English"`
}) (*pdfOutput, error) {
	res, err := s.svc.Results.FindPublicResults(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return pdfFile(fmt.Sprintf("flight-%d-results.pdf", res.Flight.ID), "no-cache", func(w io.Writer) error { return s.resultsPDF(w, res, in.Lang) })
}

const xlsxType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"

func xlsxResponse(op *huma.Operation) {
	op.Responses = map[string]*huma.Response{"200": {Description: "XLSX", Content: map[string]*huma.MediaType{xlsxType: {}}}}
}
