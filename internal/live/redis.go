package live

import (
	"context"
	"errors"
	"fmt"
	"os"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/centrifugal/centrifuge"
	"github.com/redis/rueidis"
)

// useRedis makes the node's broker and presence manager Redis ones, so
// that instances behind a load balancer share channels, history and
// recovery: a viewer connected to one instance gets what another
// publishes, and one that reconnects elsewhere recovers what it missed.
// It returns a client for the health check.
func useRedis(node *centrifuge.Node, url, prefix string, fan *fanout) (rueidis.Client, error) {
	shard, err := centrifuge.NewRedisShard(node, centrifuge.RedisShardConfig{Address: url})
	if err != nil {
		return nil, fmt.Errorf("live: redis: %w", err)
	}
	shards := []*centrifuge.RedisShard{shard}
	broker, err := centrifuge.NewRedisBroker(node, centrifuge.RedisBrokerConfig{Shards: shards, Prefix: prefix})
	if err != nil {
		return nil, fmt.Errorf("live: redis broker: %w", err)
	}
	node.SetBroker(broker)                               // the controller too
	node.SetBroker(&fanBroker{Broker: broker, fan: fan}) // publications through the fanout
	presence, err := centrifuge.NewRedisPresenceManager(node, centrifuge.RedisPresenceManagerConfig{Shards: shards, Prefix: prefix})
	if err != nil {
		return nil, fmt.Errorf("live: redis presence: %w", err)
	}
	node.SetPresenceManager(presence)
	opt, err := rueidis.ParseURL(url)
	if err != nil {
		return nil, fmt.Errorf("live: redis URL: %w", err)
	}
	opt.DisableCache = true
	return rueidis.NewClient(opt)
}

// redisTime asks Redis for its clock: the health check's proof that the
// broker answers now, not a cached state.
func redisTime(ctx context.Context, c rueidis.Client) (time.Time, error) {
	parts, err := c.Do(ctx, c.B().Time().Build()).AsStrSlice()
	if err != nil || len(parts) != 2 {
		return time.Time{}, fmt.Errorf("live: redis TIME: %v", err)
	}
	sec, err1 := strconv.ParseInt(parts[0], 10, 64)
	usec, err2 := strconv.ParseInt(parts[1], 10, 64)
	if err1 != nil || err2 != nil {
		return time.Time{}, fmt.Errorf("live: redis TIME %v", parts)
	}
	return time.Unix(sec, usec*1000).UTC(), nil
}

// newInstanceID tells a hub's cache messages from other instances'.
func newInstanceID() string {
	host, _ := os.Hostname()
	return fmt.Sprintf("%s-%d-%d", host, os.Getpid(), time.Now().UnixNano())
}

// cacheChannel is the Redis channel of flight-change messages.
func (h *Hub) cacheChannel() string { return h.opt.RedisPrefix + ".cache.flights" }

// FlightChanged implements core.CacheBus: with Redis, every other instance
// hears of the change at once; alone, there is no one to tell.
func (h *Hub) FlightChanged(ctx context.Context, flightID int64) {
	if h.redis == nil {
		return
	}
	msg := h.id + " " + strconv.FormatInt(flightID, 10)
	if err := h.redis.Do(ctx, h.redis.B().Publish().Channel(h.cacheChannel()).Message(msg).Build()).Error(); err != nil {
		h.log.WarnContext(ctx, "live: cache message not sent; other instances catch up when their caches expire", "flight", flightID, "err", err)
	}
}

// OnFlightChanged calls forget with each flight another instance changed,
// until the hub closes; nothing without Redis. It returns once subscribed.
func (h *Hub) OnFlightChanged(forget func(flightID int64)) {
	if h.redis == nil {
		return
	}
	subscribed := make(chan struct{})
	var once sync.Once
	go func() {
		// Receive returns when the connection drops; subscribe again until the hub closes.
		ctx := rueidis.WithOnSubscriptionHook(context.Background(), func(rueidis.PubSubSubscription) { once.Do(func() { close(subscribed) }) })
		for {
			err := h.redis.Receive(ctx, h.redis.B().Subscribe().Channel(h.cacheChannel()).Build(), func(m rueidis.PubSubMessage) {
				from, id, ok := strings.Cut(m.Message, " ")
				if n, err := strconv.ParseInt(id, 10, 64); ok && err == nil && from != h.id {
					forget(n)
				}
			})
			if errors.Is(err, rueidis.ErrClosing) {
				return
			}
			time.Sleep(time.Second)
		}
	}()
	select {
	case <-subscribed:
	case <-time.After(5 * time.Second):
		h.log.Warn("live: not yet subscribed to cache messages; retrying in the background")
	}
}
