package core

import "encoding/json"

// AppendJSONString appends s as encoding/json encodes a string: as it is
// when it is printable ASCII that needs no escape (chip ids, rings, times),
// otherwise through encoding/json. For encoders on hot paths, where
// reflection cost more than the rest of the work.
func AppendJSONString(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c < 0x20 || c >= 0x7f || c == '"' || c == '\\' || c == '<' || c == '>' || c == '&' {
			q, _ := json.Marshal(s) // a string always encodes
			return append(b, q...)
		}
	}
	b = append(b, '"')
	b = append(b, s...)
	return append(b, '"')
}
