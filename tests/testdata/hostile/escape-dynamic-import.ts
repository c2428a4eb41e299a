// expect: exception
const fs: any = await import('fs');
return typeof fs.readFileSync;
