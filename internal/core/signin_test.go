package core_test

import (
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestSignInDelay(t *testing.T) {
	l := core.DefaultSignInLimits
	for _, tt := range []struct {
		failures int
		want     time.Duration
	}{
		{0, 0}, {4, 0},
		{5, 2 * time.Second}, {6, 4 * time.Second}, {7, 8 * time.Second}, {10, 64 * time.Second},
		{13, 512 * time.Second}, {14, 15 * time.Minute}, {1000, 15 * time.Minute},
	} {
		if got := l.Delay(tt.failures); got != tt.want {
			t.Errorf("Delay(%d) = %v, want %v", tt.failures, got, tt.want)
		}
	}
	for _, tt := range []struct {
		failures int
		want     time.Duration
	}{
		{0, 0}, {9, 0}, {10, 2 * time.Second}, {11, 4 * time.Second}, {18, 512 * time.Second}, {19, 15 * time.Minute}, {1000, 15 * time.Minute},
	} {
		if got := l.AccountDelay(tt.failures); got != tt.want {
			t.Errorf("AccountDelay(%d) = %v, want %v", tt.failures, got, tt.want)
		}
	}
	last := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	if got := l.NextTry(3, last); !got.IsZero() {
		t.Errorf("NextTry after 3 failures = %v, want at once", got)
	}
	if got := l.NextTry(6, last); !got.Equal(last.Add(4 * time.Second)) {
		t.Errorf("NextTry after 6 failures = %v", got)
	}
}
