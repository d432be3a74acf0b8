package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestCartAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		st := newStoreFixture(t, db, id)
		f := fmt.Sprintf
		fancier, stranger := token(id.fancier), token(id.stranger)
		german := map[string]string{"Authorization": fancier["Authorization"], "Content-Type": "application/json", "Accept-Language": "de"}
		add := func(product int64, qty int, amount int64) string {
			return f(`{"product_id": %d, "quantity": %d, "gift_card_amount": %d}`, product, qty, amount)
		}

		run(t, srv, []scenario{
			{name: "200Empty", url: "/api/cart", header: fancier, wantStatus: 200, want: obj{"units": 0, "sellers": []any{}}},
			{name: "200Add", method: http.MethodPost, url: "/api/cart/lines", header: fancier, body: add(st.cap, 1, 0), wantStatus: 200,
				want: obj{"units": 1, "sellers.0.key": f("%d", id.loft), "sellers.0.seller.name": "Sunrise Valley", "sellers.0.subtotal": 1500,
					"sellers.0.currency": "EUR", "sellers.0.lines.0.unit_price": 1500, "sellers.0.lines.0.product.name": "Loft cap"}},
			{name: "200AddSameLine", method: http.MethodPost, url: "/api/cart/lines", header: german, body: add(st.cap, 1, 0), wantStatus: 200,
				want: obj{"units": 2, "sellers.0.lines.#": 1, "sellers.0.lines.0.quantity": 2, "sellers.0.lines.0.line_total": 3000,
					"sellers.0.lines.0.product.name": "Schirmmütze"}},
			{name: "200AddGiftCard", method: http.MethodPost, url: "/api/cart/lines", header: fancier, body: add(st.gift, 2, 5000), wantStatus: 200,
				want:       obj{"units": 4, "sellers.#": 2, "sellers.1.key": "service", "sellers.1.subtotal": 10000, "sellers.1.lines.0.gift_card_amount": 5000},
				wantAbsent: []string{"sellers.1.seller.loft_id", "sellers.*.lines.*.product.translations"}},
			{name: "400PerOrder", method: http.MethodPost, url: "/api/cart/lines", header: fancier, body: add(st.cap, 1, 0), wantStatus: 400,
				wantField: "quantity", want: obj{"message": "You can buy at most 2 of this product in one order."}},
			{name: "400NotOnSale", method: http.MethodPost, url: "/api/cart/lines", header: fancier, body: add(st.calendar, 1, 0), wantStatus: 400,
				wantField: "product_id", want: obj{"message": core.MsgNotOnSale}},
			{name: "400GiftCardAmount", method: http.MethodPost, url: "/api/cart/lines", header: fancier, body: add(st.gift, 1, 3000), wantStatus: 400,
				wantField: "gift_card_amount", want: obj{"message": core.MsgGiftCardAmount}},
			{name: "400Archived", method: http.MethodPost, url: "/api/cart/lines", header: fancier, body: add(st.archived, 1, 0), wantStatus: 400, wantField: "product_id"},
			{name: "400Quantity", method: http.MethodPost, url: "/api/cart/lines", header: fancier, body: add(st.gift, 100, 2500), wantStatus: 400, wantField: "quantity"},
			{name: "400Unknown", method: http.MethodPost, url: "/api/cart/lines", header: fancier, body: add(99999, 1, 0), wantStatus: 400, wantField: "product_id"},
			{name: "401", url: "/api/cart", wantStatus: 401},
			{name: "401Add", method: http.MethodPost, url: "/api/cart/lines", body: add(st.cap, 1, 0), wantStatus: 401},
			{name: "200OtherUsersCart", url: "/api/cart", header: stranger, wantStatus: 200, want: obj{"units": 0}},
		})

		lines, err := db.FindCartLines(context.Background(), id.fancier)
		must(t, err)
		capLine := f("/api/cart/lines/%d", lines[0].ID)
		run(t, srv, []scenario{
			{name: "404OtherUsersLine", method: http.MethodPatch, url: capLine, header: stranger, body: `{"quantity": 1}`, wantStatus: 404},
			{name: "404DeleteOtherUsersLine", method: http.MethodDelete, url: capLine, header: stranger, wantStatus: 404},
			{name: "401Patch", method: http.MethodPatch, url: capLine, body: `{"quantity": 1}`, wantStatus: 401},
			{name: "400Patch", method: http.MethodPatch, url: capLine, header: fancier, body: `{"quantity": 3}`, wantStatus: 400, wantField: "quantity"},
			{name: "400PatchZero", method: http.MethodPatch, url: capLine, header: fancier, body: `{"quantity": 0}`, wantStatus: 400, wantField: "quantity"},
			{name: "200Patch", method: http.MethodPatch, url: capLine, header: fancier, body: `{"quantity": 1}`, wantStatus: 200,
				want: obj{"units": 3, "sellers.0.lines.0.quantity": 1, "sellers.0.subtotal": 1500}},
			{name: "204Delete", method: http.MethodDelete, url: capLine, header: fancier, wantStatus: 204},
			{name: "404DeleteAgain", method: http.MethodDelete, url: capLine, header: fancier, wantStatus: 404},
			{name: "200AfterDelete", url: "/api/cart", header: fancier, wantStatus: 200, want: obj{"units": 2, "sellers.#": 1, "sellers.0.key": "service"}},
		})
	})
}
