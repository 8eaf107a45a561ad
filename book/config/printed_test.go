package config

import (
	"errors"
	"strings"
	"testing"
)

// TestPrintedTextLimits takes text at each key's limit, in characters
// (not bytes), and refuses a title of 100,000 characters at the config
// check, before any work, with the limit in the message.
func TestPrintedTextLimits(t *testing.T) {
	const sec = "sections: [{kind: toy, size: 3, grade: easy, count: 1}]\n"
	at := "title: " + strings.Repeat("é", maxTitleLen) + "\ncopyright: |\n  " + strings.Repeat("a", maxCopyrightLen-4) + "\n\n  b\n" + sec
	if _, err := parseConfig("x.yaml", []byte(at), toyKinds); err != nil {
		t.Errorf("text at its limits: got %v, want it taken", err)
	}
	_, err := parseConfig("x.yaml", []byte("title: "+strings.Repeat("x", 100_000)+"\n"+sec), toyKinds)
	var errs Errors
	if !errors.As(err, &errs) || len(errs) != 1 || errs[0].Msg != "100000 characters; at most 200" {
		t.Errorf("a title of 100,000 characters: got %v, want one config error naming the limit of 200", err)
	}
}
