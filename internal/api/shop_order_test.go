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

func TestStoreOrderAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		ctx := context.Background()
		one := 1
		cap := &core.StoreProduct{LoftID: &id.loft, Kind: core.StoreItem, Name: "Loft cap", Price: 1999, Currency: core.EUR, Stock: &one}
		must(t, db.CreateStoreProduct(ctx, cap))
		must(t, db.PutCartLine(ctx, &core.CartLine{UserID: id.fancier, Product: cap, Quantity: 1}))
		merchant, fancier, stranger := token(id.merchant), token(id.fancier), token(id.stranger)
		checkout := "/api/custom/v1/user/store/checkout"
		billing := `"billing": {"name": "Fay Fancier", "street": "Duivenweg 1", "zipcode": "6811", "city": "Arnhem", "country": "NL"}`
		good := fmt.Sprintf(`{"loft_id": %d, %s}`, id.loft, billing)
		order := "/api/custom/v1/user/store/orders/1"
		run(t, srv, []scenario{
			{name: "401", method: http.MethodPost, url: checkout, body: good, wantStatus: 401},
			{name: "400Country", method: http.MethodPost, url: checkout, header: fancier, wantStatus: 400, wantField: "billing.country",
				body: fmt.Sprintf(`{"loft_id": %d, "billing": {"name": "F", "street": "S", "zipcode": "1", "city": "C", "country": "Netherlands"}}`, id.loft)},
			{name: "400EmptyCart", method: http.MethodPost, url: checkout, header: stranger, body: good, wantStatus: 400,
				want: obj{"message": "Your cart for this seller is empty."}},
			{name: "400GiftCard", method: http.MethodPost, url: checkout, header: fancier, wantStatus: 400,
				body: fmt.Sprintf(`{"loft_id": %d, %s, "gift_cards": ["AAAA-BBBB"]}`, id.loft, billing), want: obj{"message": core.MsgGiftCardInvalid}},
			{name: "200", method: http.MethodPost, url: checkout, header: fancier, body: good, wantStatus: 200,
				want: obj{"id": 1.0, "total": 1999.0, "status.order_status_type": "confirmed", "lines.#": 1.0, "lines.0.name": "Loft cap"}},
			{name: "400SoldOutAfterwards", method: http.MethodPost, url: checkout, header: fancier, body: good, wantStatus: 400,
				want: obj{"message": "Your cart for this seller is empty."}},
			{name: "404Stranger", url: order, header: stranger, wantStatus: 404},
			{name: "200Customer", url: order, header: fancier, wantStatus: 200, want: obj{"payable": true, "next_statuses": []any{"cancelled"}}},
			{name: "200Merchant", url: order, header: merchant, wantStatus: 200, want: obj{"next_statuses": []any{"paid_manually", "cancelled"}}},
			{name: "404StrangerPays", method: http.MethodPut, url: order + "/status", header: stranger, wantStatus: 404,
				body: `{"status": "paid_manually", "method": "cash"}`},
			{name: "403CustomerPays", method: http.MethodPut, url: order + "/status", header: fancier, wantStatus: 403,
				body: `{"status": "paid_manually", "method": "cash"}`},
			{name: "400Method", method: http.MethodPut, url: order + "/status", header: merchant, wantStatus: 400,
				body: `{"status": "paid_manually", "method": "bitcoin"}`},
			{name: "400NoMethod", method: http.MethodPut, url: order + "/status", header: merchant, wantStatus: 400, wantField: "method",
				body: `{"status": "paid_manually"}`},
			{name: "400InvoiceUnpaid", url: order + "/invoice.pdf", header: fancier, wantStatus: 400, want: obj{"message": "The invoice is made when the order is paid."}},
			{name: "404NoGiftCards", url: order + "/gift-cards.pdf", header: fancier, wantStatus: 404},
			{name: "200Paid", method: http.MethodPut, url: order + "/status", header: merchant, wantStatus: 200,
				body: `{"status": "paid_manually", "method": "bank_transfer"}`, want: obj{"status.order_status_type": "paid_manually", "invoice_number": 1.0}},
			{name: "200Invoice", url: order + "/invoice.pdf", header: fancier, wantStatus: 200, wantText: []string{"%PDF"}},
			{name: "404InvoiceStranger", url: order + "/invoice.pdf", header: stranger, wantStatus: 404},
			{name: "400CancelPaid", method: http.MethodPut, url: order + "/status", header: fancier, wantStatus: 400,
				body: `{"status": "cancelled"}`},
			{name: "200LoftOrders", url: fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/store/orders?status=paid_manually", id.loft), header: merchant,
				wantStatus: 200, want: obj{"orders.#": 1.0, "orders.0.buyer_email": prefix("")}},
			{name: "403LoftOrdersFancier", url: fmt.Sprintf("/api/custom/v1/merchant/lofts/%d/store/orders", id.loft), header: fancier, wantStatus: 403},
			{name: "403ServiceOrdersMerchant", url: "/api/custom/v1/admin/store/orders", header: merchant, wantStatus: 403},
			{name: "200MyOrders", url: "/api/custom/v1/user/store/orders", header: fancier, wantStatus: 200, want: obj{"orders.#": 1.0}},
			{name: "200MyOrdersStranger", url: "/api/custom/v1/user/store/orders", header: stranger, wantStatus: 200, want: obj{"orders.#": 0.0}},
			{name: "400LookUp", method: http.MethodPost, url: "/api/custom/v1/user/gift-cards/lookup", header: stranger, wantStatus: 400,
				body: `{"code": "ABCD-EFGH-JKMN-PQRS-TUVW"}`, want: obj{"message": core.MsgGiftCardInvalid}},
			{name: "200Memberships", url: "/api/custom/v1/user/store/memberships", header: fancier, wantStatus: 200, want: obj{"memberships.#": 0.0}},
		})
	})
}
