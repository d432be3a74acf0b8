package core_test

import (
	"reflect"
	"testing"

	"github.com/oneloft/oneloft/internal/core"
)

func TestReviewOf(t *testing.T) {
	a := &core.Arrival{PigeonID: 7, ArrivedMs: 5000}
	decided := func(st core.ReviewStatus, pigeon, ms int64) *core.ArrivalReview {
		return &core.ArrivalReview{PigeonID: pigeon, ArrivedMs: ms, Status: st}
	}
	for _, tt := range []struct {
		name     string
		speed    core.Speed
		hasSpeed bool
		unit     core.Unit
		decided  *core.ArrivalReview
		want     core.ReviewStatus
	}{
		{"OKPlausible", 150_000, true, core.Kilometre, nil, core.ReviewNone},
		{"OKAtTheLimit", core.MaxPlausibleSpeed, true, core.Kilometre, nil, core.ReviewNone},
		{"HeldOverTheLimit", core.MaxPlausibleSpeed + 1, true, core.Kilometre, nil, core.ReviewHeld},
		// 2,400 m/min is 2,624.67 yd/min: a mile loft's 2,600 yd/min is plausible, 2,700 is not
		{"OKMileUnderTheLimit", 260_000, true, core.Mile, nil, core.ReviewNone},
		{"HeldMileOverTheLimit", 270_000, true, core.Mile, nil, core.ReviewHeld},
		{"OKNoSpeed", 0, false, core.Kilometre, nil, core.ReviewNone},
		{"Accepted", 500_000, true, core.Kilometre, decided(core.ReviewAccepted, 7, 5000), core.ReviewAccepted},
		{"Rejected", 500_000, true, core.Kilometre, decided(core.ReviewRejected, 7, 5000), core.ReviewRejected},
		// an earlier read replaced the arrival decided on: a new arrival, held anew
		{"HeldAfterEarlierRead", 500_000, true, core.Kilometre, decided(core.ReviewAccepted, 7, 6000), core.ReviewHeld},
		{"HeldOtherPigeonsDecision", 500_000, true, core.Kilometre, decided(core.ReviewAccepted, 8, 5000), core.ReviewHeld},
	} {
		t.Run(tt.name, func(t *testing.T) {
			if got := core.ReviewOf(a, tt.speed, tt.hasSpeed, tt.unit, tt.decided); got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestReviewStatusPlaced(t *testing.T) {
	for st, want := range map[core.ReviewStatus]bool{core.ReviewNone: true, core.ReviewAccepted: true, core.ReviewHeld: false, core.ReviewRejected: false} {
		if got := st.Placed(); got != want {
			t.Errorf("%q.Placed() = %v, want %v", st, got, want)
		}
	}
}

// Places skip held birds: they push nobody down, and ties still share.
func TestPlacing(t *testing.T) {
	type arr struct {
		ms     int64
		placed bool
	}
	for _, tt := range []struct {
		name string
		in   []arr
		from core.Placing
		want []int // 0: no place
	}{
		{"OKPlain", []arr{{100, true}, {200, true}, {300, true}}, core.Placing{}, []int{1, 2, 3}},
		{"OKTiesShareAndSkip", []arr{{100, true}, {200, true}, {200, true}, {300, true}}, core.Placing{}, []int{1, 2, 2, 4}},
		{"HeldFirstPushesNobodyDown", []arr{{50, false}, {100, true}, {200, true}}, core.Placing{}, []int{0, 1, 2}},
		{"HeldBetweenTies", []arr{{100, true}, {100, false}, {100, true}, {200, true}}, core.Placing{}, []int{1, 0, 1, 3}},
		{"HeldLast", []arr{{100, true}, {200, false}}, core.Placing{}, []int{1, 0}},
		// resumed after two birds placed, the second at 200: a tie with it shares its place
		{"Resumed", []arr{{200, true}, {300, true}}, core.Placing{Taken: 2, Last: 2, LastMs: 200}, []int{2, 4}},
	} {
		t.Run(tt.name, func(t *testing.T) {
			p := tt.from
			got := make([]int, len(tt.in))
			for i, a := range tt.in {
				if a.placed {
					got[i] = p.Next(a.ms)
				}
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}

func TestCheckReview(t *testing.T) {
	for _, tt := range []struct {
		name      string
		cur, next core.ReviewStatus
		note      string
		wantCode  string
		wantMsg   string
	}{
		{"OKAccept", core.ReviewHeld, core.ReviewAccepted, "", "", ""},
		{"OKReject", core.ReviewHeld, core.ReviewRejected, "Chip carried by car", "", ""},
		{"ErrRejectWithoutReason", core.ReviewHeld, core.ReviewRejected, "  ", core.EINVALID, core.MsgReviewNoteNeeded},
		{"ErrUnknownDecision", core.ReviewHeld, core.ReviewHeld, "", core.EINVALID, "The selected status is invalid."},
		{"ErrNotHeld", core.ReviewNone, core.ReviewAccepted, "", core.EINVALID, core.MsgReviewNotHeld},
		{"ErrAcceptedAlready", core.ReviewAccepted, core.ReviewAccepted, "", core.ECONFLICT, "This arrival was accepted already."},
		{"ErrRejectedAlready", core.ReviewRejected, core.ReviewAccepted, "", core.ECONFLICT, "This arrival was rejected already."},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckReview(tt.cur, tt.next, tt.note)
			if core.ErrorCode(err) != tt.wantCode || core.ErrorMessage(err) != tt.wantMsg {
				t.Fatalf("got %s %q, want %s %q", core.ErrorCode(err), core.ErrorMessage(err), tt.wantCode, tt.wantMsg)
			}
		})
	}
}

func TestCheckHeldArrivals(t *testing.T) {
	for _, tt := range []struct {
		name      string
		next      core.FlightState
		hasPrizes bool
		held      int
		wantErr   bool
	}{
		{"OKNoneHeld", core.FlightClosed, true, 0, false},
		{"OKNoPrizes", core.FlightFinished, false, 2, false},
		{"OKBackToReleased", core.FlightReleased, true, 2, false},
		{"ErrClose", core.FlightClosed, true, 1, true},
		{"ErrFinish", core.FlightFinished, true, 3, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			err := core.CheckHeldArrivals(tt.next, tt.hasPrizes, tt.held)
			if (err != nil) != tt.wantErr {
				t.Fatalf("got %v, want error %v", err, tt.wantErr)
			}
			if err != nil && core.ErrorCode(err) != core.EINVALID {
				t.Fatalf("got %v, want %s", core.ErrorCode(err), core.EINVALID)
			}
		})
	}
}
