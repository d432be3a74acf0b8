package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"os"
	"strings"
	"time"

	"github.com/oneloft/oneloft/internal/demo"
	"github.com/oneloft/oneloft/internal/service"
	"github.com/oneloft/oneloft/internal/simulate"
)

func runSimulate(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(stderr)
	var cfg simulate.Config
	fs.Int64Var(&cfg.FlightID, "flight", 0, "flight id; default: the device's loft's released flight")
	fs.StringVar(&cfg.URL, "url", "http://127.0.0.1:8080", "server base URL")
	fs.StringVar(&cfg.DeviceKey, "device-key", os.Getenv("ONELOFT_DEVICE_KEY"), "key of a clock of the flight's loft [$ONELOFT_DEVICE_KEY]")
	fs.DurationVar(&cfg.Duration, "duration", 10*time.Minute, "wall time over which the birds come home")
	fs.DurationVar(&cfg.Every, "every", 500*time.Millisecond, "interval between batches")
	fs.Uint64Var(&cfg.Seed, "seed", 1, "random seed of the race")
	fs.DurationVar(&cfg.Heartbeat, "heartbeat", 30*time.Second, "interval of the clock's telemetry reports; negative for none")
	fs.Usage = func() {
		fmt.Fprintln(fs.Output(), "Usage: oneloft simulate --flight ID --url URL --device-key KEY\n\nFeed a realistic race through the device API, as a loft's clock would.\n\nFlags:")
		fs.PrintDefaults()
	}
	if err := fs.Parse(args); err != nil {
		return err
	}
	if cfg.DeviceKey == "" {
		return fmt.Errorf("simulate: --device-key is required (a merchant registers a device with POST /api/res/v1/devices)")
	}
	cfg.Log = slog.New(slog.NewTextHandler(stderr, nil))
	st, err := simulate.Run(ctx, cfg)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "flight %d: %d birds basketed, %d batches (%d resent), %d reads, %d arrivals, %d unmatched, %d heartbeats\n",
		cfg.FlightID, st.Birds, st.Batches, st.Resent, st.Reads, st.Arrivals, st.Unmatched, st.Heartbeats)
	return nil
}

// keepRaceLive keeps one demo race in the air while the server runs: it
// releases a race, feeds it through the device API of the server at addr
// for ten minutes, finishes it and starts the next.
func keepRaceLive(ctx context.Context, svc *service.Service, addr string, log *slog.Logger) {
	host, port, _ := net.SplitHostPort(addr)
	if host == "" || host == "0.0.0.0" || host == "::" {
		host = "127.0.0.1"
	}
	url := "http://" + net.JoinHostPort(host, port)
	key := ""
	for ctx.Err() == nil {
		race, err := demo.StartLiveRace(ctx, svc, time.Now(), 20*time.Second, key)
		if err != nil {
			log.Warn("demo race: not started", "err", err)
			return
		}
		key = race.DeviceKey
		log.Info("demo race released", "flight", race.FlightID, "birds", race.Birds)
		_, err = simulate.Run(ctx, simulate.Config{URL: url, DeviceKey: key, FlightID: race.FlightID,
			Duration: 10 * time.Minute, Seed: uint64(race.FlightID), Log: log})
		if err != nil && ctx.Err() == nil {
			log.Warn("demo race: simulator stopped", "err", err)
			if strings.Contains(err.Error(), "connection refused") {
				time.Sleep(2 * time.Second)
			}
		}
		if ctx.Err() == nil {
			demo.FinishLiveRace(ctx, svc, race.FlightID)
		}
	}
}
