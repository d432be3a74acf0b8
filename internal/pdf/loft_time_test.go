package pdf_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/pdf"
)

// The race's times in a result list are on the loft's clock and say so, in
// the reader's language, in English where the font cannot draw the script;
// the arrival column names the zone.
func TestResultsSayLoftTime(t *testing.T) {
	lisbon, err := time.LoadLocation("Europe/Lisbon")
	if err != nil {
		t.Fatal(err)
	}
	release := time.Date(2026, 7, 1, 6, 30, 0, 0, time.UTC)
	for _, tt := range []struct{ lang, want string }{
		{"en", "07:30 WEST, loft time"},
		{"pt", "07:30 WEST, hora do pombal"},
		{"ar", "07:30 WEST, loft time"},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			got := pdf.LoftTime(release, lisbon, "2006-01-02 15:04", tt.lang)
			if want := "2026-07-01 " + tt.want; got != want {
				t.Fatalf("LoftTime: got %q, want %q", got, want)
			}
			r := pdf.Results{Loft: "Costa", Season: "2026", Flight: "Final", Kind: "final", Unit: "m/min", Now: release, Zone: "WEST",
				Facts: [][2]string{{"release", got}}, Rows: []pdf.ResultLine{{Rank: 1, Ring: "PT-1", Arrival: "07-01 12:02:11"}}}
			var buf bytes.Buffer
			if err := pdf.WriteResults(&buf, r, tt.lang); err != nil {
				t.Fatal(err)
			}
			text := strings.Join(strings.Fields(pdfText(t, buf.Bytes())), " ")
			lang := tt.lang
			if lang == "ar" {
				lang = "en"
			}
			for _, w := range []string{tt.want, pdf.T(lang, "results.arrival") + " (WEST)"} {
				if !strings.Contains(text, w) {
					t.Errorf("PDF lacks %q:\n%s", w, text)
				}
			}
		})
	}
}
