// record.mjs writes node.json: for each zone and instant of the lists
// below, what Node 22 prints for toString and toTimeString with TZ set
// to the zone. datezone_internal_test.go checks ours against it. The
// instants follow each zone's present rules (1970 is recorded for UTC
// alone): before them ICU's names follow no offset table (London's
// GMT+1 of 1970 is "Greenwich Mean Time").
//
// Run from this directory with Node 22: node record.mjs
import fs from 'node:fs';

const zones = ['UTC', 'Etc/UTC', 'Europe/Paris', 'Europe/London', 'Europe/Dublin', 'America/New_York', 'America/Los_Angeles',
  'America/Sao_Paulo', 'Asia/Tokyo', 'Asia/Kolkata', 'Asia/Kathmandu', 'Australia/Sydney', 'Pacific/Auckland', 'Africa/Cairo', 'Etc/GMT+5'];
const instants = [1e12, Date.UTC(2024, 0, 15, 12), Date.UTC(2024, 6, 15, 12), Date.UTC(2025, 2, 30, 1, 30), Date.UTC(2026, 11, 7, 1, 15)];
const out = [];
for (const zone of zones) {
  process.env.TZ = zone;
  for (const ms of zone.endsWith('UTC') ? [0, ...instants] : instants) {
    const d = new Date(ms);
    out.push({ zone, ms, toString: d.toString(), toTimeString: d.toTimeString() });
  }
}
fs.writeFileSync(new URL('node.json', import.meta.url), JSON.stringify({ node: process.version, cases: out }, null, 1) + '\n');
console.log(`recorded ${out.length} cases with Node ${process.version}`);
