package core_test

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"regexp"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

var couponRe = regexp.MustCompile(`^[2-9A-HJKMNP-Z]{12}$`)

func TestNewCouponCode(t *testing.T) {
	t.Run("OKRandom", func(t *testing.T) {
		seen := map[string]bool{}
		for range 1000 {
			code, err := core.NewCouponCode(rand.Reader)
			if err != nil || !couponRe.MatchString(code) {
				t.Fatalf("got %q, %v; want 12 characters of the alphabet", code, err)
			}
			if seen[code] {
				t.Fatalf("code %s drawn twice", code)
			}
			seen[code] = true
		}
	})
	t.Run("OKSkipsBiasedBytes", func(t *testing.T) {
		// 248 and above are thrown away; 0 is '2', 30 is 'Z'.
		src := append(bytes.Repeat([]byte{255, 248}, 3), append(bytes.Repeat([]byte{0}, 11), 30)...)
		got, err := core.NewCouponCode(bytes.NewReader(src))
		if err != nil || got != "22222222222Z" {
			t.Errorf("got %q, %v; want 22222222222Z", got, err)
		}
	})
	t.Run("ErrShortRandom", func(t *testing.T) {
		if _, err := core.NewCouponCode(bytes.NewReader([]byte{1, 2})); err == nil {
			t.Error("got nil, want an error")
		}
	})
	t.Run("OKDisplayGrouped", func(t *testing.T) {
		c := core.CampaignCode{Code: "ABCDEFGHJKMN", Kind: core.CodeCoupon}
		if got := c.Display(); got != "ABCD-EFGH-JKMN" {
			t.Errorf("got %q, want ABCD-EFGH-JKMN", got)
		}
		p := core.CampaignCode{Code: "SUMMER26", Kind: core.CodePromo}
		if got := p.Display(); got != "SUMMER26" {
			t.Errorf("got %q, want SUMMER26", got)
		}
	})
}

func TestNormalizeCampaignCode(t *testing.T) {
	for in, want := range map[string]string{
		"summer-26":         "SUMMER26",
		" abcd efgh-jkmn ":  "ABCDEFGHJKMN",
		"SUMMER26":          "SUMMER26",
		"sum\u00a0mer\t26 ": "SUMMER26",
		"":                  "",
	} {
		if got := core.NormalizeCampaignCode(in); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

func TestCheckPromoCode(t *testing.T) {
	for code, ok := range map[string]bool{
		"SUMMER26": true, "ABCD": true, "ABC": false, "SOMMERÄ": false, "SUMMER_26": false, "": false,
		"ABCDEFGHIJKLMNOPQRSTUVWXYZ012345": true, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456": false,
	} {
		err := core.CheckPromoCode(code)
		if (err == nil) != ok || err != nil && core.ErrorMessage(err) != core.MsgPromoCode {
			t.Errorf("%q: got %v, want ok=%v", code, err, ok)
		}
	}
}

func TestCheckoutLines(t *testing.T) {
	pos := func(name string, q int, amount, off int64) *core.OrderPosition {
		return &core.OrderPosition{Name: name, Quantity: q, Amount: amount, Discount: off}
	}
	for _, tt := range []struct {
		name string
		in   []*core.OrderPosition
		want string
	}{
		{"OKNoDiscount", []*core.OrderPosition{pos("Entry", 2, 4000, 0)}, "[{Entry 4000 2}]"},
		// 10 % of 2 × 40.00 is 8.00: 36.00 each.
		{"OKEvenSplit", []*core.OrderPosition{pos("Entry", 2, 4000, 800)}, "[{Entry 3600 2}]"},
		// 8.99 off 3 × 19.99 (59.97) leaves 50.98, which does not split
		// into three: one line of the whole.
		{"OKOneLineWhenUneven", []*core.OrderPosition{pos("Entry", 3, 1999, 899)}, "[{Entry × 3 5098 1}]"},
		{"OKFreeLineLeftOut", []*core.OrderPosition{pos("Entry", 1, 4000, 4000), pos("Reserve", 1, 500, 0)}, "[{Reserve 500 1}]"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got := core.CheckoutLines(tt.in)
			var sum, want int64
			for _, l := range got {
				sum += l.Amount * int64(l.Quantity)
			}
			for _, p := range tt.in {
				want += p.Due()
			}
			if fmt.Sprint(got) != tt.want || sum != want {
				t.Errorf("got %v (sum %d), want %s (sum %d)", got, sum, tt.want, want)
			}
		})
	}
}
