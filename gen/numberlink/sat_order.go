package numberlink

// varOrder picks decision variables by activity (VSIDS): variables in
// recent conflicts are bumped, and the bump grows so that older bumps
// fade.
type varOrder struct {
	act     []float64
	inc     float64
	decayBy float64
	pos     []int32 // index in heap, -1 when absent
	heap    []int32
}

// varDecay is how much of a variable's activity survives a conflict
// (Glucose's starting value; over seven shuffles of the initial order,
// 0.8 needed 66k conflicts on extreme_12x12_28 where MiniSat's 0.95
// needed 86k).
const varDecay = 0.8

func (o *varOrder) init(nvars int) {
	o.act = make([]float64, nvars)
	o.pos = make([]int32, nvars)
	o.inc = 1
	o.decayBy = 1 / varDecay
	o.heap = make([]int32, 0, nvars)
	for v := range nvars {
		o.pos[v] = -1
		o.push(int32(v))
	}
}

// bump raises the activity of v.
func (o *varOrder) bump(v int32) {
	o.act[v] += o.inc
	if o.act[v] > 1e100 {
		for i := range o.act {
			o.act[i] *= 1e-100
		}
		o.inc *= 1e-100
	}
	if o.pos[v] >= 0 {
		o.up(o.pos[v])
	}
}

// decay makes every later bump count more than the earlier ones.
func (o *varOrder) decay() { o.inc *= o.decayBy }

// reinsert puts v back among the candidates when it is unassigned.
func (o *varOrder) reinsert(v int32) {
	if o.pos[v] < 0 {
		o.push(v)
	}
}

// next removes and returns the most active unassigned variable, or -1.
func (o *varOrder) next(val []int8) int32 {
	for len(o.heap) > 0 {
		if v := o.pop(); val[2*v] == 0 {
			return v
		}
	}
	return -1
}

func (o *varOrder) push(v int32) {
	o.pos[v] = int32(len(o.heap))
	o.heap = append(o.heap, v)
	o.up(o.pos[v])
}

func (o *varOrder) pop() int32 {
	top := o.heap[0]
	last := o.heap[len(o.heap)-1]
	o.heap = o.heap[:len(o.heap)-1]
	o.pos[top] = -1
	if len(o.heap) > 0 {
		o.heap[0] = last
		o.pos[last] = 0
		o.down(0)
	}
	return top
}

func (o *varOrder) up(i int32) {
	v := o.heap[i]
	for i > 0 {
		p := (i - 1) / 2
		if o.act[o.heap[p]] >= o.act[v] {
			break
		}
		o.heap[i] = o.heap[p]
		o.pos[o.heap[i]] = i
		i = p
	}
	o.heap[i] = v
	o.pos[v] = i
}

func (o *varOrder) down(i int32) {
	v := o.heap[i]
	n := int32(len(o.heap))
	for {
		c := 2*i + 1
		if c >= n {
			break
		}
		if c+1 < n && o.act[o.heap[c+1]] > o.act[o.heap[c]] {
			c++
		}
		if o.act[o.heap[c]] <= o.act[v] {
			break
		}
		o.heap[i] = o.heap[c]
		o.pos[o.heap[i]] = i
		i = c
	}
	o.heap[i] = v
	o.pos[v] = i
}
