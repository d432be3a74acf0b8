package service_test

import (
	"context"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// campaignOf is a percentage-off campaign of the loft on lines of to.
func campaignOf(loftID *int64, bp int, to ...core.DiscountTarget) *core.Campaign {
	return &core.Campaign{LoftID: loftID, Name: "Spring", PercentBP: bp, AppliesTo: to}
}

func newUser(t *testing.T, svc *service.Service, email string) *core.User {
	t.Helper()
	u := &core.User{Email: email, FirstName: "U", LastName: email}
	must(t, svc.Users.CreateUser(core.SystemContext(context.Background()), u))
	return u
}

func TestCampaignStaff(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		w := newWorld(t, db)
		sys := core.SystemContext(context.Background())
		other := &core.Loft{Name: "Other", Unit: core.Kilometre, Country: "de", Type: &core.LoftType{Package: core.PackageBasic},
			Addresses: []*core.LoftAddress{{City: "A", Street: "B 1", Zipcode: "1"}}}
		must(t, w.svc.Lofts.CreateLoft(sys, other))
		otherMerchant := newUser(t, w.svc, "om@example.org")
		must(t, w.svc.Lofts.SetPermission(sys, &core.Permission{UserID: otherMerchant.ID, LoftID: other.ID, IsMerchant: true, IsActive: true}))
		otherMerchant, _ = db.FindUserByID(sys, otherMerchant.ID)

		c := campaignOf(&w.loft.ID, 1500, core.DiscountEntryFees)
		c.Name = "  Spring  "
		must(t, w.svc.Campaigns.CreateCampaign(w.as(w.merchant), c))
		if c.ID == 0 || c.Name != "Spring" || c.CreatedBy == nil || *c.CreatedBy != w.merchant.ID {
			t.Fatalf("got %+v", c)
		}
		t.Run("ErrOtherLoftsMerchant", func(t *testing.T) {
			wantErr(t, w.svc.Campaigns.CreateCampaign(w.as(otherMerchant), campaignOf(&w.loft.ID, 1000, core.DiscountEntryFees)), core.EFORBIDDEN, "")
			_, err := w.svc.Campaigns.FindCampaigns(w.as(otherMerchant), &w.loft.ID)
			wantErr(t, err, core.EFORBIDDEN, "")
			_, err = w.svc.Campaigns.GenerateCoupons(w.as(otherMerchant), c.ID, 5)
			wantErr(t, err, core.EFORBIDDEN, "")
			_, err = w.svc.Campaigns.UpdateCampaign(w.as(otherMerchant), c.ID, campaignOf(nil, 100, core.DiscountEntryFees))
			wantErr(t, err, core.EFORBIDDEN, "")
		})
		t.Run("ErrFancier", func(t *testing.T) {
			wantErr(t, w.svc.Campaigns.CreateCampaign(w.as(w.fancier), campaignOf(&w.loft.ID, 1000, core.DiscountEntryFees)), core.EFORBIDDEN, "")
		})
		t.Run("ErrMerchantForTheService", func(t *testing.T) {
			wantErr(t, w.svc.Campaigns.CreateCampaign(w.as(w.merchant), campaignOf(nil, 1000, core.DiscountStoreItems)), core.EFORBIDDEN, "")
		})
		t.Run("ErrVisitor", func(t *testing.T) {
			wantErr(t, w.svc.Campaigns.CreateCampaign(context.Background(), campaignOf(&w.loft.ID, 1000, core.DiscountEntryFees)), core.EUNAUTHORIZED, "")
		})
		t.Run("ErrBadPercent", func(t *testing.T) {
			err := w.svc.Campaigns.CreateCampaign(w.as(w.merchant), campaignOf(&w.loft.ID, 10001, core.DiscountEntryFees))
			wantErr(t, err, core.EINVALID, "")
			if e := err.(*core.Error); len(e.Fields["percent"]) == 0 {
				t.Fatalf("got %v, want an error on percent", e.Fields)
			}
		})
		t.Run("OKAdminForTheService", func(t *testing.T) {
			must(t, w.svc.Campaigns.CreateCampaign(sys, campaignOf(nil, 1000, core.DiscountStoreItems)))
			list, err := w.svc.Campaigns.FindCampaigns(sys, nil)
			must(t, err)
			if len(list) != 1 || list[0].LoftID != nil {
				t.Fatalf("got %+v, want the service's one campaign", list)
			}
		})
		t.Run("OKUpdate", func(t *testing.T) {
			upd := &core.Campaign{Name: "Spring sale", AmountOff: 500, Currency: core.EUR, AppliesTo: []core.DiscountTarget{core.DiscountEntryFees},
				MaxUses: ptr(3)}
			got, err := w.svc.Campaigns.UpdateCampaign(w.as(w.merchant), c.ID, upd)
			must(t, err)
			read, _ := w.svc.Campaigns.FindCampaign(w.as(w.merchant), c.ID)
			if got.PercentBP != 0 || read.AmountOff != 500 || read.Name != "Spring sale" || *read.MaxUses != 3 || *read.LoftID != w.loft.ID {
				t.Fatalf("got %+v", read)
			}
		})
		t.Run("CouponsAndPromoCode", func(t *testing.T) {
			ctx := w.as(w.merchant)
			_, err := w.svc.Campaigns.GenerateCoupons(ctx, c.ID, 1001)
			wantErr(t, err, core.EINVALID, core.MsgCouponBatch)
			codes, err := w.svc.Campaigns.GenerateCoupons(ctx, c.ID, 1000)
			must(t, err)
			if len(codes) != 1000 || codes[0].ID == 0 {
				t.Fatalf("got %d codes", len(codes))
			}
			_, err = w.svc.Campaigns.SetPromoCode(ctx, c.ID, "sp")
			wantErr(t, err, core.EINVALID, core.MsgPromoCode)
			got, err := w.svc.Campaigns.SetPromoCode(ctx, c.ID, "spring-26")
			must(t, err)
			if got.PromoCode != "SPRING26" {
				t.Fatalf("got %q", got.PromoCode)
			}
			// Another loft's campaign cannot take it, nor a coupon's code.
			oc := campaignOf(&other.ID, 1000, core.DiscountEntryFees)
			must(t, w.svc.Campaigns.CreateCampaign(w.as(otherMerchant), oc))
			_, err = w.svc.Campaigns.SetPromoCode(w.as(otherMerchant), oc.ID, "SPRING26")
			wantErr(t, err, core.EINVALID, core.MsgCodeTaken)
			_, err = w.svc.Campaigns.SetPromoCode(w.as(otherMerchant), oc.ID, codes[0].Display())
			wantErr(t, err, core.EINVALID, core.MsgCodeTaken)
			// Replaced, then set back.
			_, err = w.svc.Campaigns.SetPromoCode(ctx, c.ID, "SUMMER26")
			must(t, err)
			_, err = w.svc.Campaigns.SetPromoCode(ctx, c.ID, "SPRING26")
			must(t, err)
			list, err := w.svc.Campaigns.FindCampaigns(ctx, &w.loft.ID)
			must(t, err)
			if len(list) != 1 || list[0].Coupons != 1000 || list[0].PromoCode != "SPRING26" || list[0].Uses != 0 {
				t.Fatalf("got %+v", list)
			}
		})
	})
}

// redeemWorld is a loft with a campaign of 15 % off entry fees and store
// items, 2 coupons and the promotional code SPRING26.
type redeemWorld struct {
	*world
	camp    *core.Campaign
	coupons []*core.CampaignCode
	clock   *time.Time
}

func newRedeemWorld(t *testing.T, db *store.DB) *redeemWorld {
	t.Helper()
	w := newWorld(t, db)
	now := fixedNow
	r := &redeemWorld{world: w, clock: &now}
	w.svc = service.New(service.Deps{Store: db, Clock: func() time.Time { return *r.clock }})
	ctx := w.as(w.merchant)
	r.camp = campaignOf(&w.loft.ID, 1500, core.DiscountEntryFees, core.DiscountStoreItems)
	start, end := fixedNow.Add(-time.Hour), fixedNow.Add(24*time.Hour)
	r.camp.StartsAt, r.camp.EndsAt = &start, &end
	must(t, w.svc.Campaigns.CreateCampaign(ctx, r.camp))
	var err error
	r.coupons, err = w.svc.Campaigns.GenerateCoupons(ctx, r.camp.ID, 2)
	must(t, err)
	_, err = w.svc.Campaigns.SetPromoCode(ctx, r.camp.ID, "SPRING26")
	must(t, err)
	return r
}

var storeOrders = struct {
	sync.Mutex
	n int64
}{}

// req redeems code for user on a new store order of the loft.
func (r *redeemWorld) req(code string, userID int64, lines ...core.DiscountLine) service.RedeemRequest {
	storeOrders.Lock()
	defer storeOrders.Unlock()
	storeOrders.n++
	return service.RedeemRequest{Code: code, UserID: userID, SellerLoftID: &r.loft.ID, Lines: lines, StoreOrderID: storeOrders.n}
}

func eur(t core.DiscountTarget, cents int64) core.DiscountLine {
	return core.DiscountLine{Target: t, Amount: cents, Currency: core.EUR}
}

func TestRedeem(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRedeemWorld(t, db)
		ctx := context.Background()
		c := r.svc.Campaigns
		fay, ute, vic := r.fancier.ID, newUser(t, r.svc, "ute@example.org").ID, newUser(t, r.svc, "vic@example.org").ID

		t.Run("OKWorkedNumbers", func(t *testing.T) {
			// 15 % of 19.99 is 2.9985 → 3.00; of 40.00 6.00; the activation is
			// not a target of the campaign.
			q, err := c.Quote(ctx, "spring-26", fay, &r.loft.ID, []core.DiscountLine{eur(core.DiscountStoreItems, 1999),
				eur(core.DiscountActivations, 500), eur(core.DiscountEntryFees, 4000)})
			must(t, err)
			if fmt.Sprint(q.Off) != "[300 0 600]" || q.Total != 900 || q.CampaignName != "Spring" || q.CampaignID != r.camp.ID {
				t.Fatalf("got %+v", q)
			}
			got, err := c.Redeem(ctx, r.req("spring26", fay, eur(core.DiscountStoreItems, 1999), eur(core.DiscountActivations, 500),
				eur(core.DiscountEntryFees, 4000)))
			must(t, err)
			if fmt.Sprint(got.Off) != "[300 0 600]" || got.Total != 900 {
				t.Fatalf("got %+v", got)
			}
		})
		t.Run("ErrSecondCodeOfTheCampaign", func(t *testing.T) {
			_, err := c.Redeem(ctx, r.req(r.coupons[0].Code, fay, eur(core.DiscountStoreItems, 1999)))
			wantErr(t, err, core.EINVALID, core.MsgPromotionAlreadyRedeemed)
			_, err = c.Quote(ctx, "SPRING26", fay, &r.loft.ID, []core.DiscountLine{eur(core.DiscountStoreItems, 1999)})
			wantErr(t, err, core.EINVALID, core.MsgPromotionAlreadyRedeemed)
		})
		t.Run("ErrUsedCoupon", func(t *testing.T) {
			_, err := c.Redeem(ctx, r.req(r.coupons[0].Display(), ute, eur(core.DiscountStoreItems, 1000)))
			must(t, err)
			_, err = c.Redeem(ctx, r.req(r.coupons[0].Code, vic, eur(core.DiscountStoreItems, 1000)))
			wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
		})
		t.Run("ErrUnknownCode", func(t *testing.T) {
			_, err := c.Redeem(ctx, r.req("NOSUCHCODE", vic, eur(core.DiscountStoreItems, 1000)))
			wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
		})
		t.Run("ErrOtherSeller", func(t *testing.T) {
			req := r.req("SPRING26", vic, eur(core.DiscountStoreItems, 1000))
			req.SellerLoftID = nil
			_, err := c.Redeem(ctx, req)
			wantErr(t, err, core.EINVALID, core.MsgCodeElsewhere)
		})
		t.Run("ErrNothingEligible", func(t *testing.T) {
			_, err := c.Redeem(ctx, r.req("SPRING26", vic, eur(core.DiscountActivations, 1000)))
			wantErr(t, err, core.EINVALID, core.MsgCodeNoLines)
		})
		t.Run("ErrRetiredPromoCode", func(t *testing.T) {
			_, err := c.SetPromoCode(r.as(r.merchant), r.camp.ID, "SUMMER26")
			must(t, err)
			_, err = c.Redeem(ctx, r.req("SPRING26", vic, eur(core.DiscountStoreItems, 1000)))
			wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
			_, err = c.SetPromoCode(r.as(r.merchant), r.camp.ID, "SPRING26")
			must(t, err)
		})
		t.Run("ErrEnded", func(t *testing.T) {
			*r.clock = r.camp.EndsAt.Add(0)
			defer func() { *r.clock = fixedNow }()
			_, err := c.Redeem(ctx, r.req("SPRING26", vic, eur(core.DiscountStoreItems, 1000)))
			wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
		})
		t.Run("ErrNotStarted", func(t *testing.T) {
			*r.clock = r.camp.StartsAt.Add(-time.Second)
			defer func() { *r.clock = fixedNow }()
			_, err := c.Redeem(ctx, r.req("SPRING26", vic, eur(core.DiscountStoreItems, 1000)))
			wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
		})
		t.Run("ErrMaxUses", func(t *testing.T) {
			upd := *r.camp
			upd.MaxUses = ptr(2) // fay and ute used it
			_, err := c.UpdateCampaign(r.as(r.merchant), r.camp.ID, &upd)
			must(t, err)
			_, err = c.Redeem(ctx, r.req("SPRING26", vic, eur(core.DiscountStoreItems, 1000)))
			wantErr(t, err, core.EINVALID, core.MsgCouponUsedOrEnded)
			upd.MaxUses = nil
			_, err = c.UpdateCampaign(r.as(r.merchant), r.camp.ID, &upd)
			must(t, err)
		})
		t.Run("OKAmountOffShared", func(t *testing.T) {
			// 10.00 off 19.99 and 5.00: 7.999… and 2.000… → 8.00 and 2.00.
			upd := *r.camp
			upd.PercentBP, upd.AmountOff, upd.Currency = 0, 1000, core.EUR
			_, err := c.UpdateCampaign(r.as(r.merchant), r.camp.ID, &upd)
			must(t, err)
			got, err := c.Redeem(ctx, r.req("SPRING26", vic, eur(core.DiscountStoreItems, 1999), eur(core.DiscountStoreItems, 500)))
			must(t, err)
			if fmt.Sprint(got.Off) != "[800 200]" || got.Total != 1000 {
				t.Fatalf("got %+v", got)
			}
		})
		t.Run("OKReleaseFreesTheCoupon", func(t *testing.T) {
			req := r.req(r.coupons[1].Code, newUser(t, r.svc, "wil@example.org").ID, eur(core.DiscountStoreItems, 1000))
			_, err := c.Redeem(ctx, req)
			must(t, err)
			must(t, c.Release(ctx, 0, req.StoreOrderID))
			_, err = c.Redeem(ctx, r.req(r.coupons[1].Code, req.UserID, eur(core.DiscountStoreItems, 1000)))
			must(t, err)
			_, codes, err := c.Coupons(r.as(r.merchant), r.camp.ID)
			must(t, err)
			if len(codes) != 2 || codes[0].UsedAt == nil || codes[1].UsedAt == nil || codes[0].Code != r.coupons[0].Code ||
				codes[1].Code != r.coupons[1].Code || codes[0].Kind != core.CodeCoupon {
				t.Fatalf("got %+v", codes)
			}
			list, _ := c.FindCampaigns(r.as(r.merchant), &r.loft.ID)
			if list[0].Uses != 4 || list[0].CouponsUsed != 2 {
				t.Fatalf("uses %d, coupons used %d; want 4, 2", list[0].Uses, list[0].CouponsUsed)
			}
		})
	})
}

func TestRedeemRaces(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		r := newRedeemWorld(t, db)
		c := r.svc.Campaigns
		count := func(errs []error, msg string) (ok, refused int) {
			for _, err := range errs {
				switch {
				case err == nil:
					ok++
				case core.ErrorMessage(err) == msg:
					refused++
				default:
					t.Errorf("unexpected: %v", err)
				}
			}
			return ok, refused
		}
		t.Run("OneCouponTenAccounts", func(t *testing.T) {
			var wg sync.WaitGroup
			errs := make([]error, 10)
			for i := range errs {
				req := r.req(r.coupons[0].Code, newUser(t, r.svc, fmt.Sprintf("racer%d@example.org", i)).ID, eur(core.DiscountStoreItems, 1000))
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = c.Redeem(context.Background(), req)
				}()
			}
			wg.Wait()
			if ok, refused := count(errs, core.MsgCouponUsedOrEnded); ok != 1 || refused != 9 {
				t.Fatalf("%d redeemed, %d refused; want 1, 9", ok, refused)
			}
		})
		t.Run("OneAccountTwoCodes", func(t *testing.T) {
			var wg sync.WaitGroup
			errs := make([]error, 2)
			for i, code := range []string{r.coupons[1].Code, "SPRING26"} {
				req := r.req(code, r.fancier.ID, eur(core.DiscountStoreItems, 1000))
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, errs[i] = c.Redeem(context.Background(), req)
				}()
			}
			wg.Wait()
			if ok, refused := count(errs, core.MsgPromotionAlreadyRedeemed); ok != 1 || refused != 1 {
				t.Fatalf("%d redeemed, %d refused; want 1, 1", ok, refused)
			}
		})
	})
}
