namespace Util { export const k = 1 }
return Util.k
