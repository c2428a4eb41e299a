console.log("before")
await tools.deny({})
