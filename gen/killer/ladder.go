package killer

import (
	"io"
	"strings"
)

// examples are puzzles, in the text form, whose steps use each
// technique, by its name, for the pictures of docs/grading
// (internal/rungs draws them): the first of random unique layouts, 4x4
// first, then 6x6 and 9x9, whose explanation uses it. No explanation
// of 12,000 random 9x9 layouts and 40,000 6x6 ones uses a swordfish or a
// jellyfish, and the XY-wing's went with the ladder's change: their
// examples are made, a Sudoku that needs the technique (as gen/sudoku's
// grade tests) with each box a cage of 45, which tells the killer rungs
// nothing.
var examples = map[string]string{
	"full house":            "................ AABBCADECFDEFFGG 6,7,5,6,4,9,3",
	"hidden single":         "................ AABBCADECFDEFFGG 6,7,5,6,4,9,3",
	"naked single":          ".................................... AABCCDABBEFDAAEEFGHHGGGGHIJJKKHIIJKK 16,12,9,3,12,6,17,17,9,9,16",
	"cage single":           "................ AABBCDDECFGEFFGE 5,5,7,4,9,7,3",
	"line single":           ".................................... AABCCDEEBFDDEGGFFDHHHFIDJJKLIIMMKLII 6,5,7,18,15,16,3,13,17,5,9,5,7",
	"cage combination":      "................ AABBCADECFDEFFGG 6,7,5,6,4,9,3",
	"rule of 45":            ".................................... AABCCDEFBGGDEFHHIIJFKKLMJNOOLMNNPPLM 6,5,7,7,9,12,7,7,7,5,11,9,10,10,5,9",
	"combination and house": ".................................... ABBCCDAEEFFDGGHHIJGKLMIJNKLMIONNPPPO 7,7,8,6,7,7,10,7,15,7,5,4,7,12,8,9",
	"cage filling":          "................................................................................. ABBCDDEEEAACCFGHHEIICFFGHJJKLMFFGGGJKLMNNOOPQKRMNSSTPQURVWWXTYYUUVWWXTTTZZaaaXbbb 9,14,21,12,19,26,27,14,8,14,10,14,13,11,11,16,5,12,13,21,19,4,29,10,11,12,12,18",
	"X-wing":                ".................................... AAABCCDBBBBCDEEFFCGEEEHHGGIIIJGGKKKJ 11,15,15,8,20,5,17,9,8,6,12",
	"hidden quad":           "................................................................................. ABCCCDEEFABBGHDEFFABIGHDJJFKKIILMMNFOOOPLLMNNQPPPLRRRNQQQQSSTUUVVWXXXTUUVVWWWTTYY 10,30,11,6,12,33,14,15,11,7,12,15,19,11,19,18,22,21,10,22,21,23,22,13,8",
	"pointing":              ".................................... AAABCDEAFBCDEEFFGGHIIJJJHKIJLLHKMMML 13,3,11,7,9,12,8,11,9,14,9,11,9",
	"claiming":              "................................................................................. AAABBCCDEFFGGHHCDEFIJKKHHDELIJKKHMMMLLLNNOMPQRRSTOOUPQRVSTWXUUQYVZZWXaabYVccddabb 12,12,12,15,18,21,11,24,7,8,13,20,25,14,12,8,13,16,17,11,14,12,12,3,11,9,19,11,8,17",
	"sum difference":        ".................................... AAABCDEAFBCDEEFFGGHIIJJJHKIJLLHKMMML 13,3,11,7,9,12,8,11,9,14,9,11,9",
	"cage splitting":        ".................................... AAABCDEAFBCDEEFFGGHIIJJJHKIJLLHKMMML 13,3,11,7,9,12,8,11,9,14,9,11,9",
	"naked pair":            "................................................................................. AAABBBCCDAAEEFFFDDGHHEIJJKDGHLLIMMKDGNNLOPPQQGNRROOSSTUUVRWWXTTYYVVZZXXTaabbbZZcc 26,17,4,26,23,11,17,13,13,6,13,14,6,14,19,14,8,12,11,23,3,13,9,15,14,19,12,18,12",
	"hidden pair":           "................................................................................. AABBBCCDDAEEBFFFGHAEIIJFFGHAKKLJMNNHOOOLLMPQHRSSTTTPQHRUSTTVVQWRUXXYVZZWaaaYYVbbb 26,23,5,5,8,27,15,28,9,13,7,13,8,10,22,11,14,17,18,24,10,21,6,5,19,16,11,14",
	"naked triple":          "................................................................................. ABBBCCCDDAABECFFFDAABEGGHHDIIJJGGGHDIIJKLMMNOPIKKLLNNOPQKRRSTTUQQVWRSTUUVVVWWWWXX 28,24,22,30,12,9,24,20,31,10,27,13,9,9,9,3,11,21,5,23,12,24,26,3",
	"hidden triple":         "................................................................................. AAAABBBCCDDABBECCFGGHHIEECFJJHKIILLFMMMKKNOLFPPQKRNOOFSTQKRNUUUSTQVWWXUUSYYVZZXaa 25,26,22,6,13,27,14,14,12,15,29,15,9,13,20,7,12,15,19,10,21,13,11,14,9,4,10",
	"naked quad":            "................................................................................. ABCCCDDEFABGGHHDEFIIIIIJDEKLLLMJJJJKNNLMOOPPPQQLMMRSSTUUUMRRRVTWUWXYYVVTWWWXZZaaT 12,13,9,27,12,9,6,11,30,24,6,25,27,10,3,16,10,21,10,25,28,13,17,5,15,15,6",
	"XY-wing":               "........9.....734.45.3..6.2....1....3......7..182.5....4.8..2..8....9...2...4..1. AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII 45,45,45,45,45,45,45,45,45",
	"W-wing":                "................................................................................. AABCDDEEEFFBCCGHHEIIBJGGKHELLMJNOKPPLQMRNOSSPTQURROVSPTUUWRRVXPTYYWWZaXbYYYWZZaXb 9,22,15,14,24,3,15,12,11,10,14,11,7,13,9,18,17,24,22,19,16,8,16,11,20,19,12,14",
	"XYZ-wing":              "................................................................................. AABBCCDDEFFGGHHIDEJJGKKIILLMJKKKNIOOMMPPQNRRSTUUPQVVWSTTUXXYVWWTTUXZYVaabbXXZYccc 4,9,9,18,15,11,18,9,16,18,28,7,15,9,10,7,10,13,10,30,22,21,18,22,14,11,9,10,12",
	"simple colouring":      ".................................... ABCDDEABCFEEGGGFHHIIIJHKLMMJNKLOOJNN 7,6,8,4,15,3,15,10,6,15,7,6,6,9,9",
	"swordfish":             "....3..8.7..2.....1.5.....6..13........14.9....9....47.627....53..8...9..9....... AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII 45,45,45,45,45,45,45,45,45",
	"jellyfish":             "2.3......9.......3..7.246....8..9.7..7..1..4..9...28......6.2....6..873...17..... AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII 45,45,45,45,45,45,45,45,45",
	"XY-chain":              "................................................................................. AABBCDDDEAAFGCCEEEHFFGCIIJJHFKKKLMJNOOKPLLMNNOOOPPQRRNSTTUUQVRWSSUUXYVRWZZZUXYVWW 20,14,16,17,13,16,11,13,17,17,11,17,8,16,28,17,11,15,17,10,20,15,27,16,9,14",
}

// noExample says why a technique has no example: every rung has one.
func noExample(string) string { return "no example yet" }

func stringsReader(s string) io.Reader { return strings.NewReader(s) }
