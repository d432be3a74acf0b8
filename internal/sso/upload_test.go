package sso_test

import (
	"bytes"
	"fmt"
	"image"
	"image/jpeg"
	"io"
	"math/rand/v2"
	"mime/multipart"
	"net/http"
	"path/filepath"
	"testing"
	"time"

	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

// imageForm is the account page's upload form with csrf and an image part
// of size bytes starting with head.
func imageForm(csrf string, head []byte, size int) (io.Reader, string) {
	var pre bytes.Buffer
	mw := multipart.NewWriter(&pre)
	mw.WriteField("csrf", csrf)
	mw.CreateFormFile("image", "me.jpg")
	body := io.MultiReader(bytes.NewReader(pre.Bytes()), bytes.NewReader(head), io.LimitReader(testutil.Zeros{}, int64(size-len(head))),
		bytes.NewReader(fmt.Appendf(nil, "\r\n--%s--\r\n", mw.Boundary())))
	return body, mw.FormDataContentType()
}

// The account page's image upload is read only for a signed-in browser,
// within its 10 MB, and leaves no temporary file.
func TestAccountImageUploadBounded(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	s := e.signedInBrowser(t)
	_, page := get(t, s.b, e.srv.URL+"/sso/account")
	img := image.NewRGBA(image.Rect(0, 0, 400, 400))
	rng := rand.New(rand.NewPCG(3, 4))
	for i := range img.Pix {
		img.Pix[i] = uint8(rng.UintN(256))
	}
	var photo bytes.Buffer
	if err := jpeg.Encode(&photo, img, nil); err != nil {
		t.Fatal(err)
	}

	for _, tc := range []struct {
		name       string
		b          *http.Client
		head       []byte
		size       int
		chunked    bool
		wantStatus int
		maxRead    int64
	}{
		{"401Anonymous", e.browser(), []byte{0xff, 0xd8}, 50 << 20, true, http.StatusUnauthorized, 8 << 20},
		{"413WithLength", s.b, []byte{0xff, 0xd8}, 50 << 20, false, http.StatusRequestEntityTooLarge, 8 << 20},
		{"413Chunked", s.b, []byte{0xff, 0xd8}, 50 << 20, true, http.StatusRequestEntityTooLarge, 24 << 20},
		{"OK", s.b, photo.Bytes(), photo.Len(), false, http.StatusOK, 1 << 30},
	} {
		t.Run(tc.name, func(t *testing.T) {
			form, ct := imageForm(csrfOf(page), tc.head, tc.size)
			buf, _ := io.ReadAll(form)
			body := &testutil.CountingReader{R: bytes.NewReader(buf)}
			req, _ := http.NewRequest(http.MethodPost, e.srv.URL+"/sso/account/image", body)
			req.Header.Set("Content-Type", ct)
			req.ContentLength = int64(len(buf))
			if tc.chunked {
				req.ContentLength = -1
			}
			res, err := (&http.Client{Jar: tc.b.Jar}).Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != tc.wantStatus {
				t.Fatalf("got %d, want %d", res.StatusCode, tc.wantStatus)
			}
			if body.ReadBytes() > tc.maxRead {
				t.Errorf("the server read %d MB", body.ReadBytes()>>20)
			}
			if m, _ := filepath.Glob(filepath.Join(tmp, "multipart-*")); len(m) != 0 {
				t.Errorf("temporary files left: %v", m)
			}
		})
	}
}

// Other pages take no multipart body: Go would parse one for any method as
// soon as a page asks for its "lang" field, into temporary files.
func TestPagesRefuseMultipartBodies(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	for _, method := range []string{http.MethodGet, http.MethodPost} {
		for _, path := range []string{"/sso/login?authRequestID=x", "/sso/forgot-password", "/sso/register"} {
			form, ct := imageForm("x", []byte{0xff}, 2<<20)
			req, _ := http.NewRequest(method, e.srv.URL+path, form)
			req.Header.Set("Content-Type", ct)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			res.Body.Close()
			if res.StatusCode != http.StatusUnsupportedMediaType {
				t.Errorf("%s %s: %d, want 415", method, path, res.StatusCode)
			}
		}
	}
	if m, _ := filepath.Glob(filepath.Join(tmp, "multipart-*")); len(m) != 0 {
		t.Errorf("temporary files left: %v", m)
	}
}
