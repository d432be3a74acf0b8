package live

// FanoutChannels is how many channels the hub's fanout keeps: those that
// viewers on its own transport follow or are subscribing to.
func (h *Hub) FanoutChannels() int {
	h.fan.mu.Lock()
	defer h.fan.mu.Unlock()
	return len(h.fan.chans)
}
