package core_test

import (
	"bytes"
	"crypto/rand"
	"math"
	"regexp"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

var giftCodeRe = regexp.MustCompile(`^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){4}$`)

func TestGiftCardAlphabet(t *testing.T) {
	if strings.ContainsAny(core.GiftCardAlphabet, "0O1IL") {
		t.Errorf("alphabet %q holds a look-alike", core.GiftCardAlphabet)
	}
	if bits := float64(core.GiftCardCodeLength) * math.Log2(float64(len(core.GiftCardAlphabet))); bits < 80 {
		t.Errorf("got %.1f bits, want at least 80", bits)
	}
	if core.GiftCardCodeLength < 16 {
		t.Errorf("got %d characters, want at least 16", core.GiftCardCodeLength)
	}
}

func TestNewGiftCardCode(t *testing.T) {
	t.Run("OKRandom", func(t *testing.T) {
		seen := map[string]bool{}
		for range 1000 {
			code, err := core.NewGiftCardCode(rand.Reader)
			if err != nil || !giftCodeRe.MatchString(code) {
				t.Fatalf("got %q, %v; want a code like ABCD-EFGH-JKMN-PQRS-TUVW", code, err)
			}
			if seen[code] {
				t.Fatalf("code %s drawn twice", code)
			}
			seen[code] = true
		}
	})
	t.Run("OKByteToCharacter", func(t *testing.T) {
		// 0…19 are the alphabet's first 20 characters; 31 wraps to its
		// first; 248 and 255 would favour the first 8 and are thrown away.
		in := []byte{31, 248, 1, 2, 3, 255, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 30}
		got, err := core.NewGiftCardCode(bytes.NewReader(in))
		if want := "2345-6789-ABCD-EFGH-JKMN"; err != nil || got != want {
			t.Errorf("got %q, %v; want %q", got, err, want)
		}
	})
	t.Run("ErrShortRandom", func(t *testing.T) {
		if got, err := core.NewGiftCardCode(bytes.NewReader(make([]byte, 10))); err == nil {
			t.Errorf("got %q, want an error", got)
		}
	})
}

func TestNormalizeGiftCardCode(t *testing.T) {
	for _, tt := range []struct {
		name, in, want string // want "": refused
	}{
		{"OKAsPrinted", "ABCD-EFGH-JKMN-PQRS-TUVW", "ABCD-EFGH-JKMN-PQRS-TUVW"},
		{"OKLowerCase", "abcd-efgh-jkmn-pqrs-tuvw", "ABCD-EFGH-JKMN-PQRS-TUVW"},
		{"OKNoDashes", "ABCDEFGHJKMNPQRSTUVW", "ABCD-EFGH-JKMN-PQRS-TUVW"},
		{"OKSpaces", "  abcd efgh jkmn pqrs tuvw ", "ABCD-EFGH-JKMN-PQRS-TUVW"},
		{"OKDashesAnywhere", "AB-CDEF-GHJKM-NPQRSTU-VW", "ABCD-EFGH-JKMN-PQRS-TUVW"},
		{"ErrShort", "ABCD-EFGH-JKMN-PQRS", ""},
		{"ErrLong", "ABCD-EFGH-JKMN-PQRS-TUVW-X", ""},
		{"ErrZero", "0BCD-EFGH-JKMN-PQRS-TUVW", ""},
		{"ErrLetterO", "OBCD-EFGH-JKMN-PQRS-TUVW", ""},
		{"ErrOne", "1BCD-EFGH-JKMN-PQRS-TUVW", ""},
		{"ErrLetterL", "LBCD-EFGH-JKMN-PQRS-TUVW", ""},
		{"ErrPunctuation", "ABCD.EFGH.JKMN.PQRS.TUVW", ""},
		{"ErrNonASCII", "ÄBCD-EFGH-JKMN-PQRS-TUV", ""},
		{"ErrEmpty", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			got, err := core.NormalizeGiftCardCode(tt.in)
			if tt.want == "" {
				if msg := invalidMessage(t, err, "code"); msg != core.MsgGiftCardInvalid {
					t.Errorf("got %q, %v; want %q", got, err, core.MsgGiftCardInvalid)
				}
				return
			}
			if err != nil || got != tt.want {
				t.Errorf("got %q, %v; want %q", got, err, tt.want)
			}
		})
	}
}

func TestSpend(t *testing.T) {
	for _, tt := range []struct {
		name                string
		balance, due        int64
		wantSpent, wantLeft int64
	}{
		{"OKPartOfCard", 5000, 1999, 1999, 3001}, // 50.00 card pays 19.99, keeps 30.01
		{"OKWholeCard", 1000, 1999, 1000, 0},     // 10.00 card pays 10.00 of 19.99; 9.99 left to pay
		{"OKExactly", 1999, 1999, 1999, 0},
		{"OKNothingDue", 5000, 0, 0, 5000},
		{"OKEmptyCard", 0, 1999, 0, 0},
		{"OKNegativeDue", 5000, -100, 0, 5000},
		{"OKNegativeBalance", -100, 1999, 0, 0},
	} {
		t.Run(tt.name, func(t *testing.T) {
			spent, left := core.Spend(tt.balance, tt.due)
			if spent != tt.wantSpent || left != tt.wantLeft {
				t.Errorf("got %d, %d; want %d, %d", spent, left, tt.wantSpent, tt.wantLeft)
			}
		})
	}
	t.Run("OKAcrossOrders", func(t *testing.T) {
		// 50.00 over orders of 19.99, 19.99 and 19.99: 19.99, 19.99, 10.02.
		balance, paid := int64(5000), []int64{}
		for range 3 {
			var spent int64
			spent, balance = core.Spend(balance, 1999)
			paid = append(paid, spent)
		}
		if paid[0] != 1999 || paid[1] != 1999 || paid[2] != 1002 || balance != 0 {
			t.Errorf("got %v, left %d; want [1999 1999 1002], left 0", paid, balance)
		}
	})
}

func TestGiftCardCheckUse(t *testing.T) {
	loft, other := int64(7), int64(8)
	card := &core.GiftCard{LoftID: &loft, Currency: core.EUR, Amount: 5000, Balance: 1200}
	service := &core.GiftCard{Currency: core.USD, Amount: 5000, Balance: 5000}
	spent := &core.GiftCard{LoftID: &loft, Currency: core.EUR, Amount: 5000, Balance: 0}
	for _, tt := range []struct {
		name     string
		card     *core.GiftCard
		seller   *int64
		currency core.Currency
		wantErr  bool
	}{
		{"OKSameLoft", card, &loft, core.EUR, false},
		{"OKService", service, nil, core.USD, false},
		{"ErrOtherLoft", card, &other, core.EUR, true},
		{"ErrLoftCardAtService", card, nil, core.EUR, true},
		{"ErrServiceCardAtLoft", service, &loft, core.USD, true},
		{"ErrCurrency", card, &loft, core.USD, true},
		{"ErrSpent", spent, &loft, core.EUR, true},
		{"ErrNoCard", nil, &loft, core.EUR, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := tt.card.CheckUse(tt.seller, tt.currency)
			want := ""
			if tt.wantErr {
				want = core.MsgGiftCardInvalid
			}
			if got := invalidMessage(t, err, "code"); got != want {
				t.Errorf("got %v, want %q", err, want)
			}
		})
	}
}
