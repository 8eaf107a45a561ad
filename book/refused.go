package book

// RefusedError is a request a run refuses before it makes anything,
// because what the config asks for cannot be: more distinct puzzles than
// exist, or other puzzles for dates already published. It is a problem
// of the config, not a failure of the run: the command line exits with
// status 2 for it, as for config.Errors.
type RefusedError struct {
	Err error
}

// Error returns the reason.
func (e *RefusedError) Error() string { return e.Err.Error() }

// Unwrap returns the reason.
func (e *RefusedError) Unwrap() error { return e.Err }
