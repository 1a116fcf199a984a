/**
 * Tells the parts of the app that keep catalogue data in memory (the vector tiles) that an
 * import changed it. One instance per app, on the AppContext; the start-up import fires it.
 */
export class CatalogueEvents {
  private readonly listeners: (() => void)[] = [];

  onImported(listener: () => void): void {
    this.listeners.push(listener);
  }

  imported(): void {
    for (const listener of this.listeners) listener();
  }
}
