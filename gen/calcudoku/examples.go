package calcudoku

// examples are puzzles, in the text form, whose steps use each technique,
// by its name, for the pictures of docs/grading (internal/rungs draws
// them).
var examples = map[string]string{}
