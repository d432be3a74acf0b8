package api_test

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/png"
	"net/http"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// storeFixture adds to the server's fixture a loft cap (stock 3, at most 2
// per order) with a German name, a calendar not on sale yet, an archived
// product, and the service's gift card.
type storeFixture struct {
	cap, calendar, archived, gift int64
	admin, agent                  int64
}

func newStoreFixture(t *testing.T, db *store.DB, id ids) storeFixture {
	t.Helper()
	ctx := core.SystemContext(context.Background())
	svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
	a := newAdminFixture(t, db, id)
	cap := &core.StoreProduct{LoftID: &id.loft, Kind: core.StoreItem, Name: "Loft cap", Description: "Blue", Price: 1500, Currency: core.EUR,
		Stock: ptr(3), MaxPerOrder: ptr(2), Translations: map[string]core.StoreProductText{"de": {Name: "Schirmmütze", Description: "Blau"}}}
	calendar := &core.StoreProduct{LoftID: &id.loft, Kind: core.StoreItem, Name: "Calendar", Price: 900, Currency: core.EUR,
		AvailableFrom: ptr(now.Add(48 * time.Hour))}
	archived := &core.StoreProduct{LoftID: &id.loft, Kind: core.StoreItem, Name: "Old mug", Price: 500, Currency: core.EUR}
	gift := &core.StoreProduct{Kind: core.StoreGiftCard, Name: "Gift card", Currency: core.EUR, GiftCardAmounts: []int64{2500, 5000}}
	for _, p := range []*core.StoreProduct{cap, calendar, archived, gift} {
		must(t, svc.Shop.CreateProduct(ctx, p))
	}
	_, err := svc.Shop.SetProductArchived(ctx, archived.ID, true)
	must(t, err)
	return storeFixture{cap.ID, calendar.ID, archived.ID, gift.ID, a.admin, a.agent}
}

func TestStoreCatalogAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		st := newStoreFixture(t, db, id)
		f := fmt.Sprintf
		merchant, fancier, admin, agent := token(id.merchant), token(id.fancier), token(st.admin), token(st.agent)
		german := map[string]string{"Accept-Language": "de-DE,de;q=0.9"}
		loftList, adminList := f("/api/lofts/%d/store/products", id.loft), "/api/admin/store/products"
		capURL := f("/api/store/products/%d", st.cap)
		item := `{"kind": "item", "name": "Visit day", "price": 2000, "currency": "EUR", "stock": 10, "max_per_order": 2,
			"translations": {"de": {"name": "Besuchstag"}}}`

		t.Run("ListStoreProducts", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200Loft", url: f("/api/store/products?loft_id=%d", id.loft), wantStatus: 200,
					want:       obj{"seller.name": "Sunrise Valley", "seller.loft_id": id.loft, "seller.time_zone": "UTC", "products.#": 2, "products.0.name": "Calendar", "products.0.on_sale": false, "products.0.available_from": anyString, "products.1.name": "Loft cap", "products.1.stock": 3, "products.1.on_sale": true},
					wantAbsent: []string{"products.*.translations"}},
				{name: "200German", url: f("/api/store/products?loft_id=%d", id.loft), header: german, wantStatus: 200,
					want: obj{"products.1.name": "Schirmmütze", "products.1.description": "Blau", "products.0.name": "Calendar"}},
				{name: "200LangParam", url: f("/api/store/products?loft_id=%d&lang=de", id.loft), wantStatus: 200, want: obj{"products.1.name": "Schirmmütze"}},
				{name: "200Service", url: "/api/store/products", wantStatus: 200,
					want: obj{"products.#": 1, "products.0.kind": "gift_card", "products.0.gift_card_amounts": []any{2500, 5000}}, wantAbsent: []string{"seller.loft_id"}},
				{name: "200Lofts", url: "/api/store/lofts", wantStatus: 200, want: obj{"#": 1, "0.id": id.loft, "0.name": "Sunrise Valley"}},
				{name: "200Product", url: capURL, header: german, wantStatus: 200, want: obj{"name": "Schirmmütze", "seller.name": "Sunrise Valley", "max_per_order": 2}},
				{name: "404Archived", url: f("/api/store/products/%d", st.archived), header: fancier, wantStatus: 404},
				{name: "200ArchivedToStaff", url: f("/api/store/products/%d", st.archived), header: agent, wantStatus: 200, want: obj{"archived": true}},
				{name: "404Product", url: "/api/store/products/99999", wantStatus: 404},
				{name: "404Loft", url: "/api/store/products?loft_id=99999", wantStatus: 404},
				{name: "400LoftID", url: "/api/store/products?loft_id=x", wantStatus: 400, wantField: "loft_id"},
			})
		})

		t.Run("SellerProducts", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200Merchant", url: loftList, header: merchant, wantStatus: 200,
					want: obj{"#": 3, "0.name": "Old mug", "0.archived": true, "2.translations.de.name": "Schirmmütze", "2.name": "Loft cap"}},
				{name: "200Agent", url: loftList, header: agent, wantStatus: 200, want: obj{"#": 3}},
				{name: "200Admin", url: adminList, header: admin, wantStatus: 200, want: obj{"#": 1, "0.name": "Gift card"}},
				{name: "401", url: loftList, wantStatus: 401},
				{name: "403Fancier", url: loftList, header: fancier, wantStatus: 403},
				{name: "403OtherLoft", url: f("/api/lofts/%d/store/products", id.mileLoft), header: merchant, wantStatus: 403},
				{name: "403MerchantAdminList", url: adminList, header: merchant, wantStatus: 403},
			})
		})

		t.Run("CreateStoreProduct", func(t *testing.T) {
			membership := `{"kind": "membership", "name": "Pedigree 12", "price": 2900, "currency": "EUR", "membership_months": 12, "unlocks": ["pedigree"]}`
			run(t, srv, []scenario{
				{name: "201", method: http.MethodPost, url: loftList, header: merchant, body: item, wantStatus: 201,
					want: obj{"name": "Visit day", "loft_id": id.loft, "stock": 10, "translations.de.name": "Besuchstag", "archived": false, "id": anyNumber}},
				{name: "201Admin", method: http.MethodPost, url: adminList, header: admin, body: membership, wantStatus: 201,
					want: obj{"membership_months": 12, "unlocks": []any{"pedigree"}}, wantAbsent: []string{"loft_id"}},
				{name: "400GiftCardPrice", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 400, wantField: "price",
					body: `{"kind": "gift_card", "name": "G", "price": 100, "currency": "EUR", "gift_card_amounts": [1000]}`, want: obj{"message": core.MsgGiftCardPriceSet}},
				{name: "400MembershipMonths", method: http.MethodPost, url: adminList, header: admin, wantStatus: 400, wantField: "membership_months",
					body: `{"kind": "membership", "name": "P", "price": 100, "currency": "EUR", "membership_months": 6, "unlocks": ["pedigree"]}`},
				{name: "400Kind", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 400, wantField: "kind",
					body: `{"kind": "car", "name": "G", "currency": "EUR"}`},
				{name: "400Language", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 400, wantField: "translations.xx",
					body: `{"kind": "item", "name": "G", "currency": "EUR", "translations": {"xx": {"name": "Y"}}}`},
				{name: "401", method: http.MethodPost, url: loftList, body: item, wantStatus: 401},
				{name: "403Fancier", method: http.MethodPost, url: loftList, header: fancier, body: item, wantStatus: 403},
				{name: "403Agent", method: http.MethodPost, url: loftList, header: agent, body: item, wantStatus: 403},
				{name: "403OtherLoft", method: http.MethodPost, url: f("/api/lofts/%d/store/products", id.mileLoft), header: merchant, body: item, wantStatus: 403},
				{name: "403MerchantForService", method: http.MethodPost, url: adminList, header: merchant, body: membership, wantStatus: 403},
			})
		})

		t.Run("UpdateStoreProduct", func(t *testing.T) {
			upd := `{"kind": "gift_card", "name": "Loft cap", "price": 1800, "currency": "EUR", "stock": 5}`
			run(t, srv, []scenario{
				{name: "200", method: http.MethodPut, url: capURL, header: merchant, body: upd, wantStatus: 200,
					want: obj{"price": 1800, "kind": "item", "stock": 5}, wantAbsent: []string{"translations.de"}},
				{name: "400", method: http.MethodPut, url: capURL, header: merchant, wantStatus: 400, wantField: "stock",
					body: `{"kind": "item", "name": "Loft cap", "price": 1800, "currency": "EUR", "stock": -1}`},
				{name: "401", method: http.MethodPut, url: capURL, body: upd, wantStatus: 401},
				{name: "403Fancier", method: http.MethodPut, url: capURL, header: fancier, body: upd, wantStatus: 403},
				{name: "403Agent", method: http.MethodPut, url: capURL, header: agent, body: upd, wantStatus: 403},
				{name: "404", method: http.MethodPut, url: "/api/store/products/99999", header: merchant, body: upd, wantStatus: 404},
				{name: "200Archive", method: http.MethodPut, url: capURL + "/archived", header: merchant, body: `{"archived": true}`, wantStatus: 200, want: obj{"archived": true}},
				{name: "404Archived", url: capURL, header: fancier, wantStatus: 404},
				{name: "403ArchiveFancier", method: http.MethodPut, url: capURL + "/archived", header: fancier, body: `{"archived": false}`, wantStatus: 403},
				{name: "200Unarchive", method: http.MethodPut, url: capURL + "/archived", header: merchant, body: `{"archived": false}`, wantStatus: 200, want: obj{"archived": false}},
				{name: "200Public", url: capURL, wantStatus: 200, want: obj{"price": 1800}},
			})
		})

		t.Run("SetStoreProductImage", func(t *testing.T) {
			var pngb bytes.Buffer
			must(t, png.Encode(&pngb, image.NewRGBA(image.Rect(0, 0, 300, 200))))
			url := capURL + "/image"
			if status, _ := postFile(t, srv, url, fancier, "cap.png", pngb.Bytes()); status != 403 {
				t.Fatalf("fancier: got %d, want 403", status)
			}
			if status, _ := postFile(t, srv, url, map[string]string{}, "cap.png", pngb.Bytes()); status != 401 {
				t.Fatalf("visitor: got %d, want 401", status)
			}
			if status, out := postFile(t, srv, url, merchant, "cap.txt", []byte("not an image")); status != 400 {
				t.Fatalf("text: got %d %v, want 400", status, out)
			}
			status, out := postFile(t, srv, url, merchant, "cap.png", pngb.Bytes())
			if status != 200 {
				t.Fatalf("merchant: got %d %v", status, out)
			}
			img, _ := out["image_url"].(string)
			if img == "" {
				t.Fatalf("image_url: got %v", out)
			}
			run(t, srv, []scenario{{name: "200Served", url: img, wantStatus: 200}, {name: "200Product", url: capURL, wantStatus: 200, want: obj{"image_url": img}}})
		})
	})
}
