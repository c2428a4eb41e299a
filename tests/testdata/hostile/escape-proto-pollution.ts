// expect: ok "polluted"
(Object.prototype as any).polluted = 'polluted';
(Array.prototype as any).extra = 1;
(globalThis as any).leak = 1;
Object.defineProperty(Object.prototype, 'then', { value: 1, configurable: true });
return ({} as any).polluted;
