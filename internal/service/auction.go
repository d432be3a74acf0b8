package service

import (
	"context"
	"time"

	"github.com/oneloft/oneloft/internal/core"
)

// Auctions are the use cases of auctions (issue 30): a loft's merchants
// draft a lot for one of the loft's pigeons and open it; signed-in,
// verified users bid (auction_bid.go); a job closes the lots whose end
// passed. Every change of a lot is in its audit log ("auction_lot"); the
// outbid bidder and the winner hear of it (auction_notice.go).
type Auctions struct {
	*base
	store  auctionsStore
	mailer core.Mailer // the notification centre; drops mail without a mailer
	// publicURL is where users reach the web app, before the links of notices.
	publicURL string
	live      core.AuctionPublisher // nil: no live viewers
	pigeons   *Pigeons              // a sold pigeon's "assigned" status
}

// publish tells the lot's live viewers where it stands, after the change
// committed.
func (s *Auctions) publish(ctx context.Context, lot *core.AuctionLot, st core.AuctionState, extended bool) {
	if s.live == nil {
		return
	}
	ends := st.EndsAt
	if ends.IsZero() {
		ends = lot.EndsAt
	}
	s.live.PublishAuction(ctx, core.AuctionEvent{LotID: lot.ID, Price: st.Price, BidCount: st.BidCount, MinimumBid: core.MinimumBid(*lot, st),
		EndsAt: ends, Status: lot.Status, Extended: extended})
}

// Auction messages of the service.
const (
	MsgLotNotDraft    = "Only a draft lot can be changed."
	MsgLotPigeon      = "The pigeon is not one of the loft's."
	MsgLotPigeonTaken = "The pigeon is already offered in another auction."
	MsgLotEndsPast    = "The auction must end in the future to be opened."
)

// SaveLot creates a lot (ID 0) as a draft, or changes a draft, for the
// merchants of its loft and admins. The lot takes its pigeon's season;
// status, winner and price change only through OpenLot, CancelLot and the
// close.
func (s *Auctions) SaveLot(ctx context.Context, l *core.AuctionLot) error {
	if l.ID != 0 {
		return s.updateLot(ctx, l)
	}
	if err := requireMerchant(ctx, l.LoftID); err != nil {
		return err
	}
	l.Status, l.WinnerID, l.Price = core.AuctionDraft, 0, 0
	if err := s.checkLot(ctx, l); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		if err := s.store.CreateAuctionLot(ctx, l); err != nil {
			return pigeonTaken(err)
		}
		return s.audit(ctx, "auction_lot", l.ID, "auction_lot_created", core.AuditChanges(nil, l.AuditFields()))
	})
}

func (s *Auctions) updateLot(ctx context.Context, l *core.AuctionLot) error {
	if _, err := s.staffLot(ctx, l.ID, requireMerchant); err != nil {
		return err
	}
	return s.store.InTx(ctx, func(ctx context.Context) error {
		cur, err := s.lockedLot(ctx, l.ID)
		if err != nil {
			return err
		}
		if cur.Status != core.AuctionDraft {
			return core.Errorf(core.EINVALID, MsgLotNotDraft)
		}
		l.LoftID, l.Status, l.WinnerID, l.Price, l.CreatedAt = cur.LoftID, cur.Status, 0, 0, cur.CreatedAt
		if err := s.checkLot(ctx, l); err != nil {
			return err
		}
		if err := s.store.UpdateAuctionLot(ctx, l); err != nil {
			return pigeonTaken(err)
		}
		return s.audit(ctx, "auction_lot", l.ID, "auction_lot_updated", core.AuditChanges(cur.AuditFields(), l.AuditFields()))
	})
}

// checkLot validates l and that its pigeon races for its loft, and gives
// it the pigeon's season.
func (s *Auctions) checkLot(ctx context.Context, l *core.AuctionLot) error {
	if err := l.Validate(); err != nil {
		return err
	}
	p, err := s.store.FindPigeonByID(ctx, l.PigeonID)
	if core.ErrorCode(err) == core.ENOTFOUND {
		return core.Invalid("pigeon_id", MsgLotPigeon)
	}
	if err != nil {
		return err
	}
	season, err := s.store.FindSeasonByID(ctx, p.SeasonID)
	if err != nil {
		return err
	}
	if season.LoftID != l.LoftID {
		return core.Invalid("pigeon_id", MsgLotPigeon)
	}
	l.SeasonID = p.SeasonID
	return nil
}

// pigeonTaken names the conflict of a pigeon already in a live lot.
func pigeonTaken(err error) error {
	if core.ErrorCode(err) == core.ECONFLICT {
		return core.Errorf(core.ECONFLICT, MsgLotPigeonTaken)
	}
	return err
}

// OpenLot opens a draft for bids (the loft's merchants, admins).
func (s *Auctions) OpenLot(ctx context.Context, id int64) (*core.AuctionLot, error) {
	return s.setStatus(ctx, id, core.AuctionOpen)
}

// CancelLot withdraws a draft, or an open lot before its first accepted
// bid (the loft's merchants, admins).
func (s *Auctions) CancelLot(ctx context.Context, id int64) (*core.AuctionLot, error) {
	return s.setStatus(ctx, id, core.AuctionCancelled)
}

// setStatus moves a lot to status through core.CheckLotTransition, under the
// lot's lock so that no bid slips in between the count and the change.
func (s *Auctions) setStatus(ctx context.Context, id int64, to core.AuctionStatus) (*core.AuctionLot, error) {
	if _, err := s.staffLot(ctx, id, requireMerchant); err != nil {
		return nil, err
	}
	var (
		lot *core.AuctionLot
		st  core.AuctionState
	)
	err := s.store.InTx(ctx, func(ctx context.Context) error {
		var err error
		if lot, err = s.lockedLot(ctx, id); err != nil {
			return err
		}
		bids, err := s.store.FindBids(ctx, id)
		if err != nil {
			return err
		}
		st = core.ReplayBids(*lot, bids)
		if err := core.CheckLotTransition(lot.Status, to, st.BidCount); err != nil {
			return err
		}
		if to == core.AuctionOpen && !lot.EndsAt.After(s.now()) {
			return core.Invalid("ends_at", MsgLotEndsPast)
		}
		return s.recordStatus(ctx, lot, to, nil)
	})
	if err != nil {
		return nil, err
	}
	s.publish(ctx, lot, st, false)
	return lot, nil
}

// recordStatus stores lot with its status changed to "to" (and the rest of
// lot as the caller set it) and audits the step with detail.
func (s *Auctions) recordStatus(ctx context.Context, lot *core.AuctionLot, to core.AuctionStatus, detail map[string]any) error {
	if detail == nil {
		detail = map[string]any{}
	}
	detail["status"] = [2]any{string(lot.Status), string(to)}
	lot.Status = to
	if err := s.store.UpdateAuctionLot(ctx, lot); err != nil {
		return err
	}
	return s.audit(ctx, "auction_lot", lot.ID, "auction_lot_"+string(to), detail)
}

// lockedLot takes the lot's lock and reads it as it is once the lock is had.
func (s *Auctions) lockedLot(ctx context.Context, id int64) (*core.AuctionLot, error) {
	if err := s.store.LockAuctionLot(ctx, id); err != nil {
		return nil, err
	}
	return s.store.FindAuctionLotByID(ctx, id)
}

// staffLot finds a lot for whom role lets through for its loft.
func (s *Auctions) staffLot(ctx context.Context, id int64, role func(context.Context, int64) error) (*core.AuctionLot, error) {
	lot, err := s.store.FindAuctionLotByID(ctx, id)
	if err != nil {
		return nil, err
	}
	if err := role(ctx, lot.LoftID); err != nil {
		return nil, err
	}
	return lot, nil
}

// LotHistory is a lot's audit log, newest first, for its loft's staff.
func (s *Auctions) LotHistory(ctx context.Context, id int64) ([]HistoryEntry, error) {
	if _, err := s.staffLot(ctx, id, requireStaff); err != nil {
		return nil, err
	}
	return s.history(ctx, "auction_lot", id)
}

// LotView is a lot with where its bidding stands, as its page shows it.
type LotView struct {
	// Lot's ReservePrice is 0 unless the viewer is staff of the loft: the
	// reserve is the seller's secret, ReserveMet tells bidders enough.
	Lot        *core.AuctionLot
	Price      int64     // the current price; 0 before the first bid
	BidCount   int       // accepted bids
	EndsAt     time.Time // as soft close moved it
	LeaderID   int64     // 0 before the first bid
	MinimumBid int64     // the least a bidder other than the leader may bid
	ReserveMet bool      // there is a leader and no reserve, or the price meets it
	Over       bool      // bidding has ended, whether or not the job closed the lot yet
	// Sale is how the payment of a sold lot stands, for the loft's staff
	// and the winner; nil for others and for a lot not sold.
	Sale *LotSale
}

// LotSale is the payment of a sold lot.
type LotSale struct {
	StoreOrderID int64  // the order the winner pays on; 0 for a lot sold before lots were paid in the store
	Paid         bool   // the order's latest status is a payment
	WinnerName   string // for the loft's staff only
}

// Lot shows a lot to anyone, a draft only to its loft's staff (others get
// ENOTFOUND, as if it did not exist).
func (s *Auctions) Lot(ctx context.Context, id int64) (*LotView, error) {
	lot, staff, err := s.visibleLot(ctx, id)
	if err != nil {
		return nil, err
	}
	bids, err := s.store.FindBids(ctx, id)
	if err != nil {
		return nil, err
	}
	return s.view(lot, core.ReplayBids(*lot, bids), staff, viewerID(ctx)), nil
}

// view is a lot as its page shows it to staff or not, and to the viewer (a
// user id, 0 for a visitor).
func (s *Auctions) view(lot *core.AuctionLot, st core.AuctionState, staff bool, viewer int64) *LotView {
	v := &LotView{Lot: lot, Price: st.Price, BidCount: st.BidCount, EndsAt: st.EndsAt, LeaderID: st.LeaderID,
		MinimumBid: core.MinimumBid(*lot, st), ReserveMet: st.LeaderID != 0 && (lot.ReservePrice == 0 || st.Price >= lot.ReservePrice),
		Over: lot.Status != core.AuctionOpen || st.Over(s.now())}
	winner := viewer != 0 && viewer == lot.WinnerID
	if lot.Status == core.AuctionSold && (staff || winner) {
		v.Sale = &LotSale{StoreOrderID: lot.StoreOrderID, Paid: lot.Paid}
		if staff {
			v.Sale.WinnerName = lot.WinnerName
		}
	}
	// What the sale was paid with is the buyer's and the seller's business.
	lot.Paid, lot.WinnerName = false, ""
	if !staff {
		v.Lot.ReservePrice = 0
		if !winner {
			v.Lot.StoreOrderID = 0
		}
	}
	return v
}

// Followable reports whether the actor may follow a lot's bidding live:
// one that exists and is not a draft, or one of the actor's loft.
func (s *Auctions) Followable(ctx context.Context, lotID int64) bool {
	_, _, err := s.visibleLot(ctx, lotID)
	return err == nil
}

func (s *Auctions) visibleLot(ctx context.Context, id int64) (lot *core.AuctionLot, staff bool, err error) {
	lot, err = s.store.FindAuctionLotByID(ctx, id)
	if err != nil {
		return nil, false, err
	}
	staff = core.ActorFrom(ctx).IsStaffOf(lot.LoftID)
	if lot.Status == core.AuctionDraft && !staff {
		return nil, false, core.Errorf(core.ENOTFOUND, "Lot not found.")
	}
	return lot, staff, nil
}

// LotBid is one line of a lot's bid history.
type LotBid struct {
	ID       int64
	UserID   int64
	PlacedAt time.Time
	Accepted bool
	Price    int64 // the lot's price after the bid; 0 for a refused one
	Leading  bool  // the bidder led after it
	// Amount is the bidder's maximum, the proxy's secret: shown to the
	// bidder and the loft's staff, 0 for others.
	Amount int64
	Reason string // why it was refused
}

// LotBids lists a lot's bids, oldest first: every bid for the loft's
// staff (a dispute is settled with them), the accepted ones and the
// viewer's own to others.
func (s *Auctions) LotBids(ctx context.Context, id int64) ([]LotBid, error) {
	lot, staff, err := s.visibleLot(ctx, id)
	if err != nil {
		return nil, err
	}
	bids, err := s.store.FindBids(ctx, id)
	if err != nil {
		return nil, err
	}
	var me int64
	if u := core.ActorFrom(ctx).User; u != nil {
		me = u.ID
	}
	after := map[int64]core.AuctionState{}
	core.ReplayBidsEach(*lot, bids, func(b *core.Bid, st core.AuctionState) { after[b.ID] = st })
	out := []LotBid{}
	for _, b := range bids {
		mine := me != 0 && b.UserID == me
		if !b.Accepted && !staff && !mine {
			continue
		}
		line := LotBid{ID: b.ID, UserID: b.UserID, PlacedAt: b.PlacedAt, Accepted: b.Accepted, Reason: b.Reason}
		if st, ok := after[b.ID]; ok {
			line.Price, line.Leading = st.Price, st.LeaderID == b.UserID
		}
		if staff || mine {
			line.Amount = b.Amount
		}
		out = append(out, line)
	}
	return out, nil
}
