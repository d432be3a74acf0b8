package live

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"github.com/centrifugal/centrifuge"
	"github.com/redis/rueidis"
)

// useRedis makes the node's broker and presence manager Redis ones, so
// that instances behind a load balancer share channels, history and
// recovery: a viewer connected to one instance gets what another
// publishes, and one that reconnects elsewhere recovers what it missed.
// It returns a client for the health check.
func useRedis(node *centrifuge.Node, url, prefix string) (rueidis.Client, error) {
	shard, err := centrifuge.NewRedisShard(node, centrifuge.RedisShardConfig{Address: url})
	if err != nil {
		return nil, fmt.Errorf("live: redis: %w", err)
	}
	shards := []*centrifuge.RedisShard{shard}
	broker, err := centrifuge.NewRedisBroker(node, centrifuge.RedisBrokerConfig{Shards: shards, Prefix: prefix})
	if err != nil {
		return nil, fmt.Errorf("live: redis broker: %w", err)
	}
	node.SetBroker(broker)
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
