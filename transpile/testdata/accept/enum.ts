enum Color { Red = 1, Green, Blue }
enum Dir { Up = "UP", Down = "DOWN" }
const enum Flag { A = 1 << 0, B = 1 << 1, AB = A | B }
return [Color.Green, Color[2], Dir.Up, Flag.AB];
