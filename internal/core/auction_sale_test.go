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

func TestLotSaleTexts(t *testing.T) {
	l := &AuctionLot{ID: 12, Title: "Ace", Price: 41000, Currency: EUR, EndsAt: time.Now()}
	if got, want := l.LineName("DE-0123-26-4567"), "Ace (DE-0123-26-4567)"; got != want {
		t.Errorf("line name: got %q, want %q", got, want)
	}
}
