package manual

import (
	"fmt"
	"html"
	"regexp"
	"strings"
)

// The manual as pages of the viewer site: the Markdown of topics/ turned
// into HTML by the few rules the topics use (headings, paragraphs, fenced
// code, tables, lists, bold and code), so that the site and
// the studio beside it show the same text as `crewcard help`.

// Pages returns the manual's pages by file name: index.html, listing the
// topics, NAME.html for each, and manual.css. They link the site's style
// sheet from the folder above them, then their own.
func Pages() map[string][]byte {
	pages := map[string][]byte{}
	var list strings.Builder
	list.WriteString("<h1>The crewcard manual</h1>\n<p>The same text as <code>crewcard help TOPIC</code> prints.</p>\n<ul>\n")
	for _, t := range Topics {
		fmt.Fprintf(&list, "<li><a href=\"%s.html\">%s</a>: %s</li>\n", t.Name, html.EscapeString(Title(t.Name)), html.EscapeString(t.Summary))
		text, _ := Text(t.Name)
		pages[t.Name+".html"] = page(Title(t.Name), `<p><a href="index.html">The manual</a></p>`+"\n"+HTML(text))
	}
	list.WriteString("</ul>\n")
	pages["index.html"] = page("The manual", list.String())
	pages["manual.css"] = []byte(style)
	return pages
}

// style is the manual's own style sheet, beside the site's: the viewer's
// first load does not carry it.
const style = `.manual main { max-width: 46rem; margin: 0 auto; padding: 0 1rem 2rem; line-height: 1.45; }
.manual pre { overflow-x: auto; padding: .5rem; background: #f4f4f0; }
.manual table { border-collapse: collapse; display: block; overflow-x: auto; }
.manual th, .manual td { border: 1px solid #bbb; padding: .2rem .4rem; vertical-align: top; text-align: left; }
`

// page wraps body in the site's page, under title.
func page(title, body string) []byte {
	return []byte(`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'self'; img-src 'self'; base-uri 'self'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<title>crewcard: ` + html.EscapeString(title) + `</title>
<link rel="stylesheet" href="../style.css">
<link rel="stylesheet" href="manual.css">
</head>
<body class="manual">
<main>
` + body + `</main>
</body>
</html>
`)
}

// block patterns of the topics' Markdown.
var (
	heading  = regexp.MustCompile(`^(#{1,4}) (.*)$`)
	bullet   = regexp.MustCompile(`^\s*(?:[-*]|\d+\.) (.*)$`)
	tableSep = regexp.MustCompile(`^\|[-:| ]+\|$`)
)

// HTML returns the HTML of a topic's Markdown.
func HTML(md string) string {
	var b strings.Builder
	lines := strings.Split(strings.TrimRight(md, "\n"), "\n")
	for i := 0; i < len(lines); {
		l := lines[i]
		switch {
		case strings.TrimSpace(l) == "":
			i++
		case strings.HasPrefix(l, "```"):
			j := i + 1
			for j < len(lines) && !strings.HasPrefix(lines[j], "```") {
				j++
			}
			fmt.Fprintf(&b, "<pre tabindex=\"0\"><code>%s</code></pre>\n", html.EscapeString(strings.Join(lines[i+1:min(j, len(lines))], "\n")))
			i = j + 1
		case heading.MatchString(l):
			m := heading.FindStringSubmatch(l)
			fmt.Fprintf(&b, "<h%d>%s</h%d>\n", len(m[1]), inline(m[2]), len(m[1]))
			i++
		case strings.HasPrefix(l, "|"):
			i = table(&b, lines, i)
		case bullet.MatchString(l):
			i = list(&b, lines, i)
		default:
			j := i
			for j < len(lines) && strings.TrimSpace(lines[j]) != "" && (j == i || !blockStart(lines[j])) {
				j++
			}
			fmt.Fprintf(&b, "<p>%s</p>\n", inline(strings.Join(lines[i:j], "\n")))
			i = j
		}
	}
	return b.String()
}

// blockStart reports whether l starts a block that ends a paragraph.
func blockStart(l string) bool {
	return strings.HasPrefix(l, "```") || heading.MatchString(l) || strings.HasPrefix(l, "|") || bullet.MatchString(l)
}

// table writes the table starting at lines[i] and returns the index after it.
func table(b *strings.Builder, lines []string, i int) int {
	b.WriteString("<table>\n")
	cell := "th"
	for ; i < len(lines) && strings.HasPrefix(lines[i], "|"); i++ {
		if tableSep.MatchString(lines[i]) {
			cell = "td"
			continue
		}
		b.WriteString("<tr>")
		for _, c := range cells(lines[i]) {
			fmt.Fprintf(b, "<%s>%s</%s>", cell, inline(c), cell)
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	return i
}

// cells splits a table row at the bars that are not escaped (\|).
func cells(row string) []string {
	row = strings.TrimSuffix(strings.TrimPrefix(row, "|"), "|")
	var out []string
	var cur strings.Builder
	for k := 0; k < len(row); k++ {
		switch {
		case row[k] == '\\' && k+1 < len(row) && row[k+1] == '|':
			cur.WriteByte('|')
			k++
		case row[k] == '|':
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(row[k])
		}
	}
	return append(out, strings.TrimSpace(cur.String()))
}

// list writes the list starting at lines[i], its items' indented lines
// joined to them, and returns the index after it.
func list(b *strings.Builder, lines []string, i int) int {
	tag := "ul"
	if l := strings.TrimSpace(lines[i]); l != "" && l[0] >= '0' && l[0] <= '9' {
		tag = "ol"
	}
	fmt.Fprintf(b, "<%s>\n", tag)
	for i < len(lines) && bullet.MatchString(lines[i]) {
		item := []string{bullet.FindStringSubmatch(lines[i])[1]}
		for i++; i < len(lines) && strings.HasPrefix(lines[i], " ") && strings.TrimSpace(lines[i]) != "" && !bullet.MatchString(lines[i]); i++ {
			item = append(item, strings.TrimSpace(lines[i]))
		}
		fmt.Fprintf(b, "<li>%s</li>\n", inline(strings.Join(item, "\n")))
	}
	fmt.Fprintf(b, "</%s>\n", tag)
	return i
}

// inline patterns: code first, so that nothing inside it is read again.
var (
	codeSpan = regexp.MustCompile("`([^`]+)`")
	bold     = regexp.MustCompile(`\*\*([^*]+)\*\*`)
)

// inline returns the HTML of a span of text: escaped, with its code and
// bold marked up. Addresses stay text: a page of the site links only the
// site's own files.
func inline(s string) string {
	var b strings.Builder
	last := 0
	for _, m := range codeSpan.FindAllStringSubmatchIndex(s, -1) {
		b.WriteString(prose(s[last:m[0]]))
		fmt.Fprintf(&b, "<code>%s</code>", html.EscapeString(s[m[2]:m[3]]))
		last = m[1]
	}
	b.WriteString(prose(s[last:]))
	return b.String()
}

// prose is inline for text outside code.
func prose(s string) string {
	return bold.ReplaceAllString(html.EscapeString(s), "<strong>$1</strong>")
}
