package api

import (
	"context"

	"github.com/oneloft/oneloft/internal/service"
)

// MyFlightPigeon is one of the signed-in user's pigeons in a flight's season.
type MyFlightPigeon struct {
	PigeonID   int64         `json:"pigeon_id"`
	Ring       string        `json:"ring"`
	PigeonName string        `json:"pigeon_name"`
	TeamID     int64         `json:"team_id"`
	Team       string        `json:"team"`
	Basketed   bool          `json:"basketed" doc:"In the flight's basket"`
	Result     *FlightResult `json:"result,omitempty" doc:"The result row (rank, time, speed); absent while not arrived"`
}

// MyFlightPigeonList is the user's pigeons in a flight, at one revision.
type MyFlightPigeonList struct {
	Data     []MyFlightPigeon `json:"data"`
	FlightID int64            `json:"flight_id"`
	Revision int64            `json:"revision"`
}

// toMyFlightPigeonIn is one of the user's pigeons in res, with its result and prize.
func toMyFlightPigeonIn(res *service.FlightResults) func(*service.MyFlightPigeon) MyFlightPigeon {
	toResult := toResultIn(res)
	return func(m *service.MyFlightPigeon) MyFlightPigeon {
		p := m.Pigeon
		out := MyFlightPigeon{PigeonID: p.ID, Ring: p.Ring, PigeonName: p.Name, TeamID: p.TeamID, Basketed: m.Basketed}
		if p.Team != nil {
			out.Team = p.Team.Name
		}
		if m.Result != nil {
			r := toResult(m.Result)
			out.Result = &r
		}
		return out
	}
}

// listMyFlightPigeonsDoc describes list-my-flight-pigeons.
const listMyFlightPigeonsDoc = "The signed-in user's pigeons of the flight's season: whether each is basketed, and its result row once arrived. " +
	"Arrived birds come first by place, then basketed birds still on the way, then birds not basketed."

func (s *Server) listMyFlightPigeons(ctx context.Context, in *struct {
	ID int64 `path:"id" minimum:"1"`
}) (*bodyOf[MyFlightPigeonList], error) {
	res, mine, err := s.svc.Results.MyFlightPigeons(ctx, in.ID)
	if err != nil {
		return nil, err
	}
	return reply(MyFlightPigeonList{Data: toAll(mine, toMyFlightPigeonIn(res)), FlightID: res.Flight.ID, Revision: res.Revision})
}
