// What `#server-only` is on a server and in Node (the CLI, workers, tests): nothing. In a browser
// bundle it is the `server-only` package, which fails the build of any client code that reaches
// the database client (package.json "imports").
export {};
