package pdf

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"
)

// Results is a flight's result list as printed: the loft's header, the
// race's facts and one line per bird home.
type Results struct {
	Loft    string // the loft's name
	Logo    []byte // the loft's logo as JPEG, printed beside its name; nil: none
	Address string // its address line, may be blank
	Season  string
	Flight  string
	Kind    string      // training, hot_spot or final
	Facts   [][2]string // the race's facts: the key of a label ("release" for pdf.results.release) and a value
	Unit    string      // of the speed column: m/min or yd/min
	Prizes  bool        // a prize column
	Rows    []ResultLine
	Now     time.Time
	Zone    string // the abbreviation of the loft's zone the arrival times are in, e.g. "CEST"
}

// ResultLine is one bird home.
type ResultLine struct {
	Rank                                 int // 0: home after the race closed, or held for review or rejected
	Ring, Pigeon, Fancier, Team, Country string
	Arrival, Time, Speed, Prize          string
	Review                               string // held or rejected: marked in place of a rank, explained under the list
}

// zone is the arrival column's note of the zone its times are in.
func zone(abbr string) string {
	if abbr == "" {
		return ""
	}
	return " (" + abbr + ")"
}

// Marks of the rank column for birds without a place.
const (
	markLate     = "–"
	markHeld     = "–*"
	markRejected = "–†"
)

// WriteResults renders a result list in lang as a landscape PDF, the
// column heads repeated on every page.
func WriteResults(w io.Writer, r Results, lang string) error {
	d, t := newDoc(lang)
	d.SetTitle(r.Flight+" · "+r.Loft, true)
	d.SetAutoPageBreak(false, 0)
	footer(d, r.Loft+" · "+r.Season+" · "+r.Flight)
	d.AddPageFormat("L", d.GetPageSizeStr("A4"))
	// the loft's header: its logo and name large, its address, then the race
	logo(d, r.Logo)
	d.SetTextColor(9, 146, 104)
	d.SetFont("dejavu", "B", 20)
	d.CellFormat(0, 10, r.Loft, "", 1, "L", false, 0, "")
	d.SetTextColor(90, 90, 90)
	d.SetFont("dejavu", "", 9)
	if r.Address != "" {
		d.CellFormat(0, 5, r.Address, "", 1, "L", false, 0, "")
	}
	d.SetDrawColor(9, 146, 104)
	d.Line(10, d.GetY()+1, 287, d.GetY()+1)
	d.Ln(4)
	d.SetTextColor(0, 0, 0)
	d.SetFont("dejavu", "B", 14)
	d.CellFormat(0, 8, t("results.title")+": "+r.Flight, "", 1, "L", false, 0, "")
	d.SetFont("dejavu", "", 9)
	d.CellFormat(0, 5, r.Season+" · "+t("results.kind."+r.Kind), "", 1, "L", false, 0, "")
	d.Ln(2)
	facts := make([]string, len(r.Facts))
	for i, f := range r.Facts {
		facts[i] = t("results."+f[0]) + ": " + f[1]
	}
	d.MultiCell(0, 5, strings.Join(facts, "   ·   "), "", "L", false)
	d.Ln(3)

	head := []string{t("results.rank"), t("ring"), t("name"), t("results.fancier"), t("team"), t("results.country"),
		t("results.arrival") + zone(r.Zone), t("results.flight_time"), t("results.speed") + " (" + r.Unit + ")"}
	widths := []float64{12, 36, 32, 46, 42, 16, 30, 30, 33}
	if r.Prizes {
		head = append(head, t("results.prize"))
		widths = []float64{12, 36, 30, 38, 38, 16, 28, 28, 27, 24}
	}
	d.SetDrawColor(180, 180, 180)
	header := func() { tableHead(d, widths, head, resultAlign, 8) }
	header()
	if len(r.Rows) == 0 {
		d.CellFormat(0, 7, t("results.none"), "", 1, "L", false, 0, "")
	}
	notes := map[string]bool{} // the marks used, explained under the list
	for i, row := range r.Rows {
		if d.GetY()+6 > 210-16 {
			d.AddPageFormat("L", d.GetPageSizeStr("A4"))
			header()
		}
		rank := fmt.Sprint(row.Rank)
		if mark := row.mark(); mark != "" {
			rank, notes[mark] = mark, true
		}
		cells := []string{rank, row.Ring, row.Pigeon, row.Fancier, row.Team, row.Country, row.Arrival, row.Time, row.Speed}
		if r.Prizes {
			cells = append(cells, row.Prize)
		}
		d.SetFillColor(247, 248, 249)
		for j, v := range cells {
			d.CellFormat(widths[j], 6, clip(d, v, widths[j]), "", 0, resultAlign(j), i%2 == 1, 0, "")
		}
		d.Ln(-1)
	}
	if d.GetY()+16+5*float64(max(len(notes)-1, 0)) > 210-16 { // the notes and the generated line
		d.AddPageFormat("L", d.GetPageSizeStr("A4"))
	}
	if len(notes) > 0 {
		d.Ln(2)
	}
	for _, n := range []struct{ mark, key string }{{markLate, "results.after_closing"}, {markHeld, "results.held"}, {markRejected, "results.rejected"}} {
		if notes[n.mark] {
			d.CellFormat(0, 5, t(n.key), "", 1, "L", false, 0, "")
		}
	}
	generated(d, t("results.generated"), r.Now)
	return finish(d, w)
}

// logo prints a loft's logo (JPEG) at the top right of the first page, at
// most 15 mm high (the header's name and address) and 60 mm wide. A logo that cannot be read is left out:
// the results matter more than the picture.
func logo(d *doc, jpeg []byte) {
	if len(jpeg) == 0 {
		return
	}
	info := d.RegisterImageOptionsReader("logo", fpdf.ImageOptions{ImageType: "JPG"}, bytes.NewReader(jpeg))
	if !d.Ok() || info == nil || info.Height() <= 0 {
		d.ClearError()
		return
	}
	h := 15.0
	w := info.Width() * h / info.Height()
	if w > 60 {
		w, h = 60, info.Height()*60/info.Width()
	}
	d.ImageOptions("logo", 287-w, 10, w, h, false, fpdf.ImageOptions{ImageType: "JPG"}, 0, "")
}

// mark is what the rank column says of a bird without a place; "" for a
// placed bird.
func (l ResultLine) mark() string {
	switch {
	case l.Review == "held":
		return markHeld
	case l.Review == "rejected":
		return markRejected
	case l.Rank == 0:
		return markLate
	}
	return ""
}

// resultAlign right-aligns the rank and the figures.
func resultAlign(col int) string {
	if col == 0 || col >= 7 {
		return "R"
	}
	return "L"
}
