package api

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"strconv"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// ordersCSV writes the staff's order list as a spreadsheet: one row per
// order, amounts in the currency's units with two decimals.
func ordersCSV(os []service.HeldOrder) []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	_ = w.Write([]string{"reference", "created_at", "status", "method", "customer", "email", "team", "country",
		"pigeons_active", "pigeons_reserve", "total", "currency", "payment_deadline", "overdue"})
	for _, h := range os {
		o := h.Order
		deadline := ""
		if h.HoldsUntil != nil {
			deadline = h.HoldsUntil.UTC().Format(time.RFC3339)
		}
		active, reserve := o.Places()
		_ = w.Write([]string{o.Reference, o.CreatedAt.UTC().Format(time.RFC3339), string(o.Status.Status), string(o.Status.Method),
			core.CSVSafe(h.Customer.FullName()), core.CSVSafe(h.Customer.Email), core.CSVSafe(h.Team.Name), h.Team.Country,
			strconv.Itoa(active), strconv.Itoa(reserve), cents(o.Total), string(o.Currency), deadline, strconv.FormatBool(h.Overdue)})
	}
	w.Flush()
	return b.Bytes()
}

// cents writes an amount in the currency's units, e.g. 1234.50.
func cents(n int64) string {
	sign := ""
	if n < 0 {
		sign, n = "-", -n
	}
	return fmt.Sprintf("%s%d.%02d", sign, n/100, n%100)
}
