// expect: timeout
// Iterator.zip over two endless iterators, searched for a value that never
// comes: zip's steps and includes' comparisons are all interruptible.
const endless = () => {
  let i = 0;
  return { next: () => ({ done: false, value: i++ }) };
};
return Iterator.zip([endless(), endless()]).map(([a, b]) => a + b).includes(-1);
