declare const ambient: number;
declare function external(x: string): void;
declare enum Gone { A }
declare global { interface Window { x: number } }
function first<T extends { length: number }, U = T>(xs: T[]): T | undefined { return xs[0] }
const m = new Map<string, Array<number>>();
abstract class Shape<T> implements Iterable<T> {
  abstract area(): number;
  *[Symbol.iterator](): Iterator<T> {}
  private static count: number;
  declare tag: string;
  override toString(): string { return "shape" }
}
type Fn = <T>(x: T) => T;
return first<string>(["a"]);
