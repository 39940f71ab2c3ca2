/** What a blade of an area not built yet says, by the blade's title. */
export function notBuiltMessage(title: string): string {
  return `${title} is not available yet in Atelier. This area is still being built.`;
}
