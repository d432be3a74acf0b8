package sso

import (
	"context"
	"net/http"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// The account settings pages run on the provider session; the web app opens
// them in a popup and reloads the user when it closes.

func (p *Provider) accountUser(w http.ResponseWriter, r *http.Request) (*core.User, context.Context, bool) {
	u := p.sessionUser(r)
	if u == nil {
		p.render(w, r, http.StatusUnauthorized, "message", page{Lang: requestLanguage(r, nil), Title: "title.account",
			Error: T(requestLanguage(r, nil), "msg.login_required")})
		return nil, nil, false
	}
	return u, core.WithActor(r.Context(), core.Actor{User: u}), true
}

func (p *Provider) accountPage(w http.ResponseWriter, r *http.Request) {
	u, _, ok := p.accountUser(w, r)
	if ok {
		p.render(w, r, http.StatusOK, "account", page{Lang: u.Language, Title: "title.account", User: u})
	}
}

func (p *Provider) accountResult(w http.ResponseWriter, r *http.Request, u *core.User, form map[string]string, notice string, err error) {
	data := page{Lang: u.Language, Title: "title.account", User: u, Form: form}
	if err != nil {
		p.fail(w, r, "account", data, err)
		return
	}
	data.Notice = notice
	p.render(w, r, http.StatusOK, "account", data)
}

func (p *Provider) updateAccount(w http.ResponseWriter, r *http.Request) {
	u, ctx, ok := p.accountUser(w, r)
	if !ok {
		return
	}
	f := formValues(r, "first_name", "last_name", "lang", "ipfn", "city", "street", "zipcode", "image_src")
	next, err := p.accounts.UpdateProfile(ctx, service.Profile{FirstName: f["first_name"], LastName: f["last_name"], Language: f["lang"],
		IPFN: f["ipfn"], City: f["city"], Street: f["street"], Zipcode: f["zipcode"], ImageSrc: f["image_src"]})
	if err == nil {
		u = next
	}
	p.accountResult(w, r, u, nil, "msg.saved", err)
}

// changePassword signs the user out everywhere (the service does) and
// gives this browser a new session, so that the account page stays open.
func (p *Provider) changePassword(w http.ResponseWriter, r *http.Request) {
	u, ctx, ok := p.accountUser(w, r)
	if !ok {
		return
	}
	err := p.accounts.ChangePassword(ctx, r.FormValue("current_password"), r.FormValue("password"))
	if err == nil {
		err = p.setSession(w, r, u)
	}
	p.accountResult(w, r, u, nil, "msg.password_changed", err)
}

// signOutEverywhere ends every session and token of the user, this
// browser's too.
func (p *Provider) signOutEverywhere(w http.ResponseWriter, r *http.Request) {
	u, ctx, ok := p.accountUser(w, r)
	if !ok {
		return
	}
	if err := p.accounts.SignOutEverywhere(ctx); err != nil {
		p.accountResult(w, r, u, nil, "", err)
		return
	}
	p.endSession(w, r)
	p.render(w, r, http.StatusOK, "message", page{Lang: u.Language, Title: "title.account", Notice: "msg.signed_out_everywhere"})
}

func (p *Provider) startPhone(w http.ResponseWriter, r *http.Request) {
	u, ctx, ok := p.accountUser(w, r)
	if !ok {
		return
	}
	phone := service.NormalizePhone(r.FormValue("phone"))
	err := p.accounts.StartPhoneVerification(ctx, phone)
	form := map[string]string{}
	if err == nil {
		form["phone"] = phone // shows the code form
	}
	p.accountResult(w, r, u, form, "msg.code_sent", err)
}

func (p *Provider) verifyPhone(w http.ResponseWriter, r *http.Request) {
	u, ctx, ok := p.accountUser(w, r)
	if !ok {
		return
	}
	phone := service.NormalizePhone(r.FormValue("phone"))
	next, err := p.accounts.VerifyPhone(ctx, phone, r.FormValue("code"))
	form := map[string]string{"phone": phone}
	if err == nil {
		u, form = next, nil
	}
	p.accountResult(w, r, u, form, "msg.phone_verified", err)
}

// maxImageUpload bounds a profile image upload.
const maxImageUpload = 10 << 20

func (p *Provider) uploadImage(w http.ResponseWriter, r *http.Request) {
	u, ctx, ok := p.accountUser(w, r)
	if !ok {
		return
	}
	if p.saveImage == nil {
		p.accountResult(w, r, u, nil, "", core.Invalid("image", core.MsgInvalidFileType))
		return
	}
	file, _, err := r.FormFile("image") // checkForm read the form, within maxImageUpload
	if err != nil {
		p.accountResult(w, r, u, nil, "", core.Invalid("image", core.MsgInvalidFileType))
		return
	}
	defer file.Close()
	url, err := p.saveImage("avatars", file)
	if err != nil {
		p.accountResult(w, r, u, nil, "", err)
		return
	}
	next, err := p.accounts.UpdateProfile(ctx, service.Profile{FirstName: u.FirstName, LastName: u.LastName, IPFN: u.IPFN,
		City: u.City, Street: u.Street, Zipcode: u.Zipcode, Language: u.Language, ImageSrc: url})
	if err == nil {
		u = next
	}
	p.accountResult(w, r, u, nil, "msg.saved", err)
}
