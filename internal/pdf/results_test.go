package pdf_test

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/pdf"
)

func TestResults(t *testing.T) {
	r := pdf.Results{Loft: "Sunrise Valley One Loft Race", Address: "Taubenweg 1, 84028 Landshut, DE", Season: "Sunrise Valley 2026",
		Flight: "Grand Final", Kind: "final", Unit: "m/min", Prizes: true, Now: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC),
		Facts: [][2]string{{"release", "2026-10-04 07:30 CEST"}, {"distance", "480 km"}, {"basketed", "120"}, {"arrived", "100"}}}
	for i := range 100 {
		r.Rows = append(r.Rows, pdf.ResultLine{Rank: i + 1, Ring: fmt.Sprintf("DE-0123-26-%04d", i), Pigeon: "Komet", Fancier: "Jürgen Müller",
			Team: "Team Müller", Country: "DE", Arrival: "10-04 13:02:11", Time: "05:32:11.125", Speed: "1445.20"})
	}
	r.Rows[0].Prize = "1.000,00 €"
	r.Rows = append(r.Rows, pdf.ResultLine{Ring: "DE-0123-26-9999", Fancier: "Late Larry"},
		pdf.ResultLine{Ring: "DE-0123-26-9998", Fancier: "Held Harry", Speed: "4000.00", Review: "held"},
		pdf.ResultLine{Ring: "DE-0123-26-9997", Fancier: "Rejected Rita", Speed: "5000.00", Review: "rejected"})
	for _, tt := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Sunrise Valley One Loft Race", "Taubenweg 1, 84028 Landshut, DE", "Results: Grand Final", "Sunrise Valley 2026 · Final",
			"Release: 2026-10-04 07:30 CEST", "Distance: 480 km", "Basketed: 120", "Speed (m/min)", "DE-0123-26-0099", "1.000,00 €",
			"home after the race closed", "–* DE-0123-26-9998 Held Harry", "–*: held for review", "–† DE-0123-26-9997 Rejected Rita", "–†: rejected by the loft's staff", "Grand Final · 3"}},
		{"de", []string{pdf.T("de", "results.title") + ": Grand Final", pdf.T("de", "results.kind.final")}},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			var buf bytes.Buffer
			if err := pdf.WriteResults(&buf, r, tt.lang); err != nil {
				t.Fatal(err)
			}
			text := strings.Join(strings.Fields(pdfText(t, buf.Bytes())), " ")
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("PDF lacks %q:\n%s", w, text[:min(len(text), 2000)])
				}
			}
			// the column heads on every page
			if n := strings.Count(text, pdf.T(tt.lang, "results.flight_time")); n < 3 {
				t.Errorf("column heads on %d pages, want every one of 3", n)
			}
		})
	}
}

// The loft's logo is embedded as an image in the results' header; without
// one, or with one that is not a JPEG, the list prints all the same.
func TestResultsLogo(t *testing.T) {
	img := image.NewRGBA(image.Rect(0, 0, 80, 40))
	for x := range 80 {
		img.Set(x, x/2, color.RGBA{9, 146, 104, 255})
	}
	var logo bytes.Buffer
	if err := jpeg.Encode(&logo, img, nil); err != nil {
		t.Fatal(err)
	}
	for _, tt := range []struct {
		name      string
		logo      []byte
		wantImage bool
	}{
		{"OK", logo.Bytes(), true},
		{"NoLogo", nil, false},
		{"NotAJPEG", []byte("<svg/>"), false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			r := pdf.Results{Loft: "Sunrise Valley", Season: "2026", Flight: "Final", Kind: "final", Unit: "m/min", Logo: tt.logo,
				Now: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC), Rows: []pdf.ResultLine{{Rank: 1, Ring: "DE-0123-26-0001"}}}
			var buf bytes.Buffer
			if err := pdf.WriteResults(&buf, r, "en"); err != nil {
				t.Fatal(err)
			}
			if got := bytes.Contains(buf.Bytes(), []byte("/Subtype /Image")); got != tt.wantImage {
				t.Errorf("image embedded: got %v, want %v", got, tt.wantImage)
			}
			if text := pdfText(t, buf.Bytes()); !strings.Contains(text, "DE-0123-26-0001") {
				t.Errorf("PDF lacks the results:\n%s", text)
			}
		})
	}
}
