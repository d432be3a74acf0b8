package core

import "time"

// RateLimit allows at most Max events under one key within Window: mails
// to one address, codes texted to one number, look-ups of one client.
type RateLimit struct {
	Max    int
	Window time.Duration
}
