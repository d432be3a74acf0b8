package pdf

import (
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Invoice is what a store order's invoice shows.
type Invoice struct {
	Seller        string   // the loft's name, or the service's
	SellerAddress []string // lines of the seller's address
	Order         *core.StoreOrder
	Now           time.Time
}

// WriteInvoice renders a paid store order's invoice in lang as PDF: the
// seller, the invoice's number and date, whom it is made out to, the lines
// with the discount and what gift cards paid, and how it was paid.
func WriteInvoice(w io.Writer, inv Invoice, lang string) error {
	d, t := newDoc(lang)
	o := inv.Order
	number := ""
	if o.InvoiceNumber != nil {
		number = strconv.Itoa(*o.InvoiceNumber)
	}
	title := t("invoice.title") + " " + number
	d.SetTitle(title, true)
	footer(d, inv.Seller+" · "+o.Reference)
	d.AddPage()
	heading(d, title, strings.Join(append([]string{inv.Seller}, inv.SellerAddress...), " · "))
	b := o.Billing
	date := ""
	if o.InvoicedAt != nil {
		date = o.InvoicedAt.UTC().Format("2006-01-02")
	}
	fields(d, [][2]string{
		{t("invoice.number"), number},
		{t("invoice.date"), date},
		{t("invoice.reference"), o.Reference},
		{t("invoice.billTo"), b.Name},
		{"", b.Street},
		{"", strings.TrimSpace(b.Zipcode + " " + b.City + " " + b.Country)},
	})
	widths := []float64{95, 20, 30, 35}
	tableHead(d, widths, []string{t("invoice.item"), t("quantity"), t("invoice.unit"), t("amount")}, invoiceAlign, 10)
	cur := o.Currency
	for _, l := range o.Lines {
		for i, v := range []string{l.Name, strconv.Itoa(l.Quantity), core.FormatMoney(l.UnitAmount, cur), core.FormatMoney(l.LineTotal(), cur)} {
			d.CellFormat(widths[i], 7, clip(d, v, widths[i]), "", 0, invoiceAlign(i), false, 0, "")
		}
		d.Ln(-1)
	}
	label := widths[0] + widths[1] + widths[2]
	sum := func(key string, amount int64, border string) {
		d.CellFormat(label, 7, t(key), border, 0, "L", false, 0, "")
		d.CellFormat(widths[3], 7, core.FormatMoney(amount, cur), border, 1, "R", false, 0, "")
	}
	sum("invoice.subtotal", o.Subtotal, "T")
	if o.Discount > 0 {
		sum("invoice.discount", -o.Discount, "")
	}
	d.SetFont("dejavu", "B", 11)
	sum("total", o.Subtotal-o.Discount, "T")
	d.SetFont("dejavu", "", 10)
	if o.GiftCardPaid > 0 {
		sum("invoice.giftCard", o.GiftCardPaid, "")
	}
	if o.Status != nil && o.Status.Status.IsPaid() {
		d.Ln(2)
		d.CellFormat(0, 7, t("invoice.paid")+": "+t("invoice.method."+string(o.Status.Method)), "", 1, "L", false, 0, "")
	}
	generated(d, t("invoice.generated"), inv.Now)
	return finish(d, w)
}

func invoiceAlign(col int) string {
	if col >= 1 {
		return "R"
	}
	return "L"
}

// GiftCardSheet is one printable card per code an order bought.
type GiftCardSheet struct {
	Seller string
	Cards  []*core.GiftCard
}

// WriteGiftCards renders each gift card on a page of its own, to print and
// give: the seller, the value and the code in large type.
func WriteGiftCards(w io.Writer, s GiftCardSheet, lang string) error {
	d, t := newDoc(lang)
	d.SetTitle(t("giftCard.title"), true)
	footer(d, s.Seller)
	for _, c := range s.Cards {
		d.AddPage()
		d.SetDrawColor(9, 146, 104)
		d.SetLineWidth(0.8)
		d.Rect(15, 20, 180, 100, "D")
		d.SetXY(25, 30)
		heading(d, t("giftCard.title"), s.Seller)
		d.SetX(25)
		d.SetFont("dejavu", "B", 28)
		d.CellFormat(160, 16, core.FormatMoney(c.Amount, c.Currency), "", 1, "L", false, 0, "")
		d.SetX(25)
		d.SetFont("dejavu", "", 10)
		d.CellFormat(160, 6, t("giftCard.code"), "", 1, "L", false, 0, "")
		d.SetX(25)
		d.SetFont("dejavu", "B", 20)
		d.CellFormat(160, 12, c.Code, "", 1, "L", false, 0, "")
		d.SetX(25)
		d.SetFont("dejavu", "", 9)
		d.MultiCell(160, 5, t("giftCard.howTo"), "", "L", false)
	}
	return finish(d, w)
}
