// `npm start`: build the site if the build is missing or older than its sources, then run the
// server (which migrates the database and seeds what is missing).
import './ensure-build.ts';

// Its last line is the address to open: "Site ready at http://localhost:3000".
await import('../src/server/main.ts');
