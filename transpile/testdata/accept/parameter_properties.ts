class User {
  constructor(public readonly name: string, private age?: number, protected tags: string[] = []) {}
  greet(): string { return `hi ${this.name}` }
}
return new User("bob").greet();
