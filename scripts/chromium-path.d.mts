/** The flags every Chromium the project starts runs with. */
export declare const CHROMIUM_ARGS: string[]
/** CHROME_PATH first, then the usual system installs; undefined when there is none. */
export declare function findChromium(): string | undefined
