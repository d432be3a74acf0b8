package pdf

import (
	"bytes"
	"embed"
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/go-pdf/fpdf"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/locale"
)

// doc is an A4 page set up with the embedded fonts.
type doc = fpdf.Fpdf

//go:embed locales/*.json
var localeFiles embed.FS

// texts are the labels of every document, per language (locales/<lang>.json).
var texts = locale.MustLoadTexts(localeFiles, "locales")

// T returns the label of key in lang (English when lang lacks it).
func T(lang, key string) string { return texts.T(lang, key) }

// LoftTime writes t on the loft's clock (loc) with its zone, saying "loft
// time" in lang's words (core.LoftTime); in English for the languages the
// font cannot draw.
func LoftTime(t time.Time, loc *time.Location, layout, lang string) string {
	if fallback[lang] {
		lang = "en"
	}
	return core.LoftTime(t, loc, layout, T(lang, "loft_time"))
}

// newDoc starts a document and returns it with the labels of lang, English
// where the font cannot draw the language's script.
func newDoc(lang string) (*doc, func(key string) string) {
	if fallback[lang] {
		lang = "en"
	}
	d := fpdf.New("P", "mm", "A4", "")
	regular, _ := fonts.ReadFile("fonts/DejaVuSans.ttf")
	bold, _ := fonts.ReadFile("fonts/DejaVuSans-Bold.ttf")
	d.AddUTF8FontFromBytes("dejavu", "", regular)
	d.AddUTF8FontFromBytes("dejavu", "B", bold)
	d.SetCreator("oneloft", true)
	d.SetAutoPageBreak(true, 18)
	return d, func(key string) string { return T(lang, key) }
}

// footer puts text and the page number at the foot of every page.
func footer(d *doc, text string) {
	d.SetFooterFunc(func() {
		d.SetY(-13)
		d.SetFont("dejavu", "", 8)
		d.SetTextColor(110, 110, 110)
		d.CellFormat(0, 8, fmt.Sprintf("%s · %d", text, d.PageNo()), "", 0, "C", false, 0, "")
		d.SetTextColor(0, 0, 0)
	})
}

// heading writes the document's title in the brand colour and a subtitle.
func heading(d *doc, title, sub string) {
	d.SetTextColor(9, 146, 104)
	d.SetFont("dejavu", "B", 18)
	d.CellFormat(0, 10, title, "", 1, "L", false, 0, "")
	d.SetTextColor(0, 0, 0)
	d.SetFont("dejavu", "", 10)
	d.CellFormat(0, 6, sub, "", 1, "L", false, 0, "")
	d.Ln(4)
}

// tableHead writes a table's header row on the brand's light green, then
// leaves the regular font set for its rows (size pt).
func tableHead(d *doc, widths []float64, heads []string, align func(int) string, pt float64) {
	d.SetFont("dejavu", "B", pt)
	d.SetFillColor(235, 251, 238)
	for i, h := range heads {
		d.CellFormat(widths[i], 7, h, "B", 0, align(i), true, 0, "")
	}
	d.Ln(-1)
	d.SetFont("dejavu", "", pt)
}

// fields writes label and value pairs, one per line.
func fields(d *doc, rows [][2]string) {
	for _, r := range rows {
		d.SetFont("dejavu", "B", 10)
		d.CellFormat(40, 6, r[0], "", 0, "L", false, 0, "")
		d.SetFont("dejavu", "", 10)
		d.CellFormat(0, 6, r[1], "", 1, "L", false, 0, "")
	}
	d.Ln(4)
}

// generated writes when the document was made (text, with {date}), in
// small grey type.
func generated(d *doc, text string, now time.Time) {
	d.Ln(6)
	d.SetFont("dejavu", "", 8)
	d.SetTextColor(110, 110, 110)
	d.MultiCell(0, 4, strings.ReplaceAll(text, "{date}", now.UTC().Format("2006-01-02 15:04 UTC")), "", "L", false)
}

// finish writes the document to w, or the first error met making it.
func finish(d *doc, w io.Writer) error {
	if err := d.Error(); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	var buf bytes.Buffer
	if err := d.Output(&buf); err != nil {
		return fmt.Errorf("pdf: %w", err)
	}
	_, err := buf.WriteTo(w)
	return err
}
