package api_test

import (
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"image"
	"image/color"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/makiuchi-d/gozxing"
	gozxingqr "github.com/makiuchi-d/gozxing/qrcode"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestPayeeAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		other := &core.User{Email: "olga@example.org", FirstName: "Olga", LastName: "Other"}
		must(t, svc.Users.CreateUser(ctx, other))
		must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: other.ID, LoftID: id.mileLoft, IsMerchant: true, IsActive: true}))
		f := fmt.Sprintf
		merchant, otherMerchant, fancier := token(id.merchant), token(other.ID), token(id.fancier)
		loft, season := f("/api/custom/v1/merchant/lofts/%d/payee", id.loft), f("/api/custom/v1/merchant/seasons/%d/payee", id.season)
		good := `{"holder": "Sunrise Valley e.V.", "iban": "de89 3704 0044 0532 0130 00", "bic": "cobadeff", "bank": "Commerzbank",
			"reference_pattern": "{season}-{order}"}`
		stored := obj{"payee": obj{"holder": "Sunrise Valley e.V.", "iban": "DE89370400440532013000", "bic": "COBADEFF",
			"bank": "Commerzbank", "reference_pattern": "{season}-{order}"}}

		t.Run("SetLoftPayee", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200Empty", url: loft, header: merchant, wantStatus: 200, wantAbsent: []string{"payee"}},
				{name: "200", method: http.MethodPut, url: loft, header: merchant, body: good, wantStatus: 200, want: stored},
				{name: "200Read", url: loft, header: merchant, wantStatus: 200, want: stored},
				{name: "400Checksum", method: http.MethodPut, url: loft, header: merchant, wantStatus: 400, wantField: "iban",
					body: `{"holder": "X", "iban": "DE88 3704 0044 0532 0130 00"}`, want: obj{"message": core.MsgIBANChecksum}},
				{name: "400Length", method: http.MethodPut, url: loft, header: merchant, wantStatus: 400, wantField: "iban",
					body: `{"holder": "X", "iban": "DE89 3704 0044 0532 0130"}`, want: obj{"message": "An IBAN from DE has 22 characters."}},
				{name: "400Pattern", method: http.MethodPut, url: loft, header: merchant, wantStatus: 400, wantField: "reference_pattern",
					body: `{"holder": "X", "iban": "DE89370400440532013000", "reference_pattern": "{year}"}`},
				{name: "200Unchanged", url: loft, header: merchant, wantStatus: 200, want: stored},
				{name: "401", method: http.MethodPut, url: loft, body: good, wantStatus: 401},
				{name: "403OtherLoftsMerchant", method: http.MethodPut, url: loft, header: otherMerchant, body: good, wantStatus: 403},
				{name: "403OtherLoftsMerchantReads", url: loft, header: otherMerchant, wantStatus: 403},
				{name: "403Fancier", method: http.MethodPut, url: loft, header: fancier, body: good, wantStatus: 403},
				{name: "403UnknownLoft", method: http.MethodPut, url: "/api/custom/v1/merchant/lofts/99999/payee", header: merchant, body: good, wantStatus: 403},
			})
		})

		t.Run("SetSeasonPayee", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200Empty", url: season, header: merchant, wantStatus: 200, wantAbsent: []string{"payee"}},
				{name: "400BIC", method: http.MethodPut, url: season, header: merchant, wantStatus: 400, wantField: "bic",
					body: `{"holder": "X", "iban": "NL91ABNA0417164300", "bic": "ABN"}`, want: obj{"message": core.MsgBIC}},
				{name: "200UnchangedAfter400", url: season, header: merchant, wantStatus: 200, wantAbsent: []string{"payee"}},
				{name: "403OtherLoftsMerchant", method: http.MethodPut, url: season, header: otherMerchant, body: good, wantStatus: 403},
				{name: "404", url: "/api/custom/v1/merchant/seasons/99999/payee", header: merchant, wantStatus: 404},
			})
		})

		t.Run("GetOrderPayment", func(t *testing.T) {
			_, err := svc.Seasons.ChangeSeasonState(ctx, id.season, core.SeasonInProgress, true)
			must(t, err)
			fctx := core.WithActor(context.Background(), core.Actor{User: mustUser(t, db, id.fancier)})
			o, err := svc.Orders.PlaceOrder(fctx, service.OrderInput{SeasonID: id.season, TeamID: id.team, City: "Arnhem", Street: "Duivenweg 1",
				Zipcode: "6811", Items: []service.OrderItem{{ProductID: id.product, Quantity: 1}}})
			must(t, err)
			mctx := core.WithActor(context.Background(), core.Actor{User: mustUser(t, db, id.merchant)})
			_, err = svc.Orders.ChangeStatus(mctx, o.ID, core.OrderConfirmed, "", "")
			must(t, err)
			ref := f("2026-%d", o.ID)
			payload := "BCD\n002\n1\nSCT\nCOBADEFF\nSunrise Valley e.V.\nDE89370400440532013000\nEUR400.00\n\n\n" + ref
			url := f("/api/custom/v1/user/orders/%d/payment", o.ID)
			run(t, srv, []scenario{
				{name: "200", url: url, header: fancier, wantStatus: 200, want: obj{"reference": ref, "payable": true, "amount": 40000,
					"bank":        obj{"holder": "Sunrise Valley e.V.", "iban": "DE89370400440532013000", "bic": "COBADEFF", "bank": "Commerzbank"},
					"epc_payload": payload, "epc_qr": prefix("data:image/svg+xml;base64,"), "pay_by": anyString}},
			})
			req, _ := http.NewRequest(http.MethodGet, srv.URL+url, nil)
			req.Header.Set("Authorization", fancier["Authorization"])
			res, err := http.DefaultClient.Do(req)
			must(t, err)
			defer res.Body.Close()
			var info struct {
				EPCQR string `json:"epc_qr"`
			}
			b, _ := io.ReadAll(res.Body)
			must(t, json.Unmarshal(b, &info))
			if got := decodeQR(t, info.EPCQR); got != payload {
				t.Fatalf("decoded QR: got %q, want %q", got, payload)
			}
		})
	})
}

func mustUser(t *testing.T, db *store.DB, id int64) *core.User {
	t.Helper()
	u, err := db.FindUserByID(context.Background(), id)
	must(t, err)
	return u
}

// decodeQR reads the SVG our server draws (unit squares in a path) back
// into an image and decodes it as a scanner would.
func decodeQR(t *testing.T, dataURI string) string {
	t.Helper()
	raw, err := base64.StdEncoding.DecodeString(strings.TrimPrefix(dataURI, "data:image/svg+xml;base64,"))
	must(t, err)
	svg := string(raw)
	var n int
	if _, err := fmt.Sscanf(svg[strings.Index(svg, "viewBox=")+len(`viewBox="0 0 `):], "%d", &n); err != nil {
		t.Fatalf("viewBox: %v", err)
	}
	const scale = 4
	img := image.NewGray(image.Rect(0, 0, n*scale, n*scale))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	d := svg[strings.Index(svg, ` d="`)+4:]
	d = d[:strings.Index(d, `"`)]
	for _, cmd := range strings.Split(d, "z") {
		var x, y int
		if cmd == "" {
			continue
		}
		if _, err := fmt.Sscanf(cmd, "M%d %dh1v1h-1", &x, &y); err != nil {
			t.Fatalf("path %q: %v", cmd, err)
		}
		for dy := 0; dy < scale; dy++ {
			for dx := 0; dx < scale; dx++ {
				img.SetGray(x*scale+dx, y*scale+dy, color.Gray{})
			}
		}
	}
	bmp, err := gozxing.NewBinaryBitmapFromImage(img)
	must(t, err)
	res, err := gozxingqr.NewQRCodeReader().Decode(bmp, nil)
	if err != nil {
		t.Fatalf("decode: %v", err)
	}
	return res.GetText()
}
