/** A command that cannot go on, with the sentence that tells the person why and what to do. */
export class CliFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CliFailure';
  }
}
