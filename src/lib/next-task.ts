/** Lets the browser handle input and paint before the next piece of work. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve))
}

/** Runs `task` once the browser is idle (within `timeout` ms if given; a second where idle callbacks are missing). */
export function whenIdle(task: () => void, timeout?: number): void {
  if (window.requestIdleCallback) window.requestIdleCallback(task, { timeout })
  else setTimeout(task, 1000)
}
