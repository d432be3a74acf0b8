// Command oneloft is the whole oneloft service in one binary: the API, the
// web app, migrations, demo data and account administration. This package
// only wires the parts together.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/oneloft/oneloft/internal/api"
	"github.com/oneloft/oneloft/internal/core"
)

const usage = `oneloft %s — race registration and live-data web service for one-loft pigeon races

Usage: oneloft <command> [flags]

Commands:
  serve          start the server (API, web app, background work)
  migrate        apply database migrations
  seed --demo    fill an empty database with demo data
  user create    create a local account
  cancel-unpaid  cancel confirmed registrations left unpaid past their deadline, once (serve does it every minute)
  close-auction-lots  close the auction lots whose end has passed, once (serve does it every 30 seconds)
  keys rotate    start signing tokens with a new key (the old one keeps verifying until its tokens expire)
  simulate       feed a realistic race through the device API
  verify-log     prove a downloaded clock log: no read added, removed or changed
  openapi        print the API description (OpenAPI 3.1 JSON)
  version        print the version

Run "oneloft <command> --help" for the flags of a command.
`

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	err := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	if errors.Is(err, flag.ErrHelp) {
		os.Exit(0)
	} else if err != nil {
		fmt.Fprintln(os.Stderr, "oneloft:", core.ErrorMessageOrText(err))
		os.Exit(1)
	}
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	if len(args) == 0 {
		fmt.Fprintf(stderr, usage, api.Version)
		return errors.New("no command given")
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "serve":
		return runServe(ctx, rest, stderr)
	case "migrate":
		return runMigrate(ctx, rest, stdout, stderr)
	case "seed":
		return runSeed(ctx, rest, stdout, stderr)
	case "user":
		return runUser(ctx, rest, stdout, stderr)
	case "cancel-unpaid":
		return runCancelUnpaid(ctx, rest, stdout, stderr)
	case "close-auction-lots":
		return runCloseAuctionLots(ctx, rest, stdout, stderr)
	case "keys":
		return runKeys(ctx, rest, stdout, stderr)
	case "simulate":
		return runSimulate(ctx, rest, stdout, stderr)
	case "verify-log":
		return runVerifyLog(rest, stdout, stderr)
	case "openapi":
		return runOpenAPI(stdout)
	case "version", "--version", "-v":
		fmt.Fprintln(stdout, api.Version)
		return nil
	case "help", "--help", "-h":
		fmt.Fprintf(stdout, usage, api.Version)
		return nil
	}
	fmt.Fprintf(stderr, usage, api.Version)
	return fmt.Errorf("unknown command %q", cmd)
}
