package core

import "time"

// SignInLimits slow down password guessing without letting a guesser lock
// the owner out: failures count per account and client address, so the
// right password from another address still works; after FreeFailures in a
// row, each further try from that address must wait a delay that doubles up
// to MaxDelay. A success or the owner's unlock link starts the count again.
//
// A guesser spread over many addresses (a botnet) would stay under that
// count on each of them, so failures also count per account from all
// addresses together: after AccountFreeFailures within Window, one try on
// the account may be made per delay (doubling in the same way), from
// whichever address comes first. That is a delay, not a lockout: it ends,
// and the addresses that signed in to the account or used its unlock link
// within Window are not held by it, so the owner gets through (the mailed
// link lets a new address in) while the guessers stay slow. Neither a
// success nor the link starts the account's count again: the guessers
// would get free tries each time the owner signs in.
type SignInLimits struct {
	FreeFailures int           // failures in a row that cost nothing
	FirstDelay   time.Duration // the wait after the first failure beyond them
	MaxDelay     time.Duration
	Window       time.Duration // failures older than this are forgotten
	// MaxPerAddress bounds failures from one address over all accounts
	// (one machine trying many accounts) within Window.
	MaxPerAddress int
	// AccountFreeFailures are the failures on one account within Window,
	// from all addresses together, before its tries wait.
	AccountFreeFailures int
}

// DefaultSignInLimits are the limits the service runs with: past 10
// failures on an account in a day, guessers everywhere together get one try
// per 15 minutes from the 20th on, about a hundred a day.
var DefaultSignInLimits = SignInLimits{FreeFailures: 5, FirstDelay: 2 * time.Second, MaxDelay: 15 * time.Minute,
	Window: 24 * time.Hour, MaxPerAddress: 100, AccountFreeFailures: 10}

// Delay is how long a client must wait after its n-th failure in a row.
func (l SignInLimits) Delay(n int) time.Duration { return l.doubling(n, l.FreeFailures) }

// AccountDelay is how long every try on an account waits after its n-th
// failure within the window from all addresses together.
func (l SignInLimits) AccountDelay(n int) time.Duration { return l.doubling(n, l.AccountFreeFailures) }

// doubling is 0 below free failures, then FirstDelay doubling per failure up
// to MaxDelay.
func (l SignInLimits) doubling(n, free int) time.Duration {
	if n < free {
		return 0
	}
	d := l.FirstDelay
	for i := free; i < n && d < l.MaxDelay; i++ {
		d *= 2
	}
	return min(d, l.MaxDelay)
}

// NextTry is when a client with n failures in a row, the last at last, may
// try again; the zero time when it may try at once.
func (l SignInLimits) NextTry(n int, last time.Time) time.Time {
	if d := l.Delay(n); d > 0 {
		return last.Add(d)
	}
	return time.Time{}
}

// Limits of the other doors to an account: reset mails per address asked
// for and per client address, and wrong phone codes before a code is void.
const (
	MaxResetMailsPerEmail   = 3
	MaxResetMailsPerAddress = 10
	ResetMailWindow         = time.Hour
	MaxWrongPhoneCodes      = 5
)

// Mails that anyone can make the service send (the verification mail, the
// note to the owner of a taken address, the unlock mail after failed
// sign-ins) are limited per kind as the reset mails are: per address mailed,
// so that no inbox is flooded, and per client address, so that no machine
// mails many inboxes. Over the address's limit the mail is just not sent
// (the answer must not tell whether an account has the address); over the
// client's, the page may say so.
var (
	MailsPerEmail  = RateLimit{Max: MaxResetMailsPerEmail, Window: ResetMailWindow}
	MailsPerClient = RateLimit{Max: MaxResetMailsPerAddress, Window: ResetMailWindow}
)

// PhoneCodeLimits bound the codes texted per user and per phone number:
// each costs money, and a number must not be flooded through many
// accounts. Three in ten minutes allow for a lost text or a mistyped
// number; ten a day end a slow flood.
var PhoneCodeLimits = []RateLimit{{Max: 3, Window: 10 * time.Minute}, {Max: 10, Window: 24 * time.Hour}}

// Messages of the limits.
const (
	MsgTooManyResetMails = "Too many password reset requests. Please try again later."
	MsgPhoneCodeVoid     = "Too many wrong codes. Please request a new code."
	MsgTooManyPhoneCodes = "Too many codes were sent. Please try again later."
	MsgTooManyRequests   = "Too many requests. Please try again later."
)

// PurposePhoneCode is the user token of a texted code; the token's hash
// binds it to the user and the number.
const PurposePhoneCode = "phone_code"

// PurposeUnlock is the user token of a mailed link that lifts sign-in delays.
const PurposeUnlock = "unlock"

// The optional site-wide password gate (SPEC §2, §9).
const (
	// GateTTL is how long the gate remembers a right password.
	GateTTL = 5 * 24 * time.Hour
	// MaxGateTries wrong passwords per client address in GateTriesWindow.
	MaxGateTries    = 10
	GateTriesWindow = time.Hour

	MsgGateClosed  = "This site is protected by a password."
	MsgGateWrong   = "The password is not right."
	MsgGateTooMany = "Too many wrong passwords. Please try again later."
)
