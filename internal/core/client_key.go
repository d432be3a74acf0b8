package core

import "net/netip"

// ClientKey is the form of a client address under which limits count it.
// An IPv4 address counts as itself, an IPv4-mapped IPv6 address as the IPv4
// address it maps. An IPv6 address counts as its /64 network: one
// subscriber or server is routinely given a whole /64, so counting single
// IPv6 addresses would give it 2^64 fresh budgets. Text that is no address
// (a test's or a proxy's name) counts as itself.
func ClientKey(addr string) string {
	ip, err := netip.ParseAddr(addr)
	if err != nil {
		return addr
	}
	ip = ip.WithZone("").Unmap()
	if ip.Is4() {
		return ip.String()
	}
	p, _ := ip.Prefix(64)
	return p.String()
}
