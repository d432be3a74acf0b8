package service_test

import (
	"context"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// catalog is the world with an admin, a merchant of another loft and a
// loft cap of the world's loft.
type catalog struct {
	*world
	admin, otherMerchant *core.User
	other                *core.Loft
	cap                  *core.StoreProduct
}

func newCatalog(t *testing.T, db *store.DB) *catalog {
	t.Helper()
	sys := core.SystemContext(context.Background())
	c := &catalog{world: newWorld(t, db)}
	c.admin = &core.User{Email: "a@example.org", FirstName: "Ada", LastName: "Admin", AdminLevel: 1}
	must(t, c.svc.Users.CreateUser(sys, c.admin))
	c.other = &core.Loft{Name: "Other", Unit: core.Kilometre, Country: "nl"}
	must(t, c.svc.Lofts.CreateLoft(sys, c.other))
	c.otherMerchant = &core.User{Email: "o@example.org", FirstName: "Olga", LastName: "Other"}
	must(t, c.svc.Users.CreateUser(sys, c.otherMerchant))
	must(t, c.svc.Lofts.SetPermission(sys, &core.Permission{UserID: c.otherMerchant.ID, LoftID: c.other.ID, IsMerchant: true, IsActive: true}))
	c.otherMerchant, _ = db.FindUserByID(sys, c.otherMerchant.ID)
	c.cap = &core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreItem, Name: "Loft cap", Price: 1500, Currency: core.EUR,
		Stock: ptr(3), MaxPerOrder: ptr(2), Translations: map[string]core.StoreProductText{"de": {Name: "Schirmmütze"}}}
	must(t, c.svc.Shop.CreateProduct(c.as(c.merchant), c.cap))
	return c
}

func TestCreateStoreProduct(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		c := newCatalog(t, db)
		got, err := db.FindStoreProduct(context.Background(), c.cap.ID)
		must(t, err)
		if got.NameIn("de") != "Schirmmütze" || *got.LoftID != c.loft.ID || got.Archived {
			t.Fatalf("got %+v", got)
		}
		entries, err := db.FindAuditEntries(context.Background(), "loft", c.loft.ID)
		must(t, err)
		if len(entries) == 0 || entries[0].Action != "store_product_created" {
			t.Fatalf("audit: got %+v", entries)
		}

		membership := &core.StoreProduct{Kind: core.StoreMembership, Name: "Pedigree 12", Price: 2900, Currency: core.EUR,
			MembershipMonths: 12, Unlocks: []string{"pedigree"}}
		must(t, c.svc.Shop.CreateProduct(c.as(c.admin), membership))
		if entries, _ := db.FindAuditEntries(context.Background(), "store_product", membership.ID); len(entries) != 1 {
			t.Fatalf("service product audit: got %+v", entries)
		}

		for _, tt := range []struct {
			name string
			as   *core.User
			p    core.StoreProduct
			code string
		}{
			{"ErrFancier", c.fancier, core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreItem, Name: "X", Currency: core.EUR}, core.EFORBIDDEN},
			{"ErrOtherLoftsMerchant", c.otherMerchant, core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreItem, Name: "X", Currency: core.EUR}, core.EFORBIDDEN},
			{"ErrMerchantForService", c.merchant, core.StoreProduct{Kind: core.StoreItem, Name: "X", Currency: core.EUR}, core.EFORBIDDEN},
			{"ErrVisitor", nil, core.StoreProduct{Kind: core.StoreItem, Name: "X", Currency: core.EUR}, core.EUNAUTHORIZED},
			{"ErrInvalid", c.merchant, core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreGiftCard, Name: "X", Price: 100, Currency: core.EUR}, core.EINVALID},
		} {
			t.Run(tt.name, func(t *testing.T) {
				ctx := context.Background()
				if tt.as != nil {
					ctx = c.as(tt.as)
				}
				p := tt.p
				wantErr(t, c.svc.Shop.CreateProduct(ctx, &p), tt.code, "")
			})
		}
	})
}

func TestUpdateAndArchiveStoreProduct(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		c := newCatalog(t, db)
		upd := *c.cap
		upd.Name, upd.Price, upd.Kind, upd.LoftID = "Cap", 1800, core.StoreGiftCard, &c.other.ID
		must(t, c.svc.Shop.UpdateProduct(c.as(c.merchant), &upd))
		got, _ := db.FindStoreProduct(context.Background(), c.cap.ID)
		if got.Name != "Cap" || got.Price != 1800 || got.Kind != core.StoreItem || *got.LoftID != c.loft.ID {
			t.Fatalf("kind and seller must stay: got %+v", got)
		}
		upd2 := *got
		wantErr(t, c.svc.Shop.UpdateProduct(c.as(c.otherMerchant), &upd2), core.EFORBIDDEN, "")
		wantErr(t, c.svc.Shop.UpdateProduct(c.as(c.merchant), &core.StoreProduct{ID: 9999}), core.ENOTFOUND, "")

		_, err := c.svc.Shop.SetProductArchived(c.as(c.otherMerchant), c.cap.ID, true)
		wantErr(t, err, core.EFORBIDDEN, "")
		_, err = c.svc.Shop.SetProductArchived(c.as(c.merchant), c.cap.ID, true)
		must(t, err)
		front, err := c.svc.Shop.Products(context.Background(), &c.loft.ID)
		must(t, err)
		if len(front.Products) != 0 {
			t.Fatalf("archived is shown: %+v", front.Products)
		}
		_, _, err = c.svc.Shop.Product(c.as(c.fancier), c.cap.ID)
		wantErr(t, err, core.ENOTFOUND, "")
		if _, _, err := c.svc.Shop.Product(c.as(c.merchant), c.cap.ID); err != nil {
			t.Fatalf("seller reads archived: %v", err)
		}
		all, err := c.svc.Shop.SellerProducts(c.as(c.merchant), &c.loft.ID)
		must(t, err)
		if len(all) != 1 || !all[0].Archived {
			t.Fatalf("seller list: got %+v", all)
		}
		_, err = c.svc.Shop.SellerProducts(c.as(c.fancier), &c.loft.ID)
		wantErr(t, err, core.EFORBIDDEN, "")
		_, err = c.svc.Shop.SellerProducts(c.as(c.merchant), nil)
		wantErr(t, err, core.EFORBIDDEN, "")
		if lofts, _ := c.svc.Shop.StoreLofts(context.Background()); len(lofts) != 0 {
			t.Fatalf("no store left: got %d lofts", len(lofts))
		}
		_, err = c.svc.Shop.SetProductArchived(c.as(c.merchant), c.cap.ID, false)
		must(t, err)
		if lofts, _ := c.svc.Shop.StoreLofts(context.Background()); len(lofts) != 1 || lofts[0].ID != c.loft.ID {
			t.Fatalf("store lofts: got %+v", lofts)
		}
	})
}

// TestStoreWindow: a product not on sale yet is shown with its start; one
// whose window ended is hidden, and its loft has no store any more.
func TestStoreWindow(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		c := newCatalog(t, db)
		soon := &core.StoreProduct{LoftID: &c.loft.ID, Kind: core.StoreItem, Name: "Calendar", Price: 900, Currency: core.EUR,
			AvailableFrom: ptr(fixedNow.Add(24 * time.Hour))}
		must(t, c.svc.Shop.CreateProduct(c.as(c.merchant), soon))
		past := &core.StoreProduct{LoftID: &c.other.ID, Kind: core.StoreItem, Name: "Old", Price: 900, Currency: core.EUR,
			AvailableUntil: ptr(fixedNow.Add(-time.Hour))}
		must(t, c.svc.Shop.CreateProduct(c.as(c.otherMerchant), past))
		front, err := c.svc.Shop.Products(context.Background(), &c.loft.ID)
		must(t, err)
		if len(front.Products) != 2 || front.Loft.ID != c.loft.ID {
			t.Fatalf("got %d products", len(front.Products))
		}
		front, _ = c.svc.Shop.Products(context.Background(), &c.other.ID)
		if len(front.Products) != 0 {
			t.Fatalf("ended is shown: %+v", front.Products[0])
		}
		_, _, err = c.svc.Shop.Product(context.Background(), past.ID)
		wantErr(t, err, core.ENOTFOUND, "")
		if lofts, _ := c.svc.Shop.StoreLofts(context.Background()); len(lofts) != 1 || lofts[0].ID != c.loft.ID {
			t.Fatalf("store lofts: got %+v", lofts)
		}
		_, err = c.svc.Shop.AddToCart(c.as(c.fancier), soon.ID, 1, 0)
		wantErr(t, err, core.EINVALID, core.MsgNotOnSale)
		_, err = c.svc.Shop.Products(context.Background(), ptr(int64(9999)))
		wantErr(t, err, core.ENOTFOUND, "")
	})
}

func TestProductImage(t *testing.T) {
	testutil.ForEachEngine(t, func(t *testing.T, db *store.DB) {
		c := newCatalog(t, db)
		saved := false
		save := func() (*core.File, error) { saved = true; return &core.File{Path: "store/cap.jpg"}, nil }
		_, err := c.svc.Shop.SetProductImage(c.as(c.otherMerchant), c.cap.ID, save)
		wantErr(t, err, core.EFORBIDDEN, "")
		if saved {
			t.Fatal("the upload was kept before the caller was checked")
		}
		p, err := c.svc.Shop.SetProductImage(c.as(c.merchant), c.cap.ID, save)
		must(t, err)
		if got, _ := db.FindStoreProduct(context.Background(), c.cap.ID); p.ImagePath != "store/cap.jpg" || got.ImagePath != "store/cap.jpg" {
			t.Fatalf("got %q", got.ImagePath)
		}
		// An update keeps the image.
		upd := *p
		upd.ImagePath = ""
		must(t, c.svc.Shop.UpdateProduct(c.as(c.merchant), &upd))
		if got, _ := db.FindStoreProduct(context.Background(), c.cap.ID); got.ImagePath != "store/cap.jpg" {
			t.Fatalf("after update: got %q", got.ImagePath)
		}
	})
}
