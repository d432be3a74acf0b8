package testutil

import (
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// S3Server is a real S3-compatible server on loopback: versitygw serving a
// temporary folder, one bucket in it.
type S3Server struct {
	Endpoint string // http://127.0.0.1:port
	Bucket   string
}

// BlobURL is the gocloud URL of the server's bucket.
func (s *S3Server) BlobURL() string {
	return fmt.Sprintf("s3://%s?endpoint=%s&use_path_style=true&disable_https=true&region=us-east-1", s.Bucket, s.Endpoint)
}

// StartS3 starts versitygw (VERSITYGW names it, else it is looked up on
// PATH) for the test and sets the AWS credentials it accepts; the test is
// skipped when versitygw is not installed
// (go install github.com/versity/versitygw/cmd/versitygw@v1.8.0).
func StartS3(t *testing.T) *S3Server {
	t.Helper()
	bin := os.Getenv("VERSITYGW")
	if bin == "" {
		var err error
		if bin, err = exec.LookPath("versitygw"); err != nil {
			t.Skip("versitygw is not installed; .ci/run installs it")
		}
	}
	root := t.TempDir()
	const bucket = "oneloft-files"
	if err := os.Mkdir(filepath.Join(root, bucket), 0o755); err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	const access, secret = "oneloft-test", "oneloft-test-secret"
	cmd := exec.Command(bin, "--access", access, "--secret", secret, "--port", addr, "posix", root)
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		cmd.Process.Kill()
		cmd.Wait()
	})
	t.Setenv("AWS_ACCESS_KEY_ID", access)
	t.Setenv("AWS_SECRET_ACCESS_KEY", secret)
	t.Setenv("AWS_REGION", "us-east-1")
	s := &S3Server{Endpoint: "http://" + addr, Bucket: bucket}
	for deadline := time.Now().Add(10 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		if res, err := http.Get(s.Endpoint); err == nil {
			res.Body.Close()
			return s
		}
		if time.Now().After(deadline) {
			t.Fatalf("versitygw did not answer on %s", addr)
		}
	}
}
