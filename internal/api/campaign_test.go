package api_test

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func TestCampaignAPI(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		srv, id := newServer(t, db)
		ctx := core.SystemContext(context.Background())
		svc := service.New(service.Deps{Store: db, Clock: func() time.Time { return now }})
		admin := &core.User{Email: "ada@example.org", FirstName: "Ada", LastName: "Admin", AdminLevel: 1}
		must(t, svc.Users.CreateUser(ctx, admin))
		other := &core.User{Email: "olga@example.org", FirstName: "Olga", LastName: "Other"}
		must(t, svc.Users.CreateUser(ctx, other))
		must(t, svc.Lofts.SetPermission(ctx, &core.Permission{UserID: other.ID, LoftID: id.mileLoft, IsMerchant: true, IsActive: true}))
		f := fmt.Sprintf
		merchant, otherMerchant, fancier, adm := token(id.merchant), token(other.ID), token(id.fancier), token(admin.ID)

		camp := &core.Campaign{LoftID: &id.loft, Name: "Spring", PercentBP: 1500, AppliesTo: []core.DiscountTarget{core.DiscountEntryFees}}
		must(t, svc.Campaigns.CreateCampaign(ctx, camp))
		desert := &core.Campaign{LoftID: &id.mileLoft, Name: "Desert", PercentBP: 1000, AppliesTo: []core.DiscountTarget{core.DiscountEntryFees}}
		must(t, svc.Campaigns.CreateCampaign(ctx, desert))
		_, err := svc.Campaigns.SetPromoCode(ctx, desert.ID, "DESERT26")
		must(t, err)

		loftList := f("/api/custom/v1/merchant/lofts/%d/campaigns", id.loft)
		one := f("/api/custom/v1/merchant/campaigns/%d", camp.ID)
		good := `{"name": "Autumn", "percent_bp": 1250, "applies_to": ["entry_fees", "activations"], "max_uses": 100,
			"starts_at": "2026-03-01T00:00:00Z", "ends_at": "2026-04-01T00:00:00Z"}`

		t.Run("CreateLoftCampaign", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "201", method: http.MethodPost, url: loftList, header: merchant, body: good, wantStatus: 201,
					want: obj{"name": "Autumn", "percent_bp": 1250, "loft_id": id.loft, "applies_to.#": 2, "max_uses": 100, "uses": 0}},
				{name: "201AmountOff", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 201,
					body: `{"name": "Five off", "amount_off": 500, "currency": "EUR", "applies_to": ["entry_fees"]}`,
					want: obj{"amount_off": 500, "currency": "EUR", "percent_bp": 0}},
				{name: "400BadPercent", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 400, wantField: "percent_bp",
					body: `{"name": "Too much", "percent_bp": 10001, "applies_to": ["entry_fees"]}`},
				{name: "400PercentAndAmount", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 400, wantField: "percent_bp",
					body: `{"name": "Both", "percent_bp": 100, "amount_off": 100, "currency": "EUR", "applies_to": ["entry_fees"]}`},
				{name: "400NoTarget", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 400, wantField: "applies_to",
					body: `{"name": "None", "percent_bp": 100, "applies_to": []}`},
				{name: "400UnknownTarget", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 400, wantField: "applies_to",
					body: `{"name": "None", "percent_bp": 100, "applies_to": ["everything"]}`},
				{name: "400EndsBeforeStart", method: http.MethodPost, url: loftList, header: merchant, wantStatus: 400, wantField: "ends_at",
					body: `{"name": "Back", "percent_bp": 100, "applies_to": ["entry_fees"], "starts_at": "2026-04-01T00:00:00Z", "ends_at": "2026-03-01T00:00:00Z"}`},
				{name: "401", method: http.MethodPost, url: loftList, body: good, wantStatus: 401},
				{name: "403OtherLoftsMerchant", method: http.MethodPost, url: loftList, header: otherMerchant, body: good, wantStatus: 403},
				{name: "403Fancier", method: http.MethodPost, url: loftList, header: fancier, body: good, wantStatus: 403},
				{name: "200List", url: loftList, header: merchant, wantStatus: 200, want: obj{"#": 3, "0.name": "Five off", "2.name": "Spring"}},
				{name: "403ListOtherLoftsMerchant", url: loftList, header: otherMerchant, wantStatus: 403},
			})
		})

		t.Run("ServiceCampaigns", func(t *testing.T) {
			url := "/api/custom/v1/admin/campaigns"
			body := `{"name": "Welcome", "percent_bp": 2000, "applies_to": ["store_items"]}`
			run(t, srv, []scenario{
				{name: "201Admin", method: http.MethodPost, url: url, header: adm, body: body, wantStatus: 201, want: obj{"name": "Welcome"},
					wantAbsent: []string{"loft_id"}},
				{name: "200Admin", url: url, header: adm, wantStatus: 200, want: obj{"#": 1}},
				{name: "403Merchant", method: http.MethodPost, url: url, header: merchant, body: body, wantStatus: 403},
				{name: "403MerchantReads", url: url, header: merchant, wantStatus: 403},
				{name: "200AdminReadsALoft", url: loftList, header: adm, wantStatus: 200, want: obj{"#": 3}},
			})
		})

		t.Run("UpdateCampaign", func(t *testing.T) {
			run(t, srv, []scenario{
				{name: "200", method: http.MethodPut, url: one, header: merchant, wantStatus: 200,
					body: `{"name": "Spring sale", "percent_bp": 1500, "applies_to": ["entry_fees"]}`, want: obj{"name": "Spring sale", "loft_id": id.loft}},
				{name: "400", method: http.MethodPut, url: one, header: merchant, wantStatus: 400, wantField: "name",
					body: `{"name": " ", "percent_bp": 1500, "applies_to": ["entry_fees"]}`},
				{name: "403OtherLoftsMerchant", method: http.MethodPut, url: one, header: otherMerchant, wantStatus: 403,
					body: `{"name": "Mine", "percent_bp": 1500, "applies_to": ["entry_fees"]}`},
				{name: "403OtherLoftsMerchantReads", url: one, header: otherMerchant, wantStatus: 403},
				{name: "404", url: "/api/custom/v1/merchant/campaigns/99999", header: merchant, wantStatus: 404},
			})
		})

		t.Run("CouponsAndPromoCode", func(t *testing.T) {
			coupons, csvURL, promo := one+"/coupons", one+"/coupons.csv", one+"/promo-code"
			run(t, srv, []scenario{
				{name: "201Coupons", method: http.MethodPost, url: coupons, header: merchant, body: `{"count": 3}`, wantStatus: 201,
					want: obj{"created": 3, "campaign.coupons": 3, "campaign.coupons_used": 0}},
				{name: "400NoCoupons", method: http.MethodPost, url: coupons, header: merchant, body: `{"count": 0}`, wantStatus: 400,
					wantField: "count", want: obj{"message": core.MsgCouponBatch}},
				{name: "400TooMany", method: http.MethodPost, url: coupons, header: merchant, body: `{"count": 1001}`, wantStatus: 400, wantField: "count"},
				{name: "403CouponsOtherLoftsMerchant", method: http.MethodPost, url: coupons, header: otherMerchant, body: `{"count": 3}`, wantStatus: 403},
				{name: "200CSV", url: csvURL, header: merchant, wantStatus: 200, wantText: []string{"code,used,used_at\n", ",false,\n"}},
				{name: "403CSVOtherLoftsMerchant", url: csvURL, header: otherMerchant, wantStatus: 403},
				{name: "403CSVFancier", url: csvURL, header: fancier, wantStatus: 403},
				{name: "200Promo", method: http.MethodPut, url: promo, header: merchant, body: `{"code": "spring-26"}`, wantStatus: 200,
					want: obj{"promo_code": "SPRING26"}},
				{name: "400PromoShape", method: http.MethodPut, url: promo, header: merchant, body: `{"code": "x!"}`, wantStatus: 400,
					wantField: "code", want: obj{"message": core.MsgPromoCode}},
				{name: "400PromoOfAnotherLoft", method: http.MethodPut, url: promo, header: merchant, body: `{"code": "DESERT26"}`, wantStatus: 400,
					wantField: "code", want: obj{"message": core.MsgCodeTaken}},
				{name: "403PromoOtherLoftsMerchant", method: http.MethodPut, url: promo, header: otherMerchant, body: `{"code": "MINE26"}`, wantStatus: 403},
				{name: "200PromoKept", url: one, header: merchant, wantStatus: 200, want: obj{"promo_code": "SPRING26", "coupons": 3}},
			})
			_, codes, err := svc.Campaigns.Coupons(ctx, camp.ID)
			must(t, err)
			run(t, srv, []scenario{
				{name: "200CSVCodes", url: csvURL, header: merchant, wantStatus: 200, wantNoText: []string{"\n,false"},
					wantText: []string{"code,used,used_at\n" + codes[0].Display() + ",false,\n" + codes[1].Display() + ",false,\n" + codes[2].Display() + ",false,\n"}},
			})
		})

		t.Run("RegistrationWithCode", func(t *testing.T) {
			_, err := svc.Seasons.ChangeSeasonState(ctx, id.season, core.SeasonInProgress, true)
			must(t, err)
			quote := f("/api/custom/v1/user/seasons/%d/discount", id.season)
			pos := f(`"positions": [{"product_id": %d, "quantity": 1}]`, id.product)
			order := f(`{"season_id": %d, "team_id": %d, "city": "Arnhem", "street": "Duivenweg 1", "zipcode": "6811", %s`, id.season, id.team, pos)
			run(t, srv, []scenario{
				// 15 % of 400.00 is 60.00.
				{name: "200Quote", method: http.MethodPost, url: quote, header: fancier, body: `{"code": "spring 26", ` + pos + `}`, wantStatus: 200,
					want: obj{"discount": 6000, "total": 34000, "campaign_name": "Spring sale", "positions.0.discount": 6000, "currency": "EUR"}},
				{name: "400QuoteCodeOfAnotherLoft", method: http.MethodPost, url: quote, header: fancier, body: `{"code": "DESERT26", ` + pos + `}`,
					wantStatus: 400, wantField: "code", want: obj{"message": core.MsgCodeElsewhere}},
				{name: "400QuoteUnknown", method: http.MethodPost, url: quote, header: fancier, body: `{"code": "NOSUCH", ` + pos + `}`,
					wantStatus: 400, wantField: "code", want: obj{"message": core.MsgCouponUsedOrEnded}},
				{name: "401Quote", method: http.MethodPost, url: quote, body: `{"code": "SPRING26", ` + pos + `}`, wantStatus: 401},
				{name: "201Order", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier, body: order + `, "code": "SPRING26"}`,
					wantStatus: 201, want: obj{"total": 34000, "discount": 6000, "discount_name": "Spring sale", "order_positions.0.discount": 6000,
						"order_positions.0.amount": 40000}},
				{name: "400SecondOrder", method: http.MethodPost, url: "/api/custom/v1/user/orders", header: fancier, body: order + `, "code": "SPRING26"}`,
					wantStatus: 400, wantField: "code", want: obj{"message": core.MsgPromotionAlreadyRedeemed}},
				{name: "200Uses", url: one, header: merchant, wantStatus: 200, want: obj{"uses": 1}},
			})
		})
	})
}
