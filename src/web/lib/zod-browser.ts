import { config } from 'zod/v4/core';

// Zod probes `new Function` once to decide whether to compile its parsers; under the site's CSP
// (no 'unsafe-eval') the browser reports that probe as a violation even though Zod catches it.
// The client-rendered screens parse small forms: the interpreted parsers are fast enough.
config({ jitless: true });
