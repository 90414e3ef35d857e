/** CHROME_PATH first, then the usual system installs; undefined when there is none. */
export declare function findChromium(): string | undefined
