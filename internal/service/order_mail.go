package service

import (
	"context"
	"fmt"
	"log/slog"
	"strings"

	"github.com/oneloft/oneloft/internal/core"
)

// notify mails the customer about the order's status, in their language.
// A mail that fails is logged; it never undoes the change, which is stored.
func (o *Orders) notify(ctx context.Context, order *core.Order, customer *core.User) {
	o.mail(ctx, order, customer, "order_"+string(order.Status.Status), nil)
}

// mail sends the customer a mail about the order with a template of its
// own, and extra data beside the name, reference and link.
func (o *Orders) mail(ctx context.Context, order *core.Order, customer *core.User, template string, extra map[string]any) {
	o.mailAs(ctx, order, customer, template, orderNoticeKind(order, template), extra)
}

// mailAs is mail with the notification kind given.
func (o *Orders) mailAs(ctx context.Context, order *core.Order, customer *core.User, template string, kind core.NoticeKind, extra map[string]any) {
	data := map[string]any{"FirstName": customer.FirstName, "Reference": order.Reference,
		"Link": fmt.Sprintf("%s/registrations/%d", o.cfg.PublicURL, order.ID)}
	for k, v := range extra {
		data[k] = v
	}
	err := o.mailer.SendMail(ctx, core.Mail{To: customer.Email, Name: customer.FullName(), Language: customer.Language,
		Template: template, Data: data, UserID: customer.ID, Kind: kind})
	if err != nil {
		slog.ErrorContext(ctx, "order mail", "order", order.ID, "status", order.Status.Status, "err", err)
	}
}

// orderNoticeKind is the notification kind of a mail about an order:
// payments are their own kind, and so is anything about an activation.
func orderNoticeKind(order *core.Order, template string) core.NoticeKind {
	switch {
	case order.IsActivation():
		return core.NoticeActivation
	case strings.Contains(template, "paid") || strings.Contains(template, "payment"):
		return core.NoticePayment
	}
	return core.NoticeRegistration
}
