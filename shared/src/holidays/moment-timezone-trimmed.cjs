// Stands in for `moment-timezone` in the Lambda bundles (esbuild alias: infra/src/stacks/app-function.ts):
// date-holidays converts into the zones of our countries only, so the world's zone data (700 KB) stays out.
// CommonJS on purpose: date-holidays imports moment-timezone's CommonJS export as its default. The core file is
// required by path because the alias catches every `moment-timezone/...` specifier too.
const moment = require('../../../node_modules/moment-timezone/moment-timezone.js');
moment.tz.load(require('./moment-zones.json'));
module.exports = moment;
