package book

import (
	"context"
	"io"
	"sync"

	"github.com/puzzlebook/puzzlebook/gen"
)

// Streaming: solve, explain and check read, work and print an input a
// puzzle at a time. The reader hands batches of puzzles to the workers
// and, in the same order, to the printer, which waits for each batch in
// turn; at most streamWindow batches a worker are read ahead, so memory
// does not grow with the input.
const (
	streamBatch  = 32 // puzzles handed to a worker at once
	streamWindow = 4  // batches a worker read ahead of the printer
)

// streamBatchOf is a run of items on their way through the workers.
type streamBatchOf[T any] struct {
	items []T
	done  chan struct{} // closed once a worker has worked every item
}

// ordered calls produce, which sends items with send; each item is
// worked on by work on one of workers goroutines and then handed to emit,
// in the order sent. With one worker everything runs on the calling
// goroutine, item by item, in one place reused for every item: work and
// emit keep no pointer to the item. The first error (of produce, work or
// emit) stops the rest and is returned; ctx's end stops it too.
func ordered[T any](ctx context.Context, workers int, produce func(send func(T) error) error,
	work func(ctx context.Context, it *T) error, emit func(it *T) error) error {
	if workers <= 1 {
		var cur T
		err := produce(func(it T) error {
			if err := ctx.Err(); err != nil {
				return err
			}
			cur = it
			if err := work(ctx, &cur); err != nil {
				return err
			}
			return emit(&cur)
		})
		if err != nil {
			return err
		}
		return ctx.Err()
	}
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	jobs := make(chan *streamBatchOf[T])
	pending := make(chan *streamBatchOf[T], streamWindow*workers)
	var wg sync.WaitGroup
	for range workers {
		wg.Go(func() {
			for b := range jobs {
				for i := range b.items {
					if ctx.Err() != nil {
						break
					}
					if err := work(ctx, &b.items[i]); err != nil {
						cancel(err)
						break
					}
				}
				close(b.done)
			}
		})
	}
	wg.Go(func() {
		for b := range pending {
			<-b.done // every batch in pending was taken by a worker
			if ctx.Err() != nil {
				continue // drain
			}
			for i := range b.items {
				if err := emit(&b.items[i]); err != nil {
					cancel(err)
					break
				}
			}
		}
	})
	cur := &streamBatchOf[T]{done: make(chan struct{})}
	flush := func() error {
		b := cur
		cur = &streamBatchOf[T]{items: make([]T, 0, streamBatch), done: make(chan struct{})}
		select {
		case jobs <- b:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		select {
		case pending <- b:
		case <-ctx.Done():
			return context.Cause(ctx)
		}
		return nil
	}
	err := produce(func(it T) error {
		cur.items = append(cur.items, it)
		if len(cur.items) < streamBatch {
			return nil
		}
		return flush()
	})
	if len(cur.items) > 0 { // the items read before an error are still printed
		if ferr := flush(); err == nil {
			err = ferr
		}
	}
	close(jobs)
	close(pending)
	wg.Wait()
	if cause := context.Cause(ctx); cause != nil {
		return cause // the first error, or ctx's own end
	}
	return err
}

// streamPuzzles reads the puzzles of r with k (see readEach), works on
// each with do (puzzle i, from 0, of the input) on opt's workers, gives a
// line that did not parse the result invalid makes of its reason, and
// hands the results to emit in the order of the input.
func streamPuzzles[R any](ctx context.Context, k gen.Kind, r io.Reader, opt Options,
	do func(ctx context.Context, p *gen.Puzzle, i int) (R, error), invalid func(bad error) R, emit func(R) error) error {
	type item struct {
		i   int
		p   *gen.Puzzle
		bad error
		out R
	}
	n := 0
	return ordered(ctx, opt.workers(), func(send func(item) error) error {
		return readEach(k, r, func(p *gen.Puzzle, bad error) error {
			n++
			return send(item{i: n - 1, p: p, bad: bad})
		})
	}, func(ctx context.Context, it *item) (err error) {
		if it.bad != nil {
			it.out = invalid(it.bad)
			return nil
		}
		it.out, err = do(ctx, it.p, it.i)
		return err
	}, func(it *item) error { return emit(it.out) })
}
