package book

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/puzzlebook/puzzlebook/book/config"
	"github.com/puzzlebook/puzzlebook/gen/kinds"
	"github.com/puzzlebook/puzzlebook/internal/filetree"
	"github.com/puzzlebook/puzzlebook/internal/lockfile"
)

// killedBook is a book with every kind of output a build renames: the
// PDF, its pages and every puzzle alone as PNG, a web page per puzzle
// and the manifest. The count and the seed are filled in.
const killedBook = `name: kill
title: Killed Book
seed: %d
page: {size: a5, margin: 10mm}
output: {pdf: true, png: true, png_puzzles: true, dpi: 36, html: true}
sections:
  - {title: Small, kind: sudoku, size: 4, grade: easy, count: %d, per_page: 2}
`

// errCrash is the stop a test injects at a step of a build's commit.
var errCrash = errors.New("stopped by the test")

// killedSets builds the earlier book (more puzzles, so more files) and
// the later one, each into a folder of its own, and returns the
// configs and the two sets of files.
func killedSets(t *testing.T) (earlier, later *config.Config, wantOld, wantNew map[string][]byte) {
	t.Helper()
	earlier = killedConfig(t, 1, 6)
	later = killedConfig(t, 2, 3)
	old, fresh := t.TempDir(), t.TempDir()
	mustBuild(t, earlier, BuildOptions{Dir: old})
	mustBuild(t, later, BuildOptions{Dir: fresh})
	wantOld, wantNew = filetree.Read(t, old), filetree.Read(t, fresh)
	if len(wantNew) >= len(wantOld) {
		t.Fatalf("got %d files in the later build, want fewer than the earlier %d, so that removals are tried", len(wantNew), len(wantOld))
	}
	if bytes.Equal(wantOld["kill.pdf"], wantNew["kill.pdf"]) {
		t.Fatal("the two builds made the same PDF, want different ones")
	}
	return earlier, later, wantOld, wantNew
}

func killedConfig(t *testing.T, seed, count int) *config.Config {
	t.Helper()
	cfg, err := parseConfig("kill.yaml", fmt.Appendf(nil, killedBook, seed, count), kinds.All)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}

func mustBuild(t *testing.T, cfg *config.Config, opt BuildOptions) {
	t.Helper()
	if _, err := Build(context.Background(), cfg, opt); err != nil {
		t.Fatalf("build of %s: %v", cfg.Name, err)
	}
}

// TestBuildStoppedWhole stops a build over an earlier one at every step
// of its commit in turn: before the journal is written, before each
// rename and before the journal is deleted. Between the stop and the
// next run, every file under a final name is the earlier build's or the
// later one's; after Recover, the folder holds exactly one build's
// files, byte for byte: the earlier one's when the journal was not
// written, the later one's when it was; RollForward alone (as check
// runs it) gives the later one's too. Temporary files that builds of
// earlier versions left beside their targets are removed.
func TestBuildStoppedWhole(t *testing.T) {
	earlier, later, wantOld, wantNew := killedSets(t)
	for k := 0; ; k++ {
		dir := t.TempDir()
		mustBuild(t, earlier, BuildOptions{Dir: dir})
		litter := plantLitter(t, dir)
		calls := 0
		opt := BuildOptions{Dir: dir, boundary: func() error {
			calls++
			if calls > k {
				return errCrash
			}
			return nil
		}}
		_, err := Build(context.Background(), later, opt)
		if err == nil {
			if k < 3 {
				t.Fatalf("the build finished after %d steps of its commit, want more", k)
			}
			filetree.Same(t, "a build not stopped", filetree.Read(t, dir), wantNew)
			break
		}
		if !errors.Is(err, errCrash) {
			t.Fatalf("stop at step %d: got %v, want the injected stop", k, err)
		}
		journaled := k > 0
		finalNamesFromEither(t, fmt.Sprintf("stop at step %d", k), dir, wantOld, wantNew, journaled)
		if journaled && k%2 == 1 {
			// What check does: finish the journal, leave the staging folder.
			if err := RollForward(dir, "kill"); err != nil {
				t.Fatalf("stop at step %d: roll forward: %v", k, err)
			}
			filetree.Same(t, fmt.Sprintf("stop at step %d, rolled forward", k), filetree.Read(t, dir), wantNew)
		}
		if err := Recover(dir, "kill"); err != nil {
			t.Fatalf("stop at step %d: recover: %v", k, err)
		}
		want, which := wantOld, "earlier"
		if journaled {
			want, which = wantNew, "later"
		}
		filetree.Same(t, fmt.Sprintf("stop at step %d, recovered (the %s build)", k, which), filetree.Read(t, dir), want)
		for _, f := range litter {
			if _, err := os.Stat(f); !errors.Is(err, os.ErrNotExist) {
				t.Errorf("stop at step %d: got %s after recovery (%v), want it removed", k, f, err)
			}
		}
	}
}

// TestBuildKilledWhole kills a build process with SIGKILL at two steps
// of its commit (before the journal, when its staging folder is left
// whole, and halfway through the renames); then the next build of the
// earlier config into the folder finishes or clears what it left and
// makes its own set, and Recover alone leaves exactly one set.
func TestBuildKilledWhole(t *testing.T) {
	if testing.Short() {
		t.Skip("builds in child processes")
	}
	earlier, _, wantOld, wantNew := killedSets(t)
	renames := len(wantNew) // the manifest, PDF, PNG and web files
	for _, k := range []int{0, 1 + renames/2} {
		dir := t.TempDir()
		mustBuild(t, earlier, BuildOptions{Dir: dir})
		cmd := exec.Command(os.Args[0], "-test.run=^TestBuildKilledChild$")
		cmd.Env = append(os.Environ(), "PB_KILL_DIR="+dir, "PB_KILL_AT="+strconv.Itoa(k))
		out, err := cmd.CombinedOutput()
		var exit *exec.ExitError
		if !errors.As(err, &exit) || exit.ExitCode() != -1 {
			t.Fatalf("kill at step %d: got %v (%s), want the child killed by a signal", k, err, out)
		}
		// The killed build's lock file stays, but the lock died with it:
		// the next run takes it at once (and removes the file).
		lk, err := lockfile.Acquire(context.Background(), filepath.Join(dir, lockfile.DirName), 0)
		if err != nil {
			t.Fatalf("kill at step %d: the folder's lock: %v, want it free", k, err)
		}
		lk.Release()
		journaled := k > 0
		finalNamesFromEither(t, fmt.Sprintf("kill at step %d", k), dir, wantOld, wantNew, journaled)
		if _, err := os.Stat(stagingDir(dir, "kill")); err != nil {
			t.Errorf("kill at step %d: got no staging folder (%v), want the killed build's", k, err)
		}
		if err := Recover(dir, "kill"); err != nil {
			t.Fatalf("kill at step %d: recover: %v", k, err)
		}
		want := wantOld
		if journaled {
			want = wantNew
		}
		filetree.Same(t, fmt.Sprintf("kill at step %d, recovered", k), filetree.Read(t, dir), want)
	}
}

// TestBuildKilledChild is the build TestBuildKilledWhole kills: it runs
// only in the child, and kills itself at the step PB_KILL_AT.
func TestBuildKilledChild(t *testing.T) {
	dir := os.Getenv("PB_KILL_DIR")
	if dir == "" {
		t.Skip("run by TestBuildKilledWhole")
	}
	at, err := strconv.Atoi(os.Getenv("PB_KILL_AT"))
	if err != nil {
		t.Fatal(err)
	}
	calls := 0
	opt := BuildOptions{Dir: dir, boundary: func() error {
		calls++
		if calls > at {
			self, _ := os.FindProcess(os.Getpid())
			self.Kill() // SIGKILL: no deferred function runs
			select {}
		}
		return nil
	}}
	mustBuild(t, killedConfig(t, 2, 3), opt)
	t.Fatal("the build finished, want it killed")
}

// plantLitter leaves in dir the temporary files a killed build of an
// earlier version left beside its targets, and returns them.
func plantLitter(t *testing.T, dir string) []string {
	t.Helper()
	litter := []string{
		filepath.Join(dir, ".kill.pdf.tmp-123"),
		filepath.Join(dir, ".kill.json.tmp-9"),
		filepath.Join(dir, "kill-png", ".page-001.png.tmp-77"),
		filepath.Join(dir, "kill-web", ".puzzle-002.html.tmp-5"),
	}
	for _, f := range litter {
		if err := os.WriteFile(f, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return litter
}

// finalNamesFromEither checks dir after a stop: every file under a final
// name holds the bytes of the earlier or the later build's file of that
// name; only the staging folder and, when journaled, the journal are
// hidden; and the staged files are all inside the staging folder.
func finalNamesFromEither(t *testing.T, what, dir string, wantOld, wantNew map[string][]byte, journaled bool) {
	t.Helper()
	staging := filepath.Base(stagingDir(dir, "kill"))
	journal := filepath.Base(journalPath(dir, "kill"))
	for name, b := range filetree.Read(t, dir) {
		switch {
		case strings.HasPrefix(name, staging+string(filepath.Separator)):
		case name == journal:
			if !journaled {
				t.Errorf("%s: got a journal, want none before it is written", what)
			}
		case bytes.Equal(b, wantOld[name]) || bytes.Equal(b, wantNew[name]):
		default:
			t.Errorf("%s: got %s holding neither build's bytes", what, name)
		}
	}
	if _, err := os.Stat(filepath.Join(dir, journal)); journaled && err != nil {
		t.Errorf("%s: got no journal (%v), want the one written", what, err)
	}
}

// TestRollForwardLeavesARunningBuild stops a build once its journal is
// written and holds the folder's lock as the build, still running, would:
// RollForward (what check runs) leaves the journal to it, touching no
// file; once the lock is free, RollForward carries the journal out.
func TestRollForwardLeavesARunningBuild(t *testing.T) {
	earlier, later, _, wantNew := killedSets(t)
	dir := t.TempDir()
	mustBuild(t, earlier, BuildOptions{Dir: dir})
	calls := 0
	stopAfterJournal := func() error {
		calls++
		if calls > 1 {
			return errCrash
		}
		return nil
	}
	if _, err := Build(context.Background(), later, BuildOptions{Dir: dir, boundary: stopAfterJournal}); !errors.Is(err, errCrash) {
		t.Fatalf("got %v, want the injected stop", err)
	}
	if _, err := os.Stat(journalPath(dir, "kill")); err != nil {
		t.Fatalf("got no journal after the stop (%v), want one", err)
	}
	lk, err := lockfile.Acquire(context.Background(), filepath.Join(dir, lockfile.DirName), 0)
	if err != nil {
		t.Fatal(err)
	}
	before := filetree.Read(t, dir)
	if err := RollForward(dir, "kill"); err != nil {
		t.Fatalf("roll forward while the folder is locked: %v", err)
	}
	filetree.Same(t, "roll forward while the folder is locked", filetree.Read(t, dir), before)
	lk.Release()
	if err := RollForward(dir, "kill"); err != nil {
		t.Fatalf("roll forward: %v", err)
	}
	after := filetree.Read(t, dir)
	for name, b := range wantNew {
		if !bytes.Equal(after[name], b) {
			t.Errorf("after rolling forward: %s is not the later build's", name)
		}
	}
	if _, err := os.Stat(journalPath(dir, "kill")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the journal is still there after rolling forward (%v)", err)
	}
}
