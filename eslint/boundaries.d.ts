// Types of eslint/boundaries.js for the tests that read it (src/server/module-boundaries.test.ts).
export declare const SERVER_LAYERS: string[];
export declare const serverLayerZones: object[];
export declare const zones: object[];
export declare const NO_ZOD_MINI: { group: string[]; message: string };
export declare const restrict: (patterns: object[]) => unknown[];
