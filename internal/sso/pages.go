package sso

import (
	"embed"
	"errors"
	"html/template"
	"net"
	"net/http"
	"strings"

	"golang.org/x/text/language/display"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

//go:embed templates/*.html templates/style.css
var templateFiles embed.FS

// styleSheet serves the pages' one stylesheet: no inline style, so that
// their policy allows styles from the provider's own origin only.
func styleSheet(w http.ResponseWriter, _ *http.Request) {
	b, _ := templateFiles.ReadFile("templates/style.css")
	w.Header().Set("Content-Type", "text/css; charset=utf-8")
	w.Header().Set("Cache-Control", "public, max-age=3600")
	w.Write(b)
}

// page is what every template gets.
type page struct {
	Lang, Dir, Title, Public string
	Error, Notice            string
	Fields                   map[string][]string
	Form                     map[string]string
	RequestID, Token         string
	CSRF                     string // the forms' token (csrf.go)
	Unverified, Done         bool
	User                     *core.User
	Languages                []languageOption
	// A confirmation page's form: where it posts, its hidden fields, the
	// button's text key, and another way on (a link and its text key).
	Action, Button  string
	Hidden          map[string]string
	AltLink, AltKey string
}

type languageOption struct{ Code, Name string }

// languageOptions names each language in itself, for the pickers.
var languageOptions = func() []languageOption {
	out := make([]languageOption, len(core.Languages))
	for i, l := range core.LanguageCodes() {
		t := languageTag(l)
		out[i] = languageOption{Code: l, Name: display.Self.Name(t)}
	}
	return out
}()

var pageTemplates = map[string]*template.Template{}

func init() {
	for _, name := range []string{"login", "register", "forgot", "reset", "message", "account", "confirm"} {
		funcs := template.FuncMap{
			"t":     func(string) string { return "" }, // replaced per request
			"field": func(p page, name string) map[string]any { return map[string]any{"Fields": p.Fields, "Name": name} },
		}
		pageTemplates[name] = template.Must(template.New(name).Funcs(funcs).ParseFS(templateFiles, "templates/layout.html", "templates/"+name+".html"))
	}
	// register.html defines the language picker that the account page uses too.
	pageTemplates["account"] = template.Must(pageTemplates["account"].ParseFS(templateFiles, "templates/register.html"))
	template.Must(pageTemplates["account"].Parse(`{{define "content"}}{{template "account-content" .}}{{end}}`))
}

func (p *Provider) render(w http.ResponseWriter, r *http.Request, status int, name string, data page) {
	data.Dir, data.Public, data.Languages = dir(data.Lang), p.public, languageOptions
	data.CSRF = p.formToken(w, r)
	if data.Form == nil {
		data.Form = map[string]string{}
	}
	t, err := pageTemplates[name].Clone()
	if err == nil {
		t = t.Funcs(template.FuncMap{"t": func(key string) string { return T(data.Lang, key) }})
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Header().Set("X-Frame-Options", "DENY")
	w.Header().Set("Content-Security-Policy", p.policy)
	w.WriteHeader(status)
	if err == nil {
		err = t.ExecuteTemplate(w, "layout", data)
	}
	if err != nil {
		p.log.Error("sso: render", "page", name, "err", err)
	}
}

// fail shows err on the page: a validation error field by field, anything
// else as a generic message that never leaks detail.
func (p *Provider) fail(w http.ResponseWriter, r *http.Request, name string, data page, err error) {
	status := http.StatusBadRequest
	var e *core.Error
	if errors.As(err, &e) {
		data.Error, data.Fields = messageIn(data.Lang, e.Message), map[string][]string{}
		for f, msgs := range e.Fields {
			for _, m := range msgs {
				data.Fields[f] = append(data.Fields[f], messageIn(data.Lang, m))
			}
		}
		if e.Code == core.EFORBIDDEN || e.Code == core.ETOOMANY {
			status = http.StatusTooManyRequests
		}
	} else {
		p.log.Error("sso", "page", name, "err", err)
		data.Error, status = core.ErrorMessage(err), http.StatusInternalServerError
	}
	p.render(w, r, status, name, data)
}

// messageIn is a message in lang when it is a key the locale files
// translate ("import_invalid_file" under "error."); other messages stand.
func messageIn(lang, msg string) string {
	if v := T(lang, "error."+msg); v != "error."+msg {
		return v
	}
	return msg
}

func formValues(r *http.Request, keys ...string) map[string]string {
	m := map[string]string{}
	for _, k := range keys {
		m[k] = strings.TrimSpace(r.FormValue(k))
	}
	return m
}

func clientAddress(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

// loginPage shows the form, or, when the provider session knows the user
// already, asks whether to go on as that user: a sign-in never finishes on a
// plain GET, which any site could make the browser send.
func (p *Provider) loginPage(w http.ResponseWriter, r *http.Request) {
	id := r.URL.Query().Get("authRequestID")
	req := p.signInRequest(w, r, id)
	if req == nil {
		return
	}
	lang := requestLanguage(r, req.UILocales)
	if u := p.sessionUser(r); u != nil && u.EmailVerified != nil && r.URL.Query().Get("other") == "" {
		p.render(w, r, http.StatusOK, "confirm", page{Lang: lang, Title: "title.continue", Notice: "msg.signed_in_as", User: u,
			Action: "/sso/login/continue", Hidden: map[string]string{"authRequestID": id, "lang": lang}, Button: "action.continue",
			AltLink: "/sso/login?other=1&lang=" + lang + "&authRequestID=" + id, AltKey: "link.other_account"})
		return
	}
	p.render(w, r, http.StatusOK, "login", page{Lang: lang, Title: "title.login", RequestID: id})
}

// continueAs finishes a sign-in for the provider session's user, from the
// form of loginPage.
func (p *Provider) continueAs(w http.ResponseWriter, r *http.Request) {
	id := r.FormValue("authRequestID")
	if p.signInRequest(w, r, id) == nil {
		return
	}
	lang := requestLanguage(r, nil)
	u, s := p.sessionUser(r), p.session(r)
	if u == nil || s == nil || u.EmailVerified == nil { // the session ended meanwhile
		p.render(w, r, http.StatusOK, "login", page{Lang: lang, Title: "title.login", RequestID: id})
		return
	}
	if !p.finishAuthRequest(w, r, id, u, s.CreatedAt) {
		p.render(w, r, http.StatusBadRequest, "message", page{Lang: lang, Title: "title.login", Error: T(lang, "msg.no_request")})
	}
}

func (p *Provider) login(w http.ResponseWriter, r *http.Request) {
	id := r.FormValue("authRequestID")
	data := page{Lang: requestLanguage(r, nil), Title: "title.login", RequestID: id, Form: formValues(r, "email")}
	if p.signInRequest(w, r, id) == nil {
		return
	}
	u, err := p.accounts.Authenticate(r.Context(), r.FormValue("email"), r.FormValue("password"), clientAddress(r))
	if core.ErrorMessage(err) == core.MsgUserBlocked {
		data.Error = T(data.Lang, "msg.blocked")
		p.render(w, r, http.StatusForbidden, "login", data)
		return
	} else if err != nil {
		p.fail(w, r, "login", data, err)
		return
	}
	if u.EmailVerified == nil {
		data.Error, data.Unverified = T(data.Lang, "msg.not_verified"), true
		p.render(w, r, http.StatusForbidden, "login", data)
		return
	}
	if err := p.setSession(w, r, u); err != nil {
		p.fail(w, r, "login", data, err)
		return
	}
	if !p.finishAuthRequest(w, r, id, u, p.storage.now()) {
		data.Error = T(data.Lang, "msg.no_request")
		p.render(w, r, http.StatusBadRequest, "message", data)
	}
}

func (p *Provider) registerPage(w http.ResponseWriter, r *http.Request) {
	p.render(w, r, http.StatusOK, "register", page{Lang: requestLanguage(r, nil), Title: "title.register", RequestID: r.URL.Query().Get("authRequestID")})
}

func (p *Provider) register(w http.ResponseWriter, r *http.Request) {
	form := formValues(r, "first_name", "last_name", "email", "ipfn", "city", "street", "zipcode", "lang")
	data := page{Lang: requestLanguage(r, nil), Title: "title.register", RequestID: r.FormValue("authRequestID"), Form: form}
	if r.FormValue("password") != r.FormValue("password_confirmation") {
		p.fail(w, r, "register", data, core.Invalid("password", T(data.Lang, "msg.password_mismatch")))
		return
	}
	_, err := p.accounts.Register(r.Context(), service.Registration{Password: r.FormValue("password"), User: core.User{
		Email: form["email"], FirstName: form["first_name"], LastName: form["last_name"], Language: data.Lang,
		IPFN: form["ipfn"], City: form["city"], Street: form["street"], Zipcode: form["zipcode"]}}, clientAddress(r))
	if err != nil {
		p.fail(w, r, "register", data, err)
		return
	}
	p.render(w, r, http.StatusOK, "message", page{Lang: data.Lang, Title: "title.check_mail", Notice: "msg.check_mail"})
}

func (p *Provider) verifyEmail(w http.ResponseWriter, r *http.Request) {
	lang := requestLanguage(r, nil)
	u, err := p.accounts.VerifyEmail(r.Context(), r.URL.Query().Get("token"))
	if err != nil {
		p.fail(w, r, "message", page{Lang: lang, Title: "title.verify"}, err)
		return
	}
	p.render(w, r, http.StatusOK, "message", page{Lang: u.Language, Title: "title.verify", Notice: "msg.verified"})
}

// unlock uses the link mailed after repeated failed sign-ins: every address
// may try again at once.
func (p *Provider) unlock(w http.ResponseWriter, r *http.Request) {
	lang := requestLanguage(r, nil)
	u, err := p.accounts.Unlock(r.Context(), r.URL.Query().Get("token"), clientAddress(r))
	if err != nil {
		p.fail(w, r, "message", page{Lang: lang, Title: "title.unlocked"}, err)
		return
	}
	p.render(w, r, http.StatusOK, "message", page{Lang: u.Language, Title: "title.unlocked", Notice: "msg.unlocked"})
}

func (p *Provider) resendVerification(w http.ResponseWriter, r *http.Request) {
	lang := requestLanguage(r, nil)
	// The answer is the same whether or not the address exists, so that the
	// form cannot be used to probe for accounts; only a client over its
	// limit is told.
	if err := p.accounts.RequestVerificationMail(r.Context(), r.FormValue("email"), clientAddress(r)); core.ErrorCode(err) == core.ETOOMANY {
		p.fail(w, r, "message", page{Lang: lang, Title: "title.check_mail"}, err)
		return
	} else if err != nil {
		p.log.Error("sso: resend verification", "err", err)
	}
	p.render(w, r, http.StatusOK, "message", page{Lang: lang, Title: "title.check_mail", Notice: "msg.check_mail"})
}

func (p *Provider) forgotPage(w http.ResponseWriter, r *http.Request) {
	p.render(w, r, http.StatusOK, "forgot", page{Lang: requestLanguage(r, nil), Title: "title.forgot"})
}

func (p *Provider) forgot(w http.ResponseWriter, r *http.Request) {
	data := page{Lang: requestLanguage(r, nil), Title: "title.forgot", Form: formValues(r, "email")}
	if err := p.accounts.RequestPasswordReset(r.Context(), data.Form["email"], clientAddress(r), data.Lang); err != nil {
		p.fail(w, r, "forgot", data, err)
		return
	}
	data.Notice, data.Done = "msg.check_mail", true
	p.render(w, r, http.StatusOK, "forgot", data)
}

func (p *Provider) resetPage(w http.ResponseWriter, r *http.Request) {
	p.render(w, r, http.StatusOK, "reset", page{Lang: requestLanguage(r, nil), Title: "title.reset", Token: r.URL.Query().Get("token")})
}

func (p *Provider) reset(w http.ResponseWriter, r *http.Request) {
	data := page{Lang: requestLanguage(r, nil), Title: "title.reset", Token: r.FormValue("token")}
	if r.FormValue("password") != r.FormValue("password_confirmation") {
		p.fail(w, r, "reset", data, core.Invalid("password", T(data.Lang, "msg.password_mismatch")))
		return
	}
	if _, err := p.accounts.ResetPassword(r.Context(), data.Token, r.FormValue("password")); err != nil {
		p.fail(w, r, "reset", data, err)
		return
	}
	p.endSession(w, r) // the reset signed the user out everywhere; this browser too
	data.Notice, data.Done = "msg.reset_done", true
	p.render(w, r, http.StatusOK, "reset", data)
}
