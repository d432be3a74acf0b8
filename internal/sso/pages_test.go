package sso_test

import (
	"bytes"
	"context"
	"html"
	"image"
	"image/png"
	"io"
	"mime/multipart"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"golang.org/x/oauth2"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/sso"
	"github.com/oneloft/oneloft/internal/store"
	"github.com/oneloft/oneloft/internal/testutil"
)

func post(t *testing.T, b *http.Client, u string, form url.Values) (int, string) {
	t.Helper()
	res, err := b.PostForm(u, form)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

func get(t *testing.T, b *http.Client, u string) (int, string) {
	t.Helper()
	res, err := b.Get(u)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	body, _ := io.ReadAll(res.Body)
	return res.StatusCode, string(body)
}

func contains(t *testing.T, body string, want ...string) {
	t.Helper()
	for _, w := range want {
		if !strings.Contains(body, w) {
			t.Fatalf("page lacks %q:\n%s", w, body)
		}
	}
}

// authRequestID starts a sign-in and returns the login page's request id.
func (e *env) authRequestID(t *testing.T, b *http.Client) string {
	t.Helper()
	conf := e.oauth(e.srv.URL + "/login/callback")
	res, err := b.Get(conf.AuthCodeURL("state-1", oauth2.S256ChallengeOption(oauth2.GenerateVerifier())))
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	return res.Request.URL.Query().Get("authRequestID")
}

func TestRegisterVerifyLogin(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	b := e.browser()
	id := e.authRequestID(t, b)
	reg := url.Values{"authRequestID": {id}, "first_name": {"Jan"}, "last_name": {"de Jong"}, "email": {"jan@example.nl"},
		"password": {"Duiven2026"}, "password_confirmation": {"Duiven2026"}, "lang": {"nl"}, "city": {"Arnhem"}}

	for _, tt := range []struct {
		name   string
		change func(v url.Values)
		want   string
	}{
		{"ErrWeakPassword", func(v url.Values) { v.Set("password", "duiven"); v.Set("password_confirmation", "duiven") }, "at least 8 characters"},
		{"ErrMismatch", func(v url.Values) { v.Set("password_confirmation", "Other2026") }, "komen niet overeen"},
		{"ErrEmail", func(v url.Values) { v.Set("email", "jan@example") }, "must be a valid email address"},
		{"ErrFirstName", func(v url.Values) { v.Set("first_name", "") }, "first name field is required"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			v := url.Values{}
			for k, vs := range reg {
				v[k] = append([]string(nil), vs...)
			}
			tt.change(v)
			status, body := post(t, b, e.srv.URL+"/sso/register", v)
			if status != http.StatusBadRequest {
				t.Fatalf("got %d", status)
			}
			contains(t, body, tt.want, `lang="nl"`, `value="Arnhem"`)
		})
	}

	status, body := post(t, b, e.srv.URL+"/sso/register", reg)
	if status != 200 {
		t.Fatalf("register: %d %s", status, body)
	}
	contains(t, body, "Controleer uw e-mail") // Dutch: the page follows the chosen language
	mail := e.mail.Wait(t, 1)
	if mail.To[0] != "jan@example.nl" || !strings.Contains(mail.Body(), "Jan") {
		t.Fatalf("verification mail: %+v", mail)
	}

	// A taken address answers like a new one; its owner learns of it by mail.
	t.Run("TakenEmailAnswersAlike", func(t *testing.T) {
		v := url.Values{}
		for k, vs := range reg {
			v[k] = append([]string(nil), vs...)
		}
		v.Set("email", e.user.Email)
		status, body := post(t, b, e.srv.URL+"/sso/register", v)
		if status != 200 {
			t.Fatalf("got %d", status)
		}
		contains(t, body, "Controleer uw e-mail")
		mail := e.mail.Wait(t, 2)
		if mail.To[0] != e.user.Email || !strings.Contains(mail.Body(), "/sso/forgot-password") {
			t.Fatalf("mail to the owner: %+v", mail)
		}
	})

	t.Run("ErrLoginBeforeVerification", func(t *testing.T) {
		status, body := post(t, b, e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {"jan@example.nl"}, "password": {"Duiven2026"}})
		if status != http.StatusForbidden {
			t.Fatalf("got %d", status)
		}
		contains(t, body, "/sso/resend-verification")
	})
	status, body = get(t, b, mail.Link())
	if status != 200 {
		t.Fatalf("verify: %d %s", status, body)
	}
	if status, _ := get(t, b, mail.Link()); status != http.StatusBadRequest {
		t.Fatalf("verification link worked twice: %d", status)
	}
	res, err := b.PostForm(e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {"JAN@example.nl"}, "password": {"Duiven2026"}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	codeFrom(t, res)
	u, _ := e.db.FindUserByEmail(context.Background(), "jan@example.nl")
	if u.Language != "nl" || u.City != "Arnhem" || u.EmailVerified == nil {
		t.Fatalf("stored user: %+v", u)
	}
}

func TestForgotAndResetPassword(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	b := e.browser()
	get(t, b, e.srv.URL+"/sso/forgot-password")
	// An unknown address gets the same answer; the mail to it tells the truth.
	status, unknown := post(t, b, e.srv.URL+"/sso/forgot-password", url.Values{"email": {"nobody@example.org"}})
	if status != 200 {
		t.Fatalf("unknown address: %d", status)
	}
	if m := e.mail.Wait(t, 1); m.To[0] != "nobody@example.org" || !strings.Contains(m.Body(), "/sso/register") {
		t.Fatalf("mail to an unknown address: %+v", m)
	}
	status, known := post(t, b, e.srv.URL+"/sso/forgot-password", url.Values{"email": {e.user.Email}})
	if status != 200 {
		t.Fatalf("forgot: %d", status)
	}
	if strip := regexp.MustCompile(`name="csrf" value="[^"]*"`); strip.ReplaceAllString(unknown, "") != strip.ReplaceAllString(known, "") {
		t.Errorf("the answers differ:\n%s\n%s", unknown, known)
	}
	mail := e.mail.Wait(t, 2)
	contains(t, mail.Body(), "60") // the link's lifetime in minutes, in the user's language (de)
	link, _ := url.Parse(mail.Link())
	token := link.Query().Get("token")
	if status, body := post(t, b, e.srv.URL+"/sso/reset-password", url.Values{"token": {token}, "password": {"short"}, "password_confirmation": {"short"}}); status != 400 {
		t.Fatalf("weak password: %d %s", status, body)
	}
	if status, body := post(t, b, e.srv.URL+"/sso/reset-password", url.Values{"token": {token}, "password": {"Brieftaube7"}, "password_confirmation": {"Brieftaube7"}}); status != 200 {
		t.Fatalf("reset: %d %s", status, body)
	}
	status, body := post(t, b, e.srv.URL+"/sso/reset-password", url.Values{"token": {token}, "password": {"Brieftaube8"}, "password_confirmation": {"Brieftaube8"}})
	if status != 400 {
		t.Fatalf("reset link worked twice: %d", status)
	}
	contains(t, body, core.MsgTokenInvalid)
	id := e.authRequestID(t, b)
	if status, body := post(t, b, e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {e.user.Email}, "password": {password}}); status != 400 || !strings.Contains(body, core.MsgCredentials) {
		t.Fatalf("old password: %d", status)
	}
	res, err := b.PostForm(e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {e.user.Email}, "password": {"Brieftaube7"}})
	if err != nil {
		t.Fatal(err)
	}
	res.Body.Close()
	codeFrom(t, res)
}

func TestLoginRateLimit(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	b := e.browser()
	id := e.authRequestID(t, b)
	for i := 0; i < 5; i++ {
		if status, _ := post(t, b, e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {e.user.Email}, "password": {"Wrong1234"}}); status != 400 {
			t.Fatalf("attempt %d: %d", i+1, status)
		}
	}
	status, body := post(t, b, e.srv.URL+"/sso/login", url.Values{"authRequestID": {id}, "email": {e.user.Email}, "password": {password}})
	if status != http.StatusTooManyRequests {
		t.Fatalf("sixth attempt with the right password: %d", status)
	}
	contains(t, body, core.MsgTooManyAttempts)
}

func TestAccountSettings(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	b := e.browser()
	if status, _ := get(t, b, e.srv.URL+"/sso/account"); status != http.StatusUnauthorized {
		t.Fatalf("account without session: %d", status)
	}
	e.signIn(t, b, e.oauth(e.srv.URL+"/login/callback"), oauth2.GenerateVerifier()) // sets the provider session
	status, body := get(t, b, e.srv.URL+"/sso/account")
	if status != 200 {
		t.Fatalf("account: %d", status)
	}
	contains(t, body, "Kontoeinstellungen", `value="Fay"`) // the user's language is de

	status, body = post(t, b, e.srv.URL+"/sso/account", url.Values{"first_name": {"Faye"}, "last_name": {"Fancier"}, "lang": {"ar"}, "city": {"Dubai"}})
	if status != 200 {
		t.Fatalf("update: %d %s", status, body)
	}
	contains(t, body, `dir="rtl"`, `value="Faye"`)
	if status, _ := post(t, b, e.srv.URL+"/sso/account", url.Values{"first_name": {""}, "last_name": {"Fancier"}}); status != 400 {
		t.Fatalf("empty first name: %d", status)
	}

	if status, body := post(t, b, e.srv.URL+"/sso/account/phone", url.Values{"phone": {"12345"}}); status != 400 || !strings.Contains(body, core.MsgPhoneInvalid) {
		t.Fatalf("invalid phone: %d", status)
	}
	if status, _ := post(t, b, e.srv.URL+"/sso/account/phone", url.Values{"phone": {"+971 50 123 4567"}}); status != 200 {
		t.Fatalf("phone: %d", status)
	}
	text := e.sms.last(t)
	if text["to"] != "+971501234567" {
		t.Fatalf("sms: %v", text)
	}
	code := strings.TrimPrefix(text["text"], "oneloft: ")
	if status, body := post(t, b, e.srv.URL+"/sso/account/phone/verify", url.Values{"phone": {"+971501234567"}, "code": {"000000x"}}); status != 400 || !strings.Contains(body, core.MsgWrongVerifyCode) {
		t.Fatalf("wrong code: %d", status)
	}
	if status, _ := post(t, b, e.srv.URL+"/sso/account/phone/verify", url.Values{"phone": {"+971501234567"}, "code": {code}}); status != 200 {
		t.Fatalf("verify phone: %d", status)
	}
	u, _ := e.db.FindUserByID(context.Background(), e.user.ID)
	if u.Phone != "+971501234567" || u.PhoneVerified == nil || u.FirstName != "Faye" || u.Language != "ar" {
		t.Fatalf("stored: %+v", u)
	}

	upload := func(name string, content []byte) (int, string) {
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		_, form := get(t, b, e.srv.URL+"/sso/account")
		mw.WriteField("csrf", csrfOf(form)) // the upload form's hidden field
		fw, _ := mw.CreateFormFile("image", name)
		fw.Write(content)
		mw.Close()
		res, err := b.Post(e.srv.URL+"/sso/account/image", mw.FormDataContentType(), &body)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		page, _ := io.ReadAll(res.Body)
		return res.StatusCode, string(page)
	}
	// the page says what is wrong in words (the user's language is Arabic by now), not the message's key
	if status, body := upload("notes.txt", []byte("not an image")); status != 400 || strings.Contains(body, core.MsgInvalidFileType) ||
		!strings.Contains(body, html.EscapeString(sso.T("ar", "error."+core.MsgInvalidFileType))) {
		t.Fatalf("text as image: %d\n%s", status, body)
	}
	var img bytes.Buffer
	png.Encode(&img, image.NewRGBA(image.Rect(0, 0, 640, 480)))
	if status, _ := upload("me.png", img.Bytes()); status != 200 {
		t.Fatalf("image upload: %d", status)
	}
	u, _ = e.db.FindUserByID(context.Background(), e.user.ID)
	if status, _ := get(t, b, e.srv.URL+u.ImageSrc); !strings.HasSuffix(u.ImageSrc, "-full.jpg") || status != 200 {
		t.Fatalf("stored image %q: %d", u.ImageSrc, status)
	}
	if status, _ := post(t, b, e.srv.URL+"/sso/account/password", url.Values{"current_password": {"nope"}, "password": {"Another123"}}); status != 400 {
		t.Fatalf("wrong current password: %d", status)
	}
	if status, _ := post(t, b, e.srv.URL+"/sso/account/password", url.Values{"current_password": {password}, "password": {"Another123"}}); status != 200 {
		t.Fatalf("change password: %d", status)
	}
	logout(t, e, b)
	if status, _ := get(t, b, e.srv.URL+"/sso/account"); status != http.StatusUnauthorized {
		t.Fatalf("account after logout: %d", status)
	}
}

func TestLoginPageLanguage(t *testing.T) {
	e := newEnv(t, testutil.MustOpenDB(t, store.SQLite), time.Hour)
	for _, tt := range []struct{ lang, want string }{{"de", "Anmelden"}, {"ar", `dir="rtl"`}, {"jp", `lang="jp"`}, {"xx", `lang="en"`}} {
		t.Run(tt.lang, func(t *testing.T) {
			b := e.browser()
			conf := e.oauth(e.srv.URL + "/login/callback")
			_, body := get(t, b, conf.AuthCodeURL("s", oauth2.S256ChallengeOption(oauth2.GenerateVerifier()), oauth2.SetAuthURLParam("ui_locales", tt.lang)))
			if tt.lang == "xx" || tt.lang == "jp" {
				req, _ := http.NewRequest(http.MethodGet, conf.AuthCodeURL("s", oauth2.S256ChallengeOption(oauth2.GenerateVerifier())), nil)
				req.AddCookie(&http.Cookie{Name: "locale", Value: tt.lang})
				res, err := b.Do(req)
				if err != nil {
					t.Fatal(err)
				}
				raw, _ := io.ReadAll(res.Body)
				res.Body.Close()
				body = string(raw)
			}
			contains(t, body, tt.want)
		})
	}
}
