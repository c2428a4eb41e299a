// Type annotations, interfaces, aliases, as, !, optional markers.
interface Point { x: number; y?: number }
type Pair = [string, number];
const p: Point = { x: 1 } as Point;
let maybe: string | undefined;
const q = p.y!;
function add(a: number, b = 2): number { return a + b }
return { sum: add(p.x), q, maybe };
