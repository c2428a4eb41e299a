// expect: timeout|worker-exit
// flatMap of endless inner iterators, concatenated and joined: the joined
// string grows until the compute budget (or the memory stop) ends the run.
const endless = () => {
  let i = 0;
  return { [Symbol.iterator]() { return this; }, next: () => ({ done: false, value: i++ }) };
};
return Iterator.concat(endless()).flatMap(() => endless()).join("").length;
