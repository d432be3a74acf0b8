package demo

// nation is a country with a few common first and last names, so that demo
// fanciers look like the international field of a real one-loft race.
type nation struct {
	code  string
	first []string
	last  []string
}

var nations = []nation{
	{"DE", []string{"Jürgen", "Klaus", "Stefan", "Anna", "Markus"}, []string{"Müller", "Schmidt", "Schneider", "Fischer", "Weber"}},
	{"NL", []string{"Jan", "Pieter", "Kees", "Sanne", "Bram"}, []string{"de Jong", "Jansen", "de Vries", "van Dijk", "Bakker"}},
	{"BE", []string{"Luc", "Marc", "Dirk", "Els", "Koen"}, []string{"Peeters", "Janssens", "Maes", "Claes", "Wouters"}},
	{"PL", []string{"Piotr", "Krzysztof", "Andrzej", "Anna", "Tomasz"}, []string{"Nowak", "Kowalski", "Wiśniewski", "Wójcik", "Kamiński"}},
	{"RO", []string{"Ion", "Gheorghe", "Mihai", "Elena", "Andrei"}, []string{"Popescu", "Ionescu", "Popa", "Stan", "Dumitru"}},
	{"HU", []string{"László", "István", "József", "Éva", "Zoltán"}, []string{"Nagy", "Kovács", "Tóth", "Szabó", "Horváth"}},
	{"SK", []string{"Peter", "Ján", "Martin", "Mária", "Jozef"}, []string{"Horváth", "Kováč", "Varga", "Tóth", "Baláž"}},
	{"CZ", []string{"Jiří", "Petr", "Pavel", "Jana", "Tomáš"}, []string{"Novák", "Svoboda", "Novotný", "Dvořák", "Černý"}},
	{"FR", []string{"Jean", "Pierre", "Michel", "Claire", "Luc"}, []string{"Martin", "Bernard", "Dubois", "Thomas", "Robert"}},
	{"ES", []string{"José", "Antonio", "Manuel", "Carmen", "Javier"}, []string{"García", "Fernández", "González", "Rodríguez", "López"}},
	{"PT", []string{"João", "António", "José", "Maria", "Rui"}, []string{"Silva", "Santos", "Ferreira", "Pereira", "Oliveira"}},
	{"IT", []string{"Marco", "Giuseppe", "Luca", "Giulia", "Paolo"}, []string{"Rossi", "Russo", "Ferrari", "Esposito", "Bianchi"}},
	{"GB", []string{"John", "David", "Paul", "Sarah", "Mark"}, []string{"Smith", "Jones", "Taylor", "Brown", "Wilson"}},
	{"IE", []string{"Seán", "Patrick", "Liam", "Aoife", "Ciarán"}, []string{"Murphy", "Kelly", "O'Brien", "Walsh", "Byrne"}},
	{"US", []string{"Mike", "Robert", "James", "Linda", "Kevin"}, []string{"Johnson", "Williams", "Miller", "Davis", "Anderson"}},
	{"CA", []string{"Ryan", "Marc", "Kyle", "Emily", "Luc"}, []string{"Tremblay", "Roy", "Gagnon", "Campbell", "MacDonald"}},
	{"MX", []string{"Luis", "Carlos", "Juan", "Guadalupe", "Jorge"}, []string{"Hernández", "Martínez", "Ramírez", "Flores", "Cruz"}},
	{"BR", []string{"Pedro", "Lucas", "Rafael", "Ana", "Gabriel"}, []string{"Souza", "Lima", "Costa", "Ribeiro", "Almeida"}},
	{"AR", []string{"Martín", "Diego", "Facundo", "Sofía", "Nicolás"}, []string{"Gómez", "Díaz", "Romero", "Sosa", "Álvarez"}},
	{"ZA", []string{"Johan", "Pieter", "Thabo", "Annelie", "Sipho"}, []string{"van der Merwe", "Botha", "Nkosi", "Pretorius", "Dlamini"}},
	{"TR", []string{"Mehmet", "Mustafa", "Ahmet", "Ayşe", "Emre"}, []string{"Yılmaz", "Kaya", "Demir", "Şahin", "Çelik"}},
	{"RU", []string{"Sergei", "Andrei", "Dmitri", "Olga", "Ivan"}, []string{"Ivanov", "Smirnov", "Kuznetsov", "Popov", "Volkov"}},
	{"UA", []string{"Oleksandr", "Andriy", "Taras", "Oksana", "Serhiy"}, []string{"Melnyk", "Shevchenko", "Bondarenko", "Kovalenko", "Tkachenko"}},
	{"CN", []string{"Wei", "Jun", "Lei", "Fang", "Hao"}, []string{"Wang", "Li", "Zhang", "Liu", "Chen"}},
	{"TW", []string{"Chih-Ming", "Jun-Jie", "Wen-Hsiung", "Shu-Fen", "Chia-Hao"}, []string{"Chen", "Lin", "Huang", "Chang", "Lee"}},
	{"JP", []string{"Hiroshi", "Takashi", "Kenji", "Yuki", "Daisuke"}, []string{"Sato", "Suzuki", "Takahashi", "Tanaka", "Watanabe"}},
	{"TH", []string{"Somchai", "Anan", "Kittisak", "Siriporn", "Nattapong"}, []string{"Saetang", "Srisuk", "Wongsa", "Chaiyaporn", "Boonmee"}},
	{"AE", []string{"Ahmed", "Mohammed", "Khalid", "Fatima", "Omar"}, []string{"Al Mansoori", "Al Nuaimi", "Al Hashimi", "Al Falasi", "Al Suwaidi"}},
	{"SA", []string{"Abdullah", "Faisal", "Saud", "Noura", "Turki"}, []string{"Al Harbi", "Al Qahtani", "Al Ghamdi", "Al Otaibi", "Al Zahrani"}},
	{"EG", []string{"Mahmoud", "Mostafa", "Hassan", "Mona", "Karim"}, []string{"Hassan", "Ibrahim", "Mahmoud", "Abdelrahman", "Saleh"}},
	{"KW", []string{"Yousef", "Bader", "Nasser", "Dana", "Fahad"}, []string{"Al Sabah", "Al Mutairi", "Al Azmi", "Al Enezi", "Al Rashidi"}},
	{"SE", []string{"Lars", "Anders", "Johan", "Karin", "Erik"}, []string{"Andersson", "Johansson", "Karlsson", "Nilsson", "Eriksson"}},
	{"DK", []string{"Søren", "Jens", "Niels", "Mette", "Lars"}, []string{"Nielsen", "Jensen", "Hansen", "Pedersen", "Andersen"}},
	{"AT", []string{"Franz", "Josef", "Wolfgang", "Maria", "Andreas"}, []string{"Gruber", "Huber", "Bauer", "Wagner", "Pichler"}},
	{"CH", []string{"Urs", "Beat", "Reto", "Ursula", "Daniel"}, []string{"Meier", "Keller", "Brunner", "Baumann", "Frei"}},
	{"AU", []string{"Bruce", "Craig", "Shane", "Kylie", "Matt"}, []string{"Smith", "Kelly", "Mitchell", "Thompson", "Walker"}},
}

var teamWords = []string{"Loft", "Wings", "Racing", "Team", "Duivensport", "Pigeons", "Stud", "Flyers", "Brothers", "Family"}

var pigeonNames = []string{"Blue Bolt", "Dark Rocket", "Silver Arrow", "Golden Girl", "Thunder", "Storm", "Lucky", "Comet",
	"Night Hawk", "Little Lady", "Bullet", "Fury", "Ace", "Hurricane", "Princess", "Diablo", "Kaiser", "Speedy", "Orion", "Luna"}

var colors = []string{"blue bar", "blue checker", "dark checker", "red checker", "mealy", "pied", "black", "grizzle"}
