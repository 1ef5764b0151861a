import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import * as z from 'zod/mini';
import {
  sandboxCallbackSchema,
  type SandboxCallback,
} from '../../../functions/payments/gateway/sandbox-protocol';

const ledgerSchema = z.array(sandboxCallbackSchema);

/**
 * The sandbox gateway's record of every card it charged (or declined), by transaction: what its
 * payment lookup answers. Kept in a JSON file when one is given (written before the callback goes, so a
 * restart of `npm start` forgets no charge), else in memory.
 */
export class SandboxLedger {
  private readonly entries = new Map<string, SandboxCallback>();

  constructor(private readonly file?: string) {
    if (file === undefined) return;
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      return; // no ledger yet
    }
    const parsed = ledgerSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`The sandbox gateway's ledger ${file} is not valid`);
    for (const entry of parsed.data) this.entries.set(entry.transactionId, entry);
  }

  get(transactionId: string): SandboxCallback | undefined {
    return this.entries.get(transactionId);
  }

  /** Records an outcome (the first one of a transaction stays). */
  record(callback: SandboxCallback): void {
    if (this.entries.has(callback.transactionId)) return;
    this.entries.set(callback.transactionId, callback);
    if (this.file === undefined) return;
    mkdirSync(dirname(this.file), { recursive: true });
    const temporary = `${this.file}.tmp`;
    writeFileSync(temporary, JSON.stringify([...this.entries.values()]), { mode: 0o600 });
    renameSync(temporary, this.file);
  }
}
