// Package outfile names, checks and writes the files a command outputs.
package outfile
