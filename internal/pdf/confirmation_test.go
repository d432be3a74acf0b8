package pdf_test

import (
	"bytes"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/pdf"
)

// pdfText extracts a PDF's text with poppler's pdftotext.
func pdfText(t *testing.T, b []byte) string {
	t.Helper()
	bin, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdftotext is not installed (Debian package poppler-utils)")
		}
		t.Skip("pdftotext is not installed")
	}
	cmd := exec.Command(bin, "-layout", "-", "-")
	cmd.Stdin = bytes.NewReader(b)
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("pdftotext: %v", err)
	}
	return string(out)
}

func confirmation() pdf.Confirmation {
	created := time.Date(2026, 2, 10, 9, 0, 0, 0, time.UTC)
	version := 3
	return pdf.Confirmation{
		Order: &core.Order{ID: 7, Reference: "OL1-ABCD2345", Currency: core.EUR, Total: 155000, City: "Москва", Street: "Тверская 1", Zipcode: "125009",
			CreatedAt: created, Status: &core.OrderStatusEntry{Status: core.OrderPaidOnline, Method: core.PayCard}, ContractVersion: &version, ContractAcceptedAt: &created,
			Positions: []*core.OrderPosition{
				{Name: "1 + 1", Category: core.ProductEntryFee, Quantity: 1, Amount: 40000, PigeonsActive: 1, PigeonsReserve: 1},
				{Name: "5 pigeons + 2 reserves", Category: core.ProductEntryFee, Quantity: 1, Amount: 115000, PigeonsActive: 5, PigeonsReserve: 2},
			}},
		Season:   &core.Season{Name: "Sunrise Valley 2026"},
		Loft:     &core.Loft{Name: "Sunrise Valley One Loft Race"},
		Customer: &core.User{FirstName: "Иван", LastName: "Иванов", Email: "ivan@example.ru"},
		Team:     &core.Team{Name: "Ivanov Loft", Country: "RU"},
		Pigeons:  []*core.Pigeon{{Ring: "RU-0123-26-4567", Name: "Комета", Color: "blue bar", Sex: core.Hen}},
		Now:      created,
	}
}

func TestConfirmation(t *testing.T) {
	for _, tt := range []struct {
		lang string
		want []string
	}{
		{"en", []string{"Registration confirmation", "OL1-ABCD2345", "Sunrise Valley One Loft Race", "Иван Иванов", "1.550,00 €", "400,00 €",
			"RU-0123-26-4567", "Комета", "Status paid by card", "Payment card", "Active pigeons: 6", "Reserve pigeons: 3", "Contract Version 3 · accepted 2026-02-10 09:00"}},
		{"de", []string{"Vertrag Version 3 · angenommen 2026-02-10 09:00"}},
		{"de", []string{pdf.T("de", "title"), "1.550,00 €", pdf.T("de", "status.paid_online")}},
		{"ru", []string{pdf.T("ru", "title"), "Тверская 1"}},
		{"ar", []string{"Registration confirmation"}}, // the font cannot draw Arabic: English labels
	} {
		t.Run(tt.lang, func(t *testing.T) {
			var buf bytes.Buffer
			if err := pdf.Write(&buf, confirmation(), tt.lang); err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(buf.Bytes(), []byte("%PDF-")) {
				t.Fatal("not a PDF")
			}
			text := strings.Join(strings.Fields(pdfText(t, buf.Bytes())), " ")
			for _, w := range tt.want {
				if !strings.Contains(text, strings.Join(strings.Fields(w), " ")) {
					t.Errorf("PDF lacks %q:\n%s", w, text)
				}
			}
		})
	}
}

// TestConfirmationPayment checks that the confirmation says how the order
// was paid and its status in the reader's words, never the status's code.
func TestConfirmationPayment(t *testing.T) {
	for _, tt := range []struct {
		name, lang string
		status     core.OrderStatus
		method     core.PaymentMethod
		want       []string
		wantNot    []string
	}{
		{"BankTransfer", "en", core.OrderPaidManually, core.PayBankTransfer, []string{"Status paid Payment bank transfer"}, []string{"paid_manually"}},
		{"Cash", "en", core.OrderPaidManually, core.PayCash, []string{"Status paid Payment cash"}, nil},
		{"Manual", "en", core.OrderPaidManually, core.PayManual, []string{"Status paid Payment recorded manually"}, nil},
		{"Due", "en", core.OrderConfirmed, "", []string{"Status confirmed Payment not paid yet"}, nil},
		{"Revoked", "en", core.OrderPaymentRevoked, "", []string{"Status payment revoked Payment not paid yet"}, []string{"payment_revoked"}},
		{"Closed", "en", core.OrderCancelledUnpaid, "", []string{"Status cancelled (not paid in time)"}, []string{"Payment", "cancelled_unpaid"}},
		{"GermanCash", "de", core.OrderPaidManually, core.PayCash, []string{"Status bezahlt Zahlung bar"}, []string{"paid_manually", "Payment"}},
		{"GermanCard", "de", core.OrderPaidOnline, core.PayCard, []string{"Status per Karte bezahlt Zahlung Karte"}, []string{"paid_online"}},
		{"FrenchTransfer", "fr", core.OrderPaidManually, core.PayBankTransfer, []string{"Statut payée Paiement virement bancaire"}, nil},
		{"RussianDue", "ru", core.OrderConfirmed, "", []string{"Оплата ещё не оплачена"}, []string{"confirmed"}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			c := confirmation()
			c.Order.Status = &core.OrderStatusEntry{Status: tt.status, Method: tt.method}
			var buf bytes.Buffer
			if err := pdf.Write(&buf, c, tt.lang); err != nil {
				t.Fatal(err)
			}
			text := strings.Join(strings.Fields(pdfText(t, buf.Bytes())), " ")
			for _, w := range tt.want {
				if !strings.Contains(text, w) {
					t.Errorf("PDF lacks %q:\n%s", w, text)
				}
			}
			for _, w := range tt.wantNot {
				if strings.Contains(text, w) {
					t.Errorf("PDF shows %q:\n%s", w, text)
				}
			}
		})
	}
}

func TestConfirmationUSD(t *testing.T) {
	c := confirmation()
	c.Order.Currency = core.USD
	var buf bytes.Buffer
	if err := pdf.Write(&buf, c, "en"); err != nil {
		t.Fatal(err)
	}
	if text := pdfText(t, buf.Bytes()); !strings.Contains(text, "$1,550.00") {
		t.Errorf("USD amount missing:\n%s", text)
	}
}

// TestConfirmationDiscount checks that a campaign's discount shows as its
// own line between the positions and the total, which it makes add up.
func TestConfirmationDiscount(t *testing.T) {
	c := confirmation()
	// 10 % of 1,550.00 is 155.00: 1,395.00 to pay.
	c.Order.Positions[0].Discount, c.Order.Positions[1].Discount = 4000, 11500
	c.Order.Discount, c.Order.DiscountName, c.Order.Total = 15500, "Spring sale", 139500
	for lang, want := range map[string]string{"en": "Discount · Spring sale −155,00 € Total 1.395,00 €", "de": "Rabatt · Spring sale −155,00 €"} {
		t.Run(lang, func(t *testing.T) {
			var buf bytes.Buffer
			if err := pdf.Write(&buf, c, lang); err != nil {
				t.Fatal(err)
			}
			if text := strings.Join(strings.Fields(pdfText(t, buf.Bytes())), " "); !strings.Contains(text, want) {
				t.Errorf("PDF lacks %q:\n%s", want, text)
			}
		})
	}
	t.Run("NoneWithout", func(t *testing.T) {
		var buf bytes.Buffer
		if err := pdf.Write(&buf, confirmation(), "en"); err != nil {
			t.Fatal(err)
		}
		if text := pdfText(t, buf.Bytes()); strings.Contains(text, "Discount") {
			t.Errorf("PDF of an order without discount says Discount:\n%s", text)
		}
	})
}
