})(); (async function() {
