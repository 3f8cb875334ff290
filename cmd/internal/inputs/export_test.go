package inputs

// SetWholeDocs sets how many files LightDocs holds whole, until restore.
func SetWholeDocs(n int) (restore func()) {
	old := wholeDocs
	wholeDocs = n
	return func() { wholeDocs = old }
}
