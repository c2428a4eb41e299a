const x = 1
return )
