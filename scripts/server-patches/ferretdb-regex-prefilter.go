// Local addition to FerretDB v1.24.2's SQLite backend (edge-vision build tag "-typed"), copied
// into internal/backends/sqlite by scripts/install-servers.sh and called by
// addEqualityPrefilter.
//
// A search box sends a literal, usually case-insensitive pattern ({filename: {$regex: "cam-03",
// $options: "i"}}). FerretDB matched it by decoding every document in Go. This hands SQLite a
// prefilter on the field's JSON text (`_ferretdb_sjson->"field"`, the expression FerretDB's
// indexes hold, so an index with that field answers it without reading the table) that keeps
// every document the pattern may match:
//
//   - the text contains the literal, compared with LIKE (ASCII letters in either case): a string
//     holding it holds it in its JSON text too, since the literal is printable ASCII without the
//     characters Go's JSON encoder escapes (" \ < > &); an array of strings holding it as well;
//   - or the text has a character outside printable ASCII (Go's case folding matches the Kelvin
//     sign to k and the long s to s), or a backslash (an escape, or a stored regex whose pattern
//     is escaped).
//
// The handler still applies the pattern to each document it gets.

package sqlite

import (
	"fmt"
	"strings"

	"github.com/FerretDB/FerretDB/internal/backends/sqlite/metadata"
	"github.com/FerretDB/FerretDB/internal/types"
)

// regexMeta are the characters that make a pattern more than a literal unless escaped.
const regexMeta = `.*+?^${}()|[]\`

// regexPrefilter is the prefilter of `key: value` when value is a literal $regex.
func regexPrefilter(key string, value any) (condition, bool) {
	pattern, options, ok := parseRegex(value)
	if !ok {
		return condition{}, false
	}

	// i, m and s do not change what a literal matches; x (spaces ignored) does.
	if strings.Trim(options, "ims") != "" {
		return condition{}, false
	}

	literal, ok := regexLiteral(pattern)
	if !ok || literal == "" {
		return condition{}, false
	}

	like := strings.NewReplacer(`\`, `\\`, `%`, `\%`, `_`, `\_`).Replace(literal)
	expr := fmt.Sprintf(`%s->%q`, metadata.DefaultColumn, key)

	return condition{
		sql:  fmt.Sprintf(`(%[1]s LIKE ? ESCAPE '\' OR %[1]s GLOB '*[^ -~]*' OR instr(%[1]s, '\') > 0)`, expr),
		args: []any{`%` + like + `%`},
	}, true
}

// parseRegex reads {$regex: pattern, $options: options} or a BSON regex.
func parseRegex(value any) (pattern, options string, ok bool) {
	switch v := value.(type) {
	case types.Regex:
		return v.Pattern, v.Options, true
	case *types.Document:
		if v.Len() < 1 || v.Len() > 2 || v.Keys()[0] != "$regex" {
			return "", "", false
		}

		switch p := get(v, "$regex").(type) {
		case string:
			pattern = p
		case types.Regex:
			pattern, options = p.Pattern, p.Options
		default:
			return "", "", false
		}

		if v.Len() == 2 {
			o, ok := get(v, "$options").(string)
			if !ok || v.Keys()[1] != "$options" || options != "" {
				return "", "", false
			}

			options = o
		}

		return pattern, options, true
	default:
		return "", "", false
	}
}

// regexPattern is the pattern of a value parseRegex reads.
func regexPattern(value any) string {
	pattern, _, _ := parseRegex(value)
	return pattern
}

// regexLiteral is the text a pattern matches literally, if it is printable ASCII with every
// meta character escaped and none of the characters Go's JSON encoder escapes.
func regexLiteral(pattern string) (string, bool) {
	var b strings.Builder

	for i := 0; i < len(pattern); i++ {
		c := pattern[i]

		if c == '\\' {
			i++
			if i == len(pattern) || !strings.ContainsRune(regexMeta+"-/", rune(pattern[i])) {
				return "", false
			}

			c = pattern[i]
		} else if strings.ContainsRune(regexMeta, rune(c)) {
			return "", false
		}

		if c < ' ' || c > '~' || strings.ContainsRune(`"\<>&`, rune(c)) {
			return "", false
		}

		b.WriteByte(c)
	}

	return b.String(), true
}

// hasRegexPrefilter reports whether a filter has a top-level literal pattern: such a search
// finds few documents, which the prefilter reads faster than an ordered walk of every one.
func hasRegexPrefilter(filter *types.Document) bool {
	if filter == nil {
		return false
	}

	for _, key := range filter.Keys() {
		if _, ok := regexPrefilter(key, get(filter, key)); ok && prefilterKey.MatchString(key) {
			return true
		}
	}

	return false
}
