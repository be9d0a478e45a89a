/** Where a step that failed on one network is reported. */
export interface NetworkLog {
  error(details: object, message: string): void;
}

/**
 * Runs `step` for each network in turn. A network whose step throws (its node down, an answer it
 * cannot read) is logged as `failed` says and left to the next pass; the other networks go on, so
 * one network's outage never stops another's work.
 */
export async function onEachNetwork(
  networks: Iterable<string>,
  log: NetworkLog,
  failed: string,
  step: (network: string) => Promise<unknown>,
): Promise<void> {
  for (const network of networks) {
    try {
      await step(network);
    } catch (err) {
      log.error({ err, network }, failed);
    }
  }
}
