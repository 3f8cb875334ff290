module github.com/crewcard/crewcard

go 1.26.8

require (
	codeberg.org/go-pdf/fpdf v0.12.0
	github.com/BurntSushi/toml v1.6.0
	github.com/boombuler/barcode v1.1.0
	golang.org/x/image v0.47.0
	golang.org/x/sys v0.49.0
	golang.org/x/term v0.47.0
)

require golang.org/x/text v0.43.0 // indirect
