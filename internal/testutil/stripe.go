package testutil

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// StartStripeMock runs stripe-mock (Stripe's API simulator) on loopback for
// the test and returns its base URL. Without the binary the test is skipped,
// except under CI, where .ci/run installs it and a missing one is a failure.
func StartStripeMock(tb testing.TB) string {
	tb.Helper()
	bin := os.Getenv("STRIPE_MOCK")
	if bin == "" {
		bin, _ = exec.LookPath("stripe-mock")
	}
	if bin == "" {
		if gopath, err := exec.Command("go", "env", "GOPATH").Output(); err == nil {
			candidate := filepath.Join(string(trim(gopath)), "bin", "stripe-mock")
			if _, err := os.Stat(candidate); err == nil {
				bin = candidate
			}
		}
	}
	if bin == "" {
		if os.Getenv("CI") != "" {
			tb.Fatal("stripe-mock is not installed (go install github.com/stripe/stripe-mock@v0.203.0)")
		}
		tb.Skip("stripe-mock is not installed")
	}
	httpPort, httpsPort := freePort(tb), freePort(tb)
	cmd := exec.Command(bin, "-http-addr", fmt.Sprintf("127.0.0.1:%d", httpPort), "-https-addr", fmt.Sprintf("127.0.0.1:%d", httpsPort))
	if err := cmd.Start(); err != nil {
		tb.Fatal(err)
	}
	tb.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	addr := fmt.Sprintf("127.0.0.1:%d", httpPort)
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return "http://" + addr
		}
	}
	tb.Fatal("stripe-mock did not start")
	return ""
}

func freePort(tb testing.TB) int {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		tb.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().(*net.TCPAddr).Port
}

func trim(b []byte) []byte {
	for len(b) > 0 && (b[len(b)-1] == '\n' || b[len(b)-1] == '\r') {
		b = b[:len(b)-1]
	}
	return b
}
