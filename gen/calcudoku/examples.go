package calcudoku

// examples are puzzles, in the text form, whose steps use each technique,
// by its name, for the pictures of docs/grading.md (internal/rungs draws
// them): the first generated puzzle, 4x4 first, then 5x5, 6x6, 7x7 and
// 9x9, easy to expert, whose explanation uses it.
var examples = map[string]string{
	"full house":             "2............... ABBCDDBCEFFGEHHG 2,9+,4+,4/,7+,2/,2-,2-",
	"hidden single":          "2............... ABBCDDBCEFFGEHHG 2,9+,4+,4/,7+,2/,2-,2-",
	"naked single":           "2............... ABBCDDBCEFFGEHHG 2,9+,4+,4/,7+,2/,2-,2-",
	"cage arithmetic":        "2............... ABBCDDBCEFFGEHHG 2,9+,4+,4/,7+,2/,2-,2-",
	"cage tuples":            "3....314........ ABBBCDEFCGHIGGHI 3,8x,2/,3,1,4,8x,1-,3/",
	"cage and line":          "................ AABBACCCDDCEDFFE 6+,1-,8+,10+,2-,5+",
	"line sums and products": "................ AABBAACDEFCDEFFF 8+,1-,1-,5+,6x,48x",
	"naked pair":             "................ AAABCCBBDCEBDEEE 6+,48x,9+,2-,24x",
	"hidden pair":            "......................... ABCCCABDCEFFDEEFGGEHIIIHH 2-,2-,10x,1-,48x,10+,1-,30x,20x",
	"naked triple":           ".................................... ABBCCDAEECFDAGGFFDGGHHFDIIJHKKIIJJKK 60x,6x,16+,15+,5+,10+,60x,10+,360x,8+,13+",
	"hidden triple":          "................................................2 AABCCDDEEBCDDFGGGHHFFIIGJHKKIJJJLLKMMNNNOOPPQQOOR 30x,11+,36x,14+,2-,120x,15+,15x,168x,14+,12x,1-,2x,60x,23+,9+,6/,2",
	"naked quad":             "................................................................................. AAABBCCDDEEABFFFGGEEHHIJJKGLLMNIOPKKLLMNOOPQQRSSNOTTUVRSSWWWXUVYZZaabXXVYYZaabbcc 378x,16+,3/,5-,630x,12x,11+,13+,28x,9+,180x,25+,10+,6+,22+,18x,1-,9+,96x,4-,3/,14+,360x,56x,10+,14+,648x,105x,2-",
	"hidden quad":            "................................................................................. AAABBCCDDEEEEBBCDDFFGHHHCIJFKGGHLMIJKKNNNLMJJOOPPQQRSSTOUVWWRXXTUUVYYYZXTaabbbZZZ 15+,126x,126x,480x,26+,80x,189x,128x,3/,294x,40x,15+,3-,24x,20+,10x,12x,5-,8-,27x,54x,11+,11+,12+,10+,1080x,4/,17+",
	"X-wing":                 "................ AAABCABBCCDBCDDD 8+,11+,12+,12x",
	"swordfish":              ".................................... ABBCCDAABEEDFAGGHDFFGGHIFJKKKIJJLLMM 19+,9+,7+,60x,1-,144x,12+,2-,2/,4x,14+,8+,4-",
	"XY-wing":                "................ AABBCCBBDDDEDEEE 2/,12+,1-,36x,16x",
	"W-wing":                 "................ AAABCABBCDDBCCDD 11+,11+,8+,36x",
	"XY-chain":               "................ AAABCABBCCDBCDDD 8+,11+,12+,12x",
}
