package pdf_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/pdf"
)

func TestPayout(t *testing.T) {
	s := pdf.Payout{
		Season:  &core.Season{Name: "Sunrise Valley 2026", Currency: core.EUR},
		Loft:    &core.Loft{Name: "Sunrise Valley One Loft Race"},
		Fancier: &core.User{FirstName: "Fay", LastName: "Fancier", Email: "fay@example.org"},
		Lines: []pdf.PayoutLine{
			{Race: "Grand Final", Ring: "NL-2026-0000001", Pigeon: "Comet", Team: "Team Fay", Place: 1, Amount: 4000},
			{Race: "Hot spot 3 with a very long name that does not fit its column", Ring: "NL-2026-0000002", Team: "Team Fay", Amount: 133},
		},
		Total: 4133, Paid: 4000, Status: core.PayoutPaid, Now: time.Date(2026, 11, 25, 9, 0, 0, 0, time.UTC),
	}
	for _, tt := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Payout statement", "Fay Fancier", "Grand Final", "NL-2026-0000001 Comet", "40,00 €", "Refund", "1,33 €",
			"41,33 €", "Still owed", "Hot spot 3 with a very l…", "still open are not included"}},
		{"de", []string{pdf.T("de", "payout.title"), pdf.T("de", "payout.status.paid"), "41,33 €"}},
		{"ar", []string{"Payout statement"}},
	} {
		t.Run(tt.lang, func(t *testing.T) {
			var buf bytes.Buffer
			if err := pdf.WritePayout(&buf, s, tt.lang); err != nil {
				t.Fatal(err)
			}
			text := strings.Join(strings.Fields(pdfText(t, buf.Bytes())), " ")
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("PDF lacks %q:\n%s", w, text)
				}
			}
		})
	}
}
