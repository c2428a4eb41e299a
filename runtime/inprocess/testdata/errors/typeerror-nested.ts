interface P { x: number }
function get(p: P): number {
  return (p as any).y.z
}
get({ x: 1 })
