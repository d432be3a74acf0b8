package pdf_test

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/pdf"
)

// TestInvoice: 3 × 19.99 less 15 % (9.00) makes 50.97, of which a gift
// card paid 25.00 and the card the rest.
func TestInvoice(t *testing.T) {
	seven := 7
	at := time.Date(2026, 11, 27, 9, 0, 0, 0, time.UTC)
	o := &core.StoreOrder{Reference: "OS-ABCDEFGHJK", Currency: core.EUR, Subtotal: 5997, Discount: 900, GiftCardPaid: 2500, Total: 2597,
		Billing:       core.BillingAddress{Name: "Fay Fancier", Street: "Duivenweg 1", Zipcode: "6811", City: "Arnhem", Country: "NL"},
		InvoiceNumber: &seven, InvoicedAt: &at, Status: &core.OrderStatusEntry{Status: core.OrderPaidOnline, Method: core.PayCard},
		Lines: []*core.StoreOrderLine{{Name: "Loft cap", Quantity: 3, UnitAmount: 1999, Discount: 900}}}
	var b bytes.Buffer
	if err := pdf.WriteInvoice(&b, pdf.Invoice{Seller: "Sunrise Valley", SellerAddress: []string{"Taubenweg 1, 84028 Landshut"}, Order: o, Now: at}, "en"); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	for _, want := range []string{"Invoice 7", "Sunrise Valley", "2026-11-27", "OS-ABCDEFGHJK", "Fay Fancier", "6811 Arnhem NL", "Loft cap",
		"19,99 €", "59,97 €", "-9,00 €", "50,97 €", "Paid by gift card", "25,00 €", "Paid: by card"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
}

func TestGiftCards(t *testing.T) {
	var b bytes.Buffer
	cards := []*core.GiftCard{{Code: "ABCD-EFGH-JKMN-PQRS-TUVW", Amount: 5000, Currency: core.EUR}, {Code: "WXYZ-2345-6789-ABCD-EFGH", Amount: 2500, Currency: core.EUR}}
	if err := pdf.WriteGiftCards(&b, pdf.GiftCardSheet{Seller: "Sunrise Valley", Cards: cards}, "en"); err != nil {
		t.Fatal(err)
	}
	text := pdfText(t, b.Bytes())
	for _, want := range []string{"Gift card", "ABCD-EFGH-JKMN-PQRS-TUVW", "50,00 €", "WXYZ-2345-6789-ABCD-EFGH", "25,00 €", "enter the code at checkout"} {
		if !strings.Contains(text, want) {
			t.Errorf("no %q in\n%s", want, text)
		}
	}
}
