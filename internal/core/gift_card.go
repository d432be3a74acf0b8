package core

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// MsgGiftCardInvalid answers every code that cannot pay (SPEC §8): unknown,
// mistyped, spent, or of another seller or currency. One answer for all,
// so that trying codes tells nobody which ones exist.
const MsgGiftCardInvalid = "Gift card wrong or already used"

// GiftCardAlphabet is what a code is written with: capital letters and
// digits without those read as one another (0/O, 1/I/L), 31 characters.
const GiftCardAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"

// GiftCardCodeLength is 20 characters, five groups of four: log2(31) × 20 ≈
// 99 bits, beyond the 80 that no throttled guessing comes near; 16 of them
// would give only 79.
const (
	GiftCardCodeLength = 20
	giftCardGroup      = 4
)

// GiftCard is a bought card: its code, what it was worth and what is left,
// in its seller's currency; it pays only for orders of that seller.
type GiftCard struct {
	ID        int64
	Code      string // as NewGiftCardCode writes it: ABCD-EFGH-JKMN-PQRS-TUVW
	LoftID    *int64 // the seller; nil: the service
	Currency  Currency
	Amount    int64 // cents the card was bought for
	Balance   int64 // cents left
	OrderID   int64 // the order that bought it
	CreatedAt time.Time
}

// NewGiftCardCode draws a code from rand (crypto/rand.Reader in use).
// Bytes of 248 and above are thrown away so that every character is equally
// likely (248 = 8 × 31).
func NewGiftCardCode(rand io.Reader) (string, error) {
	code, err := randomCode(rand, GiftCardCodeLength)
	if err != nil {
		return "", fmt.Errorf("gift card code: %w", err)
	}
	return groupCode(code), nil
}

// randomCode draws n characters of GiftCardAlphabet from rand, each equally
// likely.
func randomCode(rand io.Reader, n int) (string, error) {
	const size = len(GiftCardAlphabet)
	const limit = 256 - 256%size // 248
	code := make([]byte, 0, n)
	buf := make([]byte, n)
	for len(code) < n {
		buf = buf[:n-len(code)] // what is still missing
		if _, err := io.ReadFull(rand, buf); err != nil {
			return "", err
		}
		for _, b := range buf {
			if int(b) < limit {
				code = append(code, GiftCardAlphabet[int(b)%size])
			}
		}
	}
	return string(code), nil
}

// groupCode writes a code in groups of four with dashes between, as people
// read it aloud or copy it.
func groupCode(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i += giftCardGroup {
		if i > 0 {
			b.WriteByte('-')
		}
		b.WriteString(s[i:min(i+giftCardGroup, len(s))])
	}
	return b.String()
}

// NormalizeGiftCardCode reads a code as people type it: lower case, with
// spaces or dashes anywhere or none, and returns it as stored. A code that
// cannot be one answers MsgGiftCardInvalid, like an unknown one.
func NormalizeGiftCardCode(s string) (string, error) {
	s = strings.Map(func(r rune) rune {
		if r == '-' || r == ' ' || r == '\t' {
			return -1
		}
		return r
	}, strings.ToUpper(strings.TrimSpace(s)))
	if len(s) != GiftCardCodeLength || strings.Trim(s, GiftCardAlphabet) != "" {
		return "", Invalid("code", MsgGiftCardInvalid)
	}
	return groupCode(s), nil
}

// CheckUse refuses a card for an order of another seller or
// currency, or with nothing left, with the one message of SPEC §8.
func (g *GiftCard) CheckUse(sellerLoftID *int64, c Currency) error {
	if g == nil || !SameSeller(g.LoftID, sellerLoftID) || g.Currency != c || g.Balance <= 0 {
		return Invalid("code", MsgGiftCardInvalid)
	}
	return nil
}

// Spend is what a card with balance pays of due, and what it keeps: all of
// due when the balance covers it, else the whole balance. Neither ever goes
// below zero; a negative balance or due counts as zero.
func Spend(balance, due int64) (spent, left int64) {
	balance, due = max(balance, 0), max(due, 0)
	spent = min(balance, due)
	return spent, balance - spent
}

// Gift-card codes tried per account and per client: each code typed at
// checkout or looked up counts, so that guessing is slow by far beyond the
// code's 99 bits while a customer with a handful of cards never notices.
var (
	GiftCardTriesPerUser   = RateLimit{Max: 20, Window: time.Hour}
	GiftCardTriesPerClient = RateLimit{Max: 60, Window: time.Hour}
)

// MsgGiftCardTries answers a code tried past the limits.
const MsgGiftCardTries = "Too many gift card codes tried. Please try again later."
