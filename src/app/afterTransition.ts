/**
 * Wraps an action implementation that reaches other actors (sends to a list, navigates), so it runs once the
 * current transition is over. XState runs custom actions in the middle of a transition: an actor driven
 * synchronously from there processes its own transition inside ours, and XState warns that built-in actions
 * were called from a custom action.
 */
export function afterTransition<Args extends unknown[]>(effect: (...args: Args) => void): (...args: Args) => void {
  return (...args) => queueMicrotask(() => effect(...args))
}
