/** spec §8: a server message is preferred when present, else the screen's fallback text. */
export function serverMessageOr(serverMessage: unknown, fallback: string): string {
  return typeof serverMessage === 'string' && serverMessage.trim() !== ''
    ? serverMessage
    : fallback;
}
