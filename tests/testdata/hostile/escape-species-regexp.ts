// expect: ok ["a","b"]
class R extends RegExp { static get [Symbol.species](): any { return RegExp; } }
return 'a,b'.split(new R(','));
