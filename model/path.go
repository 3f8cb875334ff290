package model

import (
	"fmt"
	"strconv"
	"strings"
)

// DisplayPath writes a located path such as "battle.2.skills.0" as
// messages show it, counting array elements from 1: "battle[3].skills[1]".
func DisplayPath(path string) string {
	var b strings.Builder
	for i, p := range strings.Split(path, ".") {
		if n, err := strconv.Atoi(p); err == nil {
			fmt.Fprintf(&b, "[%d]", n+1)
			continue
		}
		if i > 0 {
			b.WriteByte('.')
		}
		b.WriteString(p)
	}
	return b.String()
}
