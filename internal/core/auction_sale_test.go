package core

import (
	"testing"
	"time"
)

func TestBuyerCountry(t *testing.T) {
	for _, tt := range []struct {
		name  string
		teams []string
		loft  string
		want  string
	}{
		{"OKFirstTeam", []string{"nl", "BE"}, "DE", "NL"},
		{"OKSkipsUnknownAndBlank", []string{"XX", " ", "b"}, "DE", "DE"},
		{"OKLoftWhenNoTeam", nil, "de", "DE"},
		{"OKLaterTeam", []string{"xx", "pt"}, "", "PT"},
		{"UnknownWhenNothing", nil, "", "XX"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := BuyerCountry(tt.teams, tt.loft); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestFreeTeamName(t *testing.T) {
	for _, tt := range []struct {
		name  string
		taken []string
		want  string
	}{
		{"OKFree", []string{"Ann Bidder Loft"}, "Ann Bidder"},
		{"OKSecond", []string{"Ann Bidder"}, "Ann Bidder (2)"},
		{"OKThird", []string{"Ann Bidder (2)", "Ann Bidder"}, "Ann Bidder (3)"},
		{"OKCaseDiffers", []string{"ann bidder"}, "Ann Bidder"}, // the unique index compares exactly
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := FreeTeamName("Ann Bidder", tt.taken); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestLotSaleTexts(t *testing.T) {
	l := &AuctionLot{ID: 12, Title: "Ace", Price: 41000, Currency: EUR, EndsAt: time.Now()}
	if got, want := l.LineName("DE-0123-26-4567"), "Ace (DE-0123-26-4567)"; got != want {
		t.Errorf("line name: got %q, want %q", got, want)
	}
	if got, want := l.SaleNote(), "Bought at auction: lot 12, "+FormatMoney(41000, EUR); got != want {
		t.Errorf("note: got %q, want %q", got, want)
	}
}
