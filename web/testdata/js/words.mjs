// The player's words for the tests: the English table, which the Go test
// that runs them passes in PUZZLEBOOK_WORDS (layout/lang's, as a page
// gives it to the player).
import { useText } from "../../../gen/play/text.js";

if (!process.env.PUZZLEBOOK_WORDS) throw new Error("PUZZLEBOOK_WORDS is not set: run these tests with go test ./web -run TestNodeUnit");
useText(JSON.parse(process.env.PUZZLEBOOK_WORDS));
