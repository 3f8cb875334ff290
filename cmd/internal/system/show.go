package system

import (
	"encoding/json"
	"fmt"
)

// ShowJSON is the value `crewcard show --json` prints for d: the data of
// its Show, and, when its card carries a QR code, "link", the code's link
// below linkBase, and "code", the short code printed under it.
func ShowJSON(d Doc, linkBase string) (any, error) {
	_, data := d.Show()
	link, code, err := d.Link(linkBase)
	if err != nil || link == "" {
		return data, err
	}
	return withLink{data, link, code}, nil
}

// withLink is a Show value with the card's link and code after its fields.
type withLink struct {
	data       any
	link, code string
}

func (w withLink) MarshalJSON() ([]byte, error) {
	obj, err := json.Marshal(w.data)
	if err != nil {
		return nil, err
	}
	if len(obj) < 2 || obj[0] != '{' || obj[len(obj)-1] != '}' {
		return nil, fmt.Errorf("show: %T is not a JSON object", w.data)
	}
	more, err := json.Marshal(struct {
		Link string `json:"link"`
		Code string `json:"code"`
	}{w.link, w.code})
	if err != nil {
		return nil, err
	}
	if len(obj) == 2 {
		return more, nil
	}
	return append(append(obj[:len(obj)-1:len(obj)-1], ','), more[1:]...), nil
}
