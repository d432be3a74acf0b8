package media_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/oneloft/oneloft/internal/media"
	"github.com/oneloft/oneloft/internal/testutil"
)

// With --blob-url s3://… every upload and its variants go to an S3
// bucket, here a real S3-compatible server: a file saved by one instance
// is served by another over the same bucket, and a text file named .jpg
// is refused there as on disk.
func TestS3Bucket(t *testing.T) {
	s3 := testutil.StartS3(t)
	ctx := context.Background()
	a, err := media.Open(ctx, s3.BlobURL(), "/api/public/files/")
	if err != nil {
		t.Fatal(err)
	}
	defer a.Close()
	b, err := media.Open(ctx, s3.BlobURL(), "/api/public/files/")
	if err != nil {
		t.Fatal(err)
	}
	defer b.Close()

	f, err := a.SaveFile("albums", pngOf(2400, 1200), false)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := a.SaveFile("albums", strings.NewReader("just some notes"), false); err == nil {
		t.Error("a text file was stored as an image")
	}
	srv := httptest.NewServer(b.Handler())
	defer srv.Close()
	for _, variant := range []string{"-full.", "-medium.", "-low."} {
		res, err := http.Get(srv.URL + "/api/public/files/" + strings.Replace(f.Path, "-full.", variant, 1))
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		if res.StatusCode != 200 || res.Header.Get("Content-Type") != "image/jpeg" || len(body) == 0 {
			t.Errorf("%s from the other instance: %d %s, %d bytes", variant, res.StatusCode, res.Header.Get("Content-Type"), len(body))
		}
	}
}
