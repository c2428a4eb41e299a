class Shape { constructor(public sides: number) {} }
const s = new Shape(3)
throw new TypeError(`sides=${s.sides}`)
