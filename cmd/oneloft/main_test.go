package main

import (
	"bytes"
	"context"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

func TestSettingPrecedence(t *testing.T) {
	for _, tt := range []struct {
		name string
		env  string
		args []string
		want string
	}{
		{"Default", "", nil, ":8080"},
		{"EnvOverDefault", "127.0.0.1:9000", nil, "127.0.0.1:9000"},
		{"FlagOverEnv", "127.0.0.1:9000", []string{"--addr", "127.0.0.1:9100"}, "127.0.0.1:9100"},
		{"FlagOverDefault", "", []string{"--addr=:9200"}, ":9200"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if tt.env != "" {
				t.Setenv("ONELOFT_ADDR", tt.env)
			}
			var c config
			fs := c.newFlagSet("serve", "")
			if err := fs.Parse(tt.args); err != nil {
				t.Fatal(err)
			}
			if c.Addr != tt.want {
				t.Errorf("got %q, want %q", c.Addr, tt.want)
			}
		})
	}
}

func TestHelpDocumentsEverySetting(t *testing.T) {
	var out bytes.Buffer
	var c config
	fs := c.newFlagSet("serve", "Start the server.")
	fs.SetOutput(&out)
	fs.Usage()
	for _, s := range c.settings() {
		if !strings.Contains(out.String(), "--"+s.flag+" [$"+s.env+"]") {
			t.Errorf("help lacks --%s [$%s]:\n%s", s.flag, s.env, out.String())
		}
	}
}

func TestCommands(t *testing.T) {
	dir := t.TempDir()
	ctx := context.Background()
	for _, tt := range []struct {
		name    string
		args    []string
		wantOut string
		wantErr string
	}{
		{"Version", []string{"version"}, "2.7.0", ""},
		{"Unknown", []string{"fly"}, "", `unknown command "fly"`},
		{"Migrate", []string{"migrate", "--data-dir", dir}, "is up to date", ""},
		{"UserWeakPassword", []string{"user", "create", "--data-dir", dir, "--email", "a@b.org", "--first-name", "A", "--last-name", "B", "--password", "weak"}, "", "at least 8 characters"},
		{"UserCreate", []string{"user", "create", "--data-dir", dir, "--email", "Ada@Example.org", "--first-name", "Ada", "--last-name", "Admin", "--password", "Secret123", "--admin"}, "ada@example.org (admin: true)", ""},
		{"UserTaken", []string{"user", "create", "--data-dir", dir, "--email", "ada@example.org", "--first-name", "Ada", "--last-name", "Admin", "--password", "Secret123"}, "", "already been taken"},
		{"SeedNeedsDemo", []string{"seed", "--data-dir", filepath.Join(dir, "other")}, "", "--demo"},
		{"CancelUnpaid", []string{"cancel-unpaid", "--data-dir", dir, "--at", "2030-01-01T00:00:00Z"}, "0 unpaid registrations cancelled", ""},
		{"CancelUnpaidBadTime", []string{"cancel-unpaid", "--data-dir", dir, "--at", "tomorrow"}, "", "--at"},
		{"CloseAuctionLots", []string{"close-auction-lots", "--data-dir", dir, "--at", "2030-01-01T00:00:00Z"}, "0 auction lots closed", ""},
		{"CloseAuctionLotsBadTime", []string{"close-auction-lots", "--data-dir", dir, "--at", "soon"}, "", "--at"},
		{"KeysRotate", []string{"keys", "rotate", "--data-dir", dir}, "signing with key", ""},
		{"OpenAPI", []string{"openapi"}, `"/api/custom/v1/user/orders/{id}/confirmation"`, ""},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var out, errOut bytes.Buffer
			args := append([]string{}, tt.args...)
			if tt.name != "Version" && tt.name != "Unknown" && tt.name != "OpenAPI" && tt.name != "SeedNeedsDemo" {
				args = append(args, "--log-level", "error")
			}
			err := run(ctx, args, &out, &errOut)
			if tt.wantErr != "" {
				if err == nil || !strings.Contains(errText(err), tt.wantErr) {
					t.Fatalf("got err %v, want %q", err, tt.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatalf("err %v; stderr %s", err, errOut.String())
			}
			if !strings.Contains(out.String(), tt.wantOut) {
				t.Fatalf("stdout %q, want %q", out.String(), tt.wantOut)
			}
		})
	}
}

func errText(err error) string {
	return err.Error() + " " + core.ErrorMessageOrText(err)
}

// TestServeRefusesCardsWithoutWebhookSecret: with a card key and no webhook
// secret, anyone could sign an event with the empty key and mark orders paid
// (security review, item 1); the server must not start.
func TestServeRefusesCardsWithoutWebhookSecret(t *testing.T) {
	// A server that starts anyway serves until the deadline, then returns nil.
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	var out, errOut bytes.Buffer
	err := run(ctx, []string{"serve", "--data-dir", t.TempDir(), "--addr", "127.0.0.1:0", "--log-level", "error",
		"--stripe-secret-key", "sk_test_123"}, &out, &errOut)
	if err == nil || !strings.Contains(err.Error(), "ONELOFT_STRIPE_WEBHOOK_SECRET") {
		t.Fatalf("got %v, want an error naming ONELOFT_STRIPE_WEBHOOK_SECRET", err)
	}
}
