package live

import (
	"context"
	"encoding/json"

	"github.com/centrifugal/centrifuge"

	"github.com/oneloft/oneloft/internal/core"
)

// PublishAuction sends ev to the lot's channel at once: bids come one at a
// time under the lot's lock, so there is nothing to merge, and a bidder
// racing the clock must see the price as soon as it moved. It implements
// core.AuctionPublisher.
func (h *Hub) PublishAuction(_ context.Context, ev core.AuctionEvent) {
	data, err := json.Marshal(ev)
	if err != nil {
		h.log.Error("live: encode auction event", "err", err)
		return
	}
	ch := core.AuctionChannel(ev.LotID)
	h.mu.Lock()
	closed := h.closed
	h.mu.Unlock()
	if closed {
		return
	}
	_, err = h.node.Publish(ch, data, centrifuge.WithHistory(h.opt.HistorySize, h.opt.HistoryTTL))
	if err != nil {
		h.log.Error("live: publish", "channel", ch, "err", err)
	}
	h.metrics.message(len(data), err)
}
