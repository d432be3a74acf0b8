package core_test

import (
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestClientKey(t *testing.T) {
	for _, tt := range []struct{ name, addr, want string }{
		{"IPv4", "203.0.113.9", "203.0.113.9"},
		{"IPv4Mapped", "::ffff:203.0.113.9", "203.0.113.9"},
		{"IPv6", "2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"},
		{"IPv6SameNetwork", "2001:db8:1:2::1", "2001:db8:1:2::/64"},
		{"IPv6OtherNetwork", "2001:db8:1:3::1", "2001:db8:1:3::/64"},
		{"IPv6Zone", "fe80::1%eth0", "fe80::/64"},
		{"Loopback6", "::1", "::/64"},
		{"NotAnAddress", "pipe", "pipe"},
		{"Empty", "", ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.ClientKey(tt.addr); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}
