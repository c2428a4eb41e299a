// TC39 decorators and auto-accessors are lowered: goja has neither.
function logged(value: any, ctx: ClassMethodDecoratorContext) { return value }
class Service {
  @logged run() { return 1 }
  accessor count = 0;
}
return new Service().run();
