/** Lets the browser handle input and paint before the next piece of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}
