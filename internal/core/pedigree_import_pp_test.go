package core

import (
	"reflect"
	"testing"
)

func TestPigeonPlannerRing(t *testing.T) {
	tests := []struct {
		name, country, band, year, want string
	}{
		{"NL", "", "NL 1234567", "2023", "NL-2023-1234567"},
		{"NLNoSpace", "", "NL1234567", "2023", "NL-2023-1234567"},
		{"BE", "", "BE 1234567", "2023", "BE-1234567-23"},
		{"DEClubAndSerial", "", "DE 0123 456", "2024", "DE-0123-24-456"},
		{"PLByColumn", "pl", "0456-1234", "2025", "PL-0456-25-1234"},
		{"GBLetters", "GB", "A12345", "2022", "GB-22-A12345"},
		{"PT", "PT", "12-1234567", "2021", "PT-12-2021-1234567"},
		{"TwoDigitYear", "NL", "1234567", "23", "NL-2023-1234567"},
		{"WholeRingKept", "", "NL-2019-7654321", "2019", "NL-2019-7654321"},
		{"NoCountryLeftForTheCheck", "", "1234567", "2023", "1234567"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := pigeonPlannerRing(tt.country, tt.band, tt.year)
			if got != tt.want {
				t.Fatalf("got %q, want %q", got, tt.want)
			}
		})
	}
}

func TestParsePigeonPlannerExport(t *testing.T) {
	tests := []struct {
		name string
		csv  string
		want []map[string]string
	}{
		{
			name: "Version2",
			csv: `"pindex","band","year","sex","visible","status","colour","name","strain","loft","image","sire band","sire year","dam band","dam year","extra1"` + "\n" +
				`"BE1234567","BE 1234567","2023","0","1","1","Blue","Kaiser","Janssen","Loft 1","","BE 7654321","2020","BE 1111111","2019",""` + "\n" +
				`"","","","","","","","","","","","","","","",""` + "\n" +
				`"NL2024","NL 2024001","2024","1","1","1","Red","","","","","","","","",""` + "\n",
			want: []map[string]string{
				{"ring": "BE-1234567-23", "name": "Kaiser", "sex": "cock", "color": "Blue", "strain": "Janssen", "sire": "BE-7654321-20", "dam": "BE-1111111-19"},
				{"ring": "NL-2024-2024001", "name": "", "sex": "hen", "color": "Red", "strain": ""},
			},
		},
		{
			name: "Version3",
			csv: "band,country,letters,number,year,sex,visible,status,colour,name,strain,loft,image,sire,dam\n" +
				"NL 1234567 / 2025,NL,,1234567,2025,2,True,1,Checker,Zeus,,,,NL 7000001 / 2022,NL-2021-7000002\n",
			want: []map[string]string{
				{"ring": "NL-2025-1234567", "name": "Zeus", "sex": "", "color": "Checker", "strain": "", "sire": "NL-2022-7000001", "dam": "NL-2021-7000002"},
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			lines, header, cols, problems := ParsePedigreeCSV([]byte(tt.csv), nil)
			if len(problems) > 0 || !IsPigeonPlannerExport(header) || cols["ring"] != "band" {
				t.Fatalf("problems %v, header %v, columns %v", problems, header, cols)
			}
			var got []map[string]string
			for _, l := range lines {
				got = append(got, l.Fields)
			}
			if !reflect.DeepEqual(got, tt.want) {
				t.Fatalf("got %v, want %v", got, tt.want)
			}
		})
	}
}
