// a comment line
/* block
   comment */
undeclared = 1
