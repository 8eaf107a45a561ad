package main

import (
	"bytes"
	"context"
	"database/sql"
	"encoding/csv"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/manifest"
)

// helperEnv marks a child process of the test binary that runs the
// command line after "--" instead of the tests (TestDailyHelperProcess).
const helperEnv = "PUZZLEBOOK_TEST_COMMAND"

// TestDailyHelperProcess is not a test: started by TestDailyTogether as
// a process of its own, it runs the command line after "--" as the
// command does and exits with its status.
func TestDailyHelperProcess(t *testing.T) {
	if os.Getenv(helperEnv) != "1" {
		t.Skip("runs only as a child process of TestDailyTogether")
	}
	args := os.Args
	for len(args) > 0 && args[0] != "--" {
		args = args[1:]
	}
	os.Exit(runContext(context.Background(), stdio{in: os.Stdin, out: os.Stdout, errOut: os.Stderr}, args[1:]))
}

// togetherFeed is a quick feed for the two-process tests: one 4x4 Sudoku
// slot, tiny PNGs.
const togetherFeed = "name: %s\ndaily_output: {dpi: 36}\ndaily: [{slot: four, kind: sudoku, size: 4, grades: easy}]\n"

// child is one daily run started as a process of its own.
type child struct {
	cmd    *exec.Cmd
	stderr bytes.Buffer
	code   int
}

// TestDailyTogether starts two daily runs at the same moment, ten times
// over: into one folder with overlapping dates, and into two folders
// sharing one archive. With --wait both must finish, one after the
// other; without, each must either finish or be refused with status 1 and
// a message naming the lock and the other run's process. Afterwards the
// archive passes PRAGMA integrity_check, and each folder's index.json,
// index.csv and feed.xml list exactly the dates on disk and in the
// archive, with nothing left behind (no lock, no hidden folder).
func TestDailyTogether(t *testing.T) {
	if testing.Short() {
		t.Skip("starts 40 processes; skipped with -short")
	}
	dir := t.TempDir()
	kids := writeConfig(t, dir, "kids.yaml", strings.Replace(togetherFeed, "%s", "kids", 1))
	other := writeConfig(t, dir, "other.yaml", strings.Replace(togetherFeed, "%s", "other", 1))
	const trials = 10
	for _, shared := range []bool{false, true} {
		name := map[bool]string{false: "same folder", true: "same archive"}[shared]
		t.Run(name, func(t *testing.T) {
			refused := 0
			for trial := range trials {
				wait := trial%2 == 0
				base := t.TempDir()
				archive := filepath.Join(base, "out", "archive.db")
				type run struct{ cfg, feed, dir, from string }
				runs := []run{
					{kids, "kids", filepath.Join(base, "out"), "2026-12-01"},
					{kids, "kids", filepath.Join(base, "out"), "2026-12-03"},
				}
				if shared {
					archive = filepath.Join(base, "shared.db")
					runs[1] = run{other, "other", filepath.Join(base, "other"), "2026-12-01"}
					runs[0].dir = filepath.Join(base, "kids")
				}
				children := make([]*child, len(runs))
				for i, r := range runs {
					args := []string{"-test.run=^TestDailyHelperProcess$", "--", "daily", r.cfg, "--from", r.from, "--days", "3",
						"-o", r.dir, "--archive", archive, "--workers", "1", "--quiet"}
					if wait {
						args = append(args, "--wait", "1m")
					}
					c := &child{cmd: exec.Command(os.Args[0], args...)}
					c.cmd.Env = append(os.Environ(), helperEnv+"=1")
					c.cmd.Stderr = &c.stderr
					children[i] = c
				}
				for _, c := range children {
					if err := c.cmd.Start(); err != nil {
						t.Fatal(err)
					}
				}
				for _, c := range children {
					c.cmd.Wait()
					c.code = c.cmd.ProcessState.ExitCode()
				}
				for i, c := range children {
					o := children[1-i]
					switch {
					case c.code == 0 && c.stderr.Len() == 0:
					case c.code == 1 && !wait && o.code == 0 && heldBy(c.stderr.String(), o.cmd.Process.Pid):
						refused++
						if _, err := os.Stat(runs[i].dir); shared && !os.IsNotExist(err) {
							t.Errorf("trial %d: the refused run left %s (%v), want no folder of its own", trial, runs[i].dir, err)
						}
					default:
						t.Errorf("trial %d (wait %v): run %d got status %d, stderr %q; the other got %d: want 0, or 1 and a message naming the lock the other run holds (process %d)",
							trial, wait, i, c.code, c.stderr.String(), o.code, o.cmd.Process.Pid)
					}
				}
				checkArchive(t, archive)
				for i, r := range runs {
					if children[i].code == 0 {
						checkFeedFolder(t, r.dir, archive, r.feed)
					}
				}
				if shared || children[0].code != 0 || children[1].code != 0 {
					continue
				}
				if got := indexDates(t, runs[0].dir); !slices.Equal(got, []string{"2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05"}) {
					t.Errorf("trial %d: both runs finished, got dates %v in the index, want 2026-12-01 to 2026-12-05", trial, got)
				}
			}
			t.Logf("%d of %d runs without --wait were refused", refused, trials)
		})
	}
}

// heldBy reports whether stderr is the refusal of a run because process
// pid holds a lock of its folder or archive.
func heldBy(stderr string, pid int) bool {
	return regexp.MustCompile(`^puzzlebook: daily: the (output folder|archive) \S+ is in use by another run: \S+\.lock is held by process ` + strconv.Itoa(pid) + "\n" +
		`puzzlebook: daily: run it again once the other run has finished, or give --wait \(e\.g\. --wait 10m\) to wait for it\n$`).MatchString(stderr)
}

// checkArchive checks the archive's integrity and that no lock is left
// beside it.
func checkArchive(t *testing.T, path string) {
	t.Helper()
	db, err := sql.Open("sqlite", path)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	var ok string
	if err := db.QueryRow("PRAGMA integrity_check").Scan(&ok); err != nil || ok != "ok" {
		t.Errorf("%s: integrity_check says %q (%v), want ok", path, ok, err)
	}
	if _, err := os.Stat(path + ".lock"); !os.IsNotExist(err) {
		t.Errorf("got %s.lock after the runs (%v), want it removed", path, err)
	}
}

// checkFeedFolder checks that the feed's folder dir holds exactly the
// dates its index.json lists, with every file listed, that index.csv and
// feed.xml list the same dates, that the archive holds the same puzzles
// of the feed, and that nothing hidden is left.
func checkFeedFolder(t *testing.T, dir, archive, feed string) {
	t.Helper()
	var idx manifest.DailyIndex
	if err := json.Unmarshal(readFile(t, filepath.Join(dir, "index.json")), &idx); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for _, e := range idx.Puzzles {
		ids = append(ids, e.ID)
		for _, f := range e.Files {
			if _, err := os.Stat(filepath.Join(dir, f)); err != nil {
				t.Errorf("%s lists %s: %v", dir, f, err)
			}
		}
	}
	dates := indexDates(t, dir)
	var onDisk []string
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		switch {
		case strings.HasPrefix(e.Name(), "."):
			t.Errorf("%s: got %s after the runs, want nothing hidden left", dir, e.Name())
		case regexp.MustCompile(`^\d{4}-\d\d-\d\d$`).MatchString(e.Name()):
			onDisk = append(onDisk, e.Name())
		}
	}
	if !slices.Equal(onDisk, dates) {
		t.Errorf("%s: got dates %v on disk, %v in index.json; want the same", dir, onDisk, dates)
	}
	rows, err := csv.NewReader(bytes.NewReader(readFile(t, filepath.Join(dir, "index.csv")))).ReadAll()
	if err != nil || len(rows) != len(idx.Puzzles)+1 {
		t.Errorf("%s: index.csv has %d rows (%v), want a header and %d puzzles", dir, len(rows), err, len(idx.Puzzles))
	}
	atom := string(readFile(t, filepath.Join(dir, "feed.xml")))
	if n := strings.Count(atom, "<entry>"); n != len(dates) {
		t.Errorf("%s: feed.xml has %d entries, want %d, one per date", dir, n, len(dates))
	}
	for _, d := range dates {
		if !strings.Contains(atom, "<id>urn:puzzlebook:daily:"+feed+":"+d+"</id>") {
			t.Errorf("%s: feed.xml has no entry for %s", dir, d)
		}
	}
	db, err := sql.Open("sqlite", archive)
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()
	rs, err := db.Query("SELECT id FROM puzzles WHERE feed = ? ORDER BY date, slot", feed)
	if err != nil {
		t.Fatal(err)
	}
	defer rs.Close()
	var archived []string
	for rs.Next() {
		var id string
		rs.Scan(&id)
		archived = append(archived, id)
	}
	if !slices.Equal(archived, ids) {
		t.Errorf("%s: the archive holds %v of feed %s, the index %v; want the same", dir, archived, feed, ids)
	}
}

// indexDates returns the dates index.json of dir lists, in order.
func indexDates(t *testing.T, dir string) []string {
	t.Helper()
	var idx manifest.DailyIndex
	if err := json.Unmarshal(readFile(t, filepath.Join(dir, "index.json")), &idx); err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range idx.Puzzles {
		if len(out) == 0 || out[len(out)-1] != e.Date {
			out = append(out, e.Date)
		}
	}
	return out
}
