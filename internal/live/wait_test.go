package live

import (
	"sync"
	"testing"
	"time"
)

// waitWhile waits until busy, read under mu, is false: what a goroutine of
// the hub is doing is done. It fails t with what after ten seconds.
func waitWhile(t *testing.T, mu sync.Locker, busy *bool, what string) {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(time.Millisecond) {
		mu.Lock()
		b := *busy
		mu.Unlock()
		if !b {
			return
		}
		if time.Now().After(deadline) {
			t.Fatal(what)
		}
	}
}
