package crewcards

// HeaderClasses are headerClasses, for the external tests.
var HeaderClasses = headerClasses
