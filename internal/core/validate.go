package core

import (
	"fmt"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Limits of SPEC §5.
const (
	MaxEmailLength    = 128
	MinPasswordLength = 8
	IntRangeMin       = 0
	IntRangeMax       = 100000000
	MaxSales          = 2147483647
)

// Generic validation messages (SPEC §5). The ":attribute" style of the
// product's texts is kept so the SPA shows familiar wording.
const (
	MsgDateRange       = "Please enter a valid date range"
	MsgEntryFeeNeeded  = "You need at least one product with the entry fee category"
	MsgAlreadyExists   = "This entry already exists"
	MsgProductInUse    = "The product could not be updated because it is already in use"
	MsgAlreadyActive   = "This pigeon has already been activated"
	MsgSameStatus      = "The new status is the same as the last one"
	MsgNumber          = "please enter a number"
	MsgInvalidFileType = "import_invalid_file"
)

// MsgChangedMeanwhile answers a change that met a concurrent change of the
// same rows and was undone (PostgreSQL ended its transaction): nothing was
// stored, and trying again is safe.
const MsgChangedMeanwhile = "Someone changed this at the same time. Please try again."

func msgRequired(field string) string { return fmt.Sprintf("The %s field is required.", label(field)) }

func label(field string) string { return strings.ReplaceAll(field, "_", " ") }

// Required records a message when value is blank.
func Required(f FieldErrors, field, value string) bool {
	if strings.TrimSpace(value) == "" {
		f.Add(field, msgRequired(field))
		return false
	}
	return true
}

// MaxLen records a message when value has more than max characters, or
// holds characters that no text may hold (see Text). Every name and free
// text is checked here, so the rule on characters lives in one place.
func MaxLen(f FieldErrors, field, value string, max int) {
	if utf8.RuneCountInString(value) > max {
		f.Add(field, fmt.Sprintf("The %s may not be greater than %d characters.", label(field), max))
		return
	}
	Text(f, field, value)
}

// msgForbiddenCharacters refuses a text with control or direction-override characters.
func msgForbiddenCharacters(field string) string {
	return fmt.Sprintf("The %s contains characters that are not allowed.", label(field))
}

// Text records a message when value holds a control character other than
// tab and line breaks (NUL among them: databases and logs cut or choke on
// them), a bidirectional override or isolate, which can make a name read
// differently from what it is ("Trojan Source"), or an invisible character
// that makes two names look alike (zero-width space, word joiner, BOM).
// Every script, Arabic and the marks LRM and RLM that right-to-left writing
// uses, stays allowed, and so do the zero-width (non-)joiners: Persian,
// Arabic and Indic words and emoji sequences need them.
func Text(f FieldErrors, field, value string) {
	if strings.IndexFunc(value, forbiddenRune) >= 0 {
		f.Add(field, msgForbiddenCharacters(field))
	}
}

func forbiddenRune(r rune) bool {
	switch {
	case r == '\t' || r == '\n' || r == '\r':
		return false
	case unicode.IsControl(r), r == utf8.RuneError:
		return true
	case r >= 0x202A && r <= 0x202E, r >= 0x2066 && r <= 0x2069: // LRE…RLO, LRI…PDI
		return true
	case r == 0x200B, r >= 0x2060 && r <= 0x2064, r == 0xFEFF, r == 0x180E: // ZWSP, word joiner and invisible operators, BOM, MVS
		return true
	}
	return false
}

// Line is MaxLen for a single-line field (a name, an address line, a file
// name): line breaks and tabs are refused too, since they split what is
// shown, logged or written into a CSV or a mail header.
func Line(f FieldErrors, field, value string, max int) {
	if strings.ContainsAny(value, "\r\n\t") {
		f.Add(field, msgForbiddenCharacters(field))
		return
	}
	MaxLen(f, field, value, max)
}

// MaxFileName bounds the name of an uploaded file as it is shown.
const MaxFileName = 255

// CheckFileName refuses the name an upload came with when it would not show
// as one clean line (see Line); a long name is cut where it is kept, not
// refused, since browsers send whatever the disk calls the file.
func CheckFileName(name string) error {
	f := FieldErrors{}
	if strings.ContainsAny(name, "\r\n\t") || strings.IndexFunc(name, forbiddenRune) >= 0 {
		f.Add("file", msgForbiddenCharacters("file_name"))
	}
	return f.Err()
}

// MinLen records a message when value has fewer than min characters.
func MinLen(f FieldErrors, field, value string, min int) {
	if utf8.RuneCountInString(value) < min {
		f.Add(field, fmt.Sprintf("The %s must be at least %d characters.", label(field), min))
	}
}

// emailRe accepts an address-like value whose top-level part is 2 to 12 letters.
var emailRe = regexp.MustCompile(`^[^\s@]+@[^\s@]+\.[A-Za-z]{2,12}$`)

// Email checks an e-mail address: optional unless required, address-like, at
// most 128 characters.
func Email(f FieldErrors, field, value string, required bool) {
	if value == "" {
		if required {
			f.Add(field, msgRequired(field))
		}
		return
	}
	if utf8.RuneCountInString(value) > MaxEmailLength {
		f.Add(field, fmt.Sprintf("The %s may not be greater than %d characters.", label(field), MaxEmailLength))
		return
	}
	if !emailRe.MatchString(value) {
		f.Add(field, fmt.Sprintf("The %s must be a valid email address.", label(field)))
	}
}

// IntRange checks that v lies within [min, max]; the message gives the value.
func IntRange(f FieldErrors, field string, v, min, max int64) {
	if v < min {
		f.Add(field, fmt.Sprintf("The %s must be at least %d.", label(field), min))
	} else if v > max {
		f.Add(field, fmt.Sprintf("The %s may not be greater than %d.", label(field), max))
	}
}

// Password checks SPEC §5's rule: at least 8 characters, one number, one capital letter.
func Password(f FieldErrors, field, value string) {
	var digit, upper bool
	for _, r := range value {
		digit = digit || unicode.IsDigit(r)
		upper = upper || unicode.IsUpper(r)
	}
	if utf8.RuneCountInString(value) < MinPasswordLength || !digit || !upper {
		f.Add(field, "The password must be at least 8 characters and contain at least one number and one capital letter.")
	}
}

// OneOf checks that value is one of allowed.
func OneOf[T comparable](f FieldErrors, field string, value T, allowed ...T) {
	for _, a := range allowed {
		if a == value {
			return
		}
	}
	f.Add(field, fmt.Sprintf("The selected %s is invalid.", label(field)))
}

// MaxNoteLength bounds the notes that go with a status change.
const MaxNoteLength = 2000

// CheckNote validates the free-text note of a status change.
func CheckNote(note string) error {
	f := FieldErrors{}
	MaxLen(f, "note", note, MaxNoteLength)
	return f.Err()
}
