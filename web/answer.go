package web

import (
	"crypto/sha256"
	"encoding/hex"
	"strconv"
	"strings"
)

// Answer is what a page that keeps its puzzle's solution back holds in
// its place (Page.Answer): the SHA-256 of the solution's values under a
// salt (AnswerText), by which the player knows the finish without the
// solution. A daily page's salt is its "DATE/SLOT".
type Answer struct {
	Salt   string `json:"salt"`
	SHA256 string `json:"sha256"`
}

// AnswerOf returns the Answer of solution (a puzzle object's grid) under
// salt. The player's answer.js writes the same text from a board and
// hashes it the same.
func AnswerOf(salt string, solution [][]int) Answer {
	sum := sha256.Sum256([]byte(AnswerText(salt, solution)))
	return Answer{Salt: salt, SHA256: hex.EncodeToString(sum[:])}
}

// AnswerText is the text an Answer hashes: the salt, a colon, and the
// value of every cell of solution in reading order, apart by commas, a
// value below 0 (a cell that is not filled in) written 0.
func AnswerText(salt string, solution [][]int) string {
	var b strings.Builder
	b.WriteString(salt)
	b.WriteByte(':')
	first := true
	for _, row := range solution {
		for _, v := range row {
			if !first {
				b.WriteByte(',')
			}
			first = false
			b.WriteString(strconv.Itoa(max(v, 0)))
		}
	}
	return b.String()
}
