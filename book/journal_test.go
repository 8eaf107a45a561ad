package book

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestRecoverRefusesBadJournals refuses a journal that is not JSON, and
// one that would move a file out of the output folder, moving nothing
// and leaving the journal for a person to look at.
func TestRecoverRefusesBadJournals(t *testing.T) {
	for _, tt := range []struct {
		name, journal, want string
	}{
		{"unreadable", `{"rename": [`, "unreadable: remove it and build again"},
		{"outside", `{"rename": [{"from": ".b.staging/x", "to": "y"}, {"from": ".b.staging/x", "to": "../x"}]}`, `rename ".b.staging/x" to "../x": outside the output folder`},
		{"absolute", `{"remove": ["/etc/passwd"]}`, `remove "/etc/passwd": outside the output folder`},
	} {
		t.Run(tt.name, func(t *testing.T) {
			root := t.TempDir()
			dir := filepath.Join(root, "out")
			staged := filepath.Join(stagingDir(dir, "b"), "x")
			if err := os.MkdirAll(filepath.Dir(staged), 0o755); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(staged, []byte("new"), 0o644); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(journalPath(dir, "b"), []byte(tt.journal), 0o644); err != nil {
				t.Fatal(err)
			}
			err := Recover(dir, "b")
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("got %v, want an error saying %q", err, tt.want)
			}
			for _, f := range []string{staged, journalPath(dir, "b")} {
				if _, err := os.Stat(f); err != nil {
					t.Errorf("got %v, want %s left as it was", err, f)
				}
			}
			if _, err := os.Stat(filepath.Join(root, "x")); !os.IsNotExist(err) {
				t.Errorf("got %s made (%v), want nothing outside the folder", filepath.Join(root, "x"), err)
			}
		})
	}
}
