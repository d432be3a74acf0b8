package live

import "strings"

// IsFlightChannel reports whether ch is "flight:<id>".
func IsFlightChannel(ch string) bool { return isChannel(ch, "flight:") }

// IsAuctionChannel reports whether ch is "auction:<id>", a lot's channel.
func IsAuctionChannel(ch string) bool { return isChannel(ch, "auction:") }

// isChannel reports whether ch is prefix and a decimal id.
func isChannel(ch, prefix string) bool {
	id, ok := strings.CutPrefix(ch, prefix)
	if !ok || id == "" || len(id) > 19 {
		return false
	}
	for _, r := range id {
		if r < '0' || r > '9' {
			return false
		}
	}
	return true
}
