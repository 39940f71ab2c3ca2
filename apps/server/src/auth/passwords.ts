import { type Algorithm, hash, verify } from "@node-rs/argon2";
import type { HashCost } from "../config";

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read). */
const ARGON2ID: Algorithm = 2;

/** argon2id hashing with fixed cost parameters, and a dummy hash so an unknown account costs the same time. */
export class Passwords {
  readonly #cost: HashCost;
  #dummy: Promise<string> | undefined;

  constructor(cost: HashCost) {
    this.#cost = cost;
  }

  hash(password: string): Promise<string> {
    return hash(password, { algorithm: ARGON2ID, ...this.#cost });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Verifies against a hash of the same cost that matches nothing: used when the account does not exist. */
  async verifyDummy(password: string): Promise<false> {
    this.#dummy ??= this.hash("atelier-dummy-password-never-matches");
    await this.verify(await this.#dummy, `${password}\u0000`);
    return false;
  }
}
