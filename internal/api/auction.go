package api

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
	"github.com/oneloft/oneloft/internal/service"
)

// AuctionLot is a lot with where its bidding stands.
type AuctionLot struct {
	ID               int64     `json:"id"`
	LoftID           int64     `json:"loft_id"`
	SeasonID         int64     `json:"season_id,omitempty"`
	PigeonID         int64     `json:"pigeon_id"`
	Title            string    `json:"title"`
	Description      string    `json:"description,omitempty"`
	Currency         string    `json:"currency" enum:"EUR,USD"`
	StartPrice       int64     `json:"start_price" doc:"Cents: the lowest first bid"`
	ReservePrice     int64     `json:"reserve_price,omitempty" doc:"Cents; shown to the loft's staff only, 0: none"`
	Increment        int64     `json:"increment" doc:"Cents a bid must beat the price by"`
	StartsAt         time.Time `json:"starts_at"`
	EndsAt           time.Time `json:"ends_at" doc:"As soft close moved it"`
	SoftCloseMinutes int       `json:"soft_close_minutes" doc:"A bid in the last N minutes moves the end to N minutes after it; 0: off"`
	Status           string    `json:"status" enum:"draft,open,sold,unsold,cancelled"`
	Price            int64     `json:"price" doc:"Cents: the current price, or what it sold for; 0 before the first bid"`
	BidCount         int       `json:"bid_count"`
	MinimumBid       int64     `json:"minimum_bid" doc:"Cents: the least a bidder other than the leader may bid now"`
	ReserveMet       bool      `json:"reserve_met"`
	Over             bool      `json:"over" doc:"Bidding has ended (the lot may not be closed yet)"`
	Leading          bool      `json:"leading" doc:"The viewer leads (or won)"`
	StoreOrderID     *int64    `json:"store_order_id,omitempty" doc:"A sold lot's store order, which its winner pays it with; for the winner and the loft's staff"`
	Paid             *bool     `json:"paid,omitempty" doc:"A sold lot's store order is paid (the pigeon is the winner's); for the winner and the loft's staff"`
	WinnerName       string    `json:"winner_name,omitempty" doc:"Who won a sold lot; for the loft's staff"`
}

func toAuctionLot(v *service.LotView, viewer int64) AuctionLot {
	l := v.Lot
	out := AuctionLot{ID: l.ID, LoftID: l.LoftID, SeasonID: l.SeasonID, PigeonID: l.PigeonID, Title: l.Title, Description: l.Description,
		Currency: string(l.Currency), StartPrice: l.StartPrice, ReservePrice: l.ReservePrice, Increment: l.Increment, StartsAt: l.StartsAt,
		EndsAt: v.EndsAt, SoftCloseMinutes: l.SoftCloseMinutes, Status: string(l.Status), Price: v.Price, BidCount: v.BidCount,
		MinimumBid: v.MinimumBid, ReserveMet: v.ReserveMet, Over: v.Over, Leading: viewer != 0 && v.LeaderID == viewer}
	if sale := v.Sale; sale != nil {
		out.Paid, out.WinnerName = &sale.Paid, sale.WinnerName
		if sale.StoreOrderID != 0 {
			out.StoreOrderID = &sale.StoreOrderID
		}
	}
	return out
}

// viewerID is the signed-in user's id, 0 for a visitor.
func viewerID(ctx context.Context) int64 {
	if u := core.ActorFrom(ctx).User; u != nil {
		return u.ID
	}
	return 0
}

// AuctionLotInput creates or changes a draft lot.
type AuctionLotInput struct {
	PigeonID         int64     `json:"pigeon_id" minimum:"1" doc:"A pigeon of the loft"`
	Title            string    `json:"title" minLength:"1" maxLength:"128"`
	Description      string    `json:"description,omitempty" maxLength:"5000"`
	Currency         string    `json:"currency" enum:"EUR,USD"`
	StartPrice       int64     `json:"start_price" minimum:"1" doc:"Cents"`
	ReservePrice     int64     `json:"reserve_price,omitempty" minimum:"0" doc:"Cents; 0: none"`
	Increment        int64     `json:"increment" minimum:"1" doc:"Cents"`
	StartsAt         time.Time `json:"starts_at"`
	EndsAt           time.Time `json:"ends_at"`
	SoftCloseMinutes int       `json:"soft_close_minutes" minimum:"0" maximum:"60"`
}

func (in AuctionLotInput) lot(id, loftID int64) *core.AuctionLot {
	return &core.AuctionLot{ID: id, LoftID: loftID, PigeonID: in.PigeonID, Title: in.Title, Description: in.Description,
		Currency: core.Currency(in.Currency), StartPrice: in.StartPrice, ReservePrice: in.ReservePrice, Increment: in.Increment,
		StartsAt: in.StartsAt.UTC(), EndsAt: in.EndsAt.UTC(), SoftCloseMinutes: in.SoftCloseMinutes}
}

// lotsDoc is who manages a loft's auction lots.
const lotsDoc = "Merchants of the loft and admins. A lot is a draft until opened; only a draft changes."

func (s *Server) listLoftAuctions(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[[]AuctionLot], error) {
	lots, err := s.svc.Auctions.LoftLots(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	me := viewerID(ctx)
	return reply(toAll(lots, func(v *service.LotView) AuctionLot { return toAuctionLot(v, me) }))
}

func (s *Server) createAuctionLot(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1" doc:"The loft"`
	Body AuctionLotInput
}) (*bodyOf[AuctionLot], error) {
	l := in.Body.lot(0, in.ID)
	if err := s.svc.Auctions.SaveLot(ctx, l); err != nil {
		return nil, err
	}
	return s.auctionLot(ctx, l.ID)
}

func (s *Server) updateAuctionLot(ctx context.Context, in *struct {
	ID   int64 `path:"id" minimum:"1"`
	Body AuctionLotInput
}) (*bodyOf[AuctionLot], error) {
	cur, err := s.svc.Auctions.Lot(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	if err := s.svc.Auctions.SaveLot(ctx, in.Body.lot(in.ID, cur.Lot.LoftID)); err != nil {
		return nil, err
	}
	return s.auctionLot(ctx, in.ID)
}

type lotIDInput struct {
	ID int64 `path:"id" minimum:"1"`
}

func (s *Server) openAuctionLot(ctx context.Context, in *lotIDInput) (*bodyOf[AuctionLot], error) {
	if _, err := s.svc.Auctions.OpenLot(ctx, in.ID); err != nil {
		return nil, err
	}
	return s.auctionLot(ctx, in.ID)
}

func (s *Server) cancelAuctionLot(ctx context.Context, in *lotIDInput) (*bodyOf[AuctionLot], error) {
	if _, err := s.svc.Auctions.CancelLot(ctx, in.ID); err != nil {
		return nil, err
	}
	return s.auctionLot(ctx, in.ID)
}

func (s *Server) getAuctionLot(ctx context.Context, in *lotIDInput) (*bodyOf[AuctionLot], error) {
	return s.auctionLot(ctx, in.ID)
}

func (s *Server) auctionLot(ctx context.Context, id int64) (*bodyOf[AuctionLot], error) {
	v, err := s.svc.Auctions.Lot(ctx, id)
	if err != nil {
		return nil, err
	}
	return reply(toAuctionLot(v, viewerID(ctx)))
}

func (s *Server) auctionLotHistory(ctx context.Context, in *lotIDInput) (*bodyOf[[]AuditEntry], error) {
	h, err := s.svc.Auctions.LotHistory(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(toAll(h, toAuditEntry))
}
