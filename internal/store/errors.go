package store

import (
	"database/sql"
	"errors"

	"github.com/uptrace/bun/driver/pgdriver"
	"modernc.org/sqlite"

	"github.com/oneloft/oneloft/internal/core"
)

// SQLite extended result codes and PostgreSQL SQLSTATEs that map to domain errors.
const (
	sqliteConstraintCheck      = 275
	sqliteConstraintForeignKey = 787
	sqliteConstraintPrimaryKey = 1555
	sqliteConstraintUnique     = 2067
	pgUniqueViolation          = "23505"
	pgForeignKeyViolation      = "23503"
	pgCheckViolation           = "23514"
	pgSerializationFailure     = "40001"
	pgDeadlockDetected         = "40P01"
)

// mapErr turns driver errors into core errors, once for every query: no rows
// is ENOTFOUND, a unique violation ECONFLICT, a broken reference EINVALID.
// Anything else stays as it is and reaches the client as a generic 500.
func mapErr(err error, what string) error {
	if err == nil {
		return nil
	}
	if errors.Is(err, sql.ErrNoRows) {
		return core.Errorf(core.ENOTFOUND, "%s not found.", what)
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		switch se.Code() {
		case sqliteConstraintUnique, sqliteConstraintPrimaryKey:
			return conflict()
		case sqliteConstraintForeignKey:
			return core.Errorf(core.EINVALID, "The selected %s reference is invalid.", what)
		case sqliteConstraintCheck:
			return checkFailed()
		}
	}
	var pe pgdriver.Error
	if errors.As(err, &pe) {
		switch pe.Field('C') {
		case pgUniqueViolation:
			return conflict()
		case pgForeignKeyViolation:
			return core.Errorf(core.EINVALID, "The selected %s reference is invalid.", what)
		case pgCheckViolation:
			return checkFailed()
		}
	}
	return err
}

// contended turns PostgreSQL ending a transaction because of concurrent ones
// (a deadlock, a serialization failure) into a conflict: the transaction was
// rolled back, nothing of it is stored, and the caller may try again. The
// row locks of status changes make this rare; it must never read as a 500.
func contended(err error) error {
	var pe pgdriver.Error
	if errors.As(err, &pe) {
		switch pe.Field('C') {
		case pgSerializationFailure, pgDeadlockDetected:
			return core.Errorf(core.ECONFLICT, "%s", core.MsgChangedMeanwhile)
		}
	}
	return err
}

// checkFailed reports a value the database's own checks refuse; the
// services validate first, so this is a last line of defence.
func checkFailed() error { return core.Errorf(core.EINVALID, "A value is out of its allowed range.") }

func conflict() error { return &core.Error{Code: core.ECONFLICT, Message: core.MsgAlreadyExists} }

// brokenReference reports a foreign key violation, for a store method
// that names what went missing itself.
func brokenReference(err error) bool {
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqliteConstraintForeignKey
	}
	var pe pgdriver.Error
	return errors.As(err, &pe) && pe.Field('C') == pgForeignKeyViolation
}
